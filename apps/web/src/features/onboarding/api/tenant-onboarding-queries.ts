import type { EndpointBody, EndpointQuery } from '@paydesk/contracts/http/endpoint';
import {
  approvePrecheck,
  getOfferTemplates,
  getOnboardingCase,
  listOnboardingMerchants,
  requestPrecheckChanges,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { onboardingKeys } from './onboarding-query-keys';

/**
 * The tenant's side of onboarding (contracts onboarding.endpoints.ts, "The tenant's side"): the
 * merchants in onboarding, one merchant's case and the pre-check review. Proposals and agreements
 * are written through offer-drafts.ts.
 */

export type OnboardingMerchantsPage = EndpointQuery<typeof listOnboardingMerchants>;

/** GET /onboarding/merchants, a page at a time (the previous rows stay while the next arrive). */
export function useOnboardingMerchants(page: OnboardingMerchantsPage) {
  return useQuery({
    queryKey: onboardingKeys.merchantList(page),
    queryFn: ({ signal }) => callEndpoint(listOnboardingMerchants, { query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /onboarding/merchants/{merchantId}: one merchant's case. */
export function useOnboardingCase(merchantId: string) {
  return useQuery({
    queryKey: onboardingKeys.case(merchantId),
    queryFn: ({ signal }) => callEndpoint(getOnboardingCase, { params: { merchantId }, signal }),
  });
}

/** After a review step the answer is the new case: shown at once, then everything refreshes. */
function useCaseMutation<V>(merchantId: string, call: (variables: V) => Promise<OnboardingCase>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (next) => queryClient.setQueryData(onboardingKeys.case(merchantId), next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

export function useApprovePrecheck(merchantId: string) {
  return useCaseMutation<void>(merchantId, () => callEndpoint(approvePrecheck, { params: { merchantId } }));
}

export type RequestChangesBody = EndpointBody<typeof requestPrecheckChanges>;

export function useRequestPrecheckChanges(merchantId: string) {
  return useCaseMutation<RequestChangesBody>(merchantId, (body) =>
    callEndpoint(requestPrecheckChanges, { params: { merchantId }, body }),
  );
}

/** GET /onboarding/templates?kind=…: the tenant's proposal or agreement templates. */
export function useOfferTemplates(kind: 'proposal' | 'agreement', enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.templates(kind),
    queryFn: ({ signal }) => callEndpoint(getOfferTemplates, { query: { kind }, signal }),
    staleTime: 60_000,
    enabled,
  });
}
