/**
 * The error codes of the transaction actions (money actions, bulk jobs, the virtual terminal's
 * payment), each with its HTTP status. They are part of the contract: the portal switches on the
 * code, never on the message text, which may be reworded or translated.
 */
export const TRANSACTION_ERROR_STATUS = {
  /** The state machine refused the action: the transaction's state moved on (or never allowed it). */
  ACTION_REFUSED: 409,
  /**
   * The same request under the same Idempotency-Key is still being processed: a retry with the same
   * key gets the first request's answer once it is done.
   */
  ACTION_IN_FLIGHT: 409,
  /** The Idempotency-Key was used with a different request: a new request needs a new key. */
  IDEMPOTENCY_KEY_REUSED: 422,
} as const;
