/**
 * The alert evaluation at volume (issue 19: "alert evaluation for 1,000 rules over the 10M-row
 * rollups in one cycle, target ≤ 5 s of one core"; docs/alerts.md "Benchmark").
 *
 * On a fresh database with the demo data (PGlite in memory; a new PostgreSQL database when
 * DATABASE_URL is set, dropped afterwards) it fills the minute rollup the rules read with the last
 * 25 hours of a large book: every minute, for every demo merchant, three statuses × two methods ×
 * two providers (ALERTS_BENCH_PROVIDERS widens it), in Live, about 150,000 rows by default (what the
 * last 25 hours of a 10,000,000-transaction, 90-day book folds into: some 115,000 transactions).
 * Then it adds ALERTS_BENCH_RULES rules (default 1,000) to Northwind, of every metric, with a mix
 * of windows (mostly 5 to 60 minutes, some 4 and 24 hours) and filters (none, a merchant, a method,
 * a currency), and times evaluation passes: the first (every state new), then RUNS more; it prints
 * the first, the median and the slowest, and each pass with the alerts it opened and resolved (an
 * opening writes the alert, its notifications and mail: a pass that opens hundreds costs more).
 *
 * Run alone: npx tsx src/bench/alerts-bench.ts (from apps/server).
 */
import '../wiring';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from '../infra/db/migrate';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { evaluateAlerts } from '../modules/alerts';
import { NORTHWIND } from '../seed/demo-data';
import { seedDemoData } from '../seed/demo-seed';
import { openBenchDatabase } from './bench-database';

const RUNS = 5;
const RULES = Number(process.env.ALERTS_BENCH_RULES ?? 1000);
const PROVIDERS = Number(process.env.ALERTS_BENCH_PROVIDERS ?? 2);
const WINDOWS = [5, 10, 15, 15, 30, 60, 15, 60, 240, 1440];
const METRICS = ['DeclineRatio', 'PendingRatio', 'SuccessRate', 'Count', 'Amount', 'Velocity'];

export async function runAlertsBench(): Promise<void> {
  const { database, kind, dispose } = await openBenchDatabase('paydesk_bench_alerts');
  try {
    await migrate(database);
    await seedDemoData(database.db);
    const now = new Date();
    await withScope(database.db, SYSTEM_SCOPE, async (tx) => {
      // The demo seed's own rule is left in: it is one of Northwind's.
      await tx.execute(sql`
        insert into rollup_alert_minute (tenant_id, merchant_id, mode, minute, type, base_currency, status,
                                         service_provider, payment_method, currency, count, success_count,
                                         amount, base_amount)
        select m.tenant_id, m.id, 'Live', date_trunc('minute', ${now.toISOString()}::timestamptz, 'UTC') - g * interval '1 minute',
               'Payment', 'EUR', s.status, 'provider-' || p, pm.method, 'EUR',
               c.n, case when s.status = 'Captured' then c.n else 0 end, c.n * 2500, c.n * 2500
          from merchants m
          cross join generate_series(0, 25 * 60 - 1) g
          cross join (values ('Captured'), ('Declined'), ('Pending')) s(status)
          cross join generate_series(1, ${PROVIDERS}::int) p
          cross join (values ('visa'), ('mastercard')) pm(method)
          cross join lateral (select 1 + ((g + p + length(s.status)) % 3) as n) c`);
      await tx.execute(sql`
        insert into alert_rules (tenant_id, id, name, metric, comparator, threshold, window_minutes, min_sample,
                                 pending_for_minutes, cooldown_minutes, mode, merchant_id, payment_method,
                                 currency, channels, enabled)
        select ${NORTHWIND.id}::uuid, gen_random_uuid(), 'Bench rule ' || n,
               (${sql.raw(`array[${METRICS.map((m) => `'${m}'`).join(', ')}]`)})[1 + n % ${METRICS.length}],
               case when n % 2 = 0 then 'Above' else 'Below' end,
               case when n % 6 < 3 then 10 + n % 50 else n % 500 end,
               (${sql.raw(`array[${WINDOWS.join(', ')}]`)})[1 + n % ${WINDOWS.length}],
               10, n % 3, 30, 'Live',
               case when n % 4 = 1 then (select id from merchants where tenant_id = ${NORTHWIND.id}::uuid
                                          order by id offset (n / 4) % 3 limit 1) end,
               case when n % 4 = 2 then 'visa' end,
               case when n % 4 = 3 then 'EUR' end,
               array['InApp'], true
          from generate_series(1, ${RULES}::int) n`);
    });
    await database.exec('vacuum analyze rollup_alert_minute');
    await database.exec('vacuum analyze alert_rules');
    const [rows] = await database.query<{ n: string }>('select count(*) as n from rollup_alert_minute');
    const [rules] = await database.query<{ n: string }>(
      'select count(*) as n from alert_rules where enabled',
    );

    const timed = async (at: Date) => {
      const started = performance.now();
      const result = await evaluateAlerts(database.db, at);
      return { ms: performance.now() - started, result };
    };
    const first = await timed(now);
    const samples: number[] = [];
    const passes = [first];
    for (let i = 1; i <= RUNS; i += 1) {
      const pass = await timed(new Date(now.getTime() + i * 60_000));
      samples.push(pass.ms);
      passes.push(pass);
    }
    const quiet = passes.filter((p) => p.result.opened === 0 && p.result.resolved === 0).map((p) => p.ms);
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)] ?? Number.NaN;
    const slowest = samples[samples.length - 1] ?? Number.NaN;
    console.log(`\nAlert evaluation (${kind}): ${rules?.n} enabled rules over ${rows?.n} minute-rollup rows`);
    console.log(`  first pass (every state new): ${first.ms.toFixed(0)} ms`);
    console.log(
      `  next ${RUNS} passes: median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (target ≤ 5,000 ms)`,
    );
    console.log(
      `  each pass: ${passes.map((p) => `${p.ms.toFixed(0)} ms (${p.result.opened} opened, ${p.result.resolved} resolved)`).join('; ')}`,
    );
    console.log(
      `  passes that opened and resolved nothing: ${quiet.length ? `${Math.max(...quiet).toFixed(0)} ms at most` : 'none'}`,
    );
  } finally {
    await dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlertsBench();
