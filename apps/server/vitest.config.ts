import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pglitePass, selectTests } from './src/test/test-selection';

// Dates are stored and compared in UTC (CONVENTIONS "Tests").
process.env.TZ = 'UTC';

// Two passes (src/test/test-selection.ts): on PostgreSQL (DATABASE_URL set) the files that use a
// database, found from their imports; on PGlite every test file but the @postgres-only ones, or,
// when the run has a PostgreSQL pass too (CI_POSTGRES_URL, set by .ci/run), the files that use no
// database and the @both-databases ones.
const selection = selectTests(path.dirname(fileURLToPath(import.meta.url)));
const onPostgres = Boolean(process.env.DATABASE_URL);
const withPostgresPass = Boolean(process.env.CI_POSTGRES_URL);

const files = onPostgres ? [...selection.usingDatabase] : pglitePass(selection, withPostgresPass);
const ownModules = files.filter((file) => selection.ownModules.includes(file));

export default defineConfig({
  test: {
    environment: 'node',
    // Migrates and seeds one database per run; each test file loads a copy (src/test/test-database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Test files spend much of their time in PGlite (WebAssembly) and argon2 threads: a worker per
    // core beats the default of one fewer (measured on 2 cores: 31 s against 38 s).
    maxWorkers: Math.max(2, availableParallelism()),
    // Worker threads rather than child processes: measured on the 2-core CI machine, the PGlite pass
    // took 119 s against 191 s.
    pool: 'threads',
    // Test files share a worker's module graph: each file otherwise imports the whole server again
    // (Fastify, the identity provider, Drizzle), which took half the PostgreSQL pass (376 s against
    // 204 s on the 2-core machine). Every file builds its own app and database copy, so nothing of
    // one file's reaches the next; the files that replace a module (vi.mock) keep a graph of their
    // own (src/test/test-selection.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: files.filter((f) => !ownModules.includes(f)),
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: ownModules, isolate: true } },
    ],
  },
});
