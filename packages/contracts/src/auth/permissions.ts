/**
 * Every permission key Paydesk knows, in one place (spec §6), so roles can be built from it.
 *
 * Keys the spec names are used verbatim. Where the spec names a menu item or route without its
 * permission, a key is defined here in the spec's own forms: CRM.<Area>.<Action>, Platform.*,
 * Settings.*, Dashboard.*, Merchant.* and the onboarding keys.
 *
 * `audience` says who may be granted the key:
 * - operator: tenant staff (and platform staff, who hold every key)
 * - platform: platform staff only
 * - merchant: merchant users
 * - onboarding: merchant users who are still boarding
 */
export type PermissionAudience = 'operator' | 'platform' | 'merchant' | 'onboarding';

interface PermissionEntry {
  readonly key: string;
  readonly audience: PermissionAudience;
  readonly description: string;
}

const op = (key: string, description: string) => ({ key, audience: 'operator', description }) as const;
const pl = (key: string, description: string) => ({ key, audience: 'platform', description }) as const;
const me = (key: string, description: string) => ({ key, audience: 'merchant', description }) as const;
const ob = (key: string, description: string) => ({ key, audience: 'onboarding', description }) as const;

export const PERMISSION_CATALOGUE = [
  // Dashboards
  op('CRM.Dashboard.View', 'See the operator dashboard (crm/dashboard)'),
  op('Dashboard.Management', 'Manage dashboard categories, widgets and their assignment'),
  // CRM
  op('CRM.Tasks.View', 'See CRM tasks'),
  op('CRM.Leads.View', 'See CRM leads'),
  op('CRM.Contacts.View', 'See CRM contacts'),
  op('CRM.Opportunities.View', 'See CRM opportunities'),
  op('CRM.Products.View', 'See CRM products'),
  op('CRM.Projects.View', 'See CRM projects'),
  op('CRM.Organizations.View', 'See customers (organizations)'),
  op('CRM.Emails.View', 'See CRM emails'),
  op('CRM.PriceBooks.View', 'See price books'),
  op('CRM.Onboarding.View', "Review merchants' onboarding: pre-check forms and documents"),
  op('CRM.Onboarding.Proposals', 'Send proposals and agreements to merchants in onboarding'),
  // Transaction management (operators)
  op('CRM.Transaction.View', 'Look up transactions'),
  op('CRM.Transaction.LookupColumns', 'Choose transaction lookup columns'),
  op('CRM.Transaction.BulkActions', 'Run bulk actions on transactions'),
  op('CRM.Transaction.UtrResubmissions', 'See UTR resubmissions'),
  op('CRM.Terminal.TransactionLookup', 'Look up terminal transactions'),
  op('CRM.Terminal.CurrencyConversions', 'See terminal currency conversions'),
  op('CRM.Terminal.Settlements', 'See terminal settlements'),
  op('CRM.Transaction.LookupV2', 'Use transaction lookup v2'),
  op('CRM.Transaction.LookupApm', 'Look up APM transactions'),
  op('CRM.Transaction.LookupV3', 'Use transaction lookup v3 (BDT)'),
  op('CRM.Payments.Pending', 'See pending payments'),
  op('CRM.BankOrders.Upload', 'Upload bank orders'),
  op('CRM.Transaction.ApmRequests', 'See APM requests'),
  op('CRM.Transaction.VirtualTerminal', 'Use the virtual terminal'),
  op('CRM.Transaction.Actions', 'Refund, void, capture and other transaction actions'),
  op('CRM.Transaction.PayoutLimits', "Set payout limits: the tenant's default and each merchant's"),
  op('CRM.Rdr.BatchSummary', 'See the RDR batch summary'),
  op('CRM.Disputes.View', 'Look up disputes'),
  op('CRM.ProcessingSetup.View', 'Use the processing set-up tool'),
  // Reports (operators)
  op('CRM.Reports.TransactionsDailyV1', 'Report: transactions daily v1'),
  op('CRM.Reports.TransactionsDaily', 'Report: transactions daily'),
  op('CRM.Reports.TransactionsSummaryV1', 'Report: transactions summary v1'),
  op('CRM.Reports.TransactionsSummary', 'Report: transactions summary'),
  op('CRM.Reports.TransactionsSummaryV3', 'Report: transactions summary v3'),
  op('CRM.Reports.SmartOps', 'Report: smart ops'),
  op('CRM.Reports.TransactionsSummaryPerDayMonth', 'Report: transactions summary per day and month'),
  op('CRM.Reports.DeclinedTransactionReasons', 'Report: declined transaction reasons'),
  op('CRM.Reports.MismatchLookup', 'Report: mismatch lookup'),
  op('CRM.Reports.DataAnalytics', 'Report: data analytics'),
  op('CRM.Reports.PmpConfiguration', 'Report: PMP configuration'),
  op('CRM.Reports.SupportAnalytics', 'Report: support analytics'),
  op('CRM.Reports.DeclineReasons', 'Report: decline reasons'),
  op('CRM.Reports.ApiLogs', 'Report: API logs'),
  op('CRM.Reports.Webhooks', 'Report: webhooks'),
  op('CRM.Reports.WebhooksV2', 'Report: webhooks v2'),
  op('CRM.Reports.WebhookDestinationsStatus', 'Report: webhook destinations status'),
  op('CRM.Reports.WebhookDestinationsStatistics', 'Report: webhook destinations statistics'),
  op('CRM.Reports.ResendWebhooks', 'Resend webhooks'),
  op('CRM.Reports.Alerts', 'See alerts'),
  op('CRM.Reports.LoginHistory', 'Report: login history'),
  op('CRM.Reports.AccountStatement', 'Report: account statement'),
  op('CRM.Reports.Invoices', 'See invoices'),
  // Settings (operators)
  op('Settings.Scheduler.View', 'Scheduler: recurring jobs, custom jobs and process logs'),
  op('Settings.BankingChannels.View', 'Banking channels'),
  op('Settings.PosProviders.View', 'POS providers'),
  op('Settings.DefaultParameters.View', 'Default parameters'),
  op('Settings.MidManagement.View', 'MID management'),
  op('Settings.Mpi.View', 'MPI settings'),
  op('Settings.PaymentMethods.View', 'Payment methods'),
  op('Settings.ServiceProviders.View', 'Service providers'),
  op('Settings.AiScoping.View', 'AI scoping'),
  op('Settings.WhitelistingImport.View', 'Whitelisting import'),
  op('Settings.Fees.View', 'Fees'),
  op('Settings.WebhookEndpoints.View', 'Webhook endpoints'),
  op('Settings.BillingSettings.View', 'Accounting billing settings'),
  op('Settings.Countries.View', 'Countries'),
  op('Settings.Currencies.View', 'Currencies'),
  op('Settings.Languages.View', 'Languages'),
  op('Settings.DocumentTypes.View', 'Document types'),
  op('Settings.SystemVariables.View', 'System variables'),
  op('Settings.PlatformCurrencies.View', 'Platform currencies'),
  op('Settings.Pipelines.View', 'Pipelines'),
  op('Settings.LeadStatuses.View', 'Lead statuses'),
  op('Settings.ActivitySets.View', 'Activity sets'),
  op('Settings.ProposalTemplates.View', 'Proposal templates'),
  op('Settings.ProposalSignatures.View', 'Proposal signatures'),
  op('Settings.AgreementTemplates.View', 'Agreement templates'),
  op('Settings.AgreementSignatures.View', 'Agreement signatures'),
  op('Settings.EmailTemplates.View', 'Email templates'),
  op('Settings.Antifraud.View', 'Antifraud rules'),
  op('Settings.AntifraudBlacklist.View', 'Antifraud blacklist'),
  op('Settings.ApiKeys.View', 'Developer API keys'),
  op('Settings.DashboardManagement.View', 'Dashboard management: categories and widgets'),
  op('manageCrmRoles', 'Manage tenant (CRM) roles'),
  op('manageMerchantRoles', 'Manage merchant roles'),
  op('Settings.ReportsOverview.View', 'Reports overview'),
  op('Settings.DeclinePendingRatioAlerts.View', 'Decline and pending ratio alerts'),
  op('Settings.LeaveSettings.View', 'Leave settings: holidays and employees'),
  op('Settings.ReportSettings.View', 'Report settings'),
  // Support (operators)
  op('CRM.Support.Lookup', 'Work the tenant support desk'),
  // Users (operators)
  op('CRM.Users.Merchant', 'Manage merchant users'),
  op('CRM.Users.Crm', 'Manage tenant (CRM) users'),
  op('CRM.Users.Management', 'User management'),
  op('CRM.Audit.View', 'See the audit trail'),
  op('Documentation.View', 'Read documentation and resources'),
  // Platform staff only
  pl('Platform.Support.Lookup', 'Work the platform support desk across tenants'),
  pl('Platform.Transaction.Lookup', 'Look up transactions across tenants'),
  pl('Platform.Transaction.LookupColumns', 'Choose platform lookup columns'),
  pl('Platform.Transaction.BulkUpdateRequest', 'Request bulk transaction updates'),
  pl('Platform.Transaction.BulkUpdateHistory', 'See bulk update history'),
  pl('Platform.Transaction.ProcessingSetup', 'Platform processing set-up tool'),
  pl('Platform.Transaction.Actions.TransactionStatusChange', 'Change a transaction status'),
  pl('Platform.Tenants.View', 'Manage tenants'),
  pl('Tenant.Keys.View', 'Manage encryption keys'),
  pl('Platform.Leave.View', 'Leave management'),
  pl('Platform.AIAgent.View', 'AI chat'),
  // Merchants
  me('Merchant.Dashboard.View', 'See the merchant dashboard'),
  me('Merchant.Transaction.View', 'Look up transactions'),
  me('Merchant.Transaction.LookupColumns', 'Choose lookup columns'),
  me('Merchant.Transaction.BulkActions', 'Run bulk actions'),
  me('Merchant.Transaction.UtrResubmissions', 'See UTR resubmissions'),
  me('Merchant.Transaction.VirtualTerminal', 'Use the virtual terminal'),
  me('Merchant.Transaction.Actions', 'Refund, void, capture and other transaction actions'),
  me('Merchant.ProcessingSetup.View', 'Use the processing set-up tool'),
  me('Merchant.Payments.SinglePayment', 'Make single payments'),
  me('Merchant.Payments.BatchPayment', 'Make batch payments'),
  me('Merchant.Payments.Beneficiaries', 'Manage beneficiaries'),
  me('Merchant.Payments.Pending', 'See pending payments'),
  me('Merchant.Payments.BatchSummary', 'See the batch summary'),
  me('Merchant.Payments.OpenBankingConnections', 'Manage open banking connections'),
  me('Merchant.Payments.OpenBankingHistory', 'See open banking history'),
  me('Merchant.Payments.Settings', 'Payment settings'),
  me('Merchant.PaymentsSettings.SmartRouting.View', 'See smart routing'),
  me('Merchant.WebSettings.ShowPendingCancelation', 'See websites pending cancelation'),
  me('Merchant.Reconciliation.View', 'Reconciliation channels'),
  me('Merchant.Reports.View', 'Reports'),
  me('Merchant.DeveloperSettings.HostedPayment', 'Hosted payment page settings'),
  me('Organization.Tpp.Credentials', 'TPP configuration and merchant API keys'),
  me('Merchant.Support.Lookup', 'Write to support'),
  me('Merchant.Support.EmailButton', 'Write to support by email'),
  me('Merchant.Users.Manage', 'Manage merchant users'),
  me('Merchant.Documentation.View', 'Read documentation'),
  // Onboarding
  ob('viewMerchantPortalPrecheck', 'Fill the pre-check form'),
  ob('viewMerchantPortalDocuments', 'Upload boarding documents'),
  ob('viewMerchantPortalProposals', 'View and answer proposals'),
  ob('viewMerchantPortalAgreements', 'View and answer agreements'),
] as const satisfies readonly PermissionEntry[];

export type Permission = (typeof PERMISSION_CATALOGUE)[number]['key'];

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_CATALOGUE.map((p) => p.key);

export function permissionsFor(...audiences: PermissionAudience[]): Permission[] {
  return PERMISSION_CATALOGUE.filter((p) => audiences.includes(p.audience)).map((p) => p.key);
}

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** Named keys used in code, so a typo is a type error rather than a hidden menu item. */
export const P = Object.fromEntries(PERMISSION_CATALOGUE.map((p) => [p.key, p.key])) as {
  readonly [K in Permission]: K;
};

/** True when the user holds any one of `required` (spec §6: comma-separated permissions are any-of). */
export function holdsAny(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((r) => held.includes(r));
}
