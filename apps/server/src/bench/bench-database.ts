import { type DatabaseHandle, openDatabase } from '../infra/db/database';
import { createPostgresDatabase, dropDatabase } from '../test/database-copies';

/**
 * A fresh database for a benchmark: PGlite in memory, or a new PostgreSQL database (named from
 * `prefix`, dropped by dispose) when DATABASE_URL is set. Not migrated yet.
 */
export async function openBenchDatabase(
  prefix: string,
): Promise<{ database: DatabaseHandle; kind: string; dispose: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, kind: 'PGlite (in memory)', dispose: () => database.close() };
  }
  const name = await createPostgresDatabase(adminUrl, prefix);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    kind: `PostgreSQL (${name}, dropped afterwards)`,
    dispose: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
