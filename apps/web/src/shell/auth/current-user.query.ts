import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { getCurrentUser } from '@paydesk/contracts/users/users.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, configureApiClient } from '../../lib/api/api-client';

/**
 * Spec §7: merchant-API paths get the /crm prefix for crm users. GET /users itself goes to the
 * users base (never prefixed), so the prefix is set from its answer before any other call is made.
 */
export function applyUserContext(user: CurrentUser): void {
  configureApiClient({ crmUser: user.userType === 'crm' });
}

/** GET /users: the user context (spec §3 "Current user"), loaded after sign-in. */
export const currentUserQuery = queryOptions({
  queryKey: ['users', 'current'],
  queryFn: async ({ signal }) => {
    const user = await callEndpoint(getCurrentUser, { signal });
    applyUserContext(user);
    // Development builds only (a production build drops this branch and the module it imports).
    if (import.meta.env.DEV) {
      const { DEV_OVERRIDE_KEY, withDevPermissionOverride } = await import('./dev-permission-override');
      return withDevPermissionOverride(user, {
        hostname: window.location.hostname,
        stored: window.localStorage.getItem(DEV_OVERRIDE_KEY),
      });
    }
    return user;
  },
  staleTime: 5 * 60_000,
  // Its 401 is answered by the login guard (sign in again), not by the general sign-out.
  meta: { handlesUnauthorized: true },
});
