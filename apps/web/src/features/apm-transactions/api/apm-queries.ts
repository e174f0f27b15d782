import type { ApmTransactionPage } from '@paydesk/contracts/apm-transactions/apm-transaction.schemas';
import { apmTransactions } from '@paydesk/contracts/apm-transactions/apm-transactions.endpoints';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { lookupContext } from '../../../lib/transactions/lookup-context';
import { type ApmLookupState, apmListQuery, apmRequestFilter, apmSearch } from '../model/apm-lookup-params';

export const apmKeys = {
  all: ['apm-transactions'] as const,
  list: (state: ApmLookupState) => ['apm-transactions', 'list', state] as const,
};

/**
 * One page of the APM lookup: the list call, or the searchKey call when the search box holds text.
 * SystemMode and the offset are read when the call is made (the Test/Live switch refetches).
 */
export function fetchApmPage(state: ApmLookupState, signal?: AbortSignal): Promise<ApmTransactionPage> {
  const query = apmListQuery(state, lookupContext());
  const search = apmSearch(state);
  return search
    ? callEndpoint(apmTransactions.searchKey, { query: { ...query, ...search }, signal })
    : callEndpoint(apmTransactions.list, { query, signal });
}

export function useApmTransactionPage(state: ApmLookupState) {
  return useQuery({
    queryKey: apmKeys.list(state),
    queryFn: ({ signal }) => fetchApmPage(state, signal),
    placeholderData: keepPreviousData,
    // The screen shows the failure in place, with a retry.
    meta: { silentError: true },
  });
}

/** The download's name: the moment it was taken, so several exports do not collide. */
export function apmCsvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `apm-transactions-${day}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.zip`;
}

/** The CSV export of everything the filter and search match (a zip with one CSV file). */
export function useApmCsvExport() {
  return useMutation({
    mutationFn: async (state: ApmLookupState) =>
      (await callEndpoint(apmTransactions.csv, {
        query: { ...apmRequestFilter(state, lookupContext()), ...apmSearch(state) },
      })) as Blob,
    onSuccess: (zip) => saveBlob(zip, apmCsvFileName()),
    meta: { silentError: true },
  });
}
