import type { RejectionReason } from '@paydesk/contracts/transactions/transaction.schemas';

/**
 * What an authorisation response code means (GET {id}/rejection_reasons/{code}): the ISO 8583
 * response codes that acquirers and the built-in simulator answer with (the simulator's 05, 09, 51
 * and 91 among them, with the same messages). `advice` is what the merchant can do. An unknown code
 * is a 404, not a guess.
 */
const reason = (code: string, message: string, description: string, advice: string): RejectionReason => ({
  code,
  message,
  description,
  advice,
});

const REASONS: readonly RejectionReason[] = [
  reason('00', 'Approved', 'The issuer approved the transaction.', 'No action is needed.'),
  reason(
    '01',
    'Refer to card issuer',
    'The issuer asks for the cardholder to contact it before it approves.',
    'Ask the customer to contact their bank, then retry; do not retry repeatedly in the meantime.',
  ),
  reason(
    '03',
    'Invalid merchant',
    'The issuer or the scheme does not recognise the merchant or its terminal.',
    'Check the merchant account configuration with the acquirer before taking more payments.',
  ),
  reason(
    '04',
    'Pick up card',
    'The issuer asks for the card to be retained: it is restricted.',
    'Do not retry. Ask the customer for another payment method.',
  ),
  reason(
    '05',
    'Do not honour',
    'The issuer declined without giving a specific reason.',
    'Ask the customer to contact their bank or to use another card; a retry later may succeed.',
  ),
  reason(
    '09',
    'Request in progress',
    'The issuer has not decided yet; the transaction stays pending.',
    'Wait for the final status (check status) before shipping or retrying.',
  ),
  reason(
    '12',
    'Invalid transaction',
    'The issuer does not allow this kind of transaction on the card.',
    'Check the transaction type and the card product; ask for another payment method.',
  ),
  reason(
    '13',
    'Invalid amount',
    'The amount is malformed or outside what the issuer accepts.',
    'Check the amount and currency sent, then retry with a corrected amount.',
  ),
  reason(
    '14',
    'Invalid card number',
    'The card number does not exist at the issuer.',
    'Ask the customer to check the card number, or to use another card.',
  ),
  reason(
    '15',
    'No such issuer',
    'The card number does not belong to any issuer the scheme knows.',
    'Ask the customer to check the card number; do not retry the same number.',
  ),
  reason(
    '30',
    'Format error',
    'The message to the issuer was malformed.',
    'Contact support with the transaction id: the request needs correcting before a retry.',
  ),
  reason(
    '41',
    'Lost card, pick up',
    'The card was reported lost.',
    'Do not retry. Ask the customer for another payment method.',
  ),
  reason(
    '43',
    'Stolen card, pick up',
    'The card was reported stolen.',
    'Do not retry. Treat the attempt as possible fraud and review the order.',
  ),
  reason(
    '51',
    'Insufficient funds',
    'The account does not hold enough funds or credit for the amount.',
    'Ask the customer to use another card or to retry after adding funds.',
  ),
  reason(
    '54',
    'Expired card',
    'The card is past its expiry date.',
    'Ask the customer to check the expiry date or to use a current card.',
  ),
  reason(
    '55',
    'Incorrect PIN',
    'The PIN entered was wrong.',
    'Let the customer retry with the correct PIN; too many attempts block the card.',
  ),
  reason(
    '57',
    'Transaction not permitted to cardholder',
    'The card may not be used for this kind of purchase (for example online or abroad).',
    'Ask the customer to contact their bank to allow it, or to use another card.',
  ),
  reason(
    '58',
    'Transaction not permitted to terminal',
    'The merchant account may not accept this transaction type or card.',
    'Check the payment channel configuration with the acquirer.',
  ),
  reason(
    '59',
    'Suspected fraud',
    'The issuer suspects fraud on the card.',
    'Do not retry. Review the order and ask for another payment method.',
  ),
  reason(
    '61',
    'Exceeds withdrawal amount limit',
    'The amount is over the card’s spending limit.',
    'Ask the customer to raise the limit with their bank, or to pay a smaller amount.',
  ),
  reason(
    '62',
    'Restricted card',
    'The card may not be used here (for example in this country).',
    'Ask the customer for another payment method.',
  ),
  reason(
    '63',
    'Security violation',
    'The issuer found a security problem with the request (for example a wrong CVV).',
    'Ask the customer to check the card details, then retry once.',
  ),
  reason(
    '65',
    'Exceeds withdrawal frequency limit',
    'The card has reached its number of transactions allowed in a period; strong customer authentication may be required.',
    'Retry with 3-D Secure authentication, or ask the customer to try later.',
  ),
  reason(
    '75',
    'Allowed number of PIN tries exceeded',
    'Too many wrong PINs: the card is blocked for PIN use.',
    'Do not retry. The customer must contact their bank.',
  ),
  reason(
    '91',
    'Issuer or switch inoperative',
    'The issuer could not be reached in time.',
    'Retry later; check status first so the customer is not charged twice.',
  ),
  reason(
    '92',
    'Financial institution cannot be found for routing',
    'The network could not route the request to the issuer.',
    'Retry later; if it persists, contact support with the transaction id.',
  ),
  reason(
    '94',
    'Duplicate transmission',
    'The issuer already received a request with the same identifiers.',
    'Check status before retrying: the first request may have succeeded.',
  ),
  reason(
    '96',
    'System malfunction',
    'A system error at the issuer or the network stopped the request.',
    'Retry later; check status first so the customer is not charged twice.',
  ),
];

const BY_CODE = new Map(REASONS.map((r) => [r.code, r]));

export const REJECTION_REASON_CODES: readonly string[] = REASONS.map((r) => r.code);

/** The reason for `code` (case and surrounding space ignored), or null when the code is unknown. */
export function rejectionReasonOf(code: string): RejectionReason | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}
