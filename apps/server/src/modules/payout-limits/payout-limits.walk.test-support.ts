import {
  putMerchantPayoutLimits,
  putTenantPayoutLimits,
} from '@paydesk/contracts/payout-limits/payout-limits.endpoints';
import type { ModuleWalk } from '../../test/endpoint-walk';

/**
 * The endpoint walk's part for the payout limits: a valid body (the sampler cannot make a currency
 * code that exists). The merchantId path parameter has the shared rule of endpoints.test.ts.
 */
const validLimits = { limits: [{ currency: 'EUR', perPayout: 500_000, perDay: 2_000_000 }] };

export const PAYOUT_LIMITS_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {
    [putTenantPayoutLimits.id]: { body: validLimits },
    [putMerchantPayoutLimits.id]: { body: validLimits },
  },
  addData: async () => {},
};
