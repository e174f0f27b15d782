import {
  WEBHOOK_STATUSES,
  type WebhookStatus,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import {
  type DestinationStatisticsQuery,
  WEBHOOK_REPORT_PAGING,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import type { z } from 'zod';
import { timeZoneOffsetMinutes } from '../../../lib/dates/time-zones';
import {
  daysFromParams,
  instantsOf,
  isUuid,
  lastDays,
  pageFromParams,
} from '../../../lib/webhooks/webhook-filters';

/** The destinations status screen's filters, kept in the URL: a status, a merchant, the page. */
export interface DestinationStatusState {
  readonly status: WebhookStatus | '';
  readonly merchantId: string;
  readonly page: number;
  readonly pageSize: number;
}

export function destinationStatusFromParams(params: URLSearchParams): DestinationStatusState {
  const status = params.get('status') ?? '';
  const merchantId = params.get('merchant') ?? '';
  return {
    status: (WEBHOOK_STATUSES as readonly string[]).includes(status) ? (status as WebhookStatus) : '',
    merchantId: isUuid(merchantId) ? merchantId : '',
    ...pageFromParams(params),
  };
}

export function destinationStatusParams(state: DestinationStatusState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.merchantId) params.set('merchant', state.merchantId);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== WEBHOOK_REPORT_PAGING.defaultPageSize)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/** The statistics open on the last 7 days, today included (the call's own default period). */
export const STATISTICS_DEFAULT_DAYS = 7;

/** The statistics screen's filters, kept in the URL: the days (in the user's zone) and a merchant. */
export interface DestinationStatisticsState {
  readonly from: string;
  readonly to: string;
  readonly merchantId: string;
}

export function statisticsFromParams(
  params: URLSearchParams,
  zone: string,
  now: Date = new Date(),
): DestinationStatisticsState {
  const merchantId = params.get('merchant') ?? '';
  return {
    ...daysFromParams(params, lastDays(STATISTICS_DEFAULT_DAYS, zone, now)),
    merchantId: isUuid(merchantId) ? merchantId : '',
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
  if (state.merchantId) params.set('merchant', state.merchantId);
  return params;
}

/**
 * The statistics call's query: the period's instants in the zone and the zone's offset (minutes
 * east of UTC at the period's end, as the summary reports send it), so the series' days (or hours)
 * are the user's.
 */
export function statisticsQueryOf(
  state: DestinationStatisticsState,
  zone: string,
): z.output<typeof DestinationStatisticsQuery> {
  const period = instantsOf(state, zone);
  return {
    ...period,
    ...(state.merchantId && { merchantId: state.merchantId }),
    timezoneOffset: timeZoneOffsetMinutes(zone, new Date(Date.parse(period.to) - 60_000)),
  };
}

/** A 0–1 rate as a whole percent; nothing when there was no attempt to rate. */
export const percentOf = (rate: number | null): string =>
  rate === null ? '' : String(Math.round(rate * 100));
