/**
 * What the audit trail costs a money action (issue 17: "a money action with the audit row and its
 * chain, against the same action with the audit write skipped, in one run; target: the ratio of
 * requests per second ≥ 0.8"). On a fresh database with the demo data (bench-database.ts), as
 * Northwind's tenant administrator through the server's own request handling (app.inject: token
 * check, actor, scope, Idempotency-Key-free refund through the action runner, the processor
 * simulator, the settlement with its ledger, events, transaction audit and, with the trail on, the
 * chain's lock, head read and row):
 *   POST api/crm/transactions/{id}/refunds of 1 cent on the demo's captured payment, one request
 *   after another, in alternating blocks (trail on, trail off) so both modes see the same growing
 *   payment and the same machine load. The trail is switched off with skipAuditWritesForBenchmark,
 *   which nothing else sets.
 *
 * Run alone: npx tsx src/bench/audit-bench.ts (from apps/server; DATABASE_URL for PostgreSQL).
 */
import '../wiring';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { skipAuditWritesForBenchmark } from '../infra/audit/audit-writer';
import { DEMO_TRANSACTIONS } from '../seed/demo-transaction-ids';
import { openBenchDatabase, startBenchApp } from './bench-database';

const BLOCKS = 10;
const PER_BLOCK = 40;
const WARM_UP = 20;

async function refunds(app: FastifyInstance, token: string, count: number): Promise<number> {
  const url = `/api/crm/transactions/${DEMO_TRANSACTIONS.acmeCaptured.id}/refunds`;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: { amount: 1, reason: 'audit bench' },
    });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return performance.now() - started;
}

export async function runAuditBench(): Promise<void> {
  const started = performance.now();
  const log = (message: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
  const { database, kind, dispose } = await openBenchDatabase('paydesk_bench_audit');
  try {
    const { app, token } = await startBenchApp(database);
    log(`database: ${kind}`);

    await refunds(app, token, WARM_UP);
    const time = { on: 0, off: 0 };
    for (let block = 0; block < BLOCKS; block += 1) {
      const mode = block % 2 === 0 ? 'on' : 'off';
      skipAuditWritesForBenchmark(mode === 'off');
      time[mode] += await refunds(app, token, PER_BLOCK);
    }
    skipAuditWritesForBenchmark(false);
    await app.close();

    const each = (BLOCKS / 2) * PER_BLOCK;
    const rpsOn = each / (time.on / 1000);
    const rpsOff = each / (time.off / 1000);
    console.log('');
    console.log(`Refund of 1 cent (POST api/crm/transactions/{id}/refunds), ${each} requests each, ${kind}`);
    console.log(`  with the audit row and its chain: ${rpsOn.toFixed(1)} req/s`);
    console.log(`  audit write skipped:              ${rpsOff.toFixed(1)} req/s`);
    console.log(`  ratio: ${(rpsOn / rpsOff).toFixed(3)} (target >= 0.8)`);
    log('done');
  } finally {
    skipAuditWritesForBenchmark(false);
    await dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAuditBench();
