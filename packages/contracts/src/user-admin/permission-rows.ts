import { describePermission } from '../auth/permission-descriptions';
import { PERMISSION_CATALOGUE, type Permission } from '../auth/permissions';

/**
 * The role editor's rows (docs/administration.md "Roles"): every catalogue key is one row, in the
 * View column (it lets a user see something) or the Manage column (it lets them change something).
 * A manage key implies the view key of its area: granting it grants that view key too, and taking
 * the view key away takes its manage keys with it. The server applies the same rule
 * (`withImpliedViews`), so a role never holds "refund" without "look up transactions".
 */

/** Each manage key, and the view key it implies (null when it needs no other key to be useful). */
export const MANAGE_KEYS: Partial<Record<Permission, Permission | null>> = {
  'Dashboard.Management': 'CRM.Dashboard.View',
  'CRM.Onboarding.Proposals': 'CRM.Onboarding.View',
  'CRM.Transaction.LookupColumns': 'CRM.Transaction.View',
  'CRM.Transaction.BulkActions': 'CRM.Transaction.View',
  'CRM.Transaction.Actions': 'CRM.Transaction.View',
  'CRM.Transaction.PayoutLimits': 'CRM.Transaction.View',
  'CRM.Transaction.VirtualTerminal': null,
  'CRM.BankOrders.Upload': null,
  'CRM.Reports.ResendWebhooks': 'CRM.Reports.Webhooks',
  manageCrmRoles: 'CRM.Users.Management',
  manageMerchantRoles: 'CRM.Users.Management',
  'CRM.Users.Merchant': null,
  'CRM.Users.Crm': null,
  'Platform.Transaction.LookupColumns': 'Platform.Transaction.Lookup',
  'Platform.Transaction.BulkUpdateRequest': 'Platform.Transaction.BulkUpdateHistory',
  'Platform.Transaction.Actions.TransactionStatusChange': 'Platform.Transaction.Lookup',
  'Merchant.Transaction.LookupColumns': 'Merchant.Transaction.View',
  'Merchant.Transaction.BulkActions': 'Merchant.Transaction.View',
  'Merchant.Transaction.Actions': 'Merchant.Transaction.View',
  'Merchant.Transaction.VirtualTerminal': null,
  'Merchant.Payments.SinglePayment': null,
  'Merchant.Payments.BatchPayment': 'Merchant.Payments.BatchSummary',
  'Merchant.Payments.Beneficiaries': null,
  'Merchant.Payments.Settings': null,
  'Merchant.Payments.OpenBankingConnections': 'Merchant.Payments.OpenBankingHistory',
  'Merchant.DeveloperSettings.HostedPayment': null,
  'Organization.Tpp.Credentials': null,
  'Merchant.Users.Manage': null,
};

export type PermissionColumn = 'view' | 'manage';

export interface PermissionRow {
  readonly key: Permission;
  readonly description: string;
  readonly area: string;
  readonly column: PermissionColumn;
  /** The view key this manage key implies. */
  readonly implies: Permission | null;
}

/** The area a key is listed under in the editor. */
export function areaOf(key: string): string {
  if (key.startsWith('viewMerchantPortal')) return 'Onboarding';
  if (/Documentation/.test(key)) return 'Documentation';
  if (key === 'manageCrmRoles' || key === 'manageMerchantRoles') return 'Users and roles';
  if (/^(CRM\.Users|CRM\.Audit|Merchant\.Users)\./.test(key)) return 'Users and roles';
  if (/Dashboard/.test(key)) return 'Dashboards';
  if (/^(CRM|Merchant)\.Reports\./.test(key)) return 'Reports';
  if (/^(CRM|Merchant|Platform)\.Support\./.test(key)) return 'Support';
  if (key.startsWith('Settings.')) return 'Settings';
  if (/^(Platform|Tenant)\./.test(key)) return 'Platform';
  if (
    /^CRM\.(Tasks|Leads|Contacts|Opportunities|Products|Projects|Organizations|Emails|PriceBooks|Onboarding)\./.test(
      key,
    )
  )
    return 'CRM';
  if (
    /^(CRM\.(Transaction|Terminal|Payments|BankOrders|Rdr|Disputes|ProcessingSetup)|Merchant\.(Transaction|ProcessingSetup))\./.test(
      key,
    )
  )
    return 'Transactions';
  if (
    /^Merchant\.(Payments|PaymentsSettings|WebSettings|Reconciliation|DeveloperSettings)\.|^Organization\./.test(
      key,
    )
  )
    return 'Payments and settings';
  return 'Other';
}

/** Every key as an editor row, areas in catalogue order. */
export const PERMISSION_ROWS: readonly PermissionRow[] = PERMISSION_CATALOGUE.map((entry) => {
  const managed = Object.hasOwn(MANAGE_KEYS, entry.key);
  return {
    key: entry.key,
    description: describePermission(entry.key),
    area: areaOf(entry.key),
    column: managed ? 'manage' : 'view',
    implies: managed ? (MANAGE_KEYS[entry.key] ?? null) : null,
  };
});

/** The keys with the view keys their manage keys imply added (manage implies view). */
export function withImpliedViews(keys: readonly string[]): string[] {
  const out = new Set(keys);
  for (const key of keys) {
    const implied = MANAGE_KEYS[key as Permission];
    if (implied) out.add(implied);
  }
  return [...out];
}

/** The keys without those whose implied view key is missing (taking a view key away takes its manage keys). */
export function withoutOrphanedManageKeys(keys: readonly string[]): string[] {
  const held = new Set(keys);
  return keys.filter((key) => {
    const implied = MANAGE_KEYS[key as Permission];
    return !implied || held.has(implied);
  });
}

/** What a role edit changes: the keys added and removed, and the step-up flags added and removed. */
export interface RoleDiff {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly stepUpAdded: readonly string[];
  readonly stepUpRemoved: readonly string[];
}

export function roleDiff(
  before: { readonly permissions: readonly string[]; readonly scaRequiredPermissions: readonly string[] },
  after: { readonly permissions: readonly string[]; readonly scaRequiredPermissions: readonly string[] },
): RoleDiff {
  const minus = (a: readonly string[], b: readonly string[]) => a.filter((key) => !b.includes(key));
  return {
    added: minus(after.permissions, before.permissions),
    removed: minus(before.permissions, after.permissions),
    stepUpAdded: minus(after.scaRequiredPermissions, before.scaRequiredPermissions),
    stepUpRemoved: minus(before.scaRequiredPermissions, after.scaRequiredPermissions),
  };
}

/** The keys that let a user manage users and roles: a tenant must keep an active holder of these. */
export const ADMINISTRATION_KEYS = {
  crm: ['CRM.Users.Crm', 'manageCrmRoles'],
  merchant: ['Merchant.Users.Manage'],
} as const satisfies Record<string, readonly Permission[]>;
