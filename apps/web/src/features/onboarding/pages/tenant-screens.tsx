import { useParams } from 'react-router';
import { OnboardingCasePage } from '../review/case/case-page';
import { OnboardingMerchantsPage } from '../review/merchants/merchants-page';

/**
 * The tenant staff's onboarding review screens (src/app/routes/route-registry.tsx loads this module
 * lazily): crm/onboarding and crm/onboarding/:merchantId.
 */
export function OnboardingMerchantsScreen() {
  return <OnboardingMerchantsPage />;
}

export function OnboardingCaseScreen() {
  const { merchantId = '' } = useParams();
  // A new merchant is a new screen: no state of the previous case (an open composer) carries over.
  return <OnboardingCasePage key={merchantId} merchantId={merchantId} />;
}
