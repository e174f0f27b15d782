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
}

// What each key lets a user do is in permission-descriptions.ts: only the role editor and the
// server need those words, and every signed-in page loads this catalogue.
const op = (key: string) => ({ key, audience: 'operator' }) as const;
const pl = (key: string) => ({ key, audience: 'platform' }) as const;
const me = (key: string) => ({ key, audience: 'merchant' }) as const;
const ob = (key: string) => ({ key, audience: 'onboarding' }) as const;

export const PERMISSION_CATALOGUE = [
  // Dashboards
  op('CRM.Dashboard.View'),
  op('Dashboard.Management'),
  // CRM
  op('CRM.Tasks.View'),
  op('CRM.Leads.View'),
  op('CRM.Contacts.View'),
  op('CRM.Opportunities.View'),
  op('CRM.Products.View'),
  op('CRM.Projects.View'),
  op('CRM.Organizations.View'),
  op('CRM.Emails.View'),
  op('CRM.PriceBooks.View'),
  op('CRM.Onboarding.View'),
  op('CRM.Onboarding.Proposals'),
  // Transaction management (operators)
  op('CRM.Transaction.View'),
  op('CRM.Transaction.LookupColumns'),
  op('CRM.Transaction.BulkActions'),
  op('CRM.Transaction.UtrResubmissions'),
  op('CRM.Terminal.TransactionLookup'),
  op('CRM.Terminal.CurrencyConversions'),
  op('CRM.Terminal.Settlements'),
  op('CRM.Transaction.LookupV2'),
  op('CRM.Transaction.LookupApm'),
  op('CRM.Transaction.LookupV3'),
  op('CRM.Payments.Pending'),
  op('CRM.BankOrders.Upload'),
  op('CRM.Transaction.ApmRequests'),
  op('CRM.Transaction.VirtualTerminal'),
  op('CRM.Transaction.Actions'),
  op('CRM.Transaction.PayoutLimits'),
  op('CRM.Rdr.BatchSummary'),
  op('CRM.Disputes.View'),
  op('CRM.ProcessingSetup.View'),
  // Reports (operators)
  op('CRM.Reports.TransactionsDailyV1'),
  op('CRM.Reports.TransactionsDaily'),
  op('CRM.Reports.TransactionsSummaryV1'),
  op('CRM.Reports.TransactionsSummary'),
  op('CRM.Reports.TransactionsSummaryV3'),
  op('CRM.Reports.SmartOps'),
  op('CRM.Reports.TransactionsSummaryPerDayMonth'),
  op('CRM.Reports.DeclinedTransactionReasons'),
  op('CRM.Reports.MismatchLookup'),
  op('CRM.Reports.DataAnalytics'),
  op('CRM.Reports.PmpConfiguration'),
  op('CRM.Reports.SupportAnalytics'),
  op('CRM.Reports.DeclineReasons'),
  op('CRM.Reports.ApiLogs'),
  op('CRM.Reports.Webhooks'),
  op('CRM.Reports.WebhooksV2'),
  op('CRM.Reports.WebhookDestinationsStatus'),
  op('CRM.Reports.WebhookDestinationsStatistics'),
  op('CRM.Reports.ResendWebhooks'),
  op('CRM.Reports.Alerts'),
  op('CRM.Reports.LoginHistory'),
  op('CRM.Reports.AccountStatement'),
  op('CRM.Reports.Invoices'),
  // Settings (operators)
  op('Settings.Scheduler.View'),
  op('Settings.BankingChannels.View'),
  op('Settings.PosProviders.View'),
  op('Settings.DefaultParameters.View'),
  op('Settings.MidManagement.View'),
  op('Settings.Mpi.View'),
  op('Settings.PaymentMethods.View'),
  op('Settings.ServiceProviders.View'),
  op('Settings.AiScoping.View'),
  op('Settings.WhitelistingImport.View'),
  op('Settings.Fees.View'),
  op('Settings.WebhookEndpoints.View'),
  op('Settings.BillingSettings.View'),
  op('Settings.Countries.View'),
  op('Settings.Currencies.View'),
  op('Settings.Languages.View'),
  op('Settings.DocumentTypes.View'),
  op('Settings.SystemVariables.View'),
  op('Settings.PlatformCurrencies.View'),
  op('Settings.Pipelines.View'),
  op('Settings.LeadStatuses.View'),
  op('Settings.ActivitySets.View'),
  op('Settings.ProposalTemplates.View'),
  op('Settings.ProposalSignatures.View'),
  op('Settings.AgreementTemplates.View'),
  op('Settings.AgreementSignatures.View'),
  op('Settings.EmailTemplates.View'),
  op('Settings.Antifraud.View'),
  op('Settings.AntifraudBlacklist.View'),
  op('Settings.ApiKeys.View'),
  op('Settings.DashboardManagement.View'),
  op('manageCrmRoles'),
  op('manageMerchantRoles'),
  op('Settings.ReportsOverview.View'),
  op('Settings.DeclinePendingRatioAlerts.View'),
  op('Settings.LeaveSettings.View'),
  op('Settings.ReportSettings.View'),
  // Support (operators)
  op('CRM.Support.Lookup'),
  // Users (operators)
  op('CRM.Users.Merchant'),
  op('CRM.Users.Crm'),
  op('CRM.Users.Management'),
  op('CRM.Audit.View'),
  op('Documentation.View'),
  // Platform staff only
  pl('Platform.Support.Lookup'),
  pl('Platform.Transaction.Lookup'),
  pl('Platform.Transaction.LookupColumns'),
  pl('Platform.Transaction.BulkUpdateRequest'),
  pl('Platform.Transaction.BulkUpdateHistory'),
  pl('Platform.Transaction.ProcessingSetup'),
  pl('Platform.Transaction.Actions.TransactionStatusChange'),
  pl('Platform.Tenants.View'),
  pl('Tenant.Keys.View'),
  pl('Platform.Leave.View'),
  pl('Platform.AIAgent.View'),
  // Merchants
  me('Merchant.Dashboard.View'),
  me('Merchant.Transaction.View'),
  me('Merchant.Transaction.LookupColumns'),
  me('Merchant.Transaction.BulkActions'),
  me('Merchant.Transaction.UtrResubmissions'),
  me('Merchant.Transaction.VirtualTerminal'),
  me('Merchant.Transaction.Actions'),
  me('Merchant.ProcessingSetup.View'),
  me('Merchant.Payments.SinglePayment'),
  me('Merchant.Payments.BatchPayment'),
  me('Merchant.Payments.Beneficiaries'),
  me('Merchant.Payments.Pending'),
  me('Merchant.Payments.BatchSummary'),
  me('Merchant.Payments.OpenBankingConnections'),
  me('Merchant.Payments.OpenBankingHistory'),
  me('Merchant.Payments.Settings'),
  me('Merchant.PaymentsSettings.SmartRouting.View'),
  me('Merchant.WebSettings.ShowPendingCancelation'),
  me('Merchant.Reconciliation.View'),
  me('Merchant.Reports.View'),
  me('Merchant.DeveloperSettings.HostedPayment'),
  me('Organization.Tpp.Credentials'),
  me('Merchant.Support.Lookup'),
  me('Merchant.Support.EmailButton'),
  me('Merchant.Users.Manage'),
  me('Merchant.Documentation.View'),
  // Onboarding
  ob('viewMerchantPortalPrecheck'),
  ob('viewMerchantPortalDocuments'),
  ob('viewMerchantPortalProposals'),
  ob('viewMerchantPortalAgreements'),
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
