import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../infra/errors/app-error';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { transactions, transactionsInScope } from '../../money';

/** The same words as the money actions (docs/transactions.md "How an action runs"). */
export const MODE_MISMATCH_MESSAGE = 'Switch the portal to the mode of this transaction to act on it';

export type TransactionRecord = typeof transactions.$inferSelect;

/**
 * The transaction by id if the scope may see it (tenant, merchant, per-user limits), else 404 —
 * exactly like one that does not exist. `lock` takes its row lock for a change that depends on it.
 */
export async function requireTransactionInScope(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<TransactionRecord> {
  const query = tx
    .select()
    .from(transactions)
    .where(and(transactionsInScope(scope), eq(transactions.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Transaction');
  return row;
}
