import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Dates are stored and compared in UTC (CONVENTIONS "Tests").
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds one database per run; each test file loads a copy (src/test/test-database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Test files spend much of their time in PGlite (WebAssembly) and argon2 threads: a worker per
    // core beats the default of one fewer (measured on 2 cores: 31 s against 38 s).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
