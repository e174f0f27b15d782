import type { QueryClient } from '@tanstack/react-query';
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
    // Imported here: its declaration carries the response schemas (zod), which a visitor who is not
    // signed in never needs (docs/architecture.md, "The first-load budget").
    const { currentUserQuery } = await import('./current-user.query');
    const user = await queryClient.fetchQuery(currentUserQuery);
    return defaultPathFor(user.userType);
  } catch {
    return DEFAULT_LOGIN_PATH;
  }
}
