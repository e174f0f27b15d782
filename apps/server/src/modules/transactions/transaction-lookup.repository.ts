import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import type { TransactionPage } from '@paydesk/contracts/transactions/transaction.schemas';
import { count, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type LookupQuery, lookupOrder, lookupWhere } from './transaction-filter';
import { executeNamed } from './transaction-lookup-statements';
import { selectTransactionPage, toTransaction } from './transaction-rows';
import { transactions } from './transactions.table';

/**
 * The count a page reports stops at TRANSACTION_PAGING.countCap: counting a million matches for
 * every page would cost far more than the page itself (20 rows off an index), so the count reads
 * at most `cap` index entries and says when it stopped (`countIsCapped`; the portal shows "10000+").
 */
export async function cappedCount(
  tx: ScopedTx,
  where: SQL | undefined,
  cap: number = TRANSACTION_PAGING.countCap,
): Promise<{ count: number; countIsCapped: boolean }> {
  const matches = tx.select({ one: sql`1` }).from(transactions).where(where).limit(cap).as('matches');
  const [row] = await executeNamed(tx.select({ n: count() }).from(matches));
  const n = Number(row?.n ?? 0);
  return { count: n, countIsCapped: n >= cap };
}

/**
 * One page of the lookup (every list variant: CRM, merchant, platform, reporting, search key): the
 * rows in scope and in one mode that match the filter, in a stable order, with the capped count.
 */
export async function lookUpTransactions(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  query: LookupQuery,
  searchKey?: string,
): Promise<TransactionPage> {
  const where = lookupWhere(scope, actor, query, searchKey);
  const rows = await selectTransactionPage(
    tx,
    where,
    lookupOrder(query),
    query.PageSize,
    query.PageIndex * query.PageSize,
  );
  const total = await cappedCount(tx, where);
  return { ...total, data: rows.map((row) => toTransaction(row, actor)) };
}
