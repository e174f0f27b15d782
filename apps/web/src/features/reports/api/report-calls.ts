import type { AnyEndpoint, EndpointQuery, EndpointResponse } from '@paydesk/contracts/http/endpoint';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import type { ReportQuery } from '../model/report-filters';

/** The report screens' calls and their query keys (all under ['reports']). */

export const reportKeys = {
  all: ['reports'] as const,
  of: (endpoint: AnyEndpoint, query: unknown) => ['reports', endpoint.id, query] as const,
};

/**
 * One report call with the screen's filters. The previous answer stays on screen while a new filter
 * loads (it is marked busy), and a failure is the screen's to show (its retry), not a toast.
 */
export function useReport<E extends AnyEndpoint>(endpoint: E, query: EndpointQuery<E>) {
  return useQuery({
    queryKey: reportKeys.of(endpoint, query),
    queryFn: ({ signal }) => callEndpoint(endpoint, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Several report calls with the same filters (a screen of charts), in the order given. */
export function useReports(endpoints: readonly AnyEndpoint[], query: ReportQuery) {
  return useQueries({
    queries: endpoints.map((endpoint) => ({
      queryKey: reportKeys.of(endpoint, query),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(endpoint, { query: query as never, signal }),
      placeholderData: keepPreviousData,
      meta: { silentError: true },
    })),
  });
}

/**
 * Every page of a paged report table, for its CSV (the rows the filters match, not only the page on
 * screen): pages of 100 until `count` rows are read.
 */
export async function allPages<E extends AnyEndpoint, R>(
  endpoint: E,
  query: ReportQuery,
  rowsOf: (page: EndpointResponse<E>) => { readonly rows: readonly R[]; readonly count: number },
): Promise<R[]> {
  const rows: R[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = rowsOf(
      await callEndpoint(endpoint, {
        query: { ...query, pageIndex, PageSize: 100 } as unknown as EndpointQuery<E>,
      }),
    );
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.count) return rows;
  }
}
