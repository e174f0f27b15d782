/**
 * How far behind the transactions the rollups fall under a steady stream (issue 18; brief: at most
 * 60 s), and what the rollup worker costs the writers. On LAG_BENCH_ROWS generated transactions
 * (default 100,000) with their rollups built:
 *
 * 1. the stream: LAG_BENCH_RATE changes a second (default 200: half new payments, half captures of
 *    earlier ones, each with its status events, as the money module writes them) for
 *    LAG_BENCH_SECONDS (default 300), beside the rollup worker at its interval. Once a second the
 *    lag is sampled: the rollups count every change committed before the last finished pass began,
 *    so the lag is the time since that beginning. Printed: the rate kept, the lag's p95 and maximum,
 *    the passes and their longest. Then the rollups are compared with a GROUP BY of the raw rows;
 * 2. the writers' top rate: the same changes as fast as one writer goes, for LAG_BENCH_BURST_SECONDS
 *    (default 30) without the worker and then with it, and the ratio.
 *
 * Run alone: npx tsx src/bench/analytics-lag-bench.ts (from apps/server; DATABASE_URL for PostgreSQL).
 */
import '../wiring';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { createIntervalWorker } from '../infra/jobs/interval-worker';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { foldNewEvents, ROLLUP_INTERVAL_MS, rebuildRollups } from '../modules/analytics';
import { appendStatusEvents } from '../modules/money';
import { NORTHWIND } from '../seed/demo-data';
import { seedDemoData } from '../seed/demo-seed';
import { generateTransactions } from '../seed/transaction-generator';
import { openBenchDatabase } from './bench-database';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The stream writes into one tenant's book (Northwind's), as one acquirer's traffic would. */
const TENANT = NORTHWIND.id;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Payments of the generated book to copy: the new payments of the stream are made from them. */
async function templatePayments(db: Database): Promise<string[]> {
  const result = await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx.execute(sql`select id from transactions
      where tenant_id = ${TENANT} and type = 'Payment' and parent_id is null limit 1000`),
  );
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * `count` new payments (copies of templates, Approved, created now) and the capture of as many
 * earlier ones, in one database transaction with their status events. Answers the new ids.
 */
