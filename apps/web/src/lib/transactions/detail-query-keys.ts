import type { TransactionArea } from './detail-ref';

/**
 * TanStack Query keys of the details view. Every key starts with 'transactions' (as the lookup's
 * do), so invalidating `['transactions']` after an action refreshes the transaction, its tabs and
 * every list that may show it.
 */
export const detailKeys = {
  all: ['transactions'] as const,
  transaction: (area: TransactionArea, id: string) => ['transactions', 'detail', area, id] as const,
  tab: (area: TransactionArea, id: string, tab: string, ...args: unknown[]) =>
    ['transactions', 'detail', area, id, tab, ...args] as const,
  item: (area: TransactionArea, kind: 'event' | 'apiLog' | 'rejectionReason', id: string) =>
    ['transactions', 'detail-item', area, kind, id] as const,
  reasons: (type: string, status: string) => ['transactions', 'reasons', type, status] as const,
  pending: (area: TransactionArea, kind: 'payments' | 'payouts', page: unknown) =>
    ['transactions', 'pending', area, kind, page] as const,
};
