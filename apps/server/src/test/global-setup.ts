import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../infra/db/pglite-handle';
import { createPostgresTemplate, dropDatabase, prepareTestData } from './database-copies';
import type { TestDatabaseSource } from './test-database';

/** The seeded database every test file copies, and how to remove it at the end of the run. */
interface PreparedTestData {
  readonly seededAt: Date;
  readonly source: TestDatabaseSource;
  remove(): Promise<void>;
}

/**
 * Once per test run: migrate and seed one database, which every test file then copies (see
 * test-database.ts). On PostgreSQL (DATABASE_URL) a template database; else a PGlite snapshot file.
 *
 * Vitest calls a global setup once per test project (vitest.config.ts has two, and the root), each
 * with a module instance of its own: the preparation is kept on the runner's global object, so the
 * database is seeded once and removed after the last project's teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = globalThis as { paydeskTestData?: Promise<PreparedTestData>; paydeskTestDataUsers?: number };
  run.paydeskTestData ??= prepare(process.env.DATABASE_URL);
  run.paydeskTestDataUsers = (run.paydeskTestDataUsers ?? 0) + 1;
  const prepared = await run.paydeskTestData;
  project.provide('testSeededAt', prepared.seededAt.toISOString());
  project.provide('testDatabase', prepared.source);
  return async () => {
    run.paydeskTestDataUsers = (run.paydeskTestDataUsers ?? 1) - 1;
    if (run.paydeskTestDataUsers > 0) return;
    run.paydeskTestData = undefined;
    await prepared.remove();
  };
}

async function prepare(databaseUrl: string | undefined): Promise<PreparedTestData> {
  const seededAt = new Date();
  if (databaseUrl) {
    const template = await createPostgresTemplate(databaseUrl, seededAt);
    return {
      seededAt,
      source: { kind: 'postgres', adminUrl: databaseUrl, template },
      remove: () => dropDatabase(databaseUrl, template),
    };
  }
  const client = await PGlite.create('memory://');
  const handle = pgliteHandle(client);
  await prepareTestData(handle, seededAt);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'paydesk-test-'));
  const snapshotPath = path.join(folder, 'snapshot.tar');
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  return {
    seededAt,
    source: { kind: 'pglite', snapshotPath },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
