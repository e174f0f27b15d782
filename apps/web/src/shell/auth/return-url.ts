import type { UserType } from '@paydesk/contracts/auth/levels';

/** Spec §2: crm users go to the default tenant path, everyone else to the default login path. */
export const DEFAULT_LOGIN_PATH = '/dashboard';
export const DEFAULT_TENANT_PATH = '/crm/dashboard';

export function defaultPathFor(userType: UserType): string {
  return userType === 'crm' ? DEFAULT_TENANT_PATH : DEFAULT_LOGIN_PATH;
}

/**
 * Spec §2: "A login return URL is accepted only if it has the same origin as the page."
 * Returns the in-app path (path, search and hash) of an acceptable return URL, or null when the
 * default redirect must be used. The URL parser settles the tricky forms: `//evil.com` and
 * `/\evil.com` resolve to another host, `javascript:` has an opaque origin. Paths back into the
 * authentication pages are refused too, so a return URL can never loop the sign-in.
 */
export function safeReturnPath(
  candidate: string | null | undefined,
  origin: string = window.location.origin,
) {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.pathname === '/authentication' || url.pathname.startsWith('/authentication/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The root names no destination: the user type's default applies (crm users to crm/dashboard).
  return path === '/' ? null : path;
}
