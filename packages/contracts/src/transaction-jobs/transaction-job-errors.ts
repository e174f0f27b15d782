/** The error codes of the transaction jobs (CSV exports, bulk actions), each with its HTTP status. */
export const TRANSACTION_JOB_ERROR_STATUS = {
  /** The export failed and has no file: start a new export. */
  EXPORT_FAILED: 409,
  /** The export is still queued or running: download it once it is completed. */
  EXPORT_NOT_READY: 409,
  /** The job finished (or was cancelled) meanwhile: only a queued or running job can be cancelled. */
  JOB_NOT_CANCELLABLE: 409,
} as const;
