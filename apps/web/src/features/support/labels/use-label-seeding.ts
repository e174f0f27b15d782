import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useSupportLabels } from './use-support-labels';

/** Spec §4 "Label seeding": the permissions whose holders use labels. */
export const SUPPORT_LOOKUP_PERMISSIONS = [
  'CRM.Support.Lookup',
  'Merchant.Support.Lookup',
  'Platform.Support.Lookup',
] as const;

/**
 * Spec §4 "Label seeding": after login, a user holding a support-lookup permission lists the labels
 * once; the server creates the three defaults when the organisation has none. Call it once in the
 * signed-in area. The answer stays in the cache for the desk's label pickers.
 */
export function useLabelSeeding(): void {
  const user = useCurrentUser();
  useSupportLabels(holdsAny(user.permissions, SUPPORT_LOOKUP_PERMISSIONS));
}
