import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';

/**
 * Spec §1: the page title shows the portal type (Tenant or Merchant) with the company name: the
 * tenant name for tenant and platform staff, the legal business name for merchants.
 */
export function portalTitle(user: CurrentUser): string {
  if (user.userType === 'crm' || user.userType === 'Platform') return `Tenant — ${tenantName(user)}`;
  return `Merchant — ${user.merchant?.legalBusinessName ?? tenantName(user)}`;
}

/** The user's tenant; platform staff without one belong to the platform itself. */
export function tenantName(user: CurrentUser): string {
  return user.tenant?.name ?? (user.userType === 'Platform' ? 'Paydesk Platform' : 'Paydesk');
}
