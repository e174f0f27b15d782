import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';

/** Tenant staff (user type crm) and platform staff: the operator audiences of spec §1. */
export function isOperator(user: CurrentUser): boolean {
  return user.userType === 'crm' || user.userType === 'Platform';
}

/** Spec §2: crm users start at crm/dashboard, the others at /dashboard. */
export function dashboardPath(user: CurrentUser): string {
  return isOperator(user) ? '/crm/dashboard' : '/dashboard';
}

/** Spec §2 toolbar: the user's name opens profile-settings under tenant or merchant. */
export function profileSettingsPath(user: CurrentUser): string {
  return isOperator(user) ? '/tenant/profile-settings' : '/merchant/profile-settings';
}

export type SupportTarget = { kind: 'mail'; href: string } | { kind: 'link'; to: string };

/**
 * Spec §6 "Support button": shown for CRM.Support.Lookup, Merchant.Support.Lookup or
 * Platform.Support.Lookup; holders of Merchant.Support.EmailButton get a mail-to button with the
 * tenant support email instead. Until the Contact Support dialog exists, the button opens the
 * user's support area, whose route guard admits the same permission.
 */
export function supportTarget(user: CurrentUser): SupportTarget | null {
  const held = user.permissions;
  // A Merchant.* key: it changes the button for merchant users only (platform staff hold every key).
  if (!isOperator(user) && held.includes('Merchant.Support.EmailButton') && user.tenantSupportEmail) {
    return { kind: 'mail', href: `mailto:${user.tenantSupportEmail}` };
  }
  const areas: readonly (readonly [string, string])[] =
    user.userType === 'Platform'
      ? [
          ['Platform.Support.Lookup', '/platform/support'],
          ['CRM.Support.Lookup', '/tenant/support'],
        ]
      : user.userType === 'crm'
        ? [
            ['CRM.Support.Lookup', '/tenant/support'],
            ['Platform.Support.Lookup', '/platform/support'],
          ]
        : [['Merchant.Support.Lookup', '/merchant/support']];
  const match = areas.find(([permission]) => holdsAny(held, [permission]));
  return match ? { kind: 'link', to: match[1] } : null;
}
