import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { canAnswer, type OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { BoardingFees } from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import type { OfferRef } from '../../../lib/offers/offer-close-result';
import { isOperator } from '../../../shell/navigation/user-paths';
import { useAgreement, useProposal } from '../api/offer-queries';
import type { OfferHeadline } from './offer-details';

/** A proposal or an agreement as the viewer draws it (spec §3: the same fields, named per kind). */
export interface OfferView extends OfferHeadline, BoardingFees {
  /** The boarding fees' currency (ISO 4217). */
  readonly currency: string;
  readonly merchantId: string;
  readonly body: string;
  readonly entries: readonly PriceBookEntry[];
}

/** Loads the offer of either kind and names its body and entries alike. */
export function useOfferView({ kind, id }: OfferRef) {
  const proposal = useProposal(id, kind === 'proposal');
  const agreement = useAgreement(id, kind === 'agreement');
  const query = kind === 'proposal' ? proposal : agreement;
  let data: OfferView | undefined;
  if (kind === 'proposal' && proposal.data) {
    const { proposalBody, proposalEntries, ...rest } = proposal.data;
    data = { ...rest, body: proposalBody, entries: proposalEntries };
  } else if (kind === 'agreement' && agreement.data) {
    const { agreementBody, agreementEntries, ...rest } = agreement.data;
    data = { ...rest, body: agreementBody, entries: agreementEntries };
  }
  return { data, isPending: query.isPending, isError: query.isError };
}

/** The onboarding key that lets a merchant's user answer each kind (spec §6). */
const ANSWER_KEY = {
  proposal: 'viewMerchantPortalProposals',
  agreement: 'viewMerchantPortalAgreements',
} as const;

/**
 * Spec §2/§4: Accept and Reject show only while the offer can be answered (PendingApproval /
 * PendingAcceptance), and only to the merchant: one of its users holding the matching key (the
 * server shows a merchant its own offers only). Tenant and platform staff read it only; platform
 * staff hold every key, hence the user-type check.
 */
export function mayAnswer(user: CurrentUser, kind: OfferKind, offer: Pick<OfferView, 'status'>): boolean {
  return canAnswer(kind, offer.status) && !isOperator(user) && holdsAny(user.permissions, [ANSWER_KEY[kind]]);
}
