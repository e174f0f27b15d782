import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';

/**
 * Spec §4 "After a response the viewer closes. For agreements it closes with a result of 'Reject'
 * or an accept marker." A proposal's viewer closes with nothing, as does any viewer closed without
 * an answer; an answered agreement's says which answer was given.
 */
export const AGREEMENT_REJECTED = 'Reject' as const;
export const AGREEMENT_ACCEPTED = 'Accepted' as const;
export type OfferCloseResult = typeof AGREEMENT_REJECTED | typeof AGREEMENT_ACCEPTED | undefined;

/** What the viewer closes with after `kind` was answered `response`. */
export function closeResultOf(kind: OfferKind, response: 'Accepted' | 'Rejected'): OfferCloseResult {
  if (kind === 'proposal') return undefined;
  return response === 'Accepted' ? AGREEMENT_ACCEPTED : AGREEMENT_REJECTED;
}

/** Which proposal or agreement a viewer shows. */
export interface OfferRef {
  readonly kind: OfferKind;
  readonly id: string;
}
