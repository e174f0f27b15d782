import {
  WEBHOOK_DELIVERY_STATES,
  type WebhookDeliveryState,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import {
  ResponseFilter,
  WEBHOOK_REPORT_PAGING,
  type WebhookFilter,
  type WebhookListQuery,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { TEXT_MAX } from '@paydesk/contracts/validation/text';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The webhook lists' filters (the webhook report, its v2 and the bulk resend), kept in the URL so a
 * view can be bookmarked, shared and undone with Back: the days the deliveries were created in
 * (both included, in the user's zone; the last 30 by default, as every report), a tenant (platform
 * staff) and a merchant (operators), an event type, a delivery state, an answer (503, 5xx or none),
 * a transaction, and the page. Unknown or malformed values are dropped, so a hand-edited URL never sends a bad call.
 */
export interface WebhookFilterState extends OwnerFilter {
  readonly from: string;
  readonly to: string;
  readonly eventType: string;
  readonly state: WebhookDeliveryState | '';
  readonly response: string;
  readonly transactionId: string;
  readonly page: number;
  readonly pageSize: number;
}

/** A webhook list opens on the last 30 days, today included (as the other reports). */
export const WEBHOOK_DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
/** The id of the URL's `key`, or '' when it is missing or malformed. */
const uuidParam = (params: URLSearchParams, key: string): string => {
  const value = (params.get(key) ?? '').trim();
  return isUuid(value) ? value : '';
};
/** An answer filter the server takes: a code (503), a class (5xx) or `none`. */
export const isResponseFilter = (value: string): boolean => ResponseFilter.safeParse(value).success;

/** The last `days` days in the zone, today included, as YYYY-MM-DD. */
export function lastDays(days: number, zone: string, now: Date = new Date()): { from: string; to: string } {
  const to = dayjs(now).tz(zone).format('YYYY-MM-DD');
  return {
    from: dayjs(to)
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
    to,
  };
}

/** The days of the URL (`from`, `to`), or `fallback` when either is missing, malformed or backwards. */
export function daysFromParams(
  params: URLSearchParams,
  fallback: { from: string; to: string },
): { from: string; to: string } {
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return DAY.test(value) && dayjs(value).isValid() ? value : fallback[key];
  };
  const from = day('from');
  const to = day('to');
  return dayjs(to).isBefore(dayjs(from)) ? fallback : { from, to };
}

/** The days as a call's instants: the first day's midnight until the midnight after the last, in the zone. */
export function instantsOf(days: { from: string; to: string }, zone: string): { from: string; to: string } {
  return {
    from: dayjs.tz(days.from, zone).startOf('day').toISOString(),
    to: dayjs.tz(days.to, zone).startOf('day').add(1, 'day').toISOString(),
  };
}

/**
 * Whose deliveries or endpoints a webhook screen narrows to: a tenant (platform staff only, whose
 * calls take `tenantId`) and a merchant, '' for any. A merchant belongs to its tenant, so choosing
 * another tenant clears the merchant (the filter bars do).
 */
export interface OwnerFilter {
  readonly tenantId: string;
  readonly merchantId: string;
}

/** The tenant (`tenant`) and merchant (`merchant`) of the URL; a malformed id is dropped. */
export function ownerFromParams(params: URLSearchParams): OwnerFilter {
  return { tenantId: uuidParam(params, 'tenant'), merchantId: uuidParam(params, 'merchant') };
}

/** Writes the tenant and merchant chosen to the URL params (none when any). */
export function putOwnerParams(params: URLSearchParams, owner: OwnerFilter): void {
  if (owner.tenantId) params.set('tenant', owner.tenantId);
  if (owner.merchantId) params.set('merchant', owner.merchantId);
}

/** The tenant and merchant chosen, as a call's `tenantId` and `merchantId`. */
export function ownerQueryOf(owner: OwnerFilter): { tenantId?: string; merchantId?: string } {
  return {
    ...(owner.tenantId && { tenantId: owner.tenantId }),
    ...(owner.merchantId && { merchantId: owner.merchantId }),
  };
}

/** A page index and size from the URL: a whole page index, and one of the spec §9 sizes. */
export function pageFromParams(params: URLSearchParams): { page: number; pageSize: number } {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (WEBHOOK_REPORT_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : WEBHOOK_REPORT_PAGING.defaultPageSize,
  };
}

export function webhookFiltersFromParams(
  params: URLSearchParams,
  zone: string,
  now: Date = new Date(),
): WebhookFilterState {
  const get = (key: string) => (params.get(key) ?? '').trim();
  const state = get('state');
  const response = get('response').toLowerCase();
  return {
    ...daysFromParams(params, lastDays(WEBHOOK_DEFAULT_DAYS, zone, now)),
    ...ownerFromParams(params),
    eventType: get('eventType').slice(0, TEXT_MAX.key),
    state: (WEBHOOK_DELIVERY_STATES as readonly string[]).includes(state)
      ? (state as WebhookDeliveryState)
      : '',
    response: isResponseFilter(response) ? response : '',
    transactionId: uuidParam(params, 'transaction'),
    ...pageFromParams(params),
  };
}

/** The state as URL params, defaults left out. */
export function webhookFilterParams(
  state: WebhookFilterState,
  zone: string,
  now: Date = new Date(),
): URLSearchParams {
  const range = lastDays(WEBHOOK_DEFAULT_DAYS, zone, now);
  const params = new URLSearchParams();
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  const put = (key: string, value: string) => {
    if (value.trim()) params.set(key, value.trim());
  };
  putOwnerParams(params, state);
  put('eventType', state.eventType);
  put('state', state.state);
  put('response', state.response);
  put('transaction', state.transactionId);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== WEBHOOK_REPORT_PAGING.defaultPageSize)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/**
 * The filter as the calls (and the bulk resend's `{ filter }`) take it: the days as instants of
 * the zone, and only the filters set. `merchantId` only where the audience may filter by merchant
 * (a merchant user's calls are scoped to their merchant already), `tenantId` only for platform
 * staff (useWebhookFilters clears what the user is not offered).
 */
export function webhookFilterOf(state: WebhookFilterState, zone: string): WebhookFilter {
  return {
    ...instantsOf(state, zone),
    ...ownerQueryOf(state),
    ...(state.eventType.trim() && { eventType: state.eventType.trim() }),
    ...(state.state && { state: state.state }),
    ...(state.response && { response: state.response }),
    ...(state.transactionId && { transactionId: state.transactionId }),
  };
}

/** One page of a webhook list (wh/ or wh2/) for the filters. */
export function webhookListQueryOf(
  state: WebhookFilterState,
  zone: string,
): z.output<typeof WebhookListQuery> {
  return { ...webhookFilterOf(state, zone), pageIndex: state.page, pageSize: state.pageSize };
}
