import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';

/**
 * What a route or menu item requires (spec §6): any one of `permissions`, and, where the spec
 * tags it, one of `userTypes` (leave management and AI chat need Platform; profile settings are
 * tagged Customer or Tenant).
 */
export interface AccessRule {
  readonly permissions?: readonly string[];
  readonly userTypes?: readonly ('Platform' | 'Tenant' | 'Customer')[];
}

export function userTypeTag(user: CurrentUser): 'Platform' | 'Tenant' | 'Customer' {
  if (user.userType === 'Platform') return 'Platform';
  if (user.userType === 'crm') return 'Tenant';
  return 'Customer';
}

export function canAccess(user: CurrentUser, rule: AccessRule): boolean {
  if (rule.userTypes && !rule.userTypes.includes(userTypeTag(user))) return false;
  return holdsAny(user.permissions, rule.permissions ?? []);
}
