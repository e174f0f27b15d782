import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import {
  BULK_UPDATE_REQUEST_PATH,
  type JobListArea,
  jobListPathOf,
  type WebhookResendArea,
} from '../../../lib/transaction-jobs/job-areas';
import { renderWithUser } from '../../../test/render-with-user';
import {
  MerchantBulkActionsScreen,
  PlatformBulkUpdateHistoryScreen,
  PlatformBulkUpdateRequestScreen,
  TenantBulkActionsScreen,
} from '../pages/transaction-job-screens';

const LIST_SCREENS: Record<Exclude<JobListArea, WebhookResendArea>, () => ReactElement> = {
  platform: () => <PlatformBulkUpdateHistoryScreen />,
  tenant: () => <TenantBulkActionsScreen />,
  merchant: () => <MerchantBulkActionsScreen />,
};

/** Shows where the router is, so a test can read the URL the screen went to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the job screens of the areas at `route` (the request and the three lists mounted at
 * their paths, so the request can open its job in the history), with a probe of the current URL.
 */
export function renderJobs(user: CurrentUser, route: string) {
  const ui = (
    <>
      <Routes>
        <Route path={BULK_UPDATE_REQUEST_PATH} element={<PlatformBulkUpdateRequestScreen />} />
        {(Object.keys(LIST_SCREENS) as (keyof typeof LIST_SCREENS)[]).map((area) => (
          <Route key={area} path={jobListPathOf(area)} element={LIST_SCREENS[area]()} />
        ))}
        <Route path="*" element={<p data-testid="elsewhere" />} />
      </Routes>
      <LocationProbe />
    </>
  );
  return renderWithUser(ui, user, { route, path: '*' });
}

/** The current URL (path and search), as the probe shows it. */
export function currentUrl(): string {
  return screen.getByTestId('location').textContent ?? '';
}
