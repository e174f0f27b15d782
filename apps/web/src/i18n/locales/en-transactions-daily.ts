/**
 * English texts: the transactions daily report (`crm/reports/transactions-daily(-v1)`,
 * `reports/transactions-daily(-v1)`, `transactionsDaily.*`; docs/transactions-daily.md).
 */
export const enTransactionsDaily = {
  heading: 'Transactions daily',
  headingV1: 'Transactions daily v1',
  description:
    "Each night Paydesk writes a CSV file of every merchant's transactions of the day before (UTC), one per merchant and mode. Download a day's file below; the chart shows the days of the period.",
  descriptionV1:
    "The CSV files Paydesk writes each night of every merchant's transactions of the day before (UTC), one per merchant and mode.",
  merchantDescription:
    "Each night Paydesk writes a CSV file of your transactions of the day before (UTC). Download a day's file below; the chart shows the days of the period.",
  merchantDescriptionV1:
    'The CSV files Paydesk writes each night of your transactions of the day before (UTC).',
  file: 'transactions-daily-files',
  chart: 'Transactions per day',
  day: 'Day',
  files: 'Daily files',
  columns: {
    day: 'Day (UTC)',
    merchant: 'Merchant',
    mode: 'Mode',
    transactions: 'Transactions',
    size: 'Size',
    createdAt: 'Written',
    download: 'File',
  },
  download: 'Download',
  downloadLabel: 'Download {{name}}',
  noFiles:
    'No daily files for these days yet. A day gets its files shortly after midnight UTC, when it had transactions.',
  limited:
    "Your access is limited to some payment methods or service providers, and each daily file holds all of a merchant's: ask an administrator for the files.",
} as const;
