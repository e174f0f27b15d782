import * as alerts from '@paydesk/contracts/alerts/alert.endpoints';
import * as apmTransactions from '@paydesk/contracts/apm-transactions/apm-transactions.endpoints';
import * as audit from '@paydesk/contracts/audit/audit.endpoints';
import * as bankOrders from '@paydesk/contracts/bank-orders/bank-orders.endpoints';
import { getClientConfiguration } from '@paydesk/contracts/configuration/client-configuration.endpoints';
import * as dashboardManagement from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import * as widgetData from '@paydesk/contracts/dashboards/widget-data.endpoints';
import * as disputes from '@paydesk/contracts/disputes/disputes.endpoints';
import * as files from '@paydesk/contracts/files/files.endpoints';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { endpointsIn } from '@paydesk/contracts/http/endpoint-family';
import * as lookups from '@paydesk/contracts/lookups/lookups.endpoints';
import * as notifications from '@paydesk/contracts/notifications/notifications.endpoints';
import * as offers from '@paydesk/contracts/onboarding/offers.endpoints';
import * as onboarding from '@paydesk/contracts/onboarding/onboarding.endpoints';
import * as pricebooks from '@paydesk/contracts/onboarding/pricebooks.endpoints';
import * as payoutLimits from '@paydesk/contracts/payout-limits/payout-limits.endpoints';
import * as profile from '@paydesk/contracts/profile/profile.endpoints';
import * as reportCharts from '@paydesk/contracts/reports/report-charts.endpoints';
import * as reportTables from '@paydesk/contracts/reports/report-tables.endpoints';
import * as reportTool from '@paydesk/contracts/reports/report-tool.endpoints';
import * as reportWidgets from '@paydesk/contracts/reports/report-widgets.endpoints';
import * as smartOps from '@paydesk/contracts/reports/smart-ops.endpoints';
import * as transactionsDaily from '@paydesk/contracts/reports/transactions-daily.endpoints';
import { ping } from '@paydesk/contracts/session/ping.endpoints';
import * as stepUp from '@paydesk/contracts/step-up/step-up.endpoints';
import * as labels from '@paydesk/contracts/support/labels.endpoints';
import * as supportAnalytics from '@paydesk/contracts/support/support-analytics.endpoints';
import * as supportOptions from '@paydesk/contracts/support/support-options.endpoints';
import * as tickets from '@paydesk/contracts/support/ticket.endpoints';
import * as tenantAdmin from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import * as tenants from '@paydesk/contracts/tenants/tenants.endpoints';
import * as transactionJobs from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import * as transactionWebhooks from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import * as apiLogReport from '@paydesk/contracts/transactions/api-log-report.endpoints';
import * as pmpConfiguration from '@paydesk/contracts/transactions/pmp-configuration.endpoints';
import * as transactions from '@paydesk/contracts/transactions/transaction.endpoints';
import * as transactionActions from '@paydesk/contracts/transactions/transaction-actions.endpoints';
import * as transactionLookups from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import * as transactionMaintenance from '@paydesk/contracts/transactions/transaction-maintenance.endpoints';
import * as userAdmin from '@paydesk/contracts/user-admin/user-admin.endpoints';
import * as users from '@paydesk/contracts/users/users.endpoints';
import * as virtualTerminal from '@paydesk/contracts/virtual-terminal/virtual-terminal.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { alertsModule } from './modules/alerts/alerts.plugin';
import { analyticsModule } from './modules/analytics/analytics.plugin';
import { apmTransactionsModule } from './modules/apm-transactions/apm-transactions.plugin';
import { auditModule } from './modules/audit/audit.plugin';
import { bankOrdersModule } from './modules/bank-orders/bank-orders.plugin';
import { configurationModule } from './modules/configuration/configuration.plugin';
import { dashboardsModule } from './modules/dashboards/dashboards.plugin';
import { disputesModule } from './modules/disputes/disputes.plugin';
import { filesModule } from './modules/files/files.plugin';
import { lookupsModule } from './modules/lookups/lookups.plugin';
import { mailModule } from './modules/mail/mail.plugin';
import { notificationsModule } from './modules/notifications/notifications.plugin';
import { onboardingModule } from './modules/onboarding/onboarding.plugin';
import { payoutLimitsModule } from './modules/payout-limits/payout-limits.plugin';
import { profileModule } from './modules/profile/profile.plugin';
import { sessionModule } from './modules/session/session.plugin';
import { stepUpModule } from './modules/step-up/step-up.plugin';
import { ticketsModule } from './modules/support/tickets.plugin';
import { supportLabelsModule } from './modules/support-labels/support-labels.plugin';
import { supportOptionsModule } from './modules/support-options/support-options.plugin';
import { tenantAdminModule } from './modules/tenant-admin/tenant-admin.plugin';
import { brandingModule } from './modules/tenants/branding.plugin';
import { tenantsModule } from './modules/tenants/tenants.plugin';
import { transactionsDailyModule } from './modules/transaction-daily-reports/daily-reports.plugin';
import { transactionJobsModule } from './modules/transaction-jobs/transaction-jobs.plugin';
import { transactionWebhooksModule } from './modules/transaction-webhooks/transaction-webhooks.plugin';
import { transactionActionsModule } from './modules/transactions/actions/transaction-actions.plugin';
import { transactionsModule } from './modules/transactions/transactions.plugin';
import { userAdminModule } from './modules/user-admin/user-admin.plugin';
import { usersModule } from './modules/users/users.plugin';
import { virtualTerminalModule } from './modules/virtual-terminal/virtual-terminal.plugin';

