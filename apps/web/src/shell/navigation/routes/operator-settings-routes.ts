import { anyOf, area, group } from './route-builders';
import type { RouteDef } from './route-types';

/** Operator settings under crm/settings/, in the sub-groups of spec §2 "Operator menu". */
const base = 'crm/settings';

const scheduler = group(
  `${base}/scheduler`,
  ['settings', 'scheduler'],
  [
    ['recurring-jobs', 'recurringJobs', anyOf('Settings.Scheduler.View')],
    ['custom-jobs', 'customJobs', anyOf('Settings.Scheduler.View')],
    ['process-logs', 'processLogs', anyOf('Settings.Scheduler.View')],
  ],
);

const bankingService = group(
  `${base}/banking-service`,
  ['settings', 'bankingService'],
  [['banking-channels', 'bankingChannels', anyOf('Settings.BankingChannels.View')]],
);

// The spec lists these without a sub-group path; they share a "Processing" group in the menu.
const processing = group(
  base,
  ['settings', 'processing'],
  [
    ['pos-providers', 'posProviders', anyOf('Settings.PosProviders.View')],
    ['default-parameters', 'defaultParameters', anyOf('Settings.DefaultParameters.View')],
    // "mid-managment" is the spec's spelling of the path.
    ['mid-managment', 'midManagement', anyOf('Settings.MidManagement.View')],
    ['mpi', 'mpi', anyOf('Settings.Mpi.View')],
    ['payment-method', 'paymentMethods', anyOf('Settings.PaymentMethods.View')],
    ['service-provider', 'serviceProviders', anyOf('Settings.ServiceProviders.View')],
    ['ai-scoping', 'aiScoping', anyOf('Settings.AiScoping.View')],
    ['whitelisting-import', 'whitelistingImport', anyOf('Settings.WhitelistingImport.View')],
    ['fees', 'fees', anyOf('Settings.Fees.View')],
    ['webhook-endpoints', 'webhookEndpoints', anyOf('Settings.WebhookEndpoints.View')],
  ],
);

const accounting = group(
  `${base}/accounting`,
  ['settings', 'accounting'],
  [['billing-settings', 'billingSettings', anyOf('Settings.BillingSettings.View')]],
);

const system = group(
  base,
  ['settings', 'system'],
  [
    ['countries', 'countries', anyOf('Settings.Countries.View')],
    ['currencies', 'currencies', anyOf('Settings.Currencies.View')],
    ['languages', 'languages', anyOf('Settings.Languages.View')],
    ['document-types', 'documentTypes', anyOf('Settings.DocumentTypes.View')],
    ['systemvariables', 'systemVariables', anyOf('Settings.SystemVariables.View')],
    ['platform-currencies', 'platformCurrencies', anyOf('Settings.PlatformCurrencies.View')],
  ],
);

const crm = group(
  `${base}/crm`,
  ['settings', 'crm'],
  [
    ['pipelines', 'pipelines', anyOf('Settings.Pipelines.View')],
    ['lead-statuses', 'leadStatuses', anyOf('Settings.LeadStatuses.View')],
    ['activity-sets', 'activitySets', anyOf('Settings.ActivitySets.View')],
    ['proposal-templates', 'proposalTemplates', anyOf('Settings.ProposalTemplates.View')],
    ['proposal-signatures', 'proposalSignatures', anyOf('Settings.ProposalSignatures.View')],
    ['agreement-templates', 'agreementTemplates', anyOf('Settings.AgreementTemplates.View')],
    ['agreement-signatures', 'agreementSignatures', anyOf('Settings.AgreementSignatures.View')],
    ['email-templates', 'emailTemplates', anyOf('Settings.EmailTemplates.View')],
  ],
);

const antifraud = group(
  `${base}/antifraud`,
  ['settings', 'antifraud'],
  [
    ['antifraud', 'antifraudRules', anyOf('Settings.Antifraud.View')],
    ['blacklist', 'blacklist', anyOf('Settings.AntifraudBlacklist.View')],
  ],
);

const developerSettings = group(
  `${base}/developer-settings`,
  ['settings', 'developerSettings'],
  [['api-keys', 'apiKeys', anyOf('Settings.ApiKeys.View')]],
);

// Spec §6: dashboard management covers widget assignment for tenant, tenant-role and merchant-role.
// The role pages assign widgets to roles, not edit roles, so every page needs the spec's
// `Dashboard.*` key the calls need (docs/dashboards.md), not the role-editing keys.
const dashboardManagement = group(
  `${base}/dashboard/management`,
  ['settings', 'dashboardManagement'],
  [
    // The catalogue is the platform's (its calls are for platform staff alone).
    ['categories-settings', 'widgetCategories', anyOf('Dashboard.Management'), ['platformStaff']],
    ['Widgets-settings', 'widgets', anyOf('Dashboard.Management'), ['platformStaff']],
    ['tenant/roles', 'tenantRoles', anyOf('Dashboard.Management')],
    ['merchant/roles', 'merchantRoles', anyOf('Dashboard.Management')],
  ],
);

const reports = group(
  `${base}/reports`,
  ['settings', 'reports'],
  [
    ['overview', 'reportsOverview', anyOf('Settings.ReportsOverview.View')],
    // Hidden from the menu (spec §2); opened from the overview.
    ['table', 'reportTable', anyOf('Settings.ReportsOverview.View')],
  ],
);

const alerts = group(
  `${base}/alerts`,
  ['settings', 'alerts'],
  [['decline-pending-ratio', 'declinePendingRatio', anyOf('Settings.DeclinePendingRatioAlerts.View')]],
);

const leaveSettings = group(
  `${base}/leave-settings`,
  ['settings', 'leaveSettings'],
  [
    ['holidays', 'holidays', anyOf('Settings.LeaveSettings.View')],
    ['employees', 'employees', anyOf('Settings.LeaveSettings.View')],
  ],
);

const reportSettings = group(
  `${base}/report-settings`,
  ['settings', 'reportSettings'],
  [['reports', 'reportSettingsReports', anyOf('Settings.ReportSettings.View')]],
);

export const OPERATOR_SETTINGS_ROUTES: readonly RouteDef[] = area(base, 'settings', [
  ...scheduler,
  ...bankingService,
  ...processing,
  ...accounting,
  ...system,
  ...crm,
  ...antifraud,
  ...developerSettings,
  ...dashboardManagement,
  ...reports,
  ...alerts,
  ...leaveSettings,
  ...reportSettings,
]);
