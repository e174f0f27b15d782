import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { tenantAdmin } from '../../../../test/fixtures/users';
import { renderWithUser } from '../../../../test/render-with-user';
import { OfferDialogHost } from '../../offers/offer-dialog-host';
import { OnboardingCaseScreen } from '../../pages/tenant-screens';
import { IDS } from './review-fixtures';

/** The case screen at `search` (e.g. '?tab=documents') with the offer viewer's host, as in the portal. */
export function renderCase(search = '', user: CurrentUser = tenantAdmin) {
  return renderWithUser(
    <>
      <OnboardingCaseScreen />
      <OfferDialogHost />
    </>,
    user,
    { route: `/crm/onboarding/${IDS.onboardBikes}${search}`, path: '/crm/onboarding/:merchantId' },
  );
}
