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
    /** The moment the test data was seeded (ISO 8601): the demo data's dates are relative to it. */
    testSeededAt: string | undefined;
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
  ownSeededAt ??= new Date();
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl
    ? await openOwnedPostgres(databaseUrl, await createPostgresDatabase(databaseUrl, 'paydesk_test'))
    : pgliteHandle(await PGlite.create('memory://'));
  await prepareTestData(handle, ownSeededAt);
  return handle;
}

let ownSeededAt: Date | undefined;

/**
 * The moment openTestDatabase()'s demo data was seeded: tests of the demo data's relative dates
 * ("made today", "within the last 90 days") compare with it, not with the wall clock, so a run that
 * crosses midnight UTC between seeding and testing still passes.
 */
export function testSeedMoment(): Date {
  const provided = inject('testSeededAt');
  if (provided) return new Date(provided);
  ownSeededAt ??= new Date();
  return ownSeededAt;
}
