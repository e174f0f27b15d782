/**
 * Reasons staff pick when they decide a transaction by hand (0008 transaction_reasons; spec §4: the
 * decline dialogs list status Declined, the approve dialogs status Captured). Ids are stable slugs:
 * audit records and action bodies name them, so renaming a reason never changes what was recorded.
 */
export interface TransactionReasonSeed {
  readonly id: string;
  readonly type: 'transaction' | 'payout';
  readonly status: 'Declined' | 'Captured';
  readonly name: string;
  readonly sortOrder: number;
}

function reasons(
  type: TransactionReasonSeed['type'],
  status: TransactionReasonSeed['status'],
  list: readonly (readonly [id: string, name: string])[],
): TransactionReasonSeed[] {
  return list.map(([id, name], index) => ({ id, type, status, name, sortOrder: (index + 1) * 10 }));
}

export const TRANSACTION_REASONS: readonly TransactionReasonSeed[] = [
  ...reasons('transaction', 'Declined', [
    ['suspected-fraud', 'Suspected fraud'],
    ['customer-not-verified', 'Customer identity could not be verified'],
    ['cardholder-dispute-history', 'Cardholder has a history of disputes'],
    ['velocity-limit', 'Exceeds the velocity limits for this card'],
    ['high-risk-country', 'Issuer or customer country is outside the risk appetite'],
    ['merchant-request', 'Declined at the merchant’s request'],
    ['duplicate', 'Duplicate of an earlier transaction'],
    ['other-decline', 'Other (see the note)'],
  ]),
  ...reasons('transaction', 'Captured', [
    ['customer-verified', 'Customer verified by phone'],
    ['documents-checked', 'Identity documents checked'],
    ['known-customer', 'Known customer with a good payment history'],
    ['merchant-confirmed', 'Merchant confirmed the order'],
    ['risk-review-passed', 'Manual risk review passed'],
    ['other-approve', 'Other (see the note)'],
  ]),
  ...reasons('payout', 'Declined', [
    ['beneficiary-mismatch', 'Beneficiary name does not match the account holder'],
    ['insufficient-balance', 'Insufficient merchant balance'],
    ['sanctions-screening', 'Beneficiary failed sanctions screening'],
    ['account-closed', 'Destination account is closed or invalid'],
    ['limit-exceeded', 'Exceeds the daily payout limit'],
    ['payout-suspected-fraud', 'Suspected fraud'],
    ['other-payout-decline', 'Other (see the note)'],
  ]),
  ...reasons('payout', 'Captured', [
    ['balance-confirmed', 'Merchant balance confirmed'],
    ['beneficiary-verified', 'Beneficiary verified'],
    ['within-limits', 'Within the agreed payout limits'],
    ['finance-approved', 'Approved by finance'],
    ['other-payout-approve', 'Other (see the note)'],
  ]),
];
