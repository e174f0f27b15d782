import {
  DEFAULT_TRANSACTION_COLUMNS,
  type TransactionColumn,
} from '@paydesk/contracts/transactions/transaction.model';
import {
  TransactionColumn as ColumnSchema,
  type LookupColumns,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../infra/errors/app-error';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { userLookupColumns } from '../../money';

/**
 * The lookup's columns each user chose (transaction-lookup-columns), in order; the defaults until
 * the user saves. A stored column that no longer exists is dropped on read rather than failing the
 * lookup; if none is left, the defaults come back.
 */
export async function getLookupColumns(tx: ScopedTx, userId: string): Promise<LookupColumns> {
  const [row] = await tx
    .select({ columns: userLookupColumns.columns })
    .from(userLookupColumns)
    .where(eq(userLookupColumns.userId, userId))
    .limit(1);
  const known = (row?.columns ?? []).filter((c): c is TransactionColumn => ColumnSchema.safeParse(c).success);
  return { columns: known.length > 0 ? known : [...DEFAULT_TRANSACTION_COLUMNS] };
}

/** Saves the user's columns in order; a column named twice is a 400 on that position. */
export async function saveLookupColumns(
  tx: ScopedTx,
  userId: string,
  request: LookupColumns,
): Promise<LookupColumns> {
  const seen = new Set<string>();
  const duplicates = request.columns.flatMap((column, index) => {
    if (!seen.has(column)) {
      seen.add(column);
      return [];
    }
    return [{ field: `body.columns.${index}`, message: `The column ${column} is chosen twice` }];
  });
  if (duplicates.length > 0) throw AppError.validation(duplicates);
  const columns = [...request.columns];
  await tx
    .insert(userLookupColumns)
    .values({ userId, columns })
    .onConflictDoUpdate({ target: userLookupColumns.userId, set: { columns, updatedAt: new Date() } });
  return { columns };
}
