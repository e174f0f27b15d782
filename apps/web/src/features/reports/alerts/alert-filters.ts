import { ALERT_PAGING, AlertMetric, AlertState } from '@paydesk/contracts/alerts/alert.schemas';
import { daysFromParams, instantsOf, isUuid, lastDays } from '../../../lib/webhooks/webhook-filters';
import type { AlertListParams } from './alert-calls';

/**
 * The alerts report's filters, kept in the URL: the days an alert started in (both included, in
 * the user's zone; the last 30 by default, as every report), its state, metric, merchant and
 * (platform staff) tenant, the page, and `alert`, the alert whose details are open (a
 * notification's link). Unknown or malformed values are dropped.
 */
export interface AlertFilterState {
  readonly from: string;
  readonly to: string;
  readonly state: AlertState | '';
  readonly metric: AlertMetric | '';
  readonly merchantId: string;
  readonly tenantId: string;
  readonly page: number;
  readonly pageSize: number;
  readonly alertId: string;
}

export const ALERT_DEFAULT_DAYS = 30;

const oneOf = <T extends string>(options: readonly T[], value: string): T | '' =>
  (options as readonly string[]).includes(value) ? (value as T) : '';

export function alertFiltersFromParams(
  params: URLSearchParams,
  zone: string,
  now: Date = new Date(),
): AlertFilterState {
  const get = (key: string) => (params.get(key) ?? '').trim();
  const uuid = (key: string) => (isUuid(get(key)) ? get(key) : '');
  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  return {
    ...daysFromParams(params, lastDays(ALERT_DEFAULT_DAYS, zone, now)),
    state: oneOf(AlertState.options, get('state')),
    metric: oneOf(AlertMetric.options, get('metric')),
    merchantId: uuid('merchant'),
    tenantId: uuid('tenant'),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (ALERT_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : ALERT_PAGING.defaultPageSize,
    alertId: uuid('alert'),
  };
}

/** The state as URL params, defaults left out. */
export function alertFilterParams(
  state: AlertFilterState,
  zone: string,
  now: Date = new Date(),
): URLSearchParams {
  const range = lastDays(ALERT_DEFAULT_DAYS, zone, now);
  const params = new URLSearchParams();
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  const put = (key: string, value: string) => {
    if (value) params.set(key, value);
  };
  put('state', state.state);
  put('metric', state.metric);
  put('merchant', state.merchantId);
  put('tenant', state.tenantId);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== ALERT_PAGING.defaultPageSize) params.set('pageSize', String(state.pageSize));
  put('alert', state.alertId);
  return params;
}

/** The list call's query: the days as instants of the zone, and only the filters set. */
export function alertListQueryOf(
  state: AlertFilterState,
  zone: string,
  options: { readonly tenant: boolean },
): AlertListParams {
  return {
    ...instantsOf(state, zone),
    ...(state.state && { state: state.state }),
    ...(state.metric && { metric: state.metric }),
    ...(state.merchantId && { merchantId: state.merchantId }),
    ...(options.tenant && state.tenantId && { tenantId: state.tenantId }),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}
