import '../../../i18n/i18n';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../../app/query-client';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { createFeedbackStore } from '../../../components/feedback/feedback-store';
import { currentUserQuery } from '../../../shell/auth/current-user.query';
import { OfferDialogHost } from '../offers/offer-dialog-host';

// The first screen of a file arrives through lazy imports, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, so a test can read the search parameters. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` for a signed-in `user` with the app's own query client (its error toast included),
 * the feedback viewport and the offer dialog host, at `route` of a memory router.
 */
export function renderOnboarding(ui: ReactElement, user: CurrentUser, options: { route?: string } = {}) {
  const store = createFeedbackStore();
  const queryClient = createQueryClient({ notifier: store });
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <OfferDialogHost />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [options.route ?? '/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider store={store}>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, store, events: userEvent.setup() };
}
