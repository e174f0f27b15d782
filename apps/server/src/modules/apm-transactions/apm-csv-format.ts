import type { ApmType } from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import { apmShopperState } from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import type { TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import type { TransactionRow } from '../money';
import { type DecimalPlaces, formatMinorUnits, leadingCsvCells, leadingCsvHeader } from '../transactions';

/**
 * The cells of apm-transactions.csv: the transaction export's conventions (decimal amounts from
 * minor units by string arithmetic, instants at the caller's offset) with the APM's own columns
 * instead of the card's. Cells are made formula-safe by csvLine.
 */
export function apmCsvHeader(offsetMinutes: number): string[] {
  return [
    ...leadingCsvHeader(offsetMinutes),
    'Shopper state',
    'Amount',
    'Currency',
    'Refunded amount',
    'Payment method',
    'APM type',
    'Service provider',
    'APM reference',
    'Shopper account',
    'Customer name',
    'Parent transaction ID',
    'Response code',
    'Response message',
  ];
}

export function apmCsvCells(
  row: TransactionRow,
  types: ReadonlyMap<string, ApmType>,
  decimals: DecimalPlaces,
  offsetMinutes: number,
): string[] {
  const { t } = row;
  const money = (amount: number) => formatMinorUnits(amount, decimals.get(t.currency) ?? 2);
  return [
    ...leadingCsvCells(row, offsetMinutes),
    apmShopperState(t.status as TransactionStatus),
    money(t.amount),
    t.currency,
    money(t.refundedAmount),
    t.paymentMethod,
    types.get(t.paymentMethod) ?? '',
    t.serviceProvider,
    t.processorReference ?? '',
    t.customerEmail ?? '',
    t.customerName ?? '',
    t.parentId ?? '',
    t.responseCode ?? '',
    t.responseMessage ?? '',
  ];
}
