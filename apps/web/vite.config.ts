import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { ownModuleTests } from './scripts/own-module-tests';
import { precompress } from './scripts/precompress';

const serverUrl = process.env.PAYDESK_SERVER_URL ?? 'http://localhost:3000';
const ownModules = ownModuleTests(path.dirname(fileURLToPath(import.meta.url)));

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy import loads, read by the bundle
    // budget (scripts/bundle-budget.mjs).
    manifest: true,
    rollupOptions: {
      input: {
        main: 'index.html',
        silentRedirect: 'silent-redirect.html',
      },
    },
  },
  server: {
    port: 5173,
    // In development the portal runs on Vite and every service base on the Paydesk server.
    proxy: Object.fromEntries(
      ['/api', '/identity', '/interaction', '/reporting', '/v1/api', '/branding'].map((p) => [p, serverUrl]),
    ),
  },
  test: {
    // happy-dom: the suite took 210 s against 313 s with jsdom on the 2-core machine (same run
    // order, same tests). A test file that needs jsdom's fidelity says so in its first line
    // (// @vitest-environment jsdom): DOMPurify sanitises nothing under happy-dom, and happy-dom
    // resolves inline sizes (40rem, 100vw) to pixels.
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // jsdom test files are CPU-bound: a worker per core (the default leaves one core idle, which
    // made the suite take about ten minutes on the 2-core CI machine).
    maxWorkers: Math.max(2, availableParallelism()),
    // Worker threads rather than child processes: measured on the 2-core CI machine, the suite took
    // 264 s against 318 s (less CPU spent starting a process and its jsdom per file).
    pool: 'threads',
    // A screen test renders the whole portal around its screen: with a worker per core on the
    // 2-core CI machine the slowest (a form dialog typed into, the first screen of a file) took
    // 5.3–5.6 s against Vitest's default 5 s limit. A slow test still fails, at 15 s.
    testTimeout: 15_000,
    // Test files share a worker's module graph: each file otherwise imports React, Material UI and
    // the portal again (the suite took 283 s against 452 s on the 2-core machine). Each test renders
    // into a fresh document with a fresh query client; the files that replace a module or a global
    // keep a graph of their own (scripts/own-module-tests.ts).
    projects: [
      {
        extends: true,
        test: { name: 'shared-modules', exclude: [...configDefaults.exclude, ...ownModules], isolate: false },
      },
      { extends: true, test: { name: 'own-modules', include: ownModules, isolate: true } },
    ],
  },
});
