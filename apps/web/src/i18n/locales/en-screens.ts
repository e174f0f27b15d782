import { enAlerts } from './en-alerts';
import { enApiLogs } from './en-api-logs';
import { enApmTransactions } from './en-apm-transactions';
import { enAudit } from './en-audit';
import { enBankOrders } from './en-bank-orders';
import { enDashboards } from './en-dashboards';
import { enDisputes } from './en-disputes';
import { enOnboarding } from './en-onboarding';
import { enOnboardingReview } from './en-onboarding-review';
import { enPmpConfiguration } from './en-pmp-configuration';
import { enProfile } from './en-profile';
import { enReportTool } from './en-report-tool';
import { enReports } from './en-reports';
import { enSmartOps } from './en-smart-ops';
import { enStepUp } from './en-step-up';
import { enSupport } from './en-support';
import { enSupportAnalytics } from './en-support-analytics';
import { enSupportDialogs } from './en-support-dialogs';
import { enTenantAdmin } from './en-tenant-admin';
import { enTransactionDetails } from './en-transaction-details';
import { enTransactionJobs } from './en-transaction-jobs';
import { enTransactions } from './en-transactions';
import { enTransactionsDaily } from './en-transactions-daily';
import { enUserAdmin } from './en-user-admin';
import { enVirtualTerminal } from './en-virtual-terminal';

/**
 * The English texts of the built screens and the dialogs they open, loaded with the first screen
 * that needs them (i18n-signed-in.ts `loadScreenTexts`), so the signed-in area's first load
 * carries only the texts of what it draws (docs/architecture.md, "The first-load budget").
 */
export const enScreens = {
  support: enSupport,
  supportDialogs: enSupportDialogs,
  onboarding: enOnboarding,
  onboardingReview: enOnboardingReview,
  transactions: enTransactions,
  transactionDetails: enTransactionDetails,
  transactionJobs: enTransactionJobs,
  disputes: enDisputes,
  virtualTerminal: enVirtualTerminal,
  apmTransactions: enApmTransactions,
  bankOrders: enBankOrders,
  audit: enAudit,
  userAdmin: enUserAdmin,
  tenantAdmin: enTenantAdmin,
  profile: enProfile,
  dashboards: enDashboards,
  reports: enReports,
  alerts: enAlerts,
  apiLogs: enApiLogs,
  supportAnalytics: enSupportAnalytics,
  pmpConfiguration: enPmpConfiguration,
  smartOps: enSmartOps,
  transactionsDaily: enTransactionsDaily,
  reportTool: enReportTool,
  stepUp: enStepUp,
} as const;
