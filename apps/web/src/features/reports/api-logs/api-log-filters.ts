import {
  API_LOG_OUTCOMES,
  API_LOG_REPORT_PAGING,
  type ApiLogOutcome,
  type ApiLogReportQuery,
} from '@paydesk/contracts/transactions/api-log-report.schemas';
import { TEXT_MAX } from '@paydesk/contracts/validation/text';
import type { z } from 'zod';
import { BYTES_PER_MEGABYTE, formatDataSize, formatDecimal } from '../../../lib/format/number-format';
import { daysFromParams, instantsOf, isUuid, pageFromParams } from '../../../lib/webhooks/webhook-filters';
import { defaultRange } from '../model/report-filters';

/**
 * The API logs report's filters, kept in the URL (bookmarked, shared, undone with Back): the days
 * (both included, in the user's zone; the last 30 by default, as every report), a merchant
 * (operators), a tenant (platform staff), a provider, an operation (part of the URL), an outcome, a
 * search (a transaction id, external id or order reference) and the page. Malformed values of a
 * hand-edited URL are dropped, so the screen never sends a call the server refuses.
 */
export interface ApiLogFilterState {
  readonly from: string;
  readonly to: string;
  readonly merchantId: string;
  readonly tenantId: string;
  readonly provider: string;
  readonly operation: string;
  readonly outcome: ApiLogOutcome | '';
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
}

/** Who the screen is for: merchants see their own merchant, operators pick one; platform staff a tenant too. */
export type ApiLogAudience = 'merchant' | 'tenant' | 'platform';

const TEXT_KEYS = { provider: TEXT_MAX.key, operation: TEXT_MAX.key, search: TEXT_MAX.search } as const;

export function apiLogFiltersFromParams(
  params: URLSearchParams,
  zone: string,
  audience: ApiLogAudience,
  now: Date = new Date(),
): ApiLogFilterState {
  const get = (key: string) => (params.get(key) ?? '').trim();
  const uuid = (key: string) => (isUuid(get(key)) ? get(key) : '');
  const outcome = get('outcome');
  const typed = (key: keyof typeof TEXT_KEYS) => get(key).slice(0, TEXT_KEYS[key]);
  return {
    ...daysFromParams(params, defaultRange(zone, now)),
    merchantId: audience === 'merchant' ? '' : uuid('merchant'),
    tenantId: audience === 'platform' ? uuid('tenant') : '',
    provider: typed('provider'),
    operation: typed('operation'),
    outcome: (API_LOG_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as ApiLogOutcome) : '',
    search: typed('search'),
    ...pageFromParams(params),
  };
}

/** The state as URL params, defaults left out. */
export function apiLogFilterParams(
  state: ApiLogFilterState,
  zone: string,
  now: Date = new Date(),
): URLSearchParams {
  const range = defaultRange(zone, now);
  const params = new URLSearchParams();
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  const put = (key: string, value: string) => {
    if (value.trim()) params.set(key, value.trim());
  };
  put('merchant', state.merchantId);
  put('tenant', state.tenantId);
  put('provider', state.provider);
  put('operation', state.operation);
  put('outcome', state.outcome);
  put('search', state.search);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== API_LOG_REPORT_PAGING.defaultPageSize)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/** The call's query: the days as instants of the zone, only the filters set, and the page. */
export function apiLogQueryOf(state: ApiLogFilterState, zone: string): z.output<typeof ApiLogReportQuery> {
  return {
    ...instantsOf(state, zone),
    ...(state.merchantId && { merchantId: state.merchantId }),
    ...(state.tenantId && { tenantId: state.tenantId }),
    ...(state.provider.trim() && { provider: state.provider.trim() }),
    ...(state.operation.trim() && { operation: state.operation.trim() }),
    ...(state.outcome && { outcome: state.outcome }),
    ...(state.search.trim() && { search: state.search.trim() }),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}

const KILOBYTE = 1024;

/**
 * A body's size (spec §9: data size is measured in megabytes): in MB from one megabyte up, in KB
 * below it (an API body is rarely more than a few KB, and "0,00 MB" says nothing).
 */
export function formatBodySize(bytes: number): string {
  return bytes >= BYTES_PER_MEGABYTE ? formatDataSize(bytes) : `${formatDecimal(bytes / KILOBYTE)} KB`;
}
