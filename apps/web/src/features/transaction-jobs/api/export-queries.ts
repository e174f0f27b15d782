import { isJobFinished } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { ExportJob, ExportJobList } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { errorMessageOf } from '../../../lib/http/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { exportCallsOf } from '../../../lib/transaction-jobs/job-areas';
import { jobPollInterval } from '../../../lib/transaction-jobs/job-poll-interval';
import { jobKeys } from '../../../lib/transaction-jobs/job-query-keys';
import type { LookupArea } from '../../../lib/transactions/lookup-area';

/** Still queued or running: its progress is worth asking for again. */
export const isLiveExport = (job: ExportJob): boolean => !isJobFinished(job.status);

/** The name of a downloaded export: the moment it was taken, so several exports do not collide. */
export function csvFileName(taken: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${taken.getFullYear()}-${pad(taken.getMonth() + 1)}-${pad(taken.getDate())}`;
  const time = `${pad(taken.getHours())}${pad(taken.getMinutes())}${pad(taken.getSeconds())}`;
  return `transactions-${day}-${time}.zip`;
}

/**
 * The caller's own exports of the last 24 h (GET …/exports, newest first), asked for only while
 * `enabled` (the "Recent exports" menu is open) and polled while any of them still runs, so an
 * export started before leaving the lookup can be followed and downloaded on coming back.
 */
export function useRecentExports(area: LookupArea, enabled: boolean) {
  const calls = exportCallsOf(area);
  return useQuery({
    queryKey: jobKeys.exports(area),
    queryFn: ({ signal }) => callEndpoint(calls.list, { signal }) as Promise<ExportJobList>,
    enabled,
    refetchInterval: jobPollInterval((list: ExportJobList) => list.data.some(isLiveExport)),
    retry: false,
    meta: { silentError: true },
  });
}

/**
 * Downloads a finished export (with the session's bearer token, as every call) and saves it as a
 * zip named after the moment the export was asked for. Failures go to the error toast.
 */
export function useExportDownload(area: LookupArea, onSettled?: () => void) {
  const calls = exportCallsOf(area);
  const notify = useNotify();
  return useMutation({
    mutationFn: async (job: Pick<ExportJob, 'id' | 'createdAt'>) => ({
      zip: (await callEndpoint(calls.download, { params: { jobId: job.id } })) as Blob,
      taken: new Date(job.createdAt),
    }),
    meta: { silentError: true },
    onSuccess: ({ zip, taken }) => saveBlob(zip, csvFileName(taken)),
    onError: async (error) => notify.error(await errorMessageOf(error)),
    onSettled,
  });
}
