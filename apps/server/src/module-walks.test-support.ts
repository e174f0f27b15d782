import { FEATURE_MODULES, type FeatureModuleName } from './modules';
import { ALERTS_WALK } from './modules/alerts/alerts.walk.test-support';
import { analyticsWalk } from './modules/analytics/analytics.walk.test-support';
import { SMART_OPS_WALK } from './modules/analytics/smart-ops.walk.test-support';
import { APM_TRANSACTIONS_WALK } from './modules/apm-transactions/apm-transactions.walk.test-support';
import { BANK_ORDERS_WALK } from './modules/bank-orders/bank-orders.walk.test-support';
import { DASHBOARDS_WALK } from './modules/dashboards/dashboards.walk.test-support';
import { DISPUTES_WALK } from './modules/disputes/disputes.walk.test-support';
import { addFilesWalkData, FILES_FOREIGN_IDS } from './modules/files/files.test-support';
import {
  addNotificationsWalkData,
  NOTIFICATIONS_FOREIGN_IDS,
  NOTIFICATIONS_WALK_EXAMPLES,
} from './modules/notifications/notifications.test-support';
import {
  addOnboardingWalkData,
  ONBOARDING_FOREIGN_IDS,
  ONBOARDING_WALK_EXAMPLES,
} from './modules/onboarding/onboarding.test-support';
import { PAYOUT_LIMITS_WALK } from './modules/payout-limits/payout-limits.walk.test-support';
import { PROFILE_WALK } from './modules/profile/profile.walk.test-support';
import { STEP_UP_WALK } from './modules/step-up/step-up.walk.test-support';
import {
  addSupportWalkData,
  SUPPORT_FOREIGN_IDS,
  SUPPORT_WALK_EXAMPLES,
} from './modules/support/support.test-support';
import { SUPPORT_ANALYTICS_WALK } from './modules/support/support-analytics.walk.test-support';
import {
  LABELS_FOREIGN_IDS,
  LABELS_WALK_EXAMPLES,
} from './modules/support-labels/support-labels.test-support';
import { TENANT_ADMIN_WALK } from './modules/tenant-admin/tenant-admin.walk.test-support';
import { TRANSACTIONS_DAILY_WALK } from './modules/transaction-daily-reports/daily-reports.walk.test-support';
import { TRANSACTION_JOBS_WALK } from './modules/transaction-jobs/transaction-jobs.walk.test-support';
import { TRANSACTION_WEBHOOKS_WALK } from './modules/transaction-webhooks/transaction-webhooks.walk.test-support';
import { TRANSACTION_ACTIONS_FOREIGN_IDS } from './modules/transactions/actions/transaction-actions-walk.test-support';
import { PMP_CONFIGURATION_WALK } from './modules/transactions/maintenance/pmp-configuration.walk.test-support';
import { TRANSACTION_MAINTENANCE_WALK } from './modules/transactions/maintenance/transaction-maintenance.walk.test-support';
import { API_LOG_REPORT_WALK } from './modules/transactions/reads/api-log-report.walk.test-support';
import {
  addTransactionsReadWalkData,
  TRANSACTIONS_READ_FOREIGN_IDS,
  TRANSACTIONS_READ_WALK_EXAMPLES,
} from './modules/transactions/transactions-walk.test-support';
import { USER_ADMIN_WALK } from './modules/user-admin/user-admin.walk.test-support';
import { VIRTUAL_TERMINAL_WALK } from './modules/virtual-terminal/virtual-terminal.walk.test-support';
import type { ModuleWalk } from './test/endpoint-walk';

/**
 * The endpoint walk's part of each feature module (endpoints.test.ts), keyed by the module list's
 * names (modules.ts). The type asks for every module; modules.test.ts checks it at run time too.
 * A module whose endpoints the walk covers with the shared rules alone says so, with the reason.
 */
export type ModuleWalkEntry = ModuleWalk | { readonly noExtraWalkData: string };

const NO_EXTRA_WALK_DATA = (reason: string): ModuleWalkEntry => ({ noExtraWalkData: reason });

const NO_PATH_PARAMETERS = NO_EXTRA_WALK_DATA('no path parameter, and inputs the sampler satisfies');

