import type { RouteObject } from 'react-router';
import { IdentityPage } from './pages/identity-page';
import { LoggedOutPage } from './pages/logged-out-page';
import { LoginCallbackPage } from './pages/login-callback-page';
import { LoginFailedPage } from './pages/login-failed-page';
import { LoginPage } from './pages/login-page';
import { LogoutCallbackPage } from './pages/logout-callback-page';
import { LogoutPage } from './pages/logout-page';
import { UnauthorizedPage } from './pages/unauthorized-page';

/**
 * Spec §2 "Authentication" routes, for the top level of the router (outside the login guard and
 * the layout). The pages are small and on the sign-in path, so they are not split into chunks.
 */
export const authRoutes: RouteObject[] = [
  { path: 'authentication/login', element: <LoginPage /> },
  { path: 'authentication/login-callback', element: <LoginCallbackPage /> },
  { path: 'authentication/login-failed', element: <LoginFailedPage /> },
  { path: 'authentication/register', element: <IdentityPage page="register" /> },
  { path: 'authentication/profile', element: <IdentityPage page="profile" /> },
  { path: 'authentication/logout', element: <LogoutPage /> },
  { path: 'authentication/logout-callback', element: <LogoutCallbackPage /> },
  { path: 'authentication/logged-out', element: <LoggedOutPage /> },
  { path: 'authentication/unauthorized', element: <UnauthorizedPage /> },
];
