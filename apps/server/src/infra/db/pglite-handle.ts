import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from './database';

/**
 * The handle over a PGlite instance (tests make theirs from a snapshot). A module of its own, which
 * openDatabase imports only for PGlite: drizzle's PGlite driver imports PGlite itself.
 */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    close: () => client.close(),
  };
}
