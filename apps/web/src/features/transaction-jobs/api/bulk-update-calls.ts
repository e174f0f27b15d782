import { fillPath } from '@paydesk/contracts/http/endpoint';
import { bulkUpdates } from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import { BulkJob, type BulkUpdateChange } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { fileFormData, uploadWithProgress } from '../../../components/file-upload/upload-with-progress';
import { callEndpoint, serviceUrl, sessionHeaders } from '../../../lib/api/api-client';

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
  const url = new URL(serviceUrl(fillPath(bulkUpdates.upload.path, undefined)));
  for (const [name, value] of Object.entries(submission.change)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  const answer = await uploadWithProgress(url.toString(), fileFormData(submission.file), {
    headers: { accept: 'application/json', ...sessionHeaders(), ...headers },
    onProgress,
  });
  return BulkJob.parse(answer);
}
