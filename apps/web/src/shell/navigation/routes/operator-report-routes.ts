import { anyOf, area, group } from './route-builders';
import type { RouteDef } from './route-types';

/** Operator reports under crm/reports/ (spec §2 "Operator menu"). */
const reports = group(
  'crm/reports',
  ['reports'],
  [
    ['transactions-daily-v1', 'transactionsDailyV1', anyOf('CRM.Reports.TransactionsDailyV1')],
    ['transactions-daily', 'transactionsDaily', anyOf('CRM.Reports.TransactionsDaily')],
    ['transactions-summary-v1', 'transactionsSummaryV1', anyOf('CRM.Reports.TransactionsSummaryV1')],
    ['transactions-summary', 'transactionsSummary', anyOf('CRM.Reports.TransactionsSummary')],
    ['transactions-summary-v3', 'transactionsSummaryV3', anyOf('CRM.Reports.TransactionsSummaryV3')],
    ['smart-ops', 'smartOps', anyOf('CRM.Reports.SmartOps')],
    [
      'transactions-summary-per-day-month',
      'transactionsSummaryPerDayMonth',
      anyOf('CRM.Reports.TransactionsSummaryPerDayMonth'),
    ],
    [
      'declined-transaction-reasons',
      'declinedTransactionReasons',
      anyOf('CRM.Reports.DeclinedTransactionReasons'),
    ],
    ['mismatch-lookup', 'mismatchLookup', anyOf('CRM.Reports.MismatchLookup')],
    ['data-analytics', 'dataAnalytics', anyOf('CRM.Reports.DataAnalytics')],
    ['pmp-configuration-report', 'pmpConfigurationReport', anyOf('CRM.Reports.PmpConfiguration')],
    ['support-analytics-report', 'supportAnalyticsReport', anyOf('CRM.Reports.SupportAnalytics')],
    ['decline-reasons', 'declineReasons', anyOf('CRM.Reports.DeclineReasons')],
    ['api-logs', 'apiLogs', anyOf('CRM.Reports.ApiLogs')],
    ['webhookreport', 'webhookReport', anyOf('CRM.Reports.Webhooks')],
    ['webhookreportV2', 'webhookReportV2', anyOf('CRM.Reports.WebhooksV2')],
    [
      'webhooks-destinations/status',
      'webhookDestinationsStatus',
      anyOf('CRM.Reports.WebhookDestinationsStatus'),
    ],
    [
      'webhooks-destinations/statistics',
      'webhookDestinationsStatistics',
      anyOf('CRM.Reports.WebhookDestinationsStatistics'),
    ],
    ['resend-webhooks', 'resendWebhooks', anyOf('CRM.Reports.ResendWebhooks')],
    ['alerts', 'alerts', anyOf('CRM.Reports.Alerts')],
    ['login-history', 'loginHistory', anyOf('CRM.Reports.LoginHistory')],
    ['account-statement', 'accountStatement', anyOf('CRM.Reports.AccountStatement')],
    ['invoices', 'invoices', anyOf('CRM.Reports.Invoices')],
  ],
);

export const OPERATOR_REPORT_ROUTES: readonly RouteDef[] = area('crm/reports', 'reports', reports);
