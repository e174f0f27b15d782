import { bulkUpdates } from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import type { BulkJob, BulkUpdateChange } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { callEndpoint } from '../../../lib/api/api-client';
import { uploadToEndpoint } from '../../../lib/api/upload-endpoint';

/** What a bulk update request sends: the change, and the transactions as a list or a CSV file. */
export type BulkUpdateSubmission =
  | { readonly source: 'list'; readonly transactions: readonly string[]; readonly change: BulkUpdateChange }
  | { readonly source: 'file'; readonly file: File; readonly change: BulkUpdateChange };

/**
 * Queues a bulk update. The Idempotency-Key is made when the confirmation opens, so a double click
 * or a retry after a network failure queues one job, not two. A CSV goes as multipart (field
 * `file`) with the change in the query; XMLHttpRequest, for the upload's progress.
 */
export async function submitBulkUpdate(
  submission: BulkUpdateSubmission,
  idempotencyKey: string,
  onProgress?: (percent: number) => void,
): Promise<BulkJob> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (submission.source === 'list') {
    return callEndpoint(bulkUpdates.create, {
      body: { ...submission.change, transactions: [...submission.transactions] },
      headers,
    });
  }
  return uploadToEndpoint(bulkUpdates.upload, {
    query: submission.change,
    file: submission.file,
    headers,
    onProgress,
  });
}
