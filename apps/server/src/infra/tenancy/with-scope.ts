import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../db/database';
import type { DataScope } from './data-scope';

/** The transaction a scoped callback receives; repositories take this, never the bare database. */
export type ScopedTx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The role the application's queries run as (migrations/0002_tenancy.sql); it owns nothing. */
export const APP_ROLE = 'paydesk_app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A payment method's or service provider's id (`payment_methods.id`, `service_providers.id`). */
const REFERENCE_ID = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Runs `fn` in a transaction that row-level security binds to `scope`: the role switches to
 * paydesk_app (PGlite and a superuser would otherwise bypass every policy) and the visible tenants
 * and merchant and the user's limits (customers, payment methods, service providers) are set for
 * this transaction only, so a pooled connection never carries them over.
 *
 * Inside `fn`, use `tx` only: on PGlite (one connection) a query on the outer database would wait
 * for this very transaction to finish.
 *
 * `config` sets the transaction's isolation level and access mode (e.g. REPEATABLE READ, read only
 * for an export that must read one snapshot across many queries); both drivers pass it on
 * (node-postgres in BEGIN, PGlite as SET TRANSACTION before the first query). `genericPlans` has
 * PostgreSQL plan the transaction's named statements once for any values (plan_cache_mode), for a
 * hot read whose plan does not depend on its values (the transaction lookup: an index walk in the
 * page's order); it is set in the same round trip as the scope.
 */
export async function withScope<T>(
  db: Database,
  scope: DataScope,
  fn: (tx: ScopedTx) => Promise<T>,
  config?: ScopeConfig,
): Promise<T> {
  const tenantIds = tenantIdsSetting(scope);
  const merchantId = scope.merchantId ?? '';
  if (merchantId && !UUID.test(merchantId))
    throw new Error('The scope holds a merchant id that is not a UUID');
  const limits = limitSettings(scope);
  const { genericPlans, ...transactionConfig } = config ?? {};
  const pool = poolOf(db);
  if (pool) {
    // Checked above: the role is a constant and the ids are UUIDs (or '*' / ''), so they can be
    // written into the text of the simple-protocol message below.
    const settings =
      `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_ids', '${tenantIds}', true), ` +
      `set_config('app.merchant_id', '${merchantId}', true), ` +
      `set_config('app.customer_ids', '${limits.customers}', true), ` +
      `set_config('app.payment_method_ids', '${limits.paymentMethods}', true), ` +
      `set_config('app.service_provider_ids', '${limits.serviceProviders}', true)` +
      (genericPlans ? `, set_config('plan_cache_mode', 'force_generic_plan', true)` : '');
    return pooledTransaction(pool, settings, transactionConfig, fn);
  }
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_ids', ${tenantIds}, true), set_config('app.merchant_id', ${merchantId}, true),
          set_config('app.customer_ids', ${limits.customers}, true), set_config('app.payment_method_ids', ${limits.paymentMethods}, true),
          set_config('app.service_provider_ids', ${limits.serviceProviders}, true),
          set_config('plan_cache_mode', case when ${genericPlans === true} then 'force_generic_plan' else current_setting('plan_cache_mode') end, true)`,
      );
      return fn(tx);
      // Drizzle's PGlite session sends SET TRANSACTION for any config object, even an empty one.
    },
    Object.keys(transactionConfig).length > 0 ? transactionConfig : undefined,
  );
}

/** ' isolation level … read only …' for BEGIN, from the typed config (words only, no values). */
function transactionModes(config: PgTransactionConfig): string {
  const modes = [
    config.isolationLevel ? `isolation level ${config.isolationLevel}` : '',
    config.accessMode ?? '',
    config.deferrable === undefined ? '' : config.deferrable ? 'deferrable' : 'not deferrable',
  ].filter(Boolean);
  const text = modes.length > 0 ? ` ${modes.join(' ')}` : '';
  if (!/^[a-z ]*$/.test(text)) throw new Error(`Not a transaction mode: ${text}`);
  return text;
}

/** What a drizzle node-postgres session is built from (its constructor's arguments). */
interface PooledSession {
  readonly client: pg.Pool;
  readonly dialect: PgDialect;
  readonly schema: ConstructorParameters<typeof NodePgSession>[2];
  readonly options: ConstructorParameters<typeof NodePgSession>[3];
}

/** Drizzle's node-postgres session over the pool, or null (PGlite). */
function poolOf(db: Database): PooledSession | null {
  const session = db._.session as unknown;
  if (!(session instanceof NodePgSession)) return null;
  const parts = session as unknown as PooledSession;
  return parts.client instanceof pg.Pool ? parts : null;
}

/**
 * Drizzle's own node-postgres transaction (NodePgSession.transaction, same session and transaction
 * classes), except that BEGIN and the scope settings go to PostgreSQL in one message: a round trip
 * fewer on every scoped request. A message with two statements is the simple protocol, which takes
 * no parameters, hence the settings written into the text.
 */
async function pooledTransaction<T>(
  session: PooledSession,
  settings: string,
  config: PgTransactionConfig,
  fn: (tx: ScopedTx) => Promise<T>,
): Promise<T> {
  const client = await session.client.connect();
  try {
    const txSession = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, txSession, session.schema);
    await client.query(`begin${transactionModes(config)}; ${settings}`);
    try {
      const result = await fn(tx as unknown as ScopedTx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    client.release();
  }
}

export interface ScopeConfig extends PgTransactionConfig {
  readonly genericPlans?: boolean;
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

/**
 * The per-user limits as the policies read them (migrations/0036_limit_policies.sql): '*' for no
 * limit, 'none' for an empty list (which allows nothing), else the ids joined by commas. The ids are
 * checked on the way in (a limit naming an unknown id is a 400); a malformed one here is a bug.
 */
function limitSettings(scope: DataScope): {
  readonly customers: string;
  readonly paymentMethods: string;
  readonly serviceProviders: string;
} {
  return {
    customers: limitSetting(scope.customerIds, UUID, 'customer'),
    paymentMethods: limitSetting(scope.paymentMethodIds, REFERENCE_ID, 'payment method'),
    serviceProviders: limitSetting(scope.serviceProviderIds, REFERENCE_ID, 'service provider'),
  };
}

function limitSetting(ids: readonly string[] | null, shape: RegExp, what: string): string {
  if (ids === null) return '*';
  if (ids.length === 0) return 'none';
  for (const id of ids) {
    if (!shape.test(id)) throw new Error(`The scope holds a ${what} id of an unexpected shape`);
  }
  return ids.join(',');
}
