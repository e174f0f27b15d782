import { csvSafeCell } from '@paydesk/contracts/support/support.model';
import type { TransactionRow } from '../../money';

/**
 * The cells of the transaction export (transactions.csv; docs/transactions.md "Lookup and exports").
 * Amounts are decimal strings made from the integer minor units by string arithmetic, never through
 * a float; instants are shown at the caller's offset; every cell goes through csvSafeCell, so a
 * customer name like "=HYPERLINK(…)" is text in a spreadsheet, never a formula.
 */

/** 12345 with 2 decimal places is "123.45"; 5 is "0.05"; with 0 places, "12345". */
export function formatMinorUnits(amount: number, decimalPlaces: number): string {
  if (!Number.isSafeInteger(amount)) throw new Error('An amount in minor units must be a safe integer');
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount));
  if (decimalPlaces <= 0) return `${sign}${digits}`;
  const padded = digits.padStart(decimalPlaces + 1, '0');
  return `${sign}${padded.slice(0, -decimalPlaces)}.${padded.slice(-decimalPlaces)}`;
}

/** `YYYY-MM-DD HH:mm:ss` of `instant` at `offsetMinutes` east of UTC. */
export function formatLocalDateTime(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

/** "UTC", "UTC+03:00", "UTC-05:30": said in the date headers, so a reader knows the zone. */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * The columns every transaction export starts with (transactions.csv, apm-transactions.csv): which
 * transaction, when, whose and in what state. Shared so the two files keep the same leading columns.
 */
export function leadingCsvHeader(offsetMinutes: number): string[] {
  const zone = offsetLabel(offsetMinutes);
  return [
    'Transaction ID',
    'External ID',
    `Created (${zone})`,
    `Updated (${zone})`,
    'Tenant',
    'Merchant',
    'Website',
    'Mode',
    'Type',
    'Status',
  ];
}

/** The cells of leadingCsvHeader, in its order. */
export function leadingCsvCells(row: TransactionRow, offsetMinutes: number): string[] {
  const { t } = row;
  return [
    t.id,
    t.externalId,
    formatLocalDateTime(t.createdAt, offsetMinutes),
    formatLocalDateTime(t.updatedAt, offsetMinutes),
    row.tenantName,
    row.merchantName,
    row.websiteName,
    t.mode,
    t.type,
    t.status,
  ];
}

export function csvHeader(offsetMinutes: number): string[] {
  return [
    ...leadingCsvHeader(offsetMinutes),
    'Amount',
    'Currency',
    'Base amount',
    'Base currency',
    'Captured amount',
    'Refunded amount',
    'Payment method',
    'Service provider',
    'Card',
    'Card brand',
    'Customer e-mail',
    'Customer name',
    'Parent transaction ID',
    'Response code',
    'Response message',
  ];
}

/** Decimal places by currency code; a currency missing from the table shows as 2 places. */
export type DecimalPlaces = ReadonlyMap<string, number>;

/**
 * The names of payment methods and service providers by id, as the portal shows them (its lookups
 * of `payment_methods` and `service_providers`); an id without a name shows as itself.
 */
export interface ReferenceNames {
  readonly paymentMethods: ReadonlyMap<string, string>;
  readonly serviceProviders: ReadonlyMap<string, string>;
}

export const NO_REFERENCE_NAMES: ReferenceNames = { paymentMethods: new Map(), serviceProviders: new Map() };

export function csvCells(
  row: TransactionRow,
  decimals: DecimalPlaces,
  offsetMinutes: number,
  names: ReferenceNames = NO_REFERENCE_NAMES,
): string[] {
  const { t } = row;
  const places = (currency: string) => decimals.get(currency) ?? 2;
  const money = (amount: number) => formatMinorUnits(amount, places(t.currency));
  return [
    ...leadingCsvCells(row, offsetMinutes),
    money(t.amount),
    t.currency,
    formatMinorUnits(t.baseAmount, places(t.baseCurrency)),
    t.baseCurrency,
    money(t.capturedAmount),
    money(t.refundedAmount),
    names.paymentMethods.get(t.paymentMethod) ?? t.paymentMethod,
    names.serviceProviders.get(t.serviceProvider) ?? t.serviceProvider,
    t.cardMasked ?? '',
    t.cardBrand ?? '',
    t.customerEmail ?? '',
    t.customerName ?? '',
    t.parentId ?? '',
    t.responseCode ?? '',
    t.responseMessage ?? '',
  ];
}

/** One CSV line (CRLF, RFC 4180), every cell made safe. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvSafeCell).join(',')}\r\n`;
}
