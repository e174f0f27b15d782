/** The error codes of the disputes, each with its HTTP status. */
export const DISPUTE_ERROR_STATUS = {
  /** The dispute's payment is in the other system mode (Test or Live): switch the portal's mode. */
  DISPUTE_MODE_MISMATCH: 409,
  /** The dispute's state does not allow this step (it moved on): read the dispute again. */
  DISPUTE_STEP_REFUSED: 409,
} as const;
