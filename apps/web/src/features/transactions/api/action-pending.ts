import {
  SYSTEM_MODE_CODES,
  TRANSACTION_PAGING,
  type TransactionStatus,
  type TransactionType,
} from '@paydesk/contracts/transactions/transaction.model';
import type { BatchResult } from '@paydesk/contracts/transactions/transaction.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { localSettings } from '../../../lib/local-settings';
import { detailKeys } from '../../../lib/transactions/detail-query-keys';
import { actionCallsOf, readCallsOf, type TransactionArea } from '../../../lib/transactions/detail-ref';
import type { ActionKeys } from './action-headers';

export type PendingKind = 'payments' | 'payouts';

/** What each list holds: payments awaiting a decision, payouts awaiting approval. */
const FILTERS: Record<PendingKind, { status: TransactionStatus[]; type: TransactionType[] }> = {
  payments: { status: ['Pending'], type: ['Payment'] },
  payouts: { status: ['WaitingForApproval'], type: ['Payout'] },
};

export interface PendingPage {
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** A pending list opens on its first page, spec §9 default size. */
export const FIRST_PENDING_PAGE: PendingPage = { pageIndex: 0, pageSize: TRANSACTION_PAGING.defaultPageSize };

/**
 * One page of the pending payments or payouts of the area (the lookup call with a fixed status
 * and type, newest first, in the current Test/Live mode; no date limit: pending work is pending
 * whatever its age).
 */
export function usePendingList(area: TransactionArea, kind: PendingKind, page: PendingPage) {
  const mode = localSettings.getSystemMode();
  return useQuery({
    queryKey: detailKeys.pending(area, kind, page),
    queryFn: ({ signal }) =>
      callEndpoint(readCallsOf(area).list, {
        query: {
          ...FILTERS[kind],
          ...(mode ? { systemMode: SYSTEM_MODE_CODES[mode] } : {}),
          PageIndex: page.pageIndex,
          PageSize: page.pageSize,
          sortBy: 'createdAt',
          sortDirection: 'desc',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function batchHeaders(keys: ActionKeys): Record<string, string> {
  const mode = localSettings.getSystemMode();
  return {
    'Idempotency-Key': keys.idempotencyKey,
    'Request-Id': keys.requestId,
    ...(mode ? { SystemMode: mode } : {}),
  };
}

/** Approves payouts in batch; the answer is per payout (a refusal does not undo the others). */
export function approvePayouts(
  area: TransactionArea,
  ids: readonly string[],
  keys: ActionKeys,
): Promise<BatchResult> {
  return callEndpoint(actionCallsOf(area).payoutApprovals, {
    headers: batchHeaders(keys),
    body: { transactions: [...ids] },
  });
}

/** Declines payouts in batch with one reason. */
export function declinePayouts(
  area: TransactionArea,
  ids: readonly string[],
  reason: string,
  keys: ActionKeys,
): Promise<BatchResult> {
  return callEndpoint(actionCallsOf(area).payoutDeclinations, {
    headers: batchHeaders(keys),
    body: { transactions: [...ids], reason },
  });
}
