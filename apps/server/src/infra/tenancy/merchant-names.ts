import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { ScopedTx } from './with-scope';

/**
 * Merchants' names (legal business name) by id, within the transaction's scope: the labels of a
 * report's customer groups, an alert's or a daily file's notification. Ids the scope cannot see
 * are absent from the map.
 */
export async function merchantNames(tx: ScopedTx, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = rowsOf<{ id: string; name: string }>(
    await tx.execute(
      sql`select id::text as id, legal_business_name as name from merchants where id = any (${`{${unique.join(',')}}`}::uuid[])`,
    ),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