async function writeChanges(
  db: Database,
  templates: readonly string[],
  capture: readonly string[],
  count: number,
): Promise<string[]> {
  const picked = Array.from(
    { length: count },
    () => templates[Math.floor(Math.random() * templates.length)] ?? templates[0] ?? '',
  );
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into transactions
        select (jsonb_populate_record(null::transactions, to_jsonb(t) || jsonb_build_object(
          'id', gen_random_uuid(), 'external_id', 'LAG-' || gen_random_uuid(), 'status', 'Approved',
          'captured_amount', 0, 'refunded_amount', 0, 'has_open_dispute', false,
          'processor_reference', null, 'created_at', now(), 'updated_at', now()))).*
        from transactions t, unnest(array[${idList(picked)}]) as pick(id)
        where t.tenant_id = ${TENANT} and t.id = pick.id
        returning id`),
    );
    const ids = inserted.map((row) => row.id);
    if (ids.length > 0)
      await appendStatusEvents(tx, 1, sql`t.tenant_id = ${TENANT} and t.id in (${idList(ids)})`);
    if (capture.length > 0) {
      const which = sql`t.tenant_id = ${TENANT} and t.id in (${idList(capture)})`;
      await appendStatusEvents(tx, -1, which);
      await tx.execute(sql`
        update transactions t set status = 'Captured', captured_amount = t.amount, updated_at = now()
        where ${which}`);
      await appendStatusEvents(tx, 1, which);
    }
    return ids;
  });
}

/** A writer that feeds its own new payments back as the next captures. */
function streamWriter(db: Database, templates: readonly string[]) {
  let waiting: string[] = [];
  let changes = 0;
  return {
    get changes() {
      return changes;
    },
    async write(perBatch: number) {
      const half = Math.max(1, Math.floor(perBatch / 2));
      const capture = waiting.splice(0, half);
      const created = await writeChanges(db, templates, capture, half);
      waiting.push(...created);
      if (waiting.length > 100_000) waiting = waiting.slice(-100_000);
      changes += created.length + capture.length;
    },
  };
}

const quietLog = { error: (...args: unknown[]) => console.error(...args) } as unknown as FastifyBaseLogger;

/** The rollup worker at its interval, noting when each pass began and how long it took. */
function timedWorker(db: Database) {
  const passes: { began: number; ms: number; events: number }[] = [];
  let lastCountedFrom: number | null = null;
  const worker = createIntervalWorker({
    intervalMs: ROLLUP_INTERVAL_MS,
    log: quietLog,
    failureMessage: 'rollup pass failed',
    pass: async () => {
      const began = performance.now();
      const result = await foldNewEvents(db);
      passes.push({ began, ms: performance.now() - began, events: result.events });
      if (result.ran) lastCountedFrom = began;
      return result;
    },
  });
  return { worker, passes, countedFrom: () => lastCountedFrom };
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
};

/** Differences between the status rollup and a GROUP BY of the raw rows (empty when exact). */
async function rollupMismatches(db: Database): Promise<string[]> {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const rolled = rowsOf<{ key: string; n: string }>(
      await tx.execute(sql`select tenant_id || ' ' || mode || ' ' || status as key, sum(count)::text as n
        from rollup_status_currency group by 1 having sum(count) <> 0`),
    );
    const raw = rowsOf<{ key: string; n: string }>(
      await tx.execute(sql`select tenant_id || ' ' || mode || ' ' || status as key, count(*)::text as n
        from transactions group by 1`),
    );
    const a = new Map(rolled.map((r) => [r.key, r.n]));
    const b = new Map(raw.map((r) => [r.key, r.n]));
    return [...new Set([...a.keys(), ...b.keys()])]
      .filter((key) => a.get(key) !== b.get(key))
      .map((key) => `${key}: rollups ${a.get(key) ?? 0}, raw ${b.get(key) ?? 0}`);
  });
}

async function foldUntilCaughtUp(db: Database): Promise<void> {
  for (let pass = 0; pass < 20; pass += 1) {
    const result = await foldNewEvents(db);
    if (result.ran && result.events === 0) return;
  }
}

/** The writers' top rate for `seconds`, in changes a second. */
async function topRate(db: Database, templates: readonly string[], seconds: number): Promise<number> {
  const writer = streamWriter(db, templates);
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) await writer.write(100);
  return writer.changes / ((performance.now() - started) / 1000);
}

export async function runAnalyticsLagBench(): Promise<void> {
  const rows = setting('LAG_BENCH_ROWS', 100_000);
  const rate = setting('LAG_BENCH_RATE', 200);
  const seconds = setting('LAG_BENCH_SECONDS', 300);
  const burst = setting('LAG_BENCH_BURST_SECONDS', 30);
  const { database, kind, dispose } = await openBenchDatabase('paydesk_bench_lag');
  const db = database.db;
  try {
    await migrate(database);
    await seedDemoData(db);
    await generateTransactions(database, { total: rows });
    await rebuildRollups(db);
    const templates = await templatePayments(db);
    console.log(
      `\nRollup lag at ${rows.toLocaleString('en')} transactions on ${kind}: ${rate} changes/s for ${seconds} s, a pass every ${ROLLUP_INTERVAL_MS / 1000} s`,
    );

    const { worker, passes, countedFrom } = timedWorker(db);
    const writer = streamWriter(db, templates);
    const lags: number[] = [];
    const started = performance.now();
    worker.start();
    for (let second = 0; second < seconds; second += 1) {
      await writer.write(rate);
      const counted = countedFrom();
      if (counted !== null) lags.push((performance.now() - counted) / 1000);
      const next = started + (second + 1) * 1000;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await worker.stop();
    const elapsed = (performance.now() - started) / 1000;
    const longest = Math.max(...passes.map((p) => p.ms));
    console.log(`  rate kept: ${(writer.changes / elapsed).toFixed(0)} changes/s of ${rate}`);
    console.log(
      `  lag: p95 ${percentile(lags, 0.95).toFixed(1)} s, max ${Math.max(...lags).toFixed(1)} s (bound: 60 s)`,
    );
    console.log(
      `  passes: ${passes.length}, longest ${longest.toFixed(0)} ms, events per pass up to ${Math.max(...passes.map((p) => p.events)).toLocaleString('en')}`,
    );
    await foldUntilCaughtUp(db);
    const mismatches = await rollupMismatches(db);
    console.log(
      mismatches.length === 0
        ? '  rollups after the stream: equal to a GROUP BY of the raw rows'
        : `  rollups after the stream DIFFER from the raw rows:\n    ${mismatches.join('\n    ')}`,
    );

    const alone = await topRate(db, templates, burst);
    const beside = timedWorker(db);
    beside.worker.start();
    const withWorker = await topRate(db, templates, burst);
    await beside.worker.stop();
    console.log(
      `  one writer's top rate, ${burst} s each: ${alone.toFixed(0)} changes/s alone, ${withWorker.toFixed(0)} beside the worker (${(withWorker / alone).toFixed(2)}×)`,
    );
  } finally {
    await dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAnalyticsLagBench();
