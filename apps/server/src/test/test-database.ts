import '../wiring';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../infra/db/database';
import { pgliteHandle } from '../infra/db/pglite-handle';
import {
  createPostgresDatabase,
  openOwnedPostgres,
  openPostgresCopy,
  prepareTestData,
} from './database-copies';

/**
 * Where test databases come from, decided once per run by global-setup.ts:
 * - PGlite (default): a data-directory snapshot of a migrated and seeded database, which each test
 *   file loads into its own in-memory PGlite (~0.7 s, against ~4 s to start, migrate and seed);
 * - PostgreSQL (DATABASE_URL set): a template database each test file copies into a database of its
 *   own, dropped when the file is done.
 */
export type TestDatabaseSource =
  | { readonly kind: 'pglite'; readonly snapshotPath: string }
  | { readonly kind: 'postgres'; readonly adminUrl: string; readonly template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource | undefined;
  }
}

/** A migrated, seeded database (demo data and test fixtures) of this test file's own; close() disposes of it. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source?.kind === 'pglite') {
    const snapshot = new Blob([await readFile(source.snapshotPath)]);
    return pgliteHandle(await PGlite.create({ loadDataDir: snapshot }));
  }
  if (source?.kind === 'postgres') return openPostgresCopy(source.adminUrl, source.template);
  // Run without the global set-up (another config): prepare one from scratch.
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl
    ? await openOwnedPostgres(databaseUrl, await createPostgresDatabase(databaseUrl, 'paydesk_test'))
    : pgliteHandle(await PGlite.create('memory://'));
  await prepareTestData(handle);
  return handle;
}
