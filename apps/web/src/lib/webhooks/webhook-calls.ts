import type { AnyEndpoint, EndpointQuery, EndpointResponse } from '@paydesk/contracts/http/endpoint';
import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client';

/**
 * Who a webhook screen is for: operators (`crm/reports/…`, the CRM base) or merchant users
 * (`reports/…`, the merchant base). It comes from the route, not from the user.
 */
export type WebhookAudience = 'operator' | 'merchant';

/** The webhook lists of an audience: the deliveries (wh/) and every attempt (wh2/). */
export function webhookListCallsOf(audience: WebhookAudience) {
  const family = audience === 'merchant' ? merchantTransactionWebhooks : crmTransactionWebhooks;
  return { deliveries: family.deliveries, attempts: family.attempts };
}

/** TanStack Query keys of the webhook monitoring; every key starts with 'webhooks'. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  of: (endpoint: AnyEndpoint, query: unknown) => ['webhooks', endpoint.id, query] as const,
};

/**
 * One webhook list or statistics call for the screen's filters. The previous answer stays on screen
 * while a new filter loads (marked busy); a failure is the screen's to show (its retry), not a toast.
 */
export function useWebhookCall<E extends AnyEndpoint>(endpoint: E, query: EndpointQuery<E>) {
  return useQuery({
    queryKey: webhookKeys.of(endpoint, query),
    queryFn: ({ signal }) => callEndpoint(endpoint, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The server's largest page, for reading every row the filters match (a CSV). */
export const ALL_ROWS_PAGE_SIZE = 100;

/** Every row of a paged webhook list for the query: pages of 100 until `count` rows are read. */
export async function allWebhookRows<E extends AnyEndpoint, R>(
  endpoint: E,
  query: EndpointQuery<E>,
  rowsOf: (page: EndpointResponse<E>) => { readonly data: readonly R[]; readonly count: number },
): Promise<R[]> {
  const rows: R[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = rowsOf(
      await callEndpoint(endpoint, {
        query: {
          ...(query as unknown as object),
          pageIndex,
          pageSize: ALL_ROWS_PAGE_SIZE,
        } as unknown as EndpointQuery<E>,
      }),
    );
    rows.push(...page.data);
    if (page.data.length === 0 || rows.length >= page.count) return rows;
  }
}
