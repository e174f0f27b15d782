import { TRANSACTION_JOB_LIMITS } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { Query } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { backoffRefetchInterval } from '../http/backoff-refetch-interval';

/** A job's progress is asked for every 1.5 s while it runs (the contract's advice). */
export const JOB_POLL_MS = TRANSACTION_JOB_LIMITS.pollIntervalMs;

/** Never wait longer than this after failed polls (1.5, 3, 6, 12, 24, 30, 30 ... s). */
export const JOB_POLL_MAX_MS = 30_000;

const FINAL_STATUSES = new Set([401, 403, 404]);

// biome-ignore lint/suspicious/noExplicitAny: any query of any data, as TanStack's own option type.
type AnyQuery = Query<any, any, any, any>;

/**
 * The `refetchInterval` of a job that is watched live: every JOB_POLL_MS while `isLive` says the
 * last answer is still queued or running, doubling after each failed poll (spec §8 "Polling
 * errors retry at double the interval"), and no more polls once the job has finished. A failed
 * poll keeps the last answer, so a job that was running keeps being asked about. An answer no
 * second try can change (401, 403, 404: signed out, not allowed, gone) ends the polling.
 */
export function jobPollInterval<T>(isLive: (data: T) => boolean, intervalMs = JOB_POLL_MS) {
  const backoff = backoffRefetchInterval(intervalMs, JOB_POLL_MAX_MS);
  return (query: AnyQuery): number | false => {
    const { error } = query.state;
    if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
    const data = query.state.data as T | undefined;
    if (data !== undefined && !isLive(data)) return false;
    return backoff(query);
  };
}
