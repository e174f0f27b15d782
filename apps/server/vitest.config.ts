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

export default defineConfig({
  test: {
    include: onPostgres ? [...selection.usingDatabase] : pglitePass(selection, withPostgresPass),
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
  },
});
