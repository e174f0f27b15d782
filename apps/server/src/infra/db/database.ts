import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * The Drizzle database, the same type whether PGlite or PostgreSQL is underneath. Queries name the
 * tables of `schema.ts` directly; Drizzle is not given the schema, because its relational API
 * (`db.query.*`, unused here) would then build a query builder per table for every transaction,
 * on every request.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs raw SQL text with several statements on one dedicated session (migrations), so a
   * session-level advisory lock and a multi-statement transaction stay on the same connection.
   */
  exec(sql: string): Promise<void>;
  /** Rows of a query run on that same session. */
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir` (`memory://` keeps it in memory).
 * PGlite is one connection; the server is stateless, so that only limits throughput, not correctness.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told of errors on idle connections (a server restart, a dropped database); default: stderr. */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const onIdleError =
      options.onIdleError ?? ((error: Error) => console.error('database connection lost:', error.message));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // node-postgres emits 'error' for a connection that breaks while idle in the pool; unheard,
    // that event would end the process. The pool drops the connection and opens another when needed.
    pool.on('error', onIdleError);
    const session = new pg.Client({ connectionString: options.databaseUrl });
    session.on('error', onIdleError);
    await session.connect();
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await session.query(sql);
      },
      query: async <T>(sql: string) => (await session.query(sql)).rows as T[],
      close: async () => {
        await session.end();
        await pool.end();
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // Imported only here: a server on PostgreSQL never loads PGlite (pglite-handle.ts).
  const [{ PGlite }, { pgliteHandle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-handle'),
  ]);
  return pgliteHandle(await PGlite.create(options.dataDir));
}
