import {
  WEBHOOK_STATUSES,
  type WebhookStatus,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import {
  type DestinationStatisticsQuery,
  type DestinationStatusQuery,
  WEBHOOK_REPORT_PAGING,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import type { z } from 'zod';
import { timeZoneOffsetMinutes } from '../../../lib/dates/time-zones';
import {
  daysFromParams,
  instantsOf,
  lastDays,
  type OwnerFilter,
  ownerFromParams,
  ownerQueryOf,
  pageFromParams,
  putOwnerParams,
} from '../../../lib/webhooks/webhook-filters';

/**
 * The destinations status screen's filters, kept in the URL: a status, a tenant (platform staff), a
 * merchant, the page.
 */
export interface DestinationStatusState extends OwnerFilter {
  readonly status: WebhookStatus | '';
  readonly page: number;
  readonly pageSize: number;
}

export function destinationStatusFromParams(params: URLSearchParams): DestinationStatusState {
  const status = params.get('status') ?? '';
  return {
    status: (WEBHOOK_STATUSES as readonly string[]).includes(status) ? (status as WebhookStatus) : '',
    ...ownerFromParams(params),
    ...pageFromParams(params),
  };
}

export function destinationStatusParams(state: DestinationStatusState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  putOwnerParams(params, state);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== WEBHOOK_REPORT_PAGING.defaultPageSize)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/** The status call's query: the status, the tenant and the merchant chosen, and the page. */
export function destinationStatusQueryOf(
  state: DestinationStatusState,
): z.output<typeof DestinationStatusQuery> {
  return {
    ...(state.status && { status: state.status }),
    ...ownerQueryOf(state),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}

/** The statistics open on the last 7 days, today included (the call's own default period). */
export const STATISTICS_DEFAULT_DAYS = 7;

/**
 * The statistics screen's filters, kept in the URL: the days (in the user's zone), a tenant
 * (platform staff) and a merchant.
 */
export interface DestinationStatisticsState extends OwnerFilter {
  readonly from: string;
  readonly to: string;
}

export function statisticsFromParams(
  params: URLSearchParams,
  zone: string,
  now: Date = new Date(),
): DestinationStatisticsState {
  return {
    ...daysFromParams(params, lastDays(STATISTICS_DEFAULT_DAYS, zone, now)),
    ...ownerFromParams(params),
  };
}

export function statisticsParams(
  state: DestinationStatisticsState,
  zone: string,
  now: Date = new Date(),
): URLSearchParams {
  const range = lastDays(STATISTICS_DEFAULT_DAYS, zone, now);
  const params = new URLSearchParams();
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  putOwnerParams(params, state);
  return params;
}

/**
 * The statistics call's query: the period's instants in the zone, the tenant and merchant chosen,
 * and the zone's offset (minutes east of UTC at the period's end, as the summary reports send it),
 * so the series' days (or hours) are the user's.
 */
export function statisticsQueryOf(
  state: DestinationStatisticsState,
  zone: string,
): z.output<typeof DestinationStatisticsQuery> {
  const period = instantsOf(state, zone);
  return {
    ...period,
    ...ownerQueryOf(state),
    timezoneOffset: timeZoneOffsetMinutes(zone, new Date(Date.parse(period.to) - 60_000)),
  };
}

/** A 0–1 rate as a whole percent; nothing when there was no attempt to rate. */
export const percentOf = (rate: number | null): string =>
  rate === null ? '' : String(Math.round(rate * 100));