/** Parts a module brings from several files, in order (their rows may name each other's). */
function combined(...parts: readonly ModuleWalk[]): ModuleWalk {
  return {
    foreignIds: Object.assign({}, ...parts.map((part) => part.foreignIds)),
    examples: Object.assign({}, ...parts.map((part) => part.examples)),
    addData: async (db) => {
      for (const part of parts) await part.addData(db);
    },
  };
}

const noRows = async () => {};

export const MODULE_WALKS: Readonly<Record<FeatureModuleName, ModuleWalkEntry>> = {
  users: NO_PATH_PARAMETERS,
  userAdmin: USER_ADMIN_WALK,
  tenantAdmin: TENANT_ADMIN_WALK,
  branding: NO_EXTRA_WALK_DATA('serves no declared endpoint (its public files are not under /api)'),
  lookups: NO_PATH_PARAMETERS,
  configuration: {
    foreignIds: {
      'configuration.client.clientId': {
        kind: 'not-tenant-owned',
        reason: 'the identity client id is the same for every tenant',
      },
    },
    examples: {},
    addData: noRows,
  },
  session: NO_PATH_PARAMETERS,
  tenants: NO_EXTRA_WALK_DATA('its one path parameter, tenantId, has the shared rule of endpoints.test.ts'),
  mail: NO_PATH_PARAMETERS,
  files: { foreignIds: FILES_FOREIGN_IDS, examples: {}, addData: addFilesWalkData },
  notifications: {
    foreignIds: NOTIFICATIONS_FOREIGN_IDS,
    examples: NOTIFICATIONS_WALK_EXAMPLES,
    addData: addNotificationsWalkData,
  },
  // The walk's labels are the desk's rows (support.test-support.ts), so tickets adds them.
  tickets: combined(
    { foreignIds: SUPPORT_FOREIGN_IDS, examples: SUPPORT_WALK_EXAMPLES, addData: addSupportWalkData },
    SUPPORT_ANALYTICS_WALK,
  ),
  supportLabels: { foreignIds: LABELS_FOREIGN_IDS, examples: LABELS_WALK_EXAMPLES, addData: noRows },
  supportOptions: NO_EXTRA_WALK_DATA(
    'its one path parameter, tenantId, has the shared rule of endpoints.test.ts',
  ),
  onboarding: {
    foreignIds: ONBOARDING_FOREIGN_IDS,
    examples: ONBOARDING_WALK_EXAMPLES,
    addData: addOnboardingWalkData,
  },
  transactions: combined(
    {
      foreignIds: TRANSACTIONS_READ_FOREIGN_IDS,
      examples: TRANSACTIONS_READ_WALK_EXAMPLES,
      addData: addTransactionsReadWalkData,
    },
    TRANSACTION_MAINTENANCE_WALK,
    API_LOG_REPORT_WALK,
    PMP_CONFIGURATION_WALK,
  ),
  // The actions act on the reading side's walk transactions, and their valid calls use sampled ids.
  transactionActions: { foreignIds: TRANSACTION_ACTIONS_FOREIGN_IDS, examples: {}, addData: noRows },
  payoutLimits: PAYOUT_LIMITS_WALK,
  profile: PROFILE_WALK,
  stepUp: STEP_UP_WALK,
  transactionJobs: TRANSACTION_JOBS_WALK,
  disputes: DISPUTES_WALK,
  virtualTerminal: VIRTUAL_TERMINAL_WALK,
  apmTransactions: APM_TRANSACTIONS_WALK,
  bankOrders: BANK_ORDERS_WALK,
  transactionWebhooks: TRANSACTION_WEBHOOKS_WALK,
  transactionsDaily: TRANSACTIONS_DAILY_WALK,
  dashboards: DASHBOARDS_WALK,
  audit: NO_PATH_PARAMETERS,
  alerts: ALERTS_WALK,
  analytics: combined(
    analyticsWalk(FEATURE_MODULES.find((module) => module.name === 'analytics')?.serves ?? []),
    SMART_OPS_WALK,
  ),
};

/** The walks of the modules that bring data, in the module list's order. */
export function moduleWalksInOrder(names: readonly FeatureModuleName[]): ModuleWalk[] {
  return names.flatMap((name) => {
    const entry = MODULE_WALKS[name];
    return 'noExtraWalkData' in entry ? [] : [entry];
  });
}
