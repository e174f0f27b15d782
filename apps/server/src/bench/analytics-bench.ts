/**
 * The analytics part of `npm run bench` (issue 18): at ANALYTICS_BENCH_ROWS generated transactions
 * (default 1,000,000; the target run is 10,000,000 on PostgreSQL), how long seeding and the rollup
 * rebuild take, and for every chart endpoint the p95 for Northwind's tenant administrator over 90
 * days through the server's own request handling (app.inject: token check, actor, scope, the
 * rollups' state, SQL, serialisation), against the same summary computed from the raw table in the
 * same run (in the scoped transaction, without the request around it) and the ratio.
 *
 * ANALYTICS_BENCH_KEEP_DB=1 keeps the PostgreSQL database (paydesk_bench_analytics_kept) and reuses
 * it when it already holds the rows asked for: ten million rows take a quarter of an hour to make.
 * Their dates are relative to the day they were made, so a kept database ages (the bench's 90 days
 * end now).
 *
 * Run alone: npx tsx src/bench/analytics-bench.ts (from apps/server; DATABASE_URL for PostgreSQL).
 */
import '../wiring';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import type { DataScope } from '../infra/tenancy/data-scope';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { previousPeriod, rebuildRollups, type SummaryRequest, summarise } from '../modules/analytics';
import { arrayRows } from '../modules/money';
import { demoUser, NORTHWIND } from '../seed/demo-data';
import { seedDemoData } from '../seed/demo-seed';
import { generateTransactions } from '../seed/transaction-generator';
import { createTestVerifier, signAccessToken } from '../test/test-tokens';
import { openBenchDatabase } from './bench-database';

const RUNS = 30;
/** The raw table takes seconds a summary at ten million rows: fewer runs (the p95 of 10 is the largest but one). */
const RAW_RUNS = Number(process.env.ANALYTICS_BENCH_RAW_RUNS ?? 10);
const WARM_UP = 3;
const DAY = 86_400_000;
const KEPT_DB = 'paydesk_bench_analytics_kept';

const TENANT_ADMIN: DataScope = {
  tenantIds: [NORTHWIND.id],
  merchantId: null,
  customerIds: null,
  paymentMethodIds: null,
  serviceProviderIds: null,
  mode: 'Live',
};

const CHARTS = 'api/crm/reports/transaction-summary/charts';
const REPORTING = '/reporting/crm/reports';
const DASHBOARD = '/reporting/dashboard/crm/reports/transaction-summary/charts';

interface Case {
  readonly name: string;
  /** The endpoint, as the portal calls it for a tenant administrator. */
  readonly path: string;
  /** The summary (or summaries) the endpoint computes, read from the raw table for the ratio. */
  readonly raw: readonly Omit<SummaryRequest, 'period'>[];
  readonly offsetMinutes?: number;
  /** The summaries are computed for the period before too (the summary widget's change). */
  readonly andPrevious?: boolean;
}

const none = { bucket: null, filter: {} } as const;

/** Every chart endpoint a tenant administrator's dashboards and reports call (analytics.plugin.ts). */
const CASES: readonly Case[] = [
  { name: 'grouped-by-status', path: `${CHARTS}/grouped-by-status`, raw: [{ ...none, groupBy: ['status'] }] },
  {
    name: 'grouped-by-currency',
    path: `${CHARTS}/grouped-by-currency`,
    raw: [{ ...none, groupBy: ['currency'] }],
  },
  {
    name: 'grouped-by-service-provider',
    path: `${CHARTS}/grouped-by-service-provider`,
    raw: [{ ...none, groupBy: ['service_provider'] }],
  },
  {
    name: 'grouped-by-payment-method',
    path: `${CHARTS}/grouped-by-payment-method`,
    raw: [{ ...none, groupBy: ['payment_method'] }],
  },
  {
    name: 'grouped-by-day',
    path: `${CHARTS}/grouped-by-day`,
    raw: [{ groupBy: [], bucket: 'day', filter: {} }],
  },
  // Callers east of UTC: each UTC day straddles two of theirs (docs/analytics.md "Time").
  {
    name: 'grouped-by-day at +180',
    path: `${CHARTS}/grouped-by-day`,
    raw: [{ groupBy: [], bucket: 'day', filter: {} }],
    offsetMinutes: 180,
  },
  {
    name: 'grouped-by-day at +330',
    path: `${CHARTS}/grouped-by-day`,
    raw: [{ groupBy: [], bucket: 'day', filter: {} }],
    offsetMinutes: 330,
  },
  {
    name: 'grouped-by-customer (table)',
    path: `${DASHBOARD}/grouped-by-customer`,
    raw: [{ ...none, groupBy: ['merchant_id'] }],
  },
  {
    name: 'grouped-by-payment-channel',
    path: `${REPORTING}/transaction-summary/v2/charts/grouped-by-payment-channel`,
    raw: [{ ...none, groupBy: ['payment_method', 'service_provider', 'currency'] }],
  },
  {
    name: 'decline reasons by provider',
    path: `${REPORTING}/decline-reasons-by-service-provider`,
    raw: [{ ...none, groupBy: ['service_provider', 'decline_reason'], onlyDeclines: true }],
  },
  {
    name: 'per day and month',
    path: `${REPORTING}/grouped-by-day-by-month`,
    raw: [{ groupBy: [], bucket: 'day', filter: {} }],
  },
  {
    name: 'by-country (map)',
    path: '/reporting/dashboard/widgets/by-country',
    raw: [{ ...none, groupBy: ['customer_country'] }],
  },
  // The count, success-rate and banner widgets: the period and the one before it.
  {
    name: 'summary widget',
    path: '/reporting/dashboard/widgets/summary',
    raw: [{ ...none, groupBy: [] }],
    andPrevious: true,
  },
];

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