/**
 * A feature module as the composition root sees it: the plugin app.ts registers, and the contract
 * declarations it serves under /api and /reporting. routes-declared.test.ts holds each module to
 * exactly what it says it serves, and every declaration in the contracts to a module that serves it.
 */
export interface FeatureModule {
  /** The key the endpoint walk's data is registered under (module-walks.test-support.ts). */
  readonly name: string;
  readonly plugin: FastifyPluginAsync;
  readonly serves: readonly AnyEndpoint[];
}

/**
 * Every feature module, in the order app.ts registers them: the one list to add a module to
 * (docs/architecture.md "Adding a module"). Identity is not here: it is mounted before the modules,
 * takes the config and the database, and returns the token verifier the others authenticate with.
 */
export const FEATURE_MODULES = [
  { name: 'users', plugin: usersModule, serves: endpointsIn(users) },
  // User and role administration (docs/administration.md "Users and roles").
  { name: 'userAdmin', plugin: userAdminModule, serves: endpointsIn(userAdmin) },
  { name: 'branding', plugin: brandingModule, serves: [] },
  // Tenant management and tenant encryption keys (docs/administration.md).
  { name: 'tenantAdmin', plugin: tenantAdminModule, serves: endpointsIn(tenantAdmin) },
  { name: 'lookups', plugin: lookupsModule, serves: endpointsIn(lookups) },
  { name: 'configuration', plugin: configurationModule, serves: [getClientConfiguration] },
  { name: 'session', plugin: sessionModule, serves: [ping] },
  // The signed-in user's own settings and sessions.
  { name: 'profile', plugin: profileModule, serves: endpointsIn(profile) },
  // Step-up (SCA) codes: the challenge, its confirmation and the user's authenticator
  // (docs/administration.md "Step-up codes"); infra checks the codes on the calls they confirm.
  { name: 'stepUp', plugin: stepUpModule, serves: endpointsIn(stepUp) },
  { name: 'tenants', plugin: tenantsModule, serves: endpointsIn(tenants) },
  { name: 'mail', plugin: mailModule, serves: [supportOptions.getMailOutbox] },
  { name: 'files', plugin: filesModule, serves: endpointsIn(files) },
  // Notifications before the modules that produce them (support, onboarding).
  { name: 'notifications', plugin: notificationsModule, serves: endpointsIn(notifications) },
  // The support desk: tickets, labels and the pickers of its dialogs; the desk's analytics report.
  {
    name: 'tickets',
    plugin: ticketsModule,
    serves: [...endpointsIn(tickets), ...endpointsIn(supportAnalytics)],
  },
  { name: 'supportLabels', plugin: supportLabelsModule, serves: endpointsIn(labels) },
  {
    name: 'supportOptions',
    plugin: supportOptionsModule,
    // The mail outbox is declared beside the desk's pickers, but the mail module serves it.
    serves: endpointsIn(supportOptions, [supportOptions.getMailOutbox]),
  },
  {
    name: 'onboarding',
    plugin: onboardingModule,
    serves: [...endpointsIn(onboarding), ...endpointsIn(offers), ...endpointsIn(pricebooks)],
  },
  // Transactions: the lookup and reads, then the money actions.
  {
    name: 'transactions',
    plugin: transactionsModule,
    serves: [
      ...endpointsIn(transactions),
      ...endpointsIn(transactionLookups),
      ...endpointsIn(transactionMaintenance),
      ...endpointsIn(apiLogReport),
      // The PMP configuration report, over the payment channels (docs/pmp-configuration.md).
      ...endpointsIn(pmpConfiguration),
    ],
  },
  { name: 'transactionActions', plugin: transactionActionsModule, serves: endpointsIn(transactionActions) },
  // The payout limits the money actions check (a Paydesk extension).
  { name: 'payoutLimits', plugin: payoutLimitsModule, serves: endpointsIn(payoutLimits) },
  { name: 'transactionJobs', plugin: transactionJobsModule, serves: endpointsIn(transactionJobs) },
  { name: 'disputes', plugin: disputesModule, serves: endpointsIn(disputes) },
  { name: 'virtualTerminal', plugin: virtualTerminalModule, serves: endpointsIn(virtualTerminal) },
  { name: 'apmTransactions', plugin: apmTransactionsModule, serves: endpointsIn(apmTransactions) },
  { name: 'bankOrders', plugin: bankOrdersModule, serves: endpointsIn(bankOrders) },
  {
    name: 'transactionWebhooks',
    plugin: transactionWebhooksModule,
    serves: endpointsIn(transactionWebhooks),
  },
  // Dashboards: the widget catalogue, its assignment, each user's dashboard, and the webhook-status
  // and pipeline data sources (docs/dashboards.md); after the modules whose data those read.
  {
    name: 'dashboards',
    plugin: dashboardsModule,
    serves: [...endpointsIn(dashboardManagement), ...endpointsIn(userDashboard), ...endpointsIn(widgetData)],
  },
  // The report calls and widget sources, from the rollups of the status-event log the money writes
  // append to (docs/analytics.md); the smart ops report from the transactions' routing and
  // cascading logs (docs/smart-ops.md).
  {
    name: 'analytics',
    plugin: analyticsModule,
    serves: [
      ...endpointsIn(reportCharts),
      ...endpointsIn(reportTables),
      ...endpointsIn(reportWidgets),
      ...endpointsIn(reportTool),
      ...endpointsIn(smartOps),
    ],
  },
  // The transactions daily files: a nightly job writes each merchant's day as a CSV report file and
  // tells its readers (docs/transactions-daily.md); after files and notifications, which it uses.
  { name: 'transactionsDaily', plugin: transactionsDailyModule, serves: endpointsIn(transactionsDaily) },
  // Alerts: rules over the minute rollup, evaluated every minute, and the alerts they raise
  // (docs/alerts.md); after notifications, which they raise.
  { name: 'alerts', plugin: alertsModule, serves: endpointsIn(alerts) },
  // The audit trail's reads and its daily retention and chain check; every module writes to the
  // trail through infra/audit.
  { name: 'audit', plugin: auditModule, serves: endpointsIn(audit) },
] as const satisfies readonly FeatureModule[];

export type FeatureModuleName = (typeof FEATURE_MODULES)[number]['name'];

/** Every declaration the server serves, from the modules' own lists. */
export const SERVED_ENDPOINTS: readonly AnyEndpoint[] = FEATURE_MODULES.flatMap((module) => module.serves);
