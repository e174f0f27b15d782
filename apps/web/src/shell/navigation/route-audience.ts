import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import type { RouteAudience } from './routes/route-types';

/**
 * A merchant that does not process yet (NoProcessing) is still boarding: the onboarding screens
 * decide by the same status (features/onboarding/shared/journey.ts).
 */
export function isBoardingMerchant(user: CurrentUser): boolean {
  return user.merchant?.processingStatus === 'NoProcessing';
}

/** The audience a route's `audiences` are matched against. */
export function routeAudienceOf(user: CurrentUser): RouteAudience {
  if (user.userType === 'Platform') return 'platformStaff';
  if (user.userType === 'crm') return 'tenantStaff';
  return isBoardingMerchant(user) ? 'boardingMerchant' : 'merchant';
}
