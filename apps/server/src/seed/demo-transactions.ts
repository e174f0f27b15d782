import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  accountingEntries,
  disputes,
  paymentChannels,
  transactionEvents,
  transactionFees,
  transactionLogs,
  transactions,
  websites,
} from '../db-schema';
import type { Database } from '../infra/db/database';
import { tenants } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../infra/tenancy/with-scope';
import { appendStatusEvents } from '../modules/money';
import { loadRatedCurrencies } from '../modules/transactions';
import { buildDemoTransactions, type DemoTransactionContext } from './demo-transaction-builder';
import { DEMO_TRANSACTIONS } from './demo-transaction-ids';

/**
 * Writes the demo transactions (demo-transaction-builder.ts) once: nothing happens when the first
 * fixed demo transaction exists, so it runs on every start, and an installation seeded before the
 * transactions feature gets them on its next start. Dates are relative to the moment of seeding.
 */
export async function seedDemoTransactions(db: Database, now = new Date()): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727006)`);
    const [existing] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.id, DEMO_TRANSACTIONS.acmeCaptured.id));
    if (existing) return;
    const rows = buildDemoTransactions(await loadContext(tx, now));
    await insertChunks(tx, websites, rows.websites);
    await insertChunks(tx, paymentChannels, rows.channels);
    // Parents before their children (parent_id references the same table).
    await insertChunks(
      tx,
      transactions,
      rows.transactions.filter((t) => !t.parentId),
    );
    await insertChunks(
      tx,
      transactions,
      rows.transactions.filter((t) => t.parentId),
    );
    // Through the status-event log like every write, so the rollups count them on the worker's next pass.
    const ids = rows.transactions.map((t) => sql`${t.id}`);
    if (ids.length > 0) await appendStatusEvents(tx, 1, sql`t.id in (${sql.join(ids, sql`, `)})`);
    await insertChunks(tx, transactionEvents, rows.events);
    await insertChunks(tx, transactionLogs, rows.logs);
    await insertChunks(tx, transactionFees, rows.fees);
    await insertChunks(tx, accountingEntries, rows.entries);
    await insertChunks(tx, disputes, rows.disputes);
  });
}

/** The rated currencies and the tenants' base currencies, as the database holds them. */
export async function loadContext(tx: ScopedTx, now: Date): Promise<DemoTransactionContext> {
  const rated = await loadRatedCurrencies(tx);
  const bases = await tx.select({ id: tenants.id, baseCurrency: tenants.baseCurrency }).from(tenants);
  return {
    now,
    currencies: rated,
    baseCurrencies: new Map(bases.map((t) => [t.id, t.baseCurrency])),
  };
}

/** Multi-row inserts of at most 500 rows: one round trip each, under the bind-parameter limit. */
async function insertChunks<T extends PgTable>(
  tx: ScopedTx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(table).values(rows.slice(start, start + 500));
  }
}
