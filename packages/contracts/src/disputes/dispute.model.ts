/**
 * A dispute's lifecycle (docs/disputes-and-virtual-terminal.md). The `dispute` transaction action
 * opens one (a Chargeback child Pending, the disputed amount held in `dispute-reserve`); staff then
 * respond:
 * - Open → submit evidence → UnderReview → decided Won or Lost (by staff for now; in production the
 *   scheme's feed decides);
 * - Open → accept (the merchant does not contest) → Lost.
 * The server refuses a forbidden step with 409 and the message below; the portal offers only the
 * allowed ones.
 */

export const DISPUTE_STATUSES = ['Open', 'UnderReview', 'Won', 'Lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Statuses in which the dispute still holds money and blocks a second dispute on the payment. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['Open', 'UnderReview'];

export const DISPUTE_ACTIONS = ['submitEvidence', 'accept', 'decide'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

export const DISPUTE_OUTCOMES = ['Won', 'Lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_CATEGORIES = ['Fraud', 'Authorisation', 'ProcessingError', 'ConsumerDispute'] as const;
export type DisputeCategory = (typeof DISPUTE_CATEGORIES)[number];

export const DISPUTE_MESSAGES = {
  submitEvidence: 'Evidence can only be submitted while the dispute is open',
  accept: 'Only an open dispute can be accepted',
  decide: 'Only a dispute under review can be decided',
  mode: 'Switch the portal to the mode of this dispute to act on it',
} as const;

/** Why `action` is refused on a dispute in `status`, or null when it is allowed. */
export function disputeActionRefusal(action: DisputeAction, status: DisputeStatus): string | null {
  switch (action) {
    case 'submitEvidence':
      return status === 'Open' ? null : DISPUTE_MESSAGES.submitEvidence;
    case 'accept':
      return status === 'Open' ? null : DISPUTE_MESSAGES.accept;
    case 'decide':
      return status === 'UnderReview' ? null : DISPUTE_MESSAGES.decide;
  }
}

export function allowedDisputeActions(status: DisputeStatus): DisputeAction[] {
  return DISPUTE_ACTIONS.filter((a) => disputeActionRefusal(a, status) === null);
}

/** The lookup's page sizes (spec §9 paging, like the transaction lookup). */
export const DISPUTE_PAGING = {
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

/** Evidence limits: a statement and up to this many uploaded files (the files module's ids). */
export const DISPUTE_EVIDENCE_LIMITS = { textMax: 5000, files: 10 } as const;
