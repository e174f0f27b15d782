import { isJobFinished } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { BulkJob, BulkJobPage } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { type JobListArea, jobCallsOf } from '../../../lib/transaction-jobs/job-areas';
import { jobPollInterval } from '../../../lib/transaction-jobs/job-poll-interval';
import {
  type JobItemsRequest,
  type JobListRequest,
  jobKeys,
} from '../../../lib/transaction-jobs/job-query-keys';

/** Still queued or running: its progress is worth asking for again. */
export const isLiveJob = (job: BulkJob): boolean => !isJobFinished(job.status);

/**
 * A page of an area's jobs, newest first. While any job on the page is still queued or running the
 * page is asked for again (spec §8 doubling after a failed poll), so its progress bars move.
 * Failures are shown by the screen (with a retry), not by the error toast.
 */
export function useJobList(area: JobListArea, query: JobListRequest) {
  const calls = jobCallsOf(area);
  return useQuery({
    queryKey: jobKeys.list(area, query),
    queryFn: ({ signal }) => callEndpoint(calls.list, { query, signal }) as Promise<BulkJobPage>,
    placeholderData: keepPreviousData,
    refetchInterval: jobPollInterval((page: BulkJobPage) => page.data.some(isLiveJob)),
    // A failed poll is retried by the poll itself, at double the interval (spec §8).
    retry: false,
    meta: { silentError: true },
  });
}

/** One job, polled while it is queued or running and no more once it has finished. */
export function useJob(area: JobListArea, jobId: string) {
  const calls = jobCallsOf(area);
  return useQuery({
    queryKey: jobKeys.job(area, jobId),
    queryFn: ({ signal }) => callEndpoint(calls.get, { params: { jobId }, signal }) as Promise<BulkJob>,
    refetchInterval: jobPollInterval(isLiveJob),
    retry: false,
    meta: { silentError: true },
  });
}

/**
 * Which state of the job a page of its items belongs to: its status and how many items are done.
 * The worker marks items and adds them to the job's counts in one database transaction, so items
 * read after the job moved on agree with the header that says so.
 */
export const jobItemsVersion = (job: BulkJob): string => `${job.status}:${job.progress.done}`;

/**
 * A page of a job's items in submitted order, read for one `version` of the job. The job's own
 * poll is the clock: when it answers a new status or done count the key changes and the page is
 * read again at once (the last page stays on screen meanwhile), so the items never say "Pending"
 * under a header that says the job has finished. The items are not polled on their own: they only
 * change when the job's counts do.
 */
export function useJobItems(
  area: JobListArea,
  jobId: string,
  query: JobItemsRequest,
  options: { readonly live: boolean; readonly version: string },
) {
  const calls = jobCallsOf(area);
  return useQuery({
    queryKey: [...jobKeys.items(area, jobId, query), options.version],
    queryFn: ({ signal }) => callEndpoint(calls.items, { params: { jobId }, query, signal }),
    placeholderData: keepPreviousData,
    // While it runs the next job poll reads the items again anyway; a retry would only add load.
    retry: options.live ? false : undefined,
    meta: { silentError: true },
  });
}

/**
 * Cancels a queued or running job. The job answered replaces the cached one, and the lists are
 * read again. A 409 (the job finished meanwhile) is the caller's to show.
 */
export function useCancelJob(area: JobListArea) {
  const calls = jobCallsOf(area);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => callEndpoint(calls.cancel, { params: { jobId } }) as Promise<BulkJob>,
    meta: { silentError: true },
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.job(area, job.id), job);
      await queryClient.invalidateQueries({ queryKey: jobKeys.area(area) });
    },
  });
}
