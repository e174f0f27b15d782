import {
  acceptAgreement,
  acceptProposal,
  getAgreement,
  getProposal,
  rejectAgreement,
  rejectProposal,
  respondToAgreement,
  respondToProposal,
} from '@paydesk/contracts/onboarding/offers.endpoints';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferResponse } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { onboardingKeys } from './onboarding-query-keys';

/**
 * Spec §7 "Agreements and proposals": reading one, and the merchant's answer. The dialogs answer
 * with PUT …/respond; the accept/reject forms are declared too and reachable here.
 */

export function useProposal(id: string, enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.proposal(id),
    queryFn: ({ signal }) => callEndpoint(getProposal, { params: { id }, signal }),
    enabled,
  });
}

export function useAgreement(id: string, enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.agreement(id),
    queryFn: ({ signal }) => callEndpoint(getAgreement, { params: { id }, signal }),
    enabled,
  });
}

/** PUT /proposals/{id}/respond or /agreements/{id}/respond. */
export function respondToOffer(kind: OfferKind, id: string, body: OfferResponse) {
  return kind === 'proposal'
    ? callEndpoint(respondToProposal, { params: { id }, body })
    : callEndpoint(respondToAgreement, { params: { id }, body });
}

/** PUT …/accept (the answer without a body). */
export function acceptOffer(kind: OfferKind, id: string) {
  return kind === 'proposal'
    ? callEndpoint(acceptProposal, { params: { id } })
    : callEndpoint(acceptAgreement, { params: { id } });
}

/** PUT …/reject with the reason. */
export function rejectOffer(kind: OfferKind, id: string, rejectReason: string) {
  return kind === 'proposal'
    ? callEndpoint(rejectProposal, { params: { id }, body: { rejectReason } })
    : callEndpoint(rejectAgreement, { params: { id }, body: { rejectReason } });
}
