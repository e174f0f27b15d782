import { REPORT_MAX_DAYS, type ReportFilter } from '@paydesk/contracts/reports/report.schemas';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@paydesk/contracts/transactions/transaction.model';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { z } from 'zod';
import { timeZoneOffsetMinutes } from '../../../lib/dates/time-zones';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A report's filters, kept in the URL (a report can be bookmarked and shared; Back undoes a filter):
 * the days (YYYY-MM-DD in the user's zone, both included), the lists a summary narrows by, and the
 * table's page. Unknown or malformed values are dropped, so a hand-edited URL never sends a bad call.
 */
export interface ReportFilterState {
  readonly from: string;
  readonly to: string;
  readonly currency: readonly string[];
  /** Merchants (operators only). */
  readonly customer: readonly string[];
  readonly paymentMethod: readonly string[];
  readonly serviceProvider: readonly string[];
  readonly transactionType: readonly string[];
  readonly transactionStatus: readonly string[];
  /** Platform staff's one tenant ('' for every tenant), on the reports that offer it. */
  readonly tenantId: string;
  readonly page: number;
  readonly pageSize: number;
}

/** A summary call's filter, as the declarations take it (spec §7). */
export type ReportQuery = z.output<typeof ReportFilter>;

/** Spec §9 report tables: 20 rows by default, 5, 10, 20, 50, 75 or 100. */
export const REPORT_TABLE_PAGING = { defaultPageSize: 20, pageSizes: [5, 10, 20, 50, 75, 100] } as const;

/** A report opens on the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

export const LIST_FILTERS = [
  'currency',
  'customer',
  'paymentMethod',
  'serviceProvider',
  'transactionType',
  'transactionStatus',
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_MAX = 50;
const ALLOWED: Partial<Record<ListFilter, (value: string) => boolean>> = {
  currency: (value) => /^[A-Z]{3}$/.test(value),
  customer: (value) => /^[0-9a-f-]{36}$/i.test(value),
  transactionType: (value) => (TRANSACTION_TYPES as readonly string[]).includes(value),
  transactionStatus: (value) => (TRANSACTION_STATUSES as readonly string[]).includes(value),
};

const today = (zone: string, now: Date) => dayjs(now).tz(zone).format('YYYY-MM-DD');

export function defaultRange(zone: string, now: Date = new Date()): { from: string; to: string } {
  const to = today(zone, now);
  return {
    from: dayjs(to)
      .subtract(DEFAULT_REPORT_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
    to,
  };
}

function listOf(params: URLSearchParams, key: ListFilter): string[] {
  const allowed = ALLOWED[key] ?? ((value: string) => value.length > 0 && value.length <= 64);
  return [...new Set((params.get(key) ?? '').split(',').filter(allowed))].slice(0, LIST_MAX);
}

export function filtersFromParams(
  params: URLSearchParams,
  zone: string,
  now: Date = new Date(),
): ReportFilterState {
  const range = defaultRange(zone, now);
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return DAY.test(value) && dayjs(value).isValid() ? value : range[key];
  };
  let from = day('from');
  let to = day('to');
  // A period the server would refuse (backwards, or past its longest) falls back to the default.
  const days = dayjs(to).diff(dayjs(from), 'day') + 1;
  if (days < 1 || days > REPORT_MAX_DAYS) ({ from, to } = range);
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const tenantId = params.get('tenantId') ?? '';
  return {
    from,
    to,
    currency: listOf(params, 'currency'),
    customer: listOf(params, 'customer'),
    paymentMethod: listOf(params, 'paymentMethod'),
    serviceProvider: listOf(params, 'serviceProvider'),
    transactionType: listOf(params, 'transactionType'),
    transactionStatus: listOf(params, 'transactionStatus'),
    tenantId: UUID.test(tenantId) ? tenantId : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (REPORT_TABLE_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : REPORT_TABLE_PAGING.defaultPageSize,
  };
}

/** The state as URL params, defaults left out. */
export function paramsOf(state: ReportFilterState, zone: string, now: Date = new Date()): URLSearchParams {
  const range = defaultRange(zone, now);
  const params = new URLSearchParams();
  if (state.from !== range.from || state.to !== range.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  for (const key of LIST_FILTERS) if (state[key].length > 0) params.set(key, state[key].join(','));
  if (state.tenantId) params.set('tenantId', state.tenantId);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== REPORT_TABLE_PAGING.defaultPageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

/**
 * The summary filter of the calls (spec §7): the first day's midnight until the midnight after the
 * last day, in the user's zone, with its offset; the lists as they are (the client joins arrays with
 * commas), and the tenant when one is chosen. Lists left empty are left out, as spec §7 drops nulls.
 */
export function reportQueryOf(state: ReportFilterState, zone: string): ReportQuery {
  const start = dayjs.tz(state.from, zone).startOf('day');
  const end = dayjs.tz(state.to, zone).startOf('day').add(1, 'day');
  const query: Record<string, unknown> = {
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    timezoneOffset: timeZoneOffsetMinutes(zone, end.subtract(1, 'minute').toDate()),
  };
  const put = (name: keyof ReportQuery, values: readonly string[]) => {
    if (values.length > 0) query[name] = [...values];
  };
  put('currency', state.currency);
  put('customer', state.customer);
  put('paymentMethod', state.paymentMethod);
  put('serviceProviderFilter', state.serviceProvider);
  put('transactionType', state.transactionType);
  put('transactionStatus', state.transactionStatus);
  if (state.tenantId) query.tenantId = state.tenantId;
  return query as ReportQuery;
}
