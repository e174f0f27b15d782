import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';

const serverUrl = process.env.PAYDESK_SERVER_URL ?? 'http://localhost:3000';

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
  },
});
