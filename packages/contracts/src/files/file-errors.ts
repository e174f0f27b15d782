/** The error codes of the uploaded files, each with its HTTP status. */
export const FILE_ERROR_STATUS = {
  /** The file is attached to a ticket now and stays with it: it can no longer be deleted. */
  FILE_ATTACHED: 409,
} as const;
