/**
 * The error codes of the transactions (the actions: money actions, bulk jobs, the virtual terminal's
 * payment; the saved filters, the maintenance changes and the reads), each with its HTTP status.
 * They are part of the contract: the portal switches on the code, never on the message text, which
 * may be reworded or translated.
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
  /** The user already has a saved filter of this name (compared without case): choose another. */
  SAVED_FILTER_NAME_TAKEN: 409,
  /** The transaction is in the other system mode (Test or Live): switch the portal's mode. */
  TRANSACTION_MODE_MISMATCH: 409,
  /** The relationship was deallocated already (maybe by someone else meanwhile): read it again. */
  RELATIONSHIP_ALREADY_DEALLOCATED: 409,
  /** The transaction has no allocated relationship to deallocate. */
  NO_RELATIONSHIP_ALLOCATED: 409,
  /** The transaction has no active restriction to reset (maybe reset meanwhile): read it again. */
  NO_ACTIVE_RESTRICTION: 409,
  /** The transaction has no card BIN, so there is no BIN data to correct. */
  BIN_DATA_NO_CARD: 409,
  /** The stored API log cannot be read (its data is malformed): it cannot be shown. */
  API_LOG_MALFORMED: 409,
} as const;
