import {
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import { lookupPathOf } from '../../../lib/transactions/lookup-area';
import type { PayloadRow } from './widget-payload';

/**
 * A number on a widget opens the transaction lookup with the same filters (click a bar, see those
 * payments): the dashboard's period, the widget's own filters, and the clicked row's value of the
 * dimension the widget groups by. The lookup reads the same parameter names (lib/transactions
 * lookup-params). A dimension the lookup cannot filter on (a country) links nowhere.
 */
export interface LookupLinkInput {
  readonly area: LookupArea;
  readonly startDate: string;
  readonly endDate: string;
  /** The user's time zone (the day a grouped-by-day row names is theirs). */
  readonly zone: string;
  /** The widget's own filters, in the widget filter keys of spec §3. */
  readonly filters?: Readonly<Record<string, unknown>>;
  /** The column the widget groups by, and the clicked row. */
  readonly groupBy?: string;
  readonly row?: PayloadRow;
}

dayjs.extend(utc);
dayjs.extend(timezone);

const STATUSES = new Set<string>(TRANSACTION_STATUSES);

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  const single = text(value);
  return single ? single.split(',').filter(Boolean) : [];
}

/** One day of a grouped-by-day row ("2026-11-27"): that day in the user's zone, start to end. */
function dayRange(day: string, zone: string): { startDate: string; endDate: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = dayjs.tz(day, zone).startOf('day');
  return { startDate: start.toISOString(), endDate: start.endOf('day').toISOString() };
}

export function lookupLink(input: LookupLinkInput): string | null {
  const params = new URLSearchParams();
  let startDate = input.startDate;
  let endDate = input.endDate;
  const filters = input.filters ?? {};
  const add = (name: string, values: string[]) => {
    if (values.length > 0) params.set(name, [...new Set(values)].join(','));
  };
  add('merchantId', input.area === 'merchant' ? [] : listOf(filters.Customer));
  add('paymentMethod', listOf(filters.paymentMethod));
  add('serviceProvider', listOf(filters.serviceProviderFilter));
  add('currency', listOf(filters.currency));

  if (input.groupBy && input.row) {
    const value = input.row[input.groupBy];
    switch (input.groupBy) {
      case 'status': {
        const status = text(value);
        if (!status || !STATUSES.has(status)) return null;
        add('status', [status as TransactionStatus]);
        break;
      }
      case 'currency':
      case 'baseCurrency':
        add('currency', listOf(value));
        break;
      case 'paymentMethod':
        add('paymentMethod', listOf(value));
        break;
      case 'serviceProvider':
        add('serviceProvider', listOf(value));
        break;
      case 'customer':
      case 'customerName':
      case 'merchantName': {
        if (input.area === 'merchant') return null;
        add('merchantId', listOf(input.row.customerId ?? input.row.merchantId));
        break;
      }
      case 'day':
      case 'date': {
        const range = dayRange(String(value), input.zone);
        if (!range) return null;
        ({ startDate, endDate } = range);
        break;
      }
      default:
        return null;
    }
  }
  params.set('startDate', startDate);
  params.set('endDate', endDate);
  return `${lookupPathOf(input.area)}?${params.toString()}`;
}
