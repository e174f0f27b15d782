import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { PRECHECK_READY_FOR_PROPOSAL } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';

/**
 * When the tenant may write a new proposal or agreement: the server's rules (contracts
 * ONBOARDING_MESSAGES; docs/onboarding.md) mirrored, so the button is disabled with the server's own
 * reason instead of failing with a 409. The server stays the judge.
 */
export type OfferRefusal =
  | 'noPermission'
  | 'precheckNotSubmitted'
  | 'openProposalExists'
  | 'alreadyBoarded'
  | 'proposalNotAccepted'
  | 'openAgreementExists';

/** Writing offers needs this key; reading the case needs only CRM.Onboarding.View. */
export const OFFER_WRITER_PERMISSION = 'CRM.Onboarding.Proposals';

export function canWriteOffers(permissions: readonly string[]): boolean {
  return holdsAny(permissions, [OFFER_WRITER_PERMISSION]);
}

/** Unanswered: a draft not sent yet, or sent and waiting for the merchant. */
const OPEN_PROPOSAL = new Set(['Created', 'PendingApproval']);
const OPEN_AGREEMENT = new Set(['Created', 'PendingAcceptance']);

const hasAcceptedAgreement = (c: OnboardingCase) => c.agreements.some((a) => a.status === 'Accepted');

export function newProposalRefusal(c: OnboardingCase, permissions: readonly string[]): OfferRefusal | null {
  if (!canWriteOffers(permissions)) return 'noPermission';
  if (hasAcceptedAgreement(c)) return 'alreadyBoarded';
  if (!PRECHECK_READY_FOR_PROPOSAL.includes(c.precheck.status)) return 'precheckNotSubmitted';
  if (c.proposals.some((p) => OPEN_PROPOSAL.has(p.status))) return 'openProposalExists';
  return null;
}

/** The proposal an agreement is made from: the newest accepted one (the lists come newest first). */
export function acceptedProposalOf(c: OnboardingCase): OfferSummary | undefined {
  return c.proposals.find((p) => p.status === 'Accepted');
}

export function newAgreementRefusal(c: OnboardingCase, permissions: readonly string[]): OfferRefusal | null {
  if (!canWriteOffers(permissions)) return 'noPermission';
  if (hasAcceptedAgreement(c)) return 'alreadyBoarded';
  if (!acceptedProposalOf(c)) return 'proposalNotAccepted';
  if (c.agreements.some((a) => OPEN_AGREEMENT.has(a.status))) return 'openAgreementExists';
  return null;
}

/** A draft (status Created) can be reopened and changed by whoever may write offers. */
export function isEditableDraft(offer: OfferSummary, permissions: readonly string[]): boolean {
  return offer.status === 'Created' && canWriteOffers(permissions);
}
