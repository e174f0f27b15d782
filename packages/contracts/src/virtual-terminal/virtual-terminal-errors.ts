/** The error codes of the virtual terminal, each with its HTTP status. */
export const VIRTUAL_TERMINAL_ERROR_STATUS = {
  /** The merchant already has a payment under this order reference: use another reference. */
  ORDER_REFERENCE_TAKEN: 409,
  /** The merchant may not take payments (processing is not enabled for it). */
  MERCHANT_NOT_PROCESSING: 409,
  /** The merchant may take test payments only: switch the portal to Test mode. */
  MERCHANT_NOT_LIVE: 409,
} as const;
