import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import type { TransactionColumn } from '@paydesk/contracts/transactions/transaction.model';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTimeSeconds } from '../../lib/format/date-format';
import type { LookupArea } from '../../lib/transactions/lookup-area';
import { type NamesById, nameOf } from '../../lib/transactions/lookup-names';
import { moneyDisplay } from '../../lib/transactions/money-display';
import { StatusPill } from '../status-pill/status-pill';

/** What a cell needs besides its row: names of the lookups' ids and the currencies' decimals. */
export interface CellContext {
  readonly t: TFunction;
  /** The lookup's area: a merchant's "customer" column is the payer (payerOf). */
  readonly area: LookupArea;
  readonly currencies: readonly Currency[] | undefined;
  readonly paymentMethodNames: NamesById;
  readonly serviceProviderNames: NamesById;
}

/** Columns whose values line up on the right (amounts). */
export const NUMERIC_COLUMNS: ReadonlySet<TransactionColumn> = new Set(['amount', 'baseAmount']);

/** A value a row may lack (a card, an e-mail), or the dash shown in its place. */
export function orDash(value: string | null, t: TFunction): string {
  return value || t('transactions.lookup.noValue');
}

/**
 * Who paid, as a merchant tells its payments apart: the cardholder's or customer's name, else the
 * customer's e-mail, else a dash. A merchant's own name on every row would say nothing.
 */
export function payerOf(row: Pick<Transaction, 'customerName' | 'customerEmail'>, t: TFunction): string {
  return orDash(row.customerName || row.customerEmail, t);
}

/**
 * One cell of the lookup: amounts in the currency's decimals (spec §9 format), dates in the user's
 * time zone, the status as a pill, the card masked as the server gives it (first 6, last 4).
 */
export function cellContent(column: TransactionColumn, row: Transaction, ctx: CellContext): ReactNode {
  const { t } = ctx;
  switch (column) {
    case 'createdAt':
      return formatDateTimeSeconds(row.createdAt);
    case 'updatedAt':
      return formatDateTimeSeconds(row.updatedAt);
    case 'externalId':
      return row.externalId;
    case 'merchantName':
      return ctx.area === 'merchant' ? payerOf(row, t) : row.merchantName;
    case 'websiteName':
      return row.websiteName;
    case 'tenantName':
      return row.tenantName;
    case 'type':
      return t(`transactions.types.${row.type}`);
    case 'status':
      return <StatusPill value={row.status} label={t(`transactions.statuses.${row.status}`)} />;
    case 'amount':
      return moneyDisplay(row.amount, row.currency, ctx.currencies);
    case 'baseAmount':
      return moneyDisplay(row.baseAmount, row.baseCurrency, ctx.currencies);
    case 'paymentMethod':
      return nameOf(ctx.paymentMethodNames, row.paymentMethod);
    case 'serviceProvider':
      return nameOf(ctx.serviceProviderNames, row.serviceProvider);
    case 'cardMasked':
      return orDash(row.cardMasked, t);
    case 'customerEmail':
      return orDash(row.customerEmail, t);
    case 'customerName':
      return orDash(row.customerName, t);
    case 'mode':
      return t(`transactions.modes.${row.mode}`);
  }
}
