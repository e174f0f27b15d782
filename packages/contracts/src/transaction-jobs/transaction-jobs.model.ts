import type { TransactionAction } from '../transactions/transaction.model';

/**
 * Persistent transaction jobs (issue 6: "Bulk updates and exports run as persistent jobs with
 * progress shown in the UI"): platform bulk status updates, operators' and merchants' bulk money
 * actions, and CSV exports. A job survives a server restart: the worker that held it stops renewing
 * its lease and the next worker finishes it, never applying an item twice (docs/transaction-jobs.md).
 */

/** WebhookResend: a bulk resend of transaction events' webhooks (its items are events, not transactions). */
export const TRANSACTION_JOB_KINDS = ['BulkUpdate', 'BulkAction', 'Export', 'WebhookResend'] as const;
export type TransactionJobKind = (typeof TRANSACTION_JOB_KINDS)[number];

/**
 * Queued → Running → Completed (every item applied) / CompletedWithErrors (some refused, not found
 * or failed) / Failed (the job could not run: e.g. its requester was deactivated); Cancelled by hand
 * while Queued or Running (items not yet applied are Skipped). Exports end Completed or Failed.
 */
export const TRANSACTION_JOB_STATUSES = [
  'Queued',
  'Running',
  'Completed',
  'CompletedWithErrors',
  'Failed',
  'Cancelled',
] as const;
export type TransactionJobStatus = (typeof TRANSACTION_JOB_STATUSES)[number];

/** Statuses a job never leaves; the UI stops polling on these. */
export const FINISHED_JOB_STATUSES: readonly TransactionJobStatus[] = [
  'Completed',
  'CompletedWithErrors',
  'Failed',
  'Cancelled',
];
export function isJobFinished(status: TransactionJobStatus): boolean {
  return FINISHED_JOB_STATUSES.includes(status);
}

/** One item's outcome: Refused carries the state machine's 409 message. */
export const JOB_ITEM_OUTCOMES = ['Pending', 'Applied', 'Refused', 'NotFound', 'Failed', 'Skipped'] as const;
export type JobItemOutcome = (typeof JOB_ITEM_OUTCOMES)[number];

/** The money actions a bulk action may run: the ones that need no per-item amount or code. */
export const BULK_ACTIONS = [
  'refund',
  'capture',
  'void',
  'checkStatus',
] as const satisfies readonly TransactionAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const TRANSACTION_JOB_LIMITS = {
  /** Transactions in one platform bulk update (CSV rows or JSON list). */
  bulkUpdateItems: 10_000,
  /** Transactions in one bulk action (a selection on the lookup). */
  bulkActionItems: 500,
  /** The bulk update CSV file, in bytes (10,000 external ids of 128 characters fit). */
  bulkUpdateFileBytes: 2 * 1024 * 1024,
  /** How long an export (its job and its file) is kept. */
  exportTtlHours: 24,
  /** How often the UI should ask for a running job's progress. */
  pollIntervalMs: 1500,
  pageSizes: [5, 10, 20, 50, 75, 100],
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

/** The export's file name in the download (the same as GET …/csv). */
export const EXPORT_FILE_NAME = 'transactions.zip';

/** Messages the server answers and the UI shows (tests assert them). */
export const TRANSACTION_JOB_MESSAGES = {
  notCancellable: 'Only a queued or running job can be cancelled',
  exportNotReady: 'The export is not ready yet',
  exportFailed: 'The export failed; start a new one',
  requesterGone: 'The requester can no longer act on transactions',
  itemNotFound: 'Transaction not found',
  ambiguousExternalId: 'The external id matches more than one transaction',
  itemFailed: 'The transaction could not be processed; it was left unchanged',
  duplicate: (row: number) => `Duplicate of row ${row}`,
  emptyReference: 'A transaction id or external id is required',
  referenceTooLong: 'At most 128 characters',
  tooManyRows: `At most ${10_000} transactions`,
  emptyFile: 'The file lists no transactions',
  fileRequired: 'Attach a CSV file (field file)',
  fileTooLarge: 'The file is larger than 2 MB',
  notCsv: 'The file must be a CSV text file',
} as const;
