import type { CurrentUser, MerchantSummary } from '@paydesk/contracts/users/user-context.schemas';
import type { Actor } from '../../infra/auth/actor';
import { DEFAULT_THEME, themeSettingsOf } from './theme';
import type { MerchantRow, MerchantUserRow, TenantRow, UserWithRole } from './users.repository';

/** Platform staff have no tenant: their portal shows Paydesk's own logo and favicon. */
export const PLATFORM_LOGO = '/branding/platform/logo.svg';
export const PLATFORM_FAVICON = '/branding/platform/favicon.svg';

const USER_TYPE_NAME = {
  crm: 'Crm',
  Platform: 'Platform',
  merchant: 'Merchant',
  customer: 'Merchant',
} as const;

export interface CurrentUserSource {
  readonly actor: Actor;
  readonly user: UserWithRole;
  readonly tenant: TenantRow | undefined;
  readonly tenants: readonly { id: string; name: string }[];
  readonly merchant: MerchantRow | undefined;
  readonly merchantUsers: readonly MerchantUserRow[];
}

/** Spec §3 "Current user", from the rows (database names never reach the wire). */
export function toCurrentUser(source: CurrentUserSource): CurrentUser {
  const { actor, user: row, tenant, merchant } = source;
  const { user, role } = row;
  const isPlatform = actor.audience === 'platform';
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isActive: user.isActive,
    isPlatform,
    lastLoginTime: user.lastLoginAt?.toISOString() ?? null,
    userType: actor.userType,
    userTypeName: USER_TYPE_NAME[actor.userType],
    permissions: [...actor.permissions].sort(),
    systemRoleId: role?.id ?? null,
    systemRoleName: role?.name ?? null,
    isAdministrator: role?.isAdministrator ?? false,
    tenantId: tenant?.id ?? null,
    tenants: Object.fromEntries(source.tenants.map((t) => [t.id, t.name])),
    tenant: tenant ? { id: tenant.id, name: tenant.name, isDefaultTenant: tenant.isDefault } : null,
    merchantId: merchant?.id ?? null,
    configureTimeZone: user.timeZone,
    checkoutLogoSource: isPlatform ? PLATFORM_LOGO : (tenant?.logoUrl ?? null),
    favIconSource: isPlatform ? PLATFORM_FAVICON : (tenant?.faviconUrl ?? null),
    tenantSupportEmail: tenant?.supportEmail ?? null,
    loginTemplate: tenant?.loginTemplate ?? null,
    themeSettings: themeSettingsOf(isPlatform ? DEFAULT_THEME : tenant?.themeSettings),
    merchant: merchant ? toMerchantSummary(merchant, source.merchantUsers) : null,
  };
}

function toMerchantSummary(merchant: MerchantRow, users: readonly MerchantUserRow[]): MerchantSummary {
  return {
    merchantId: merchant.id,
    legalBusinessName: merchant.legalBusinessName,
    boardingStage: merchant.boardingStage,
    merchantStatus: merchant.merchantStatus,
    reviewStatus: merchant.reviewStatus,
    processingStatus: merchant.processingStatus,
    activationDate: merchant.activationDate?.toISOString() ?? null,
    users: users.map((u) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName })),
    merchantNotes: merchant.merchantNotes,
    description: merchant.description,
    visibility: merchant.visibility,
    merchantType: merchant.merchantType,
  };
}
