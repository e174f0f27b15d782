import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import type { TransactionPage } from '@paydesk/contracts/transactions/transaction.schemas';
import { count, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../infra/auth/actor';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { executeNamed, toTransaction, transactions } from '../../money';
import { type LookupQuery, lookupOrder, lookupWhere } from '../transaction-filter';
import { selectLookupPage } from './transaction-lookup-page';

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
 * Page and count are one statement (transaction-lookup-page.ts); only a page past the last row
 * counts on its own.
 */
export async function lookUpTransactions(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  query: LookupQuery,
  searchKey?: string,
): Promise<TransactionPage> {
  const where = lookupWhere(scope, actor, query, searchKey);
  const cap = TRANSACTION_PAGING.countCap;
  const page = await selectLookupPage(tx, where, lookupOrder(query), {
    limit: query.PageSize,
    offset: query.PageIndex * query.PageSize,
    cap,
  });
  const total =
    page.total === null
      ? await cappedCount(tx, where, cap)
      : { count: page.total, countIsCapped: page.total >= cap };
  return { ...total, data: page.rows.map((row) => toTransaction(row, actor)) };
}
