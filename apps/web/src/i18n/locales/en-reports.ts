import { enReportsWebhooks } from './en-reports-webhooks';

/** English texts: the report screens (features/reports; docs/reports.md). */
export const enReports = {
  filters: {
    label: 'Report filters',
    from: 'From',
    to: 'To',
    currency: 'Currency',
    customer: 'Merchant',
    paymentMethod: 'Payment method',
    serviceProvider: 'Service provider',
    transactionType: 'Type',
    transactionStatus: 'Status',
    tenant: 'Tenant',
    anyTenant: 'All tenants',
  },
  columns: {
    count: 'Transactions',
    successCount: 'Successful',
    successRate: 'Success rate',
    amount: 'Amount',
    volume: 'Volume',
  },
  csv: {
    dimension: 'Grouped by',
    group: 'Group',
    key: 'Key',
    successRate: 'Success rate (%)',
    volume: 'Volume (minor units)',
    baseCurrency: 'Base currency',
    amount: 'Amount (minor units)',
    currency: 'Currency',
  },
  exportCsv: 'Export CSV',
  exported: 'The report was downloaded',
  loading: 'Loading…',
  loadFailed: 'This report could not be loaded.',
  retry: 'Retry',
  charts: {
    status: { title: 'Transactions by status', group: 'Status' },
    day: { title: 'Transactions per day', group: 'Day' },
    serviceProvider: { title: 'Transactions by service provider', group: 'Service provider' },
    paymentMethod: { title: 'Transactions by payment method', group: 'Payment method' },
    currency: { title: 'Transactions by currency', group: 'Currency' },
    paymentChannel: { title: 'Transactions by payment channel', group: 'Payment channel' },
  },
  summaryV1: {
    heading: 'Transactions summary v1',
    description:
      'Transactions of the period per currency: how many, how many succeeded, and their amount and volume.',
    group: 'Currency',
    chart: 'Volume by currency',
    table: 'Per currency',
    file: 'transactions-summary-v1',
  },
  summary: {
    heading: 'Transactions summary',
    description:
      'Transactions of the period per merchant, largest first, with the success rate and the volume.',
    group: 'Merchant',
    chart: 'Volume by merchant (this page)',
    table: 'Per merchant',
    file: 'transactions-summary',
  },
  summaryV3: {
    heading: 'Transactions summary v3',
    description: 'The period by status, day, service provider, payment method, payment channel and currency.',
    file: 'transactions-summary-v3',
  },
  merchantSummary: {
    heading: 'Transactions summary',
    description:
      'Your transactions of the period by status, day, service provider, payment method and currency.',
    file: 'transactions-summary',
  },
  merchantSummaryV1: {
    description:
      'Your transactions of the period per currency: how many, how many succeeded, and their amount and volume.',
  },
  perDayMonth: {
    heading: 'Transactions summary per day and month',
    description: 'Transactions per day and per month of your time zone.',
    chart: 'Transactions per day',
    months: 'Per month',
    days: 'Per day',
    month: 'Month',
    day: 'Day',
    file: 'transactions-summary-per-day-month',
  },
  declines: {
    reason: 'Reason',
    noReason: '(no reason given)',
    count: 'Declines',
    shareOfAll: 'Share of all declines',
    shareOfProvider: "Share of the provider's declines",
    shareOfProviderCsv: "Share of the provider's declines (%)",
    serviceProvider: 'Service provider',
  },
  declinedReasons: {
    heading: 'Declined transaction reasons',
    description:
      'Why transactions were declined or failed in the period: each reason, its share of all declines and its volume.',
    chart: 'Most frequent reasons (this page)',
    table: 'Reasons',
  },
  declineReasons: {
    heading: 'Decline reasons',
    description:
      "The decline reasons of each service provider, with their share of that provider's declines.",
    chart: 'Declines by service provider',
    table: 'Reasons by service provider',
    file: 'decline-reasons',
  },
  loginHistory: {
    heading: 'Login history',
    description:
      'Sign-ins of the users you may see, the sign-ins refused and the accounts locked, newest first.',
    table: 'Sign-in events',
    file: 'login-history',
    filters: {
      user: 'User',
      userHint: 'Part of an e-mail, or a user id',
      event: 'Event',
      anyEvent: 'Any event',
      apply: 'Apply',
    },
    events: { signIn: 'Signed in', signInFailed: 'Sign-in refused', locked: 'Account locked' },
    columns: {
      occurredAt: 'Time',
      occurredAtUtc: 'Time (UTC)',
      user: 'User',
      email: 'E-mail',
      name: 'Name',
      userType: 'User type',
      event: 'Event',
      reason: 'Reason',
      ip: 'IP address',
      userAgent: 'Browser',
    },
  },
  webhooks: enReportsWebhooks,
} as const;
