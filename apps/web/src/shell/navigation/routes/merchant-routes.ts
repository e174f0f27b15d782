import { anyOf, area, group, type Leaf, title } from './route-builders';
import type { RouteAudience, RouteDef } from './route-types';

/** Merchant routes of spec §2 ("Route areas" and "Merchant menu"), and onboarding. */

/**
 * The transaction and payment screens serve a merchant past boarding (sandbox or live): a merchant
 * still boarding has no payments, though the role it boards with holds their keys already, so that
 * its users find them in the menu the moment the accepted agreement opens the sandbox.
 */
const PAST_BOARDING: readonly RouteAudience[] = ['merchant'];
const pastBoarding = (leaves: readonly Leaf[]): Leaf[] =>
  leaves.map(([path, titleId, rule]) => [path, titleId, rule, PAST_BOARDING] as const);

const transactionManagement = group(
  'merchant/transaction-management',
  ['transactionManagement'],
  pastBoarding([
    ['transaction-lookup', 'transactionLookup', anyOf('Merchant.Transaction.View')],
    ['transaction-lookup-columns', 'transactionLookupColumns', anyOf('Merchant.Transaction.LookupColumns')],
    ['bulk-actions-lookup', 'bulkActions', anyOf('Merchant.Transaction.BulkActions')],
    ['utr-resubmissions', 'utrResubmissions', anyOf('Merchant.Transaction.UtrResubmissions')],
    ['virtual-terminal', 'virtualTerminal', anyOf('Merchant.Transaction.VirtualTerminal')],
    ['processing-setup-tool', 'processingSetupTool', anyOf('Merchant.ProcessingSetup.View')],
  ]),
);

// One transaction of the lookup, with the lookup's guard. Its crumbs name the transaction
// (dynamic breadcrumbs, written by the details screen); these are the fallback.
const transactionDetails = group(
  'merchant/transaction-management/transaction-lookup',
  ['transactionManagement', 'transactionLookup'],
  pastBoarding([[':transactionId', 'transaction', anyOf('Merchant.Transaction.View')]]),
);

const payments = group(
  'merchant/payments',
  ['payments'],
  pastBoarding([
    ['single-payment', 'singlePayment', anyOf('Merchant.Payments.SinglePayment')],
    ['batch-payment', 'batchPayment', anyOf('Merchant.Payments.BatchPayment')],
    ['beneficiaries', 'beneficiaries', anyOf('Merchant.Payments.Beneficiaries')],
    ['pending-payments', 'pendingPayments', anyOf('Merchant.Payments.Pending')],
    ['batch-summary', 'batchSummary', anyOf('Merchant.Payments.BatchSummary')],
    ['open-banking-connections', 'openBankingConnections', anyOf('Merchant.Payments.OpenBankingConnections')],
    ['open-banking-history', 'openBankingHistory', anyOf('Merchant.Payments.OpenBankingHistory')],
  ]),
);

// Spec §6: merchant/payment-settings needs Merchant.Payments.Settings (the whole area).
const settings = anyOf('Merchant.Payments.Settings');
const paymentSettings = group(
  'merchant/payment-settings',
  ['paymentSettings'],
  [
    ['websites', 'websites', settings],
    ['payment-channels', 'paymentChannels', settings],
    ['smart-routing-v2', 'smartRoutingV2', settings],
    ['smart-routing', 'smartRouting', settings],
    ['payment-links', 'paymentLinks', settings],
    ['mid-management', 'midManagement', settings],
    ['white-listing', 'whiteListing', settings],
    ['confirmation-levels', 'confirmationLevels', settings],
    ['antifraud-rules', 'antifraudRules', settings],
    ['antifraud-blacklist', 'antifraudBlacklist', settings],
    ['webhook-endpoints', 'webhookEndpoints', settings],
    ['error-mappings', 'errorMappings', settings],
  ],
);

const reconciliation = group(
  'merchant/reconciliation',
  ['reconciliation'],
  [['reconciliation-channels', 'reconciliationChannels', anyOf('Merchant.Reconciliation.View')]],
);

const reportsRule = anyOf('Merchant.Reports.View');
const reports = group(
  'reports',
  ['reports'],
  [
    ['transactions-daily-v1', 'transactionsDailyV1', reportsRule],
    ['transactions-daily', 'transactionsDaily', reportsRule],
    ['transactions-summary-v1', 'transactionsSummaryV1', reportsRule],
    ['smart-ops', 'smartOps', reportsRule],
    ['transactions-summary', 'transactionsSummary', reportsRule],
    ['mismatch-lookup', 'mismatchLookup', reportsRule],
    ['data-analytics', 'dataAnalytics', reportsRule],
    ['api-logs', 'apiLogs', reportsRule],
    ['webhookreport', 'webhookReport', reportsRule],
    ['webhookreportV2', 'webhookReportV2', reportsRule],
    ['resend-webhooks', 'resendWebhooks', reportsRule],
    ['account-statement', 'accountStatement', reportsRule],
    ['invoices', 'invoices', reportsRule],
  ],
);

