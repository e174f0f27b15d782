import { sql } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { DataScope } from './data-scope';

/** The transaction a scoped callback receives; repositories take this, never the bare database. */
export type ScopedTx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The role the application's queries run as (migrations/0002_tenancy.sql); it owns nothing. */
export const APP_ROLE = 'paydesk_app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in a transaction that row-level security binds to `scope`: the role switches to
 * paydesk_app (PGlite and a superuser would otherwise bypass every policy) and the visible tenants
 * and merchant are set for this transaction only, so a pooled connection never carries them over.
 *
 * Inside `fn`, use `tx` only: on PGlite (one connection) a query on the outer database would wait
 * for this very transaction to finish.
 *
 * `config` sets the transaction's isolation level and access mode (e.g. REPEATABLE READ, read only
 * for an export that must read one snapshot across many queries); both drivers pass it on
 * (node-postgres in BEGIN, PGlite as SET TRANSACTION before the first query).
 */
export async function withScope<T>(
  db: Database,
  scope: DataScope,
  fn: (tx: ScopedTx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const tenantIds = tenantIdsSetting(scope);
  const merchantId = scope.merchantId ?? '';
  if (merchantId && !UUID.test(merchantId))
    throw new Error('The scope holds a merchant id that is not a UUID');
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_ids', ${tenantIds}, true), set_config('app.merchant_id', ${merchantId}, true)`,
    );
    return fn(tx);
  }, config);
}

/** '*' for every tenant, else the ids joined by commas; '' (nothing visible) for none. */
function tenantIdsSetting(scope: DataScope): string {
  if (scope.tenantIds === 'all') return '*';
  for (const id of scope.tenantIds) {
    // The ids come from the database or a validated header; a malformed one is a bug, not input.
    if (!UUID.test(id)) throw new Error('The scope holds a tenant id that is not a UUID');
  }
  return scope.tenantIds.join(',');
}
