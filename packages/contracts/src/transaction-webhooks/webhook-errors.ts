/** The error codes of the transaction webhooks, each with its HTTP status. */
export const WEBHOOK_ERROR_STATUS = {
  /** The merchant has no active webhook endpoint, so nothing can be sent: configure one first. */
  WEBHOOK_NOT_CONFIGURED: 409,
  /** A delivery of this event is queued or sending: wait for its outcome before sending it again. */
  WEBHOOK_DELIVERY_UNDER_WAY: 409,
} as const;