const developerSettings = group(
  'developer-settings',
  ['developerSettings'],
  [
    ['hosted-payment', 'hostedPayment', anyOf('Merchant.DeveloperSettings.HostedPayment')],
    ['merchant-api-keys', 'tppConfiguration', anyOf('Organization.Tpp.Credentials')],
  ],
);

// The merchant desk's calls are for merchant users (the customer audience): platform staff, who hold
// its key too, have a desk of their own.
const MERCHANTS: readonly RouteAudience[] = ['merchant', 'boardingMerchant'];

const support = group(
  'merchant',
  ['support'],
  [
    ['support', 'merchantSupport', anyOf('Merchant.Support.Lookup'), MERCHANTS],
    ['support-tickets', 'merchantSupportTickets', anyOf('Merchant.Support.Lookup'), MERCHANTS],
  ],
);

// A ticket of the list above, with the list's guard. Its crumbs name the ticket (dynamic
// breadcrumbs, written by the support screens); these are the fallback.
const supportTicket = group(
  'merchant/support-tickets',
  ['support', 'merchantSupportTickets'],
  [[':ticketId', 'supportTicket', anyOf('Merchant.Support.Lookup'), MERCHANTS]],
);

const users = group(
  'merchant/users',
  ['users'],
  [['merchant-management', 'userManagement', anyOf('Merchant.Users.Manage')]],
);

// Spec §2: "boarding (no guard)": the login guard only. The onboarding menu still shows each item
// only to holders of its permission (src/shell/navigation/menus/onboarding-menu.ts), and each
// screen tells a user without it that it is not theirs. `proposals` is designed beyond the spec:
// the merchant's proposals and agreements, the page a Proposal or Agreement notification points at.
// Onboarding is the stage before processing: the pre-check form is for a boarding merchant only
// (the onboarding screens decide the same way, by the merchant's processing status). Its documents,
// proposals and agreements stay readable once boarded, for those whose role holds the onboarding
// keys (the onboarding menu's rule): the users who boarded it.
const BOARDING: readonly RouteAudience[] = ['boardingMerchant'];
const BOARDING_AND_AFTER: readonly RouteAudience[] = ['boardingMerchant', 'merchant'];

const boarding = group(
  'boarding',
  ['onboarding'],
  [
    ['precheckform', 'precheckForm', undefined, BOARDING],
    ['documents', 'boardingDocuments', undefined, BOARDING_AND_AFTER],
    ['proposals', 'boardingProposals', undefined, BOARDING_AND_AFTER],
  ],
);

export const MERCHANT_ROUTES: readonly RouteDef[] = [
  // Spec §2: after login non-crm users go to /dashboard. Operators have crm/dashboard instead,
  // so they are sent there (see src/app/router.tsx).
  {
    path: 'dashboard',
    title: title('dashboard'),
    sections: [],
    rule: anyOf('Merchant.Dashboard.View'),
    hideBreadcrumbs: true,
    redirectOperatorsTo: '/crm/dashboard',
  },
  ...area('merchant/transaction-management', 'transactionManagement', transactionManagement),
  ...transactionDetails,
  ...area('merchant/payments', 'payments', payments),
  ...area('merchant/payment-settings', 'paymentSettings', paymentSettings),
  {
    path: 'smart-routing-visualization',
    title: title('smartRoutingVisualization'),
    sections: [],
    rule: anyOf('Merchant.PaymentsSettings.SmartRouting.View'),
  },
  ...area('merchant/reconciliation', 'reconciliation', reconciliation),
  ...area('reports', 'reports', reports),
  ...area('developer-settings', 'developerSettings', developerSettings),
  ...support,
  ...supportTicket,
  ...area('merchant/users', 'users', users),
  {
    path: 'documentation',
    title: title('documentation'),
    sections: [],
    rule: anyOf('Merchant.Documentation.View'),
  },
  // Spec §6: profile settings are tagged with the user type (Customer here).
  {
    path: 'merchant/profile-settings',
    title: title('profileSettings'),
    sections: [],
    rule: { userTypes: ['Customer'] },
  },
  ...area('boarding', 'onboarding', boarding),
];
