import { TRANSACTION_STATUSES } from '@paydesk/contracts/transactions/transaction.model';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import { lookupPathOf } from '../../../lib/transactions/lookup-area';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A number on a widget opens the transaction lookup with the same filters (click a bar, see those
 * payments): the dashboard's period, the widget's own filters, and the clicked group. The lookup
 * reads the same parameter names (lib/transactions/lookup-params). What a group is comes from the
 * widget's chart data source (spec §3), its value from the row's `key`; a group the lookup cannot
 * filter on (a base currency, a country) links nowhere.
 */
export type LookupDimension =
  | 'status'
  | 'currency'
  | 'paymentMethod'
  | 'serviceProvider'
  | 'merchant'
  | 'time';

const DIMENSION_OF_SOURCE: Readonly<Record<string, LookupDimension>> = {
  TRANSACTIONS_BY_STATUS: 'status',
  TRANSACTIONS_BY_CURRENCY: 'currency',
  TRANSACTIONS_BY_PAYMENT_METHOD: 'paymentMethod',
  TRANSACTIONS_BY_SERVICE_PROVIDER: 'serviceProvider',
  TRANSACTIONS_BY_DATE: 'time',
  TRANSACTIONS_CHART_REPORTING_BY_CUSTOMER: 'merchant',
  TRANSACTIONS_CHART_REPORTING_BY_SERVICE_PROVIDER: 'serviceProvider',
  TRANSACTIONS_CHART_REPORTING_BY_PAYMENT_METHOD: 'paymentMethod',
};

/** The group a chart data source's rows are, or null for one the lookup cannot filter on. */
export function dimensionOf(source: string | number | null | undefined): LookupDimension | null {
  return typeof source === 'string' ? (DIMENSION_OF_SOURCE[source] ?? null) : null;
}

export interface LookupLinkInput {
  readonly area: LookupArea;
  readonly startDate: string;
  readonly endDate: string;
  /** The user's time zone: a day or an hour a row names is theirs. */
  readonly zone: string;
  /** The widget's own filters, in the widget filter keys of spec §3. */
  readonly filters?: Readonly<Record<string, unknown>>;
  /** The clicked group: what it is and its value (a row's `key`). */
  readonly group?: { readonly dimension: LookupDimension; readonly value: string };
}

const STATUSES = new Set<string>(TRANSACTION_STATUSES);

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return typeof value === 'string' ? value.split(',').filter(Boolean) : [];
}

/** A day ("2026-11-27") or an hour ("2026-11-27T14:00") in the user's zone, start to end. */
function timeRange(value: string, zone: string): { startDate: string; endDate: string } | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const hour = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value);
  if (!day && !hour) return null;
  const start = dayjs.tz(value, zone);
  const unit = day ? 'day' : 'hour';
  return { startDate: start.startOf(unit).toISOString(), endDate: start.endOf(unit).toISOString() };
}

export function lookupLink(input: LookupLinkInput): string | null {
  const params = new URLSearchParams();
  let { startDate, endDate } = input;
  const filters = input.filters ?? {};
  const lists = new Map<string, string[]>([
    ['merchantId', input.area === 'merchant' ? [] : listOf(filters.Customer)],
    ['paymentMethod', listOf(filters.paymentMethod)],
    ['serviceProvider', listOf(filters.serviceProviderFilter)],
    ['currency', listOf(filters.currency)],
    ['status', listOf(filters.transactionStatus)],
  ]);
  const group = input.group;
  if (group) {
    const { dimension, value } = group;
    if (!value) return null;
    if (dimension === 'time') {
      const range = timeRange(value, input.zone);
      if (!range) return null;
      ({ startDate, endDate } = range);
    } else if (dimension === 'status') {
      if (!STATUSES.has(value)) return null;
      lists.set('status', [value]);
    } else if (dimension === 'merchant') {
      if (input.area === 'merchant') return null;
      lists.set('merchantId', [value]);
    } else {
      lists.set(dimension, [value]);
    }
  }
  for (const [name, values] of lists) if (values.length > 0) params.set(name, [...new Set(values)].join(','));
  params.set('startDate', startDate);
  params.set('endDate', endDate);
  return `${lookupPathOf(input.area)}?${params.toString()}`;
}
