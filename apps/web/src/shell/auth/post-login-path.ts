import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from './current-user.query';
import { DEFAULT_LOGIN_PATH, defaultPathFor } from './return-url';

/**
 * Where to go after a sign-in: the (already checked) return URL, else the default of the user's
 * type (spec §2), which needs GET /users. If that fails the login guard deals with it on /dashboard.
 */
export async function resolvePostLoginPath(
  returnUrl: string | null,
  queryClient: QueryClient,
): Promise<string> {
  if (returnUrl) return returnUrl;
  try {
    const user = await queryClient.fetchQuery(currentUserQuery);
    return defaultPathFor(user.userType);
  } catch {
    return DEFAULT_LOGIN_PATH;
  }
}
