import {
  createAgreement,
  createProposal,
  sendAgreement,
  sendProposal,
  updateAgreement,
  updateProposal,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { AgreementDraft, ProposalDraft } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { onboardingKeys } from './onboarding-query-keys';

/**
 * The tenant writing proposals and agreements (contracts onboarding.endpoints.ts): create a draft
 * (status Created), change it while unsent, send it. Plain calls, so a screen can chain
 * "save then send", plus mutation hooks that refresh the onboarding cache afterwards.
 */

export function saveProposal(merchantId: string, draft: ProposalDraft, proposalId?: string) {
  return proposalId
    ? callEndpoint(updateProposal, { params: { id: proposalId }, body: draft })
    : callEndpoint(createProposal, { params: { merchantId }, body: draft });
}

export function sendProposalToMerchant(proposalId: string) {
  return callEndpoint(sendProposal, { params: { id: proposalId } });
}

/** An agreement's draft: a new one names the accepted proposal; an unsent one changes only its body. */
export function saveAgreement(merchantId: string, draft: AgreementDraft, agreementId?: string) {
  return agreementId
    ? callEndpoint(updateAgreement, {
        params: { id: agreementId },
        body: { agreementBody: draft.agreementBody },
      })
    : callEndpoint(createAgreement, { params: { merchantId }, body: draft });
}

export function sendAgreementToMerchant(agreementId: string) {
  return callEndpoint(sendAgreement, { params: { id: agreementId } });
}

export interface SaveOfferInput<D> {
  readonly draft: D;
  /** The unsent offer being edited; undefined writes a new one. */
  readonly id?: string;
  /** Send it to the merchant once saved. */
  readonly send?: boolean;
}

function useOfferMutation<D, R extends { id: string }>(
  save: (draft: D, id?: string) => Promise<R>,
  send: (id: string) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, id, send: andSend }: SaveOfferInput<D>) => {
      const saved = await save(draft, id);
      return andSend ? send(saved.id) : saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** Saves (create or update) a proposal and, with `send`, sends it. */
export function useSaveProposal(merchantId: string) {
  return useOfferMutation<ProposalDraft, Awaited<ReturnType<typeof sendProposalToMerchant>>>(
    (draft, id) => saveProposal(merchantId, draft, id),
    sendProposalToMerchant,
  );
}

/** Saves (create or update) an agreement and, with `send`, sends it. */
export function useSaveAgreement(merchantId: string) {
  return useOfferMutation<AgreementDraft, Awaited<ReturnType<typeof sendAgreementToMerchant>>>(
    (draft, id) => saveAgreement(merchantId, draft, id),
    sendAgreementToMerchant,
  );
}
