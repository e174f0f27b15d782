import type { DisputeCode } from '@paydesk/contracts/transactions/transaction.schemas';

/**
 * Dispute reason codes by card scheme (GET {id}/disputeCodes), grouped in the contract's four
 * categories. Visa: the Visa Claims Resolution dispute conditions; Mastercard (and Maestro): the
 * Mastercard chargeback message reason codes; American Express: its chargeback reason codes. Other
 * schemes and non-card methods get Paydesk's scheme-neutral codes, which the dispute action records
 * as they are. The lists are reference data: a scheme's rule book is the authority, and a change
 * there is a change here.
 */

const visa: DisputeCode[] = [
  { code: '10.1', description: 'EMV Liability Shift Counterfeit Fraud', category: 'Fraud' },
  { code: '10.2', description: 'EMV Liability Shift Non-Counterfeit Fraud', category: 'Fraud' },
  { code: '10.3', description: 'Other Fraud – Card-Present Environment', category: 'Fraud' },
  { code: '10.4', description: 'Other Fraud – Card-Absent Environment', category: 'Fraud' },
  { code: '10.5', description: 'Visa Fraud Monitoring Program', category: 'Fraud' },
  { code: '11.1', description: 'Card Recovery Bulletin', category: 'Authorisation' },
  { code: '11.2', description: 'Declined Authorization', category: 'Authorisation' },
  { code: '11.3', description: 'No Authorization', category: 'Authorisation' },
  { code: '12.1', description: 'Late Presentment', category: 'ProcessingError' },
  { code: '12.2', description: 'Incorrect Transaction Code', category: 'ProcessingError' },
  { code: '12.3', description: 'Incorrect Currency', category: 'ProcessingError' },
  { code: '12.4', description: 'Incorrect Account Number', category: 'ProcessingError' },
  { code: '12.5', description: 'Incorrect Amount', category: 'ProcessingError' },
  { code: '12.6.1', description: 'Duplicate Processing', category: 'ProcessingError' },
  { code: '12.6.2', description: 'Paid by Other Means', category: 'ProcessingError' },
  { code: '12.7', description: 'Invalid Data', category: 'ProcessingError' },
  { code: '13.1', description: 'Merchandise/Services Not Received', category: 'ConsumerDispute' },
  { code: '13.2', description: 'Cancelled Recurring Transaction', category: 'ConsumerDispute' },
  {
    code: '13.3',
    description: 'Not as Described or Defective Merchandise/Services',
    category: 'ConsumerDispute',
  },
  { code: '13.4', description: 'Counterfeit Merchandise', category: 'ConsumerDispute' },
  { code: '13.5', description: 'Misrepresentation', category: 'ConsumerDispute' },
  { code: '13.6', description: 'Credit Not Processed', category: 'ConsumerDispute' },
  { code: '13.7', description: 'Cancelled Merchandise/Services', category: 'ConsumerDispute' },
  { code: '13.8', description: 'Original Credit Transaction Not Accepted', category: 'ConsumerDispute' },
  { code: '13.9', description: 'Non-Receipt of Cash or Load Transaction Value', category: 'ConsumerDispute' },
];

const mastercard: DisputeCode[] = [
  { code: '4808', description: 'Authorization-Related Chargeback', category: 'Authorisation' },
  { code: '4812', description: 'Account Number Not on File', category: 'ProcessingError' },
  { code: '4831', description: 'Transaction Amount Differs', category: 'ProcessingError' },
  { code: '4834', description: 'Point-of-Interaction Error', category: 'ProcessingError' },
  { code: '4837', description: 'No Cardholder Authorization', category: 'Fraud' },
  { code: '4840', description: 'Fraudulent Processing of Transactions', category: 'Fraud' },
  {
    code: '4841',
    description: 'Cancelled Recurring or Digital Goods Transactions',
    category: 'ConsumerDispute',
  },
  { code: '4842', description: 'Late Presentment', category: 'ProcessingError' },
  {
    code: '4846',
    description: 'Correct Transaction Currency Code Not Provided',
    category: 'ProcessingError',
  },
  { code: '4849', description: 'Questionable Merchant Activity', category: 'Fraud' },
  { code: '4853', description: 'Cardholder Dispute', category: 'ConsumerDispute' },
  { code: '4855', description: 'Goods or Services Not Provided', category: 'ConsumerDispute' },
  { code: '4859', description: 'Addendum, No-show, or ATM Dispute', category: 'ConsumerDispute' },
  { code: '4860', description: 'Credit Not Processed', category: 'ConsumerDispute' },
  { code: '4863', description: 'Cardholder Does Not Recognize – Potential Fraud', category: 'Fraud' },
  { code: '4870', description: 'Chip Liability Shift', category: 'Fraud' },
  { code: '4871', description: 'Chip/PIN Liability Shift', category: 'Fraud' },
];

