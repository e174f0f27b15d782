import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import { describe, expect, it } from 'vitest';
import { bulkUpdates, crmTransactionJobs, merchantTransactionJobs } from './transaction-jobs.endpoints';
import { isJobFinished, TRANSACTION_JOB_MESSAGES, TRANSACTION_JOB_STATUSES } from './transaction-jobs.model';
import {
  BulkActionRequest,
  BulkUpdateChange,
  BulkUpdateRequest,
  JobListQuery,
} from './transaction-jobs.schemas';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('transaction job contracts', () => {
  it('asks for a decline reason only for a decline, and a comment always', () => {
    expect(BulkUpdateChange.safeParse({ actionType: 'Fail', comment: 'Outage' }).success).toBe(true);
    expect(issues(BulkUpdateChange.safeParse({ actionType: 'Decline', comment: 'Outage' }))).toEqual([
      { path: 'declineReason', message: 'A decline reason is required' },
    ]);
    expect(issues(BulkUpdateChange.safeParse({ actionType: 'Fail', comment: '  ' }))).toEqual([
      { path: 'comment', message: 'A comment is required' },
    ]);
  });

  it('names the row that repeats an earlier one, case-insensitively', () => {
    const result = BulkUpdateRequest.safeParse({
      transactions: ['A-1', 'b-2', 'B-2'],
      actionType: 'Fail',
      comment: 'x',
    });
    expect(issues(result)).toEqual([
      { path: 'transactions.2', message: TRANSACTION_JOB_MESSAGES.duplicate(2) },
    ]);
    expect(TRANSACTION_JOB_MESSAGES.duplicate(2)).toBe('Duplicate of row 2');
  });

  it('caps the lists: 10,000 references, 500 bulk action ids', () => {
    const refs = Array.from({ length: 10_001 }, (_, i) => `R-${i}`);
    expect(
      issues(BulkUpdateRequest.safeParse({ transactions: refs, actionType: 'Fail', comment: 'x' })),
    ).toEqual([{ path: 'transactions', message: 'At most 10000 transactions' }]);
    const ids = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(BulkActionRequest.safeParse({ action: 'refund', transactionIds: ids }).success).toBe(false);
    expect(BulkActionRequest.safeParse({ action: 'refund', transactionIds: ids.slice(0, 500) }).success).toBe(
      true,
    );
    expect(BulkActionRequest.safeParse({ action: 'dispute', transactionIds: ids.slice(0, 1) }).success).toBe(
      false,
    );
  });

  it('pages with the lookup’s sizes and defaults', () => {
    expect(JobListQuery.parse({})).toEqual({ PageIndex: 0, PageSize: 20 });
    expect(JobListQuery.safeParse({ PageSize: '101' }).success).toBe(false);
  });

  it('says which statuses are final', () => {
    expect(TRANSACTION_JOB_STATUSES.filter(isJobFinished)).toEqual([
      'Completed',
      'CompletedWithErrors',
      'Failed',
      'Cancelled',
    ]);
  });

  it('puts the jobs beside the transaction calls of each audience', () => {
    expect(serverPathsFor(bulkUpdates.create.path)).toEqual(['/api/crm/transactions/bulk-updates']);
    expect(serverPathsFor(crmTransactionJobs.startExport.path)).toEqual(['/api/crm/transactions/exports']);
    expect(serverPathsFor(merchantTransactionJobs.startBulkAction.path)).toEqual([
      '/api/transactions/bulk-actions',
    ]);
    const ids = [bulkUpdates, crmTransactionJobs, merchantTransactionJobs].flatMap((f) =>
      Object.values(f).map((e) => e.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
