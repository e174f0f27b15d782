import { existsSync, mkdtempSync } from 'node:fs';
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
 * The tests' mailbox (mail-sink.mjs): the main server delivers its mail there by SMTP, and specs read
 * it over HTTP (E2E_MAIL_SINK_URL) to follow a link only a mail carries.
 */
const mailSmtpPort = Number(process.env.E2E_MAIL_SMTP_PORT ?? port + 2);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? port + 3);
process.env.E2E_MAIL_SINK_URL = `http://127.0.0.1:${mailHttpPort}`;
/**
 * The tests' webhook receiver (webhook-sink.mjs) on port + 5: the main server's demo merchant Acme
 * delivers there (DEMO_WEBHOOK_URL; loopback allowed on that server only), and specs choose its
 * answer and read what arrived through E2E_WEBHOOK_SINK_URL.
 */
const webhookSinkPort = Number(process.env.E2E_WEBHOOK_SINK_PORT ?? port + 5);
process.env.E2E_WEBHOOK_SINK_URL = `http://127.0.0.1:${webhookSinkPort}`;
/**
 * The walks' server (accessibility.spec.ts, phone-layout.spec.ts, and the sign-in, logout and
 * cross-tab logout specs), on port + 4 unless
 * E2E_WALKS_PORT says: a server and embedded database of their own. The server answers from one
 * thread (the embedded database runs in it), so the walks, which open every screen, held the main
 * specs' calls back when both used one server: together they took as long as one after the other.
 */
const walksPort = Number(process.env.E2E_WALKS_PORT ?? port + 4);
const walksURL = `http://localhost:${walksPort}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'paydesk-e2e-'));
/**
 * The stored sessions (auth.setup.ts, one per demo user). Set once, in the runner: the workers load
 * this file again and must find the same folder, not a new scratch of their own.
 */
process.env.E2E_AUTH_DIR ??= path.join(scratch, 'auth');
// Chromium writes to ~/.config and ~/.cache even with a fresh profile (STACK.md): keep it in scratch.
process.env.XDG_CONFIG_HOME = path.join(scratch, 'config');
process.env.XDG_CACHE_HOME = path.join(scratch, 'cache');

/**
 * Debian's chromium-headless-shell (Chromium's old headless mode) when it is installed (.ci/run
 * installs it), the full chromium otherwise; CHROMIUM_PATH overrides both. Measured on the 2-core
 * machine, the same specs: the walks took 550 s against 619 s with the full browser, the main specs
 * 334 s against 411 s, the sign-ins 31 s against 43 s; the full browser's browser and GPU processes
 * took a fifth of a core each per worker even with --disable-gpu.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  /**
   * - setup: each demo user signs in once through the real login page; the session is stored
   *   (auth.setup.ts) and the other specs open the portal with it (sign-in.ts, openSignedIn);
   * - main: every spec on the main server, except the onboarding journey;
   * - onboarding: the onboarding journey, after main and on the same server: it moves the boarding
   *   demo merchant to its sandbox, which specs of main expect to find still boarding.
   * The idle-session specs keep a server of their own: the session figures are the server's.
   */
  projects: [
    // Each demo user signs in on its own: two at a time.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, fullyParallel: true },
    // The specs on the main server share its data, so they run one at a time (workers: 1).
    {
      name: 'main',
      testIgnore:
        /(onboarding-journey|session-idle|accessibility|phone-layout|sign-in|logout|session-cross-tab)\.spec\.ts$/,
      dependencies: ['setup'],
      workers: 1,
    },
    { name: 'onboarding', testMatch: /onboarding-journey\.spec\.ts$/, dependencies: ['main'], workers: 1 },
    // The idle-session spec has a server of its own and spends its minute waiting for spec §9's
    // timers: it runs in a second worker beside the others. It waits for the setup although it
    // signs in itself: a project runs only when every project of the phase before it has ended,
    // so without the dependency it held the main specs back for its whole minute.
    { name: 'idle-session', testMatch: /session-idle\.spec\.ts$/, dependencies: ['setup'], workers: 1 },
    // Read-only walks over every menu route (axe, the phone width; menu-walk.ts), and the specs that
    // sign in through the login page themselves and change no data (sign-in, logout, cross-tab
    // logout): they run in the second worker beside the main specs, one at a time (a logout ends
    // that user's other sessions, which a walk signed in as them would lose), on a server of their
    // own (walksURL). They wait for the setup only to start beside the main specs rather than
    // before them (as the idle-session spec). Measured: the main specs took 640 s in one worker
    // while the second worker idled after 380 s; the three specs moved here take about 155 s.
    {
      name: 'walks',
      testMatch: /(accessibility|phone-layout|sign-in|logout|session-cross-tab)\.spec\.ts$/,
      dependencies: ['setup'],
      workers: 1,
      use: { baseURL: walksURL },
    },
  ],
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
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
      command: `node mail-sink.mjs ${mailSmtpPort} ${mailHttpPort}`,
      url: `${process.env.E2E_MAIL_SINK_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node webhook-sink.mjs ${webhookSinkPort}`,
      url: `${process.env.E2E_WEBHOOK_SINK_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npm run start -w @paydesk/server',
      cwd: '..',
      url: `${baseURL}/api/v1/_configuration/paydesk-portal`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv(port, 'data'),
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        DEMO_WEBHOOK_URL: `${process.env.E2E_WEBHOOK_SINK_URL}/hooks`,
        WEBHOOK_ALLOW_LOOPBACK: '1',
        // The alerts spec waits for a rule to fire: the rollups fold every 2 s and the rules are
        // evaluated every 3 s here, instead of every 15 s and every minute.
        ROLLUP_INTERVAL_SECONDS: '2',
        ALERT_EVALUATION_SECONDS: '3',
        // The reports spec downloads a transactions daily file: the job looks for days without
        // their files every 5 s instead of every 15 minutes (its passes after the first find none).
        DAILY_REPORT_CHECK_SECONDS: '5',
      },
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
      url: `${walksURL}/api/v1/_configuration/paydesk-portal`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(walksPort, 'data-walks'),
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
