/**
 * The error codes of onboarding (the pre-check form, boarding documents, proposals and agreements),
 * each with its HTTP status. The portal switches on the code, never on the message text.
 */
export const ONBOARDING_ERROR_STATUS = {
  /** The pre-check form was submitted (or approved) and cannot be changed now: read it again. */
  PRECHECK_NOT_EDITABLE: 409,
  /** Only a submitted pre-check form can be approved or returned: it was reviewed already or not sent. */
  PRECHECK_NOT_REVIEWABLE: 409,
  /** The merchant has not submitted the pre-check form yet, so no proposal can be made. */
  PRECHECK_NOT_SUBMITTED: 409,
  /** The pre-check form is approved, so its documents stay: none can be removed. */
  DOCUMENT_LOCKED: 409,
  /** The proposal or agreement is no longer pending an answer (answered, withdrawn): read it again. */
  OFFER_NOT_ANSWERABLE: 409,
  /** The proposal or agreement was sent already: only one not sent yet can be changed or sent. */
  OFFER_NOT_EDITABLE: 409,
  /** The merchant has an unanswered proposal or agreement of this kind: answer or withdraw it first. */
  OPEN_OFFER_EXISTS: 409,
  /** An agreement is made from an accepted proposal, and this proposal is not accepted. */
  PROPOSAL_NOT_ACCEPTED: 409,
  /** The merchant accepted an agreement already: boarding is done, no new offer is made. */
  MERCHANT_ALREADY_BOARDED: 409,
} as const;
