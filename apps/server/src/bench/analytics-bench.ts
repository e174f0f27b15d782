/**
 * The analytics part of `npm run bench` (issue 18): at ANALYTICS_BENCH_ROWS generated transactions
 * (default 1,000,000; the target run is 10,000,000 on PostgreSQL), how long seeding and the rollup
 * rebuild take, and for each summary the report calls make, the p95 for Northwind's tenant
 * administrator over 90 days from the rollups against the same summary from the raw table in the same
 * run (the ratio). Summaries are timed in the caller's scoped transaction, without HTTP around them.
 *
 * Run alone: npx tsx src/bench/analytics-bench.ts (from apps/server; DATABASE_URL for PostgreSQL).
 */
import '../wiring';
import { pathToFileURL } from 'node:url';
import { migrate } from '../infra/db/migrate';
import type { DataScope } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { rebuildRollups, type SummaryRequest, summarise } from '../modules/analytics';
import { NORTHWIND } from '../seed/demo-data';
import { seedDemoData } from '../seed/demo-seed';
import { generateTransactions } from '../seed/transaction-generator';
import { openBenchDatabase } from './bench-database';

const RUNS = 30;
const WARM_UP = 3;
const DAY = 86_400_000;

const TENANT_ADMIN: DataScope = {
  tenantIds: [NORTHWIND.id],
  merchantId: null,
  customerIds: null,
  paymentMethodIds: null,
  serviceProviderIds: null,
  mode: 'Live',
};

/** Each summary a chart, table or widget asks for (chart-reports.ts, decline-reports.ts). */
const SUMMARIES: readonly { name: string; request: Omit<SummaryRequest, 'period'> }[] = [
  { name: 'grouped-by-status', request: { groupBy: ['status'], bucket: null, filter: {} } },
  { name: 'grouped-by-currency', request: { groupBy: ['currency'], bucket: null, filter: {} } },
  {
    name: 'grouped-by-service-provider',
    request: { groupBy: ['service_provider'], bucket: null, filter: {} },
  },
  { name: 'grouped-by-payment-method', request: { groupBy: ['payment_method'], bucket: null, filter: {} } },
  { name: 'grouped-by-day', request: { groupBy: [], bucket: 'day', filter: {} } },
  { name: 'grouped-by-customer', request: { groupBy: ['merchant_id'], bucket: null, filter: {} } },
  {
    name: 'grouped-by-payment-channel',
    request: { groupBy: ['payment_method', 'service_provider', 'currency'], bucket: null, filter: {} },
  },
  {
    name: 'decline reasons by provider',
    request: {
      groupBy: ['service_provider', 'decline_reason'],
      bucket: null,
      filter: {},
      onlyDeclines: true,
    },
  },
  { name: 'by-country', request: { groupBy: ['customer_country'], bucket: null, filter: {} } },
  { name: 'summary widget', request: { groupBy: [], bucket: null, filter: {} } },
];

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

export async function runAnalyticsBench(): Promise<void> {
  const rows = Number(process.env.ANALYTICS_BENCH_ROWS ?? 1_000_000);
  const { database, kind, dispose } = await openBenchDatabase('paydesk_bench_analytics');
  try {
    await migrate(database);
    await seedDemoData(database.db);
    console.log(`\nAnalytics at ${rows.toLocaleString('en')} transactions on ${kind}`);
    const generated = await generateTransactions(database, { total: rows });
    console.log(`  seeding: ${(generated.elapsedMs / 1000).toFixed(1)} s`);
    const rebuildStarted = performance.now();
    await rebuildRollups(database.db);
    console.log(`  rollup rebuild: ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`);
    // Statistics for the planner, as autovacuum would leave them (the owner's session: the app role may not).
    for (const table of [
      'rollup_status_currency',
      'rollup_provider_method',
      'rollup_decline_reason',
      'rollup_country',
    ])
      await database.exec(`analyze ${table}`);
    const now = new Date();
    const period = { from: new Date(now.getTime() - 90 * DAY), to: now, offsetMinutes: 0 };
    console.log('  p95 over 90 days, tenant administrator: rollups | raw | raw / rollups');
    for (const { name, request } of SUMMARIES) {
      const time = async (useRollups: boolean) => {
        const samples: number[] = [];
        for (let run = 0; run < WARM_UP + RUNS; run += 1) {
          const started = performance.now();
          await withScope(database.db, TENANT_ADMIN, (tx) =>
            summarise(tx, TENANT_ADMIN, { ...request, period }, { useRollups }),
          );
          if (run >= WARM_UP) samples.push(performance.now() - started);
        }
        return p95(samples);
      };
      const rollup = await time(true);
      const raw = await time(false);
      console.log(
        `  ${name.padEnd(30)} ${rollup.toFixed(1).padStart(8)} ms | ${raw.toFixed(1).padStart(8)} ms | ${(raw / rollup).toFixed(1)}×`,
      );
    }
  } finally {
    await dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAnalyticsBench();
