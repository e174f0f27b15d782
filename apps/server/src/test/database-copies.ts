import '../wiring';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { seedDemoData } from '../seed/demo-seed';
import { addTestFixtures } from './fixtures';

/**
 * Making and copying prepared test databases (no vitest import: global-setup.ts runs this in the
 * main process).
 */

/**
 * Migrates, seeds the demo data and adds the test fixtures. The demo data's dates are relative to
 * `now` (the seed moment), which tests of those dates compare with instead of the wall clock.
 */
export async function prepareTestData(handle: DatabaseHandle, now = new Date()): Promise<void> {
  await migrate(handle);
  await seedDemoData(handle.db, now);
  await addTestFixtures(handle.db);
}

/** A new, empty PostgreSQL database; returns its name. */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return name;
}

/** A migrated and seeded PostgreSQL database to copy from; returns its name. */
export async function createPostgresTemplate(adminUrl: string, now: Date): Promise<string> {
  const name = await createPostgresDatabase(adminUrl, 'paydesk_tpl');
  const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), dataDir: 'memory://' });
  try {
    await prepareTestData(handle, now);
  } finally {
    await handle.close();
  }
  return name;
}

/** A copy of `template` that is dropped when the handle closes. */
export async function openPostgresCopy(adminUrl: string, template: string): Promise<DatabaseHandle> {
  const name = await createPostgresDatabase(adminUrl, 'paydesk_test', template);
  return openOwnedPostgres(adminUrl, name);
}

/** Opens a database that the handle owns: closing drops it. */
export async function openOwnedPostgres(adminUrl: string, name: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), dataDir: 'memory://' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
