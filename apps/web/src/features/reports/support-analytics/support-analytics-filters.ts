import {
  SUPPORT_ANALYTICS_GROUPS,
  SUPPORT_ANALYTICS_PAGING,
  type SupportAnalyticsGroup,
  type SupportAnalyticsQuery,
} from '@paydesk/contracts/support/support-analytics.schemas';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { z } from 'zod';
import { timeZoneOffsetMinutes } from '../../../lib/dates/time-zones';
import { defaultRange } from '../model/report-filters';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The support analytics report's filters, kept in the URL: the days (both included, in the user's
 * zone; the last 30 by default, as every report), the grouping (agent by default), for platform
 * staff a tenant, and the table's page. Malformed values are dropped, so a hand-edited URL never
 * sends a call the server refuses.
 */
export interface SupportAnalyticsState {
  readonly from: string;
  readonly to: string;
  readonly groupBy: SupportAnalyticsGroup;
  readonly tenantId: string;
  readonly page: number;
  readonly pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_GROUP: SupportAnalyticsGroup = 'agent';

export function supportAnalyticsFromParams(
  params: URLSearchParams,
  zone: string,
  now: Date = new Date(),
): SupportAnalyticsState {
  const range = defaultRange(zone, now);
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return DAY.test(value) && dayjs(value).isValid() ? value : range[key];
  };
  let from = day('from');
  let to = day('to');
  const days = dayjs(to).diff(dayjs(from), 'day') + 1;
  if (days < 1 || days > SUPPORT_ANALYTICS_PAGING.maxDays) ({ from, to } = range);
  const groupBy = params.get('groupBy') ?? '';
  const tenantId = params.get('tenantId') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    from,
    to,
    groupBy: (SUPPORT_ANALYTICS_GROUPS as readonly string[]).includes(groupBy)
      ? (groupBy as SupportAnalyticsGroup)
      : DEFAULT_GROUP,
    tenantId: UUID.test(tenantId) ? tenantId : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (SUPPORT_ANALYTICS_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : SUPPORT_ANALYTICS_PAGING.defaultPageSize,
  };
}

/** The state as URL params, defaults left out. */
export function supportAnalyticsParams(
  state: SupportAnalyticsState,
  zone: string,
  now: Date = new Date(),
): URLSearchParams {
  const range = defaultRange(zone, now);
  const params = new URLSearchParams();
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  if (state.groupBy !== DEFAULT_GROUP) params.set('groupBy', state.groupBy);
  if (state.tenantId) params.set('tenantId', state.tenantId);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== SUPPORT_ANALYTICS_PAGING.defaultPageSize)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/**
 * The call's query: the first day's midnight until the midnight after the last, in the zone, with
 * that zone's offset at the period's end (the per-day chart's days are the user's); the tenant only
 * for platform staff.
 */
export function supportAnalyticsQueryOf(
  state: SupportAnalyticsState,
  zone: string,
  options: { readonly platform: boolean },
): z.output<typeof SupportAnalyticsQuery> {
  const start = dayjs.tz(state.from, zone).startOf('day');
  const end = dayjs.tz(state.to, zone).startOf('day').add(1, 'day');
  return {
    from: start.toISOString(),
    to: end.toISOString(),
    groupBy: state.groupBy,
    timezoneOffset: timeZoneOffsetMinutes(zone, end.subtract(1, 'minute').toDate()),
    ...(options.platform && state.tenantId ? { tenantId: state.tenantId } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}
