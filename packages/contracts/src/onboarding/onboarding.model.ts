/** Spec §4 "Proposals and agreements". */
export const PROPOSAL_STATUSES = ['Created', 'PendingApproval', 'Accepted', 'Rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const AGREEMENT_STATUSES = ['Created', 'PendingAcceptance', 'Accepted', 'Rejected'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export type OfferKind = 'proposal' | 'agreement';

/** The one status in which the merchant may answer (spec §4: only PendingApproval / PendingAcceptance). */
export const ANSWERABLE_STATUS = { proposal: 'PendingApproval', agreement: 'PendingAcceptance' } as const;

export function canAnswer(kind: OfferKind, status: string): boolean {
  return ANSWERABLE_STATUS[kind] === status;
}

// Badge tones (spec §4 "Badge styling") are the portal's StatusPill kind 'proposal'.

/** Spec §2 "Boarding Fees" block: the five fees, in the spec's order, each shown to 2 decimals. */
export const BOARDING_FEES = [
  { key: 'boardingFee', label: 'Boarding Fee' },
  { key: 'accountConfigurationFee', label: 'Account Configuration Fee' },
  { key: 'bankAccountSetupFee', label: 'Bank Account Setup Fee' },
  { key: 'monthlyMinimumFee', label: 'Monthly Minimum Fee' },
  { key: 'gatewayMonthlyAccess', label: 'Gateway Monthly Access' },
] as const;
export type BoardingFeeKey = (typeof BOARDING_FEES)[number]['key'];

/** Fees and fee values: never negative, at most this much, at most 4 decimals (shown to 2). */
export const FEE_LIMITS = { max: 1_000_000_000, decimals: 4 } as const;

/** True when `value` has no more than `decimals` decimal places (within floating-point noise). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The pre-check form's life (designed: spec §1 names the form, not its states). */
export const PRECHECK_STATUSES = ['Draft', 'Submitted', 'ChangesRequested', 'Approved'] as const;
export type PrecheckStatus = (typeof PRECHECK_STATUSES)[number];

/** The merchant may edit the form in these states; Submitted and Approved are the tenant's to move. */
export const PRECHECK_EDITABLE: readonly PrecheckStatus[] = ['Draft', 'ChangesRequested'];

/** A proposal may be sent once the merchant has submitted the pre-check (or it was approved). */
export const PRECHECK_READY_FOR_PROPOSAL: readonly PrecheckStatus[] = ['Submitted', 'Approved'];

/**
 * Merchant categories offered on the pre-check form: ISO 18245 merchant category codes, the ones a
 * small-business acquirer boards most. The code is what is stored.
 */
export const MERCHANT_CATEGORIES = [
  { code: '5045', name: 'Computers and software' },
  { code: '5192', name: 'Books, periodicals and newspapers' },
  { code: '5311', name: 'Department stores' },
  { code: '5411', name: 'Grocery stores and supermarkets' },
  { code: '5499', name: 'Food stores and convenience' },
  { code: '5651', name: 'Family clothing stores' },
  { code: '5712', name: 'Furniture and home furnishings' },
  { code: '5732', name: 'Electronics stores' },
  { code: '5812', name: 'Restaurants' },
  { code: '5814', name: 'Fast food' },
  { code: '5815', name: 'Digital goods: media' },
  { code: '5816', name: 'Digital goods: games' },
  { code: '5940', name: 'Bicycle shops' },
  { code: '5941', name: 'Sporting goods' },
  { code: '5945', name: 'Hobby, toy and game shops' },
  { code: '5977', name: 'Cosmetics' },
  { code: '5999', name: 'Miscellaneous retail' },
  { code: '7011', name: 'Hotels and lodging' },
  { code: '7299', name: 'Personal services' },
  { code: '7372', name: 'Computer programming and software' },
  { code: '7997', name: 'Clubs and memberships' },
  { code: '8021', name: 'Dentists' },
  { code: '8299', name: 'Schools and education' },
  { code: '8398', name: 'Charities' },
  { code: '4722', name: 'Travel agencies' },
] as const;

/** Messages the server gives for onboarding refusals (409 unless said). */
export const ONBOARDING_MESSAGES = {
  rejectReasonRequired: 'Reject reason is required',
  proposalNotAnswerable: 'Only a proposal pending approval can be accepted or rejected',
  agreementNotAnswerable: 'Only an agreement pending acceptance can be accepted or rejected',
  proposalNotEditable: 'Only a proposal that has not been sent can be changed or sent',
  agreementNotEditable: 'Only an agreement that has not been sent can be changed or sent',
  precheckNotEditable: 'The pre-check form has been submitted and cannot be changed now',
  precheckNotSubmitted: 'The merchant has not submitted the pre-check form yet',
  precheckNotReviewable: 'Only a submitted pre-check form can be approved or returned',
  openProposalExists: 'The merchant already has a proposal that is not answered yet',
  proposalNotAccepted: 'An agreement is made from an accepted proposal',
  openAgreementExists: 'The merchant already has an agreement that is not answered yet',
  alreadyBoarded: 'The merchant has already accepted an agreement',
  documentLocked: 'Documents cannot be removed once the pre-check form is approved',
  fileIsNotADocument: 'Upload the file as a boarding document (purpose=document) first',
} as const;
