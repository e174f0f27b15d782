import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../infra/db/pglite-handle';
import { createPostgresTemplate, dropDatabase, prepareTestData } from './database-copies';

/**
 * Once per test run: migrate and seed one database, which every test file then copies (see
 * test-database.ts). On PostgreSQL (DATABASE_URL) a template database; else a PGlite snapshot file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  const seededAt = new Date();
  project.provide('testSeededAt', seededAt.toISOString());
  if (databaseUrl) {
    const template = await createPostgresTemplate(databaseUrl, seededAt);
    project.provide('testDatabase', { kind: 'postgres', adminUrl: databaseUrl, template });
    return () => dropDatabase(databaseUrl, template);
  }
  const client = await PGlite.create('memory://');
  const handle = pgliteHandle(client);
  await prepareTestData(handle, seededAt);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'paydesk-test-'));
  const snapshotPath = path.join(folder, 'snapshot.tar');
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotPath });
  return () => rm(folder, { recursive: true, force: true });
}
