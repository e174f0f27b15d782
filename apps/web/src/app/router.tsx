import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
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
    lazy: async () => ({ Component: (await import('./signed-in-area')).SignedInArea }),
    hydrateFallbackElement: <PageLoading />,
    children: APP_CHILD_ROUTES,
  },
];

export const router = createBrowserRouter(appRoutes);
