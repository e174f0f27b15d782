import type { TransactionPage } from '@paydesk/contracts/transactions/transaction.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { type LookupArea, lookupCallsOf } from '../../../lib/transactions/lookup-area';
import { lookupContext } from '../../../lib/transactions/lookup-context';
import { type LookupState, listQuery } from '../../../lib/transactions/lookup-params';
import { transactionKeys } from '../../../lib/transactions/transaction-query-keys';

/**
 * One page of the lookup: the list call, or the searchKey call when the search box holds text.
 * SystemMode and the time-zone offset are read when the call is made, not when the screen drew:
 * the Test/Live switch invalidates every query and the refetch must carry the new mode.
 */
export function fetchTransactionPage(
  area: LookupArea,
  state: LookupState,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const calls = lookupCallsOf(area);
  const query = listQuery(state, lookupContext());
  const { searchKey, ...list } = query;
  return searchKey
    ? callEndpoint(calls.searchKey, { query: { ...list, searchKey }, signal })
    : callEndpoint(calls.list, { query: list, signal });
}

export function useTransactionPage(area: LookupArea, state: LookupState) {
  // The chosen saved filter names the filter, it is not one: leave it out of the key.
  const { savedFilter: _, ...keyed } = state;
  return useQuery({
    queryKey: transactionKeys.list(area, keyed),
    queryFn: ({ signal }) => fetchTransactionPage(area, state, signal),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    // The screen shows the failure in place, with a retry.
    meta: { silentError: true },
  });
}
