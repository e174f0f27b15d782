import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { errorMessageOf } from '../../../lib/http/error-message';
import { exportCallsOf } from '../../../lib/transaction-jobs/job-areas';
import { jobPollInterval } from '../../../lib/transaction-jobs/job-poll-interval';
import { jobKeys } from '../../../lib/transaction-jobs/job-query-keys';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import { lookupContext } from '../../../lib/transactions/lookup-context';
import { type LookupState, requestFilter } from '../../../lib/transactions/lookup-params';
import { isLiveExport, useExportDownload } from '../api/export-queries';

/**
 * The export's filter: every transaction the current filter (and search text) matches, with
 * SystemMode and the time-zone offset, as on every lookup call (the body of the export job is the
 * query GET …/csv takes).
 */
export function exportFilter(state: LookupState) {
  return {
    ...requestFilter(state, lookupContext()),
    ...(state.searchKey && { searchKey: state.searchKey }),
  };
}

/**
 * The CSV export as a persistent job (issue 6): starting it queues the export on the server; its
 * progress is polled (spec §8 doubling after a failed poll) until it has finished, and a finished
 * export is downloaded (with the session's bearer token, as every call) and saved as a zip.
 * Failures go to the error toast with the spec §8 message; a failed job with its own message.
 */
export function useExportJob(area: LookupArea) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const calls = exportCallsOf(area);
  const [jobId, setJobId] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const fail = async (error: unknown) => notify.error(await errorMessageOf(error));

  const start = useMutation({
    mutationFn: (state: LookupState) => callEndpoint(calls.start, { body: exportFilter(state) }),
    meta: { silentError: true },
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.export(area, job.id), job);
      // The "Recent exports" list now holds one more.
      void queryClient.invalidateQueries({ queryKey: jobKeys.exports(area) });
      setJobId(job.id);
    },
    onError: fail,
  });
  const job = useQuery({
    queryKey: jobKeys.export(area, jobId ?? ''),
    queryFn: ({ signal }) => callEndpoint(calls.get, { params: { jobId: jobId ?? '' }, signal }),
    enabled: jobId !== null,
    refetchInterval: jobPollInterval(isLiveExport),
    // A failed poll is retried by the poll itself, at double the interval (spec §8).
    retry: false,
    meta: { silentError: true },
  });
  const download = useExportDownload(area, () => setJobId(null));

  const current = jobId !== null ? job.data : undefined;
  useEffect(() => {
    if (!jobId || handled.current === jobId) return;
    // A job that is gone (expired, or not this user's) is no longer worth asking about.
    if (job.error instanceof ApiError && job.error.status === 404) {
      handled.current = jobId;
      void fail(job.error);
      setJobId(null);
      return;
    }
    if (!current || isLiveExport(current)) return;
    handled.current = jobId;
    if (current.status === 'Completed') download.mutate(current);
    else {
      notify.error(current.message ?? t('transactions.export.failed'));
      setJobId(null);
    }
  });

  return {
    busy: start.isPending || jobId !== null,
    /** The running export's progress, while there is one. */
    job: current,
    start: (state: LookupState) => {
      if (!start.isPending && jobId === null) start.mutate(state);
    },
  };
}
