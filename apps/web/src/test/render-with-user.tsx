import '../i18n/i18n';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { LOOKUP_JOB_SLOTS } from '../app/lookup-job-slots';
import { APP_CHILD_ROUTES } from '../app/routes/route-registry';
import { AppSlots } from '../app/slots';
import { FeedbackProvider } from '../components/feedback/feedback-provider';
import { createFeedbackStore } from '../components/feedback/feedback-store';
import { LookupJobSlotsProvider } from '../features/transactions/lookup/lookup-job-slots';
import { currentUserQuery } from '../shell/auth/current-user.query';
import { AppLayout } from '../shell/layout/app-layout';
import { BuiltScreensProvider } from '../shell/navigation/built-screens';
import { TenantThemeProvider } from '../shell/theme/tenant-theme-provider';

// The first screen of a test file arrives through a lazy import, which a busy 2-core machine can
// take more than the default second to transform.
configure({ asyncUtilTimeout: 5000 });

/** A query client whose cache already holds the signed-in user (what the login guard loads). */
export function queryClientWithUser(user: CurrentUser): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: Number.POSITIVE_INFINITY },
    },
  });
  client.setQueryData(currentUserQuery.queryKey, user);
  return client;
}

/** Stands in for the authentication pages: shows where the router went. */
function AuthPageProbe() {
  const location = useLocation();
  return <p data-testid="auth-page">{`${location.pathname}${location.search}`}</p>;
}

const AUTH_PROBE: RouteObject = { path: '/authentication/*', element: <AuthPageProbe /> };

/** Every route counts as built: the menu of the permissions alone. */
const everyRouteBuilt = () => true;

function renderRouter(routes: RouteObject[], user: CurrentUser, route: string, allBuilt = false) {
  const queryClient = queryClientWithUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  // Around every screen, so a lookup page rendered on its own has its job slots too.
  const screens = (
    <LookupJobSlotsProvider slots={LOOKUP_JOB_SLOTS}>
      <RouterProvider router={router} />
    </LookupJobSlotsProvider>
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider store={createFeedbackStore()}>
        <AppSlots>
          {allBuilt ? (
            <BuiltScreensProvider isBuilt={everyRouteBuilt}>{screens}</BuiltScreensProvider>
          ) : (
            screens
          )}
        </AppSlots>
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, events: userEvent.setup() };
}

/**
 * Renders `ui` for a signed-in `user`, in the user's tenant theme, at `route` of a memory router
 * (`path` is the pattern `ui` is mounted at). /authentication/* pages are probes.
 */
export function renderWithUser(
  ui: ReactElement,
  user: CurrentUser,
  options: { route?: string; path?: string } = {},
) {
  const element = <TenantThemeProvider settings={user.themeSettings}>{ui}</TenantThemeProvider>;
  return renderRouter([AUTH_PROBE, { path: options.path ?? '*', element }], user, options.route ?? '/');
}

/**
 * Renders the whole signed-in portal (layout and every registry route) at `route`. `allBuilt`
 * counts every route as built, so the menu is the permissions' alone: for tests of the layouts'
 * menus (dropdowns, nested groups, folding) that today's built screens do not fill.
 */
export function renderApp(user: CurrentUser, options: { route?: string; allBuilt?: boolean } = {}) {
  const app: RouteObject = {
    element: <AppLayout />,
    hydrateFallbackElement: <p>Loading</p>,
    children: APP_CHILD_ROUTES,
  };
  return renderRouter([AUTH_PROBE, app], user, options.route ?? '/', options.allBuilt);
}
