import { useQuery } from '@tanstack/react-query';
import { detailKeys } from '../../../lib/transactions/detail-query-keys';
import type { TransactionRef } from './detail-queries';

/**
 * One tab's read. Tabs mount only when opened, so each call is made the first time its tab is
 * shown (and then kept in the cache while the transaction is open).
 */
export function useTabQuery<T>(
  ref: TransactionRef,
  tab: string,
  fetcher: (ref: TransactionRef, signal: AbortSignal) => Promise<T>,
  ...args: unknown[]
) {
  return useQuery({
    queryKey: detailKeys.tab(ref.area, ref.transaction.id, tab, ...args),
    queryFn: ({ signal }) => fetcher(ref, signal),
  });
}

/** A read of one item a tab row opens (an event's payload, an API log's bodies, a response code). */
export function useItemQuery<T>(
  ref: TransactionRef,
  kind: 'event' | 'apiLog' | 'rejectionReason',
  itemId: string | null,
  fetcher: (ref: TransactionRef, itemId: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: detailKeys.item(ref.area, kind, `${ref.transaction.id}/${itemId ?? ''}`),
    queryFn: ({ signal }) => fetcher(ref, itemId!, signal),
    enabled: itemId !== null,
    // A code without an explanation is said in place; it is no failure worth a toast.
    meta: kind === 'rejectionReason' ? { silentError: true } : undefined,
  });
}
