import {
  AUDIT_PAGING,
  type LoginHistoryQuery,
  SIGN_IN_EVENTS,
  type SignInEvent,
} from '@paydesk/contracts/audit/audit.schemas';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { z } from 'zod';
import { defaultRange } from '../model/report-filters';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The login history's filters, kept in the URL: the days (both included, in the user's zone; the last
 * 30 by default, as every report), a user (part of an e-mail, or an id), an event, and the page.
 */
export interface LoginHistoryState {
  readonly from: string;
  readonly to: string;
  readonly user: string;
  readonly event: SignInEvent | '';
  readonly page: number;
  readonly pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function loginHistoryFromParams(
  params: URLSearchParams,
  zone: string,
  now: Date = new Date(),
): LoginHistoryState {
  const range = defaultRange(zone, now);
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return DAY.test(value) && dayjs(value).isValid() ? value : range[key];
  };
  const event = params.get('event') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  let from = day('from');
  let to = day('to');
  if (dayjs(to).isBefore(dayjs(from))) ({ from, to } = range);
  return {
    from,
    to,
    user: (params.get('user') ?? '').slice(0, 254),
    event: (SIGN_IN_EVENTS as readonly string[]).includes(event) ? (event as SignInEvent) : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (AUDIT_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : AUDIT_PAGING.defaultPageSize,
  };
}

export function loginHistoryParams(
  state: LoginHistoryState,
  zone: string,
  now: Date = new Date(),
): URLSearchParams {
  const range = defaultRange(zone, now);
  const params = new URLSearchParams();
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  if (state.user.trim()) params.set('user', state.user.trim());
  if (state.event) params.set('event', state.event);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== AUDIT_PAGING.defaultPageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The call's query: the first day's midnight until the midnight after the last, in the zone. */
export function loginHistoryQueryOf(
  state: LoginHistoryState,
  zone: string,
): z.output<typeof LoginHistoryQuery> {
  return {
    from: dayjs.tz(state.from, zone).startOf('day').toISOString(),
    to: dayjs.tz(state.to, zone).startOf('day').add(1, 'day').toISOString(),
    ...(state.user.trim() ? { user: state.user.trim() } : {}),
    ...(state.event ? { event: state.event } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}
