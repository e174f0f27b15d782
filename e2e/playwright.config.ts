import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (no browser download) against the built portal served by
 * the real server, on its own port and a fresh embedded database seeded with the demo data.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
/**
 * A second server on the next port with spec §9's session figures shortened (idle 5 s, time-out
 * 5 s, ping 2 s; they come from the server's configuration), for the idle-session tests. Specs find
 * it through E2E_SHORT_SESSION_URL. E2E_SHORT_SESSION_PORT moves it where port + 1 is taken.
 */
const shortSessionPort = Number(process.env.E2E_SHORT_SESSION_PORT ?? port + 1);
const shortSessionURL = `http://localhost:${shortSessionPort}`;
process.env.E2E_SHORT_SESSION_URL = shortSessionURL;
/**
 * A third server on port + 2 for the onboarding journey: it moves the boarding demo merchant to its
 * sandbox, which the other specs expect to find still boarding. E2E_ONBOARDING_PORT moves it.
 */
const onboardingPort = Number(process.env.E2E_ONBOARDING_PORT ?? port + 2);
const onboardingURL = `http://localhost:${onboardingPort}`;
process.env.E2E_ONBOARDING_URL = onboardingURL;
const scratch = mkdtempSync(path.join(tmpdir(), 'paydesk-e2e-'));
// Chromium writes to ~/.config and ~/.cache even with a fresh profile (STACK.md): keep it in scratch.
process.env.XDG_CONFIG_HOME = path.join(scratch, 'config');
process.env.XDG_CACHE_HOME = path.join(scratch, 'cache');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npm run start -w @paydesk/server',
      cwd: '..',
      url: `${baseURL}/api/v1/_configuration/paydesk-portal`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(port, 'data'),
    },
    {
      command: 'npm run start -w @paydesk/server',
      cwd: '..',
      url: `${shortSessionURL}/api/v1/_configuration/paydesk-portal`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv(shortSessionPort, 'data-short-session'),
        SESSION_IDLE_SECONDS: '5',
        SESSION_TIMEOUT_SECONDS: '5',
        SESSION_PING_SECONDS: '2',
      },
    },
    {
      command: 'npm run start -w @paydesk/server',
      cwd: '..',
      url: `${onboardingURL}/api/v1/_configuration/paydesk-portal`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(onboardingPort, 'data-onboarding'),
    },
  ],
});

/** A server on `serverPort` with a fresh embedded database of its own, seeded with the demo data. */
function serverEnv(serverPort: number, dataFolder: string): Record<string, string> {
  return {
    PORT: String(serverPort),
    DATA_DIR: path.join(scratch, dataFolder),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Lets several runs (each with its own build) share one machine.
    ...(process.env.WEB_DIST_DIR && { WEB_DIST_DIR: process.env.WEB_DIST_DIR }),
  };
}