async function timed(runs: number, fn: () => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < WARM_UP + runs; run += 1) {
    const started = performance.now();
    await fn();
    if (run >= WARM_UP) samples.push(performance.now() - started);
  }
  return p95(samples);
}

/** The kept PostgreSQL database, made when missing (ANALYTICS_BENCH_KEEP_DB=1). */
async function openKeptDatabase(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [KEPT_DB]);
  if (exists.rowCount === 0) await admin.query(`create database ${KEPT_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${KEPT_DB}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return { database, kind: `PostgreSQL (${KEPT_DB}, kept)`, dispose: () => database.close() };
}

async function generatedCount(database: DatabaseHandle): Promise<number> {
  const [row] = await withScope(database.db, SYSTEM_SCOPE, (tx) =>
    arrayRows(tx, sql`select count(*)::bigint from transactions where external_id like 'GEN-%'`),
  );
  return Number(row?.[0] ?? 0);
}

async function startApp(database: DatabaseHandle): Promise<{ app: FastifyInstance; token: string }> {
  const config = { ...loadConfig({}), dataDir: 'memory://', seedDemo: false, logLevel: 'silent' };
  const app = await buildApp({ config, database, logger: false, verifier: createTestVerifier() });
  await app.ready();
  const admin = demoUser('tenant.admin@northwind.test');
  const token = await signAccessToken({ sub: admin.id, profile: 'crm' }, { expiresIn: 3600 });
  return { app, token };
}

export async function runAnalyticsBench(): Promise<void> {
  const rows = Number(process.env.ANALYTICS_BENCH_ROWS ?? 1_000_000);
  const adminUrl = process.env.DATABASE_URL;
  const keep = process.env.ANALYTICS_BENCH_KEEP_DB === '1' && adminUrl !== undefined;
  const { database, kind, dispose } = keep
    ? await openKeptDatabase(adminUrl)
    : await openBenchDatabase('paydesk_bench_analytics');
  let app: FastifyInstance | undefined;
  try {
    const fresh = (await migrate(database)).includes('0001_core.sql');
    if (fresh) await seedDemoData(database.db);
    console.log(`\nAnalytics at ${rows.toLocaleString('en')} transactions on ${kind}`);
    const missing = rows - (await generatedCount(database));
    if (missing > 0) {
      const generated = await generateTransactions(database, { total: missing });
      console.log(`  seeding ${missing.toLocaleString('en')}: ${(generated.elapsedMs / 1000).toFixed(1)} s`);
    } else console.log('  seeding: none (the kept database holds them)');
    const rebuildStarted = performance.now();
    await rebuildRollups(database.db);
    console.log(`  rollup rebuild: ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`);
    // Statistics for the planner, as autovacuum would leave them (the owner's session: the app role may not).
    for (const family of ['status_currency', 'provider_method', 'decline_reason', 'country'])
      for (const table of [`rollup_${family}`, `rollup_${family}_daily`])
        await database.exec(`analyze ${table}`);
    await database.exec('analyze transactions');

    const started = await startApp(database);
    app = started.app;
    const { token } = started;
    const now = new Date();
    const from = new Date(now.getTime() - 90 * DAY);
    console.log(
      `  p95 over 90 days, tenant administrator (${RUNS} runs; raw ${RAW_RUNS}): endpoint | raw summary | raw / endpoint`,
    );
    for (const { name, path, raw, offsetMinutes = 0, andPrevious = false } of CASES) {
      const query = new URLSearchParams({
        startDate: from.toISOString(),
        endDate: now.toISOString(),
        timezoneOffset: String(offsetMinutes),
      });
      const url = `${path.startsWith('/') ? path : `/${path}`}?${query}`;
      const request = async () => {
        const response = await app?.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, Mode: 'Live' },
        });
        if (response?.statusCode !== 200)
          throw new Error(`${url} answered ${response?.statusCode}: ${response?.body}`);
      };
      const endpoint = await timed(RUNS, request);
      const period = { from, to: now, offsetMinutes };
      const periods = andPrevious ? [period, previousPeriod(period)] : [period];
      const fromRaw = await timed(RAW_RUNS, async () => {
        await withScope(database.db, TENANT_ADMIN, async (tx) => {
          for (const summary of raw)
            for (const each of periods)
              await summarise(tx, TENANT_ADMIN, { ...summary, period: each }, { useRollups: false });
        });
      });
      console.log(
        `  ${name.padEnd(30)} ${endpoint.toFixed(1).padStart(8)} ms | ${fromRaw.toFixed(1).padStart(8)} ms | ${(fromRaw / endpoint).toFixed(1)}×`,
      );
    }
  } finally {
    await app?.close();
    await dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAnalyticsBench();
