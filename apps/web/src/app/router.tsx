import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { ProgressLine } from '../components/progress-line/progress-line';
import { i18n } from '../i18n/i18n-signed-out';
import { useAuth } from '../shell/auth/auth-context';
import { isAuthPage, loginPathFrom } from '../shell/auth/auth-paths';
import { authRoutes } from '../shell/auth/auth-routes';
import { APP_CHILD_ROUTES } from './routes/route-registry';

/**
 * The portal's routes: the authentication pages at the top level, then everything else behind the
 * login guard inside the layout, each registry route behind its own permission guard.
 *
 * `/` and unknown paths go to /dashboard (spec §2). /dashboard is the merchant dashboard and needs
 * Merchant.Dashboard.View; tenant and platform staff hold no merchant keys, so the permission guard
 * would strand them on "unauthorized" when they type a bad address or come back with a stale link.
 * Their dashboard is crm/dashboard (spec §2 "After login, crm users go to ... crm/dashboard"), so
 * /dashboard sends them there (RouteGate, `redirectOperatorsTo`), and the spec's rule holds for all.
 */
export const appRoutes: RouteObject[] = [
  ...authRoutes,
  {
    path: '/report-tool',
    lazy: async () => {
      const [{ ReportToolArea }] = await Promise.all([
        import('./report-tool-area'),
        import('../i18n/i18n-signed-in').then((m) => m.loadScreenTexts()),
      ]);
      return { Component: ReportToolArea };
    },
  },
  {
    // Material UI is not loaded yet while the signed-in area arrives: the loading line is plain.
    lazy: async () => ({ Component: (await import('./signed-in-area')).SignedInArea }),
    hydrateFallbackElement: <ProgressLine label={i18n.t('layouts.loading')} />,
    children: APP_CHILD_ROUTES,
  },
];

/**
 * The router, for a session that is signed in or not. A visitor who is not signed in and opens a
 * page behind sign-in is sent to the login page first, as the login guard would send them
 * (RequireLogin: the same URL, replacing the entry): started on that page, the router loads
 * nothing but the authentication pages, where started on the page it would load the signed-in
 * area and the page's screen only for the guard to send the visitor on (docs/architecture.md,
 * "The first-load budget").
 */
export function createPortalRouter(isAuthenticated: boolean) {
  const { pathname, search } = window.location;
  if (!isAuthenticated && !isAuthPage(pathname)) {
    window.history.replaceState(null, '', loginPathFrom(`${pathname}${search}`));
  }
  return createBrowserRouter(appRoutes);
}

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** The portal's one router, created once the sign-in session is known (AuthProvider renders its children then). */
export function PortalRouter() {
  const { isAuthenticated } = useAuth();
  router ??= createPortalRouter(isAuthenticated);
  return <RouterProvider router={router} />;
}