const americanExpress: DisputeCode[] = [
  { code: 'A01', description: 'Charge amount exceeds authorization amount', category: 'Authorisation' },
  { code: 'A02', description: 'No valid authorization', category: 'Authorisation' },
  { code: 'A08', description: 'Authorization approval expired', category: 'Authorisation' },
  { code: 'C02', description: 'Credit not processed', category: 'ConsumerDispute' },
  { code: 'C04', description: 'Goods/services returned or refused', category: 'ConsumerDispute' },
  { code: 'C05', description: 'Goods/services cancelled', category: 'ConsumerDispute' },
  {
    code: 'C08',
    description: 'Goods/services not received or only partially received',
    category: 'ConsumerDispute',
  },
  { code: 'C14', description: 'Paid by other means', category: 'ConsumerDispute' },
  { code: 'C28', description: 'Cancelled recurring billing', category: 'ConsumerDispute' },
  { code: 'C31', description: 'Goods/services not as described', category: 'ConsumerDispute' },
  { code: 'C32', description: 'Goods/services damaged or defective', category: 'ConsumerDispute' },
  { code: 'F24', description: 'No card member authorization', category: 'Fraud' },
  { code: 'F29', description: 'Card not present', category: 'Fraud' },
  { code: 'P01', description: 'Unassigned card number', category: 'ProcessingError' },
  { code: 'P05', description: 'Incorrect charge amount', category: 'ProcessingError' },
  { code: 'P07', description: 'Late submission', category: 'ProcessingError' },
  { code: 'P08', description: 'Duplicate charge', category: 'ProcessingError' },
  { code: 'P23', description: 'Currency discrepancy', category: 'ProcessingError' },
];

const schemeNeutral: DisputeCode[] = [
  { code: 'FR01', description: 'Payment not authorised by the account holder', category: 'Fraud' },
  { code: 'AU01', description: 'Payment taken without a valid authorisation', category: 'Authorisation' },
  { code: 'PE01', description: 'Duplicate payment', category: 'ProcessingError' },
  { code: 'PE02', description: 'Incorrect amount or currency', category: 'ProcessingError' },
  { code: 'PE03', description: 'Paid by other means', category: 'ProcessingError' },
  { code: 'CD01', description: 'Goods or services not received', category: 'ConsumerDispute' },
  {
    code: 'CD02',
    description: 'Goods or services not as described or defective',
    category: 'ConsumerDispute',
  },
  { code: 'CD03', description: 'Refund not processed', category: 'ConsumerDispute' },
  { code: 'CD04', description: 'Cancelled subscription still charged', category: 'ConsumerDispute' },
];

export const DISPUTE_CODES_BY_SCHEME = {
  Visa: visa,
  Mastercard: mastercard,
  'American Express': americanExpress,
  Other: schemeNeutral,
} as const satisfies Record<string, readonly DisputeCode[]>;
export type DisputeScheme = keyof typeof DISPUTE_CODES_BY_SCHEME;

/**
 * The scheme whose rules a dispute follows: the card's brand when known (a wallet payment such as
 * Apple Pay carries the underlying card's brand), else the payment method. Maestro is Mastercard's.
 */
export function disputeSchemeOf(cardBrand: string | null, paymentMethod: string): DisputeScheme {
  const name = (cardBrand ?? paymentMethod).toLowerCase().replace(/[^a-z]/g, '');
  if (name === 'visa' || name.startsWith('visa')) return 'Visa';
  if (name === 'mastercard' || name === 'maestro') return 'Mastercard';
  if (name === 'amex' || name === 'americanexpress') return 'American Express';
  return 'Other';
}

export function disputeCodesFor(cardBrand: string | null, paymentMethod: string): DisputeCode[] {
  return [...DISPUTE_CODES_BY_SCHEME[disputeSchemeOf(cardBrand, paymentMethod)]];
}
