/**
 * The error codes of the payout limits, each with its HTTP status. The portal shows the message
 * (it names the limit and what is left); it switches on the code, never on the text.
 */
export const PAYOUT_LIMIT_ERROR_STATUS = {
  /** The payout is above the merchant's limit per payout in its currency: ask for less. */
  PAYOUT_LIMIT_EXCEEDED: 409,
  /** The payout would take the merchant's payouts of the day above its daily limit: ask for less or wait. */
  PAYOUT_DAILY_LIMIT_EXCEEDED: 409,
} as const;
