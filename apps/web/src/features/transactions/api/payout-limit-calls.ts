import {
  getMerchantPayoutLimits,
  getTenantPayoutLimits,
  putMerchantPayoutLimits,
  putTenantPayoutLimits,
} from '@paydesk/contracts/payout-limits/payout-limits.endpoints';
import type { PayoutLimitsRequest } from '@paydesk/contracts/payout-limits/payout-limits.schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';

/**
 * The payout limits of one level (docs/transactions.md "Payout limits"): the tenant's default
 * (`merchantId` null) or a merchant's own.
 */
export const payoutLimitKeys = {
  all: ['payout-limits'] as const,
  of: (merchantId: string | null) => ['payout-limits', merchantId ?? 'tenant'] as const,
};

export function usePayoutLimits(merchantId: string | null) {
  return useQuery({
    queryKey: payoutLimitKeys.of(merchantId),
    queryFn: ({ signal }) =>
      merchantId === null
        ? callEndpoint(getTenantPayoutLimits, { signal })
        : callEndpoint(getMerchantPayoutLimits, { params: { merchantId }, signal }),
  });
}

export function savePayoutLimits(input: { merchantId: string | null; body: PayoutLimitsRequest }) {
  return input.merchantId === null
    ? callEndpoint(putTenantPayoutLimits, { body: input.body })
    : callEndpoint(putMerchantPayoutLimits, { params: { merchantId: input.merchantId }, body: input.body });
}
