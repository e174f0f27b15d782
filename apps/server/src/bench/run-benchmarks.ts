/**
 * `npm run bench -w @paydesk/server`: how the ticket lists hold up at volume (issue 4: "fast at
 * 100,000 tickets per tenant").
 *
 * On a fresh database (PGlite in memory; a new PostgreSQL database when DATABASE_URL is set, dropped
 * afterwards) with the demo data, it measures the first page of GET /support/ticket/my as tenant staff
 * through app.inject (the whole request: token check, actor, scope, SQL, serialisation) at 1,000
 * tickets, then adds tickets up to 100,000 and measures the same three queries again:
 *   (a) no filter, (b) status=Opened&priority=High, (c) a text search.
 * Each figure is the p95 of 50 runs after 5 warm-up runs; the ratio compares the two volumes.
 * Then the notification poll (notifications-bench.ts) and the transaction lookup at 1,000,000
 * transactions (transactions-bench.ts, PostgreSQL only), and the cost of the audit trail on a
 * refund (audit-bench.ts), and the analytics summaries from the rollups against the raw table at
 * ANALYTICS_BENCH_ROWS transactions (analytics-bench.ts), and the rollups' lag behind a steady stream
 * of changes with the worker's cost to the writers (analytics-lag-bench.ts), and an alert evaluation
 * pass of 1,000 rules over the minute rollup (alerts-bench.ts).
 */
import '../wiring';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../infra/db/database';
import { demoUser } from '../seed/demo-data';
import { runAlertsBench } from './alerts-bench';
import { runAnalyticsBench } from './analytics-bench';
import { runAnalyticsLagBench } from './analytics-lag-bench';
import { runAuditBench } from './audit-bench';
import { openBenchDatabase, startBenchApp } from './bench-database';
import { runNotificationsBench } from './notifications-bench';
import { addTickets } from './ticket-volume';
import { runTransactionsBench } from './transactions-bench';

const RUNS = 50;
const WARM_UP = 5;
const SMALL = 1_000;
const LARGE = 100_000;

const QUERIES = [
  { name: '(a) no filter', query: '' },
  { name: '(b) status=Opened&priority=High', query: '&status=Opened&priority=High' },
  { name: '(c) searchKey=chargeback', query: '&searchKey=chargeback' },
] as const;

interface Measurement {
  readonly p95: number;
  readonly count: number;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

async function measure(app: FastifyInstance, token: string, query: string): Promise<Measurement> {
  const url = `/api/support/ticket/my?ticketChannelType=CustomerToTenantTicketChannel${query}`;
  const call = async () => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as { count: number; data: unknown[] };
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const samples: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    count = (await call()).count;
    samples.push(performance.now() - started);
  }
  return { p95: p95(samples), count };
}

/** Fresh statistics and visibility map, as autovacuum would leave them after a bulk load. */
async function settle(database: DatabaseHandle): Promise<void> {
  await database.exec('vacuum analyze tickets');
  await database.exec('vacuum analyze ticket_feed_items');
  await database.exec('vacuum analyze ticket_read_marks');
}

async function main(): Promise<void> {
  const started = performance.now();
  const { database, kind, dispose } = await openBenchDatabase('paydesk_bench');
  try {
    const { app, token } = await startBenchApp(database);
    const reader = demoUser('tenant.admin@northwind.test');

    const log = (message: string) =>
      console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
    log(`database: ${kind}`);
    await addTickets(database, 1, SMALL, reader.id);
    await settle(database);
    log(`${SMALL.toLocaleString('en')} tickets in the tenant`);
    const small: Measurement[] = [];
    for (const q of QUERIES) small.push(await measure(app, token, q.query));

    await addTickets(database, SMALL + 1, LARGE, reader.id);
    await settle(database);
    log(`${LARGE.toLocaleString('en')} tickets in the tenant`);
    const large: Measurement[] = [];
    for (const q of QUERIES) large.push(await measure(app, token, q.query));
    await app.close();

    console.log('');
    console.log(
      `First page (20 rows) of GET /support/ticket/my as tenant staff, p95 of ${RUNS} runs, ${kind}`,
    );
    const header = ['query', '1,000 tickets', '100,000 tickets', 'ratio', 'rows matched at 100k'];
    const rows = QUERIES.map((q, i) => [
      q.name,
      `${small[i]?.p95.toFixed(1)} ms`,
      `${large[i]?.p95.toFixed(1)} ms`,
      `${((large[i]?.p95 ?? 0) / (small[i]?.p95 ?? 1)).toFixed(2)}x`,
      (large[i]?.count ?? 0).toLocaleString('en'),
    ]);
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]?.length ?? 0)));
    const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ');
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row));
    log('done');
  } finally {
    await dispose();
  }
}

await main();
// Then the notification poll under load (issue 5).
await runNotificationsBench();
// Then the transaction lookup and export at 1,000,000 transactions (issue 6; PostgreSQL only).
await runTransactionsBench();
await runAnalyticsBench();
// Then how far the rollups lag behind a steady stream, and what their worker costs the writers.
await runAnalyticsLagBench();
// Then a money action with its audit row and chain against the same without (issue 17).
await runAuditBench();
// Then one alert evaluation pass of 1,000 rules over the minute rollup (issue 19).
await runAlertsBench();
