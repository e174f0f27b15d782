import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropDatabase } from '../../test/database-copies';
import { type DatabaseHandle, openDatabase } from './database';

/**
 * On PostgreSQL a pooled connection can break while idle (a server restart, an administrator
 * ending sessions). The server must hear of it, keep running, and answer the next query on a new
 * connection. Only meaningful against a PostgreSQL server (DATABASE_URL).
 */
const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('the PostgreSQL pool', () => {
  let name: string;
  let database: DatabaseHandle;
  // A connection can report its loss twice (the server's message, then the socket's end), so the
  // losses are counted per connection: the pool names it (`error.client`), the session has none.
  const lost = new Set<unknown>();
  beforeAll(async () => {
    name = await createPostgresDatabase(adminUrl as string, 'paydesk_pool');
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: 'memory://',
      onIdleError: (error) => lost.add((error as Error & { client?: unknown }).client ?? 'session'),
    });
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase(adminUrl as string, name);
  });

  it('survives idle connections being ended by the server, and reconnects', async () => {
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    let endedCount = 0;
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      endedCount = ended.rowCount ?? 0;
      expect(endedCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Each of the pool's idle connections reports its loss (asynchronously) instead of ending the
    // process. All of them, before the next query: one not yet heard of is still handed out.
    await expect.poll(() => lost.size, { timeout: 5000 }).toBeGreaterThanOrEqual(endedCount);
    expect(await database.db.execute(sql`select 2 as two`)).toMatchObject({ rows: [{ two: 2 }] });
  });
});
