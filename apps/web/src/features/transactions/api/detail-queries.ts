import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { detailKeys } from '../../../lib/transactions/detail-query-keys';
import { readCallsOf, type TransactionArea, tenantHeaders } from '../../../lib/transactions/detail-ref';

/** A transaction that has been read once: the area's calls and (for platform staff) its tenant. */
export interface TransactionRef {
  readonly area: TransactionArea;
  readonly transaction: Transaction;
}

export function refHeaders(ref: TransactionRef): Record<string, string> {
  return tenantHeaders(ref.area, ref.transaction.tenantId);
}

/**
 * The head of the details view. The first read goes without a tenantId header (platform staff do
 * not know the tenant yet); the server finds it in the caller's scope or answers 404. The screen
 * says what went wrong itself (a not-found page), so no error toast.
 */
export function useTransaction(area: TransactionArea, id: string, enabled = true) {
  return useQuery({
    queryKey: detailKeys.transaction(area, id),
    queryFn: ({ signal }) => callEndpoint(readCallsOf(area).get, { params: { id }, signal }),
    enabled,
    meta: { silentError: true },
  });
}
