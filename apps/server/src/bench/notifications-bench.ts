/**
 * The notification poll under load (issue 5: "requests/s the server sustains for the latest-since
 * call with 10,000 users' worth of notifications, measured with autocannon").
 *
 * On a fresh database with the demo data it adds users with 20 notifications each (one a day over
 * the last 20 days, a third read), made in SQL with generate_series. The app listens on 127.0.0.1 on
 * a free port and autocannon sends GET /v1/api/in-app-notifications/{timestamp} as one of those
 * users for 10 s over 10 connections: the whole request (token check, actor, scope, the two queries,
 * serialisation) as the portal's 30 s poll makes it, asking for what arrived in the last 36 hours.
 * Measured at 100 users' worth (2,000 rows), then at 10,000 (200,000 rows); the ratio compares them.
 * PGlite always; PostgreSQL as well when DATABASE_URL is set (a new database, dropped afterwards).
 *
 * Run alone: npx tsx src/bench/notifications-bench.ts (from apps/server).
 */
import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { demoRole, NORTHWIND } from '../seed/demo-data';
import { seedDemoData } from '../seed/demo-seed';
import { createPostgresDatabase, dropDatabase } from '../test/database-copies';
import { createTestVerifier, signAccessToken } from '../test/test-tokens';

const PER_USER = 20;
const SMALL = 100;
const LARGE = 10_000;
const DURATION_S = 10;
const CONNECTIONS = 10;

interface Figures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p975: number;
  readonly p99: number;
  readonly rows: number;
  readonly failures: number;
}

/** Users `from`..`to` (ids derived from the number) with their notifications, in two statements. */
async function addUsers(database: DatabaseHandle, from: number, to: number): Promise<void> {
  const role = demoRole('northwind:tenant-admin').id;
  await withScope(database.db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`
      insert into users (id, email, first_name, last_name, user_type, tenant_id)
      select md5('bench-user-' || n)::uuid, 'bench.user.' || n || '@northwind.test', 'Bench', 'User ' || n,
             'crm', ${NORTHWIND.id}::uuid
        from generate_series(${from}::int, ${to}::int) n`);
    await tx.execute(sql`
      insert into user_roles (user_id, role_id)
      select md5('bench-user-' || n)::uuid, ${role}::uuid
        from generate_series(${from}::int, ${to}::int) n`);
    await tx.execute(sql`
      insert into notifications (id, user_id, tenant_id, type, title, description, object_url, is_read, created_at)
      select gen_random_uuid(), md5('bench-user-' || n)::uuid, ${NORTHWIND.id}::uuid, 'Task',
             'New comment on ticket #' || (1000 + g), '<p><strong>Sarah Collins</strong> wrote: any news?</p>',
             '/tenant/support-tickets/' || md5('ticket-' || n || '-' || g)::uuid, g % 3 = 0,
             date_trunc('milliseconds', now() - g * interval '1 day' + (n % 600) * interval '1 minute')
        from generate_series(${from}::int, ${to}::int) n, generate_series(1, ${PER_USER}) g`);
  });
  await database.exec('vacuum analyze users');
  await database.exec('vacuum analyze notifications');
}

async function measure(url: string, token: string): Promise<Figures> {
  const since = encodeURIComponent(new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString());
  const target = `${url}/v1/api/in-app-notifications/${since}`;
  const check = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`${target} answered ${check.status}: ${await check.text()}`);
  const rows = ((await check.json()) as { data: unknown[] }).data.length;
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    rows,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

interface Target {
  readonly kind: string;
  open(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }>;
}

/** PGlite, and PostgreSQL when DATABASE_URL is set; each opened only when its turn comes. */
function targets(): Target[] {
  const pglite: Target = {
    kind: 'PGlite (in memory)',
    async open() {
      const database = await openDatabase({ dataDir: 'memory://' });
      return { database, dispose: () => database.close() };
    },
  };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return [pglite];
  const postgres: Target = {
    kind: 'PostgreSQL (a new database, dropped afterwards)',
    async open() {
      const name = await createPostgresDatabase(adminUrl, 'paydesk_bench');
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      return {
        database,
        dispose: async () => {
          await database.close();
          await dropDatabase(adminUrl, name);
        },
      };
    },
  };
  return [pglite, postgres];
}

async function benchOne(database: DatabaseHandle, kind: string): Promise<void> {
  const started = performance.now();
  const log = (message: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
  await migrate(database);
  await seedDemoData(database.db);
  const config = { ...loadConfig({}), dataDir: 'memory://', seedDemo: false, logLevel: 'silent' };
  const app = await buildApp({ config, database, logger: false, verifier: createTestVerifier() });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // Nothing runs beside the measured requests (PGlite has one connection).
  await app.scopingWorker.stop();
  await app.notifications.retention.stop();
  try {
    log(`database: ${kind}; app on ${url}`);
    // The reader is bench user 1, the same at both sizes.
    const token = await signAccessToken({ sub: benchUserId(1), profile: 'crm' }, { expiresIn: 3600 });

    await addUsers(database, 1, SMALL);
    log(`${SMALL.toLocaleString('en')} users, ${(SMALL * PER_USER).toLocaleString('en')} notifications`);
    const small = await measure(url, token);
    await addUsers(database, SMALL + 1, LARGE);
    log(`${LARGE.toLocaleString('en')} users, ${(LARGE * PER_USER).toLocaleString('en')} notifications`);
    const large = await measure(url, token);
    report(kind, small, large);
  } finally {
    await app.close();
  }
}

/** The id addUsers gives bench user `n`: md5 of its name, as a uuid (as PostgreSQL casts it). */
function benchUserId(n: number): string {
  const hex = createHash('md5').update(`bench-user-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function report(kind: string, small: Figures, large: Figures): void {
  console.log('');
  console.log(
    `GET /v1/api/in-app-notifications/{timestamp} (the poll), autocannon ${CONNECTIONS} connections x ${DURATION_S} s, ${kind}`,
  );
  const header = ['', `${SMALL.toLocaleString('en')} users`, `${LARGE.toLocaleString('en')} users`, 'ratio'];
  const row = (name: string, a: number, b: number, unit: string, digits = 1) => [
    name,
    `${a.toFixed(digits)}${unit}`,
    `${b.toFixed(digits)}${unit}`,
    a === 0 ? '-' : `${(b / a).toFixed(2)}x`,
  ];
  const rows = [
    row('requests/s', small.requestsPerSecond, large.requestsPerSecond, ''),
    row('latency p50', small.p50, large.p50, ' ms'),
    row('latency p97.5', small.p975, large.p975, ' ms'),
    row('latency p99', small.p99, large.p99, ' ms'),
    row('rows answered', small.rows, large.rows, '', 0),
    row('failed requests', small.failures, large.failures, '', 0),
  ];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  // The figures move with whatever else the machine runs (autocannon shares this process).
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`machine: ${availableParallelism()} cores, load average ${load}`);
  console.log('');
}

export async function runNotificationsBench(): Promise<void> {
  for (const target of targets()) {
    const { database, dispose } = await target.open();
    try {
      await benchOne(database, target.kind);
    } finally {
      await dispose();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runNotificationsBench();
