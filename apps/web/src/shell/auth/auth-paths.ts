import type { NavigateFunction } from 'react-router';

/** Spec §2 "Authentication": every route of the sign-in flow lives under `authentication/`. */
export const AUTH_PATHS = {
  login: '/authentication/login',
  loginCallback: '/authentication/login-callback',
  loginFailed: '/authentication/login-failed',
  register: '/authentication/register',
  profile: '/authentication/profile',
  logout: '/authentication/logout',
  logoutCallback: '/authentication/logout-callback',
  loggedOut: '/authentication/logged-out',
  unauthorized: '/authentication/unauthorized',
} as const;

/** Spec §2: "Return-url and message query parameters exist." */
export const QUERY_PARAMS = { returnUrl: 'returnUrl', message: 'message' } as const;

export function loginPath(returnUrl?: string | null): string {
  if (!returnUrl) return AUTH_PATHS.login;
  return `${AUTH_PATHS.login}?${QUERY_PARAMS.returnUrl}=${encodeURIComponent(returnUrl)}`;
}

/**
 * Where the login guard sends a visitor who is not signed in from `path` (pathname and search):
 * the login page with the path as its return URL. The root carries none, so the login sends each
 * user type to its own dashboard.
 */
export function loginPathFrom(path: string): string {
  return loginPath(path === '/' ? null : path);
}

/** Whether `pathname` is one of the authentication pages, which are open to everyone. */
export function isAuthPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.values(AUTH_PATHS) as string[]).includes(path);
}

export function loginFailedPath(message: string): string {
  return `${AUTH_PATHS.loginFailed}?${QUERY_PARAMS.message}=${encodeURIComponent(message)}`;
}

/**
 * Spec §2: "The logout page acts only if started from inside the app." The app marks its own
 * navigation with this router state; a typed or pasted URL carries none.
 */
export const logoutPath = AUTH_PATHS.logout;
export interface LogoutState {
  readonly local: true;
}
export const logoutState: LogoutState = { local: true };

export function isLocalLogout(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { local?: unknown }).local === true;
}

/** What a Logout button does: opens the logout page as an in-app navigation. */
export function startLogout(navigate: NavigateFunction): void {
  void navigate(logoutPath, { state: logoutState });
}
