import type {
  BulkJob,
  ExportJob,
  JobItem,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';

/** Ids shaped like the server's (UUIDs), stable across the job tests. */
export const JOB_IDS = {
  job: '1f1f1f1f-2a2a-4b3b-8c4c-5d5d5d5d5d5d',
  job2: '2e2e2e2e-3b3b-4c4c-9d5d-6e6e6e6e6e6e',
  export: '3d3d3d3d-4c4c-4d5d-8e6e-7f7f7f7f7f7f',
  user: '4c4c4c4c-5d5d-4e6e-9f7f-808080808080',
  tenant: '0b9f3c52-6c1a-4d7e-9a55-1d2f3e4a5b61',
  tx1: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5',
  tx2: 'b2b2b2b2-c3c3-4d4d-8e5e-f6f6f6f6f6f6',
} as const;

/** A platform bulk update declining 40 transactions, running: 12 done. */
export function makeBulkJob(overrides: Partial<BulkJob> = {}): BulkJob {
  return {
    id: JOB_IDS.job,
    kind: 'BulkUpdate',
    status: 'Running',
    action: 'Decline',
    declineReason: 'Suspected fraud',
    comment: 'Chargeback wave of March',
    tenantId: null,
    requestedBy: { userId: JOB_IDS.user, email: 'ada@example.com' },
    progress: { total: 40, done: 12, applied: 10, refused: 1, notFound: 1, failed: 0, skipped: 0 },
    message: null,
    createdAt: '2026-03-14T09:00:00.000Z',
    startedAt: '2026-03-14T09:00:01.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** The same job, finished with errors: all 40 done. */
export function finishedJob(overrides: Partial<BulkJob> = {}): BulkJob {
  return makeBulkJob({
    status: 'CompletedWithErrors',
    progress: { total: 40, done: 40, applied: 37, refused: 2, notFound: 1, failed: 0, skipped: 0 },
    finishedAt: '2026-03-14T09:02:00.000Z',
    ...overrides,
  });
}

export function makeJobItem(overrides: Partial<JobItem> = {}): JobItem {
  return {
    position: 1,
    reference: 'ORD-1001',
    transactionId: JOB_IDS.tx1,
    externalId: 'ORD-1001',
    outcome: 'Applied',
    message: null,
    status: 'Declined',
    processedAt: '2026-03-14T09:00:02.000Z',
    ...overrides,
  };
}

export function makeExportJob(overrides: Partial<ExportJob> = {}): ExportJob {
  return {
    id: JOB_IDS.export,
    status: 'Queued',
    rowsExpected: 1_250,
    rowsExpectedIsCapped: false,
    bytesWritten: 0,
    rowsWritten: 0,
    fileName: 'transactions.zip',
    message: null,
    createdAt: '2026-03-14T09:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    expiresAt: '2026-03-15T09:00:00.000Z',
    ...overrides,
  };
}
