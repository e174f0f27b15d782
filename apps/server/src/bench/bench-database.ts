import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { demoUser } from '../seed/demo-data';
import { seedDemoData } from '../seed/demo-seed';
import { createPostgresDatabase, dropDatabase } from '../test/database-copies';
import { createTestVerifier, signAccessToken } from '../test/test-tokens';

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

/**
 * The whole server on a fresh migrated database with the demo data, nothing running beside the
 * measured requests (PGlite has one connection), and a token of Northwind's tenant administrator.
 */
export async function startBenchApp(
  database: DatabaseHandle,
): Promise<{ app: FastifyInstance; token: string }> {
  await migrate(database);
  await seedDemoData(database.db);
  const config = { ...loadConfig({}), dataDir: 'memory://', seedDemo: false, logLevel: 'silent' };
  const app = await buildApp({ config, database, logger: false, verifier: createTestVerifier() });
  await app.ready();
  await app.scopingWorker.stop();
  const admin = demoUser('tenant.admin@northwind.test');
  const token = await signAccessToken({ sub: admin.id, profile: 'crm' }, { expiresIn: 3600 });
  return { app, token };
}
