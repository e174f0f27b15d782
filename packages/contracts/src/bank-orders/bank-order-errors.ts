/** The error codes of the bank orders, each with its HTTP status. */
export const BANK_ORDER_ERROR_STATUS = {
  /** Another upload took some of the file's references at the same moment: reload the orders. */
  BANK_ORDER_REFERENCES_TAKEN: 409,
} as const;
