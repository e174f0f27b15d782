import type { ApmType } from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import { apmShopperState } from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import type {
  ApmTransaction,
  ApmTransactionPage,
} from '@paydesk/contracts/apm-transactions/apm-transaction.schemas';
import type { TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import {
  selectTransactionPage,
  selectTransactionRows,
  type TransactionRow,
  toTransaction,
  transactions,
  transactionsInScope,
} from '../money';
import { cappedCount, type LookupQuery, lookupOrder } from '../transactions';
import { type ApmFilter, type ApmSearch, apmMethodCondition, apmWhere } from './apm-transaction-filter';
import { apmPaymentMethods } from './apm-transactions.table';

export type ApmLookupQuery = ApmFilter &
  Pick<LookupQuery, 'PageIndex' | 'PageSize' | 'sortBy' | 'sortDirection'>;

/** APM type by payment method id: a handful of rows, read once per request. */
export async function apmTypesByMethod(tx: ScopedTx): Promise<ReadonlyMap<string, ApmType>> {
  const rows = await tx.select().from(apmPaymentMethods);
  return new Map(rows.map((r) => [r.paymentMethod, r.apmType]));
}

/** A transaction row as an APM transaction; the row must be of an APM (the queries make sure). */
export function toApmTransaction(
  row: TransactionRow,
  actor: Actor,
  types: ReadonlyMap<string, ApmType>,
): ApmTransaction {
  const apmType = types.get(row.t.paymentMethod);
  if (!apmType) throw new Error(`Payment method ${row.t.paymentMethod} is not an APM`);
  return {
    ...toTransaction(row, actor),
    apmType,
    apmReference: row.t.processorReference,
    shopperAccount: row.t.customerEmail,
    shopperState: apmShopperState(row.t.status as TransactionStatus),
  };
}

/** One page of the APM lookup (list and searchKey): rows in scope, in one mode, of an APM. */
export async function lookUpApmTransactions(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  query: ApmLookupQuery,
  search?: ApmSearch,
): Promise<ApmTransactionPage> {
  const where = apmWhere(scope, actor, query, search);
  const rows = await selectTransactionPage(
    tx,
    where,
    lookupOrder(query),
    query.PageSize,
    query.PageIndex * query.PageSize,
  );
  const total = await cappedCount(tx, where);
  const types = await apmTypesByMethod(tx);
  return { ...total, data: rows.map((row) => toApmTransaction(row, actor, types)) };
}

/**
 * One APM transaction by id, in the caller's scope (tenant, limits) whatever its mode, as the
 * transaction reads are; a card transaction, or one out of scope, is 404.
 */
export async function getApmTransaction(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  id: string,
): Promise<ApmTransaction> {
  const [row] = await selectTransactionRows(tx)
    .where(and(transactionsInScope(scope), eq(transactions.id, id), apmMethodCondition(undefined)))
    .limit(1);
  if (!row) throw AppError.notFound('APM transaction');
  return toApmTransaction(row, actor, await apmTypesByMethod(tx));
}
