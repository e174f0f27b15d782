import type {
  JobItemsQuery,
  JobListQuery,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import type { z } from 'zod';
import type { LookupArea } from '../transactions/lookup-area';
import type { JobListArea } from './job-areas';

/** A page of jobs as the list call takes it (paging always sent). */
export type JobListRequest = z.output<typeof JobListQuery>;
/** A page of a job's items as the items call takes it. */
export type JobItemsRequest = z.output<typeof JobItemsQuery>;

/** TanStack Query keys of the transaction jobs; every key starts with 'transaction-jobs'. */
export const jobKeys = {
  all: ['transaction-jobs'] as const,
  area: (area: JobListArea) => ['transaction-jobs', area] as const,
  lists: (area: JobListArea) => ['transaction-jobs', area, 'list'] as const,
  list: (area: JobListArea, query: JobListRequest) => ['transaction-jobs', area, 'list', query] as const,
  job: (area: JobListArea, jobId: string) => ['transaction-jobs', area, 'job', jobId] as const,
  items: (area: JobListArea, jobId: string, query?: JobItemsRequest) =>
    query
      ? (['transaction-jobs', area, 'items', jobId, query] as const)
      : (['transaction-jobs', area, 'items', jobId] as const),
  export: (area: LookupArea, jobId: string) => ['transaction-jobs', 'export', area, jobId] as const,
  /** The caller's own exports (the lookup's "Recent exports"). */
  exports: (area: LookupArea) => ['transaction-jobs', 'exports', area] as const,
};
