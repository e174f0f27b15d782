/**
 * The child process of the restart test (transaction-jobs-restart.test.ts, run with `node --import tsx`): a server's job worker,
 * alone, on a database that outlives the process (PostgreSQL at DATABASE_URL, else a PGlite data
 * directory at DATA_DIR), so the test can SIGKILL it mid-job and start another. Not part of the app.
 *
 *   setup <count>   prepare the database, add <count> authorised payments and queue a bulk capture
 *   work <delayMs>  run the worker (each capture takes delayMs), printing the job's progress as JSON
 *                   lines, until the job is finished
 *   verify <jobId>  print the job and, per transaction, its audit records and Captured events
 *
 * Every answer is one JSON line on stdout prefixed with "@@".
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type DatabaseHandle, openDatabase } from '../../infra/db/database';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE, scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { prepareTestData } from '../../test/database-copies';
import { DEMO_EMAILS } from '../../test/fixtures';
import type { PaymentProcessor } from '../money/processor/processor';
import { createSimulatorProcessor } from '../money/processor/simulator-processor';
import { appendStatusEvents } from '../money/status-events';
import { transactionStatusEvents } from '../money/status-events.table';
import { transactionAudit, transactionEvents, transactions, websites } from '../money/transactions.table';
import { createActorResolver } from '../users/actor-resolver';
import { createJob } from './transaction-jobs.repository';
import { transactionJobItems, transactionJobs } from './transaction-jobs.table';
import { createTransactionJobsWorker } from './transaction-jobs-worker';

const say = (value: unknown) => process.stdout.write(`@@${JSON.stringify(value)}\n`);

async function open(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  return openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR ?? 'memory://' });
}

async function setup(handle: DatabaseHandle, count: number) {
  if (handle.kind === 'pglite') await prepareTestData(handle);
  const db = handle.db;
  const merchantId = demoMerchant('acme').id;
  const websiteId = randomUUID();
  const ids = Array.from({ length: count }, () => randomUUID());
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.insert(websites).values({
      tenantId: NORTHWIND.id,
      id: websiteId,
      merchantId,
      name: 'Restart',
      url: 'https://r.example.test',
    });
    await tx.insert(transactions).values(
      ids.map((id, index) => ({
        tenantId: NORTHWIND.id,
        id,
        externalId: `R-${index}`,
        merchantId,
        websiteId,
        mode: 'Live' as const,
        type: 'Payment' as const,
        status: 'Approved',
        // Whole hundreds: the simulator approves them (docs/transactions.md).
        amount: 10_000 + index * 100,
        currency: 'EUR',
        baseAmount: 10_000 + index * 100,
        baseCurrency: 'EUR',
        capturedAmount: 0,
        refundedAmount: 0,
        paymentMethod: 'visa',
        serviceProvider: 'northstar-acquiring',
      })),
    );
    // Counted in the status-event log as every inserted payment is (the rollups are its sum).
    await appendStatusEvents(
      tx,
      1,
      sql`t.tenant_id = ${NORTHWIND.id} and t.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  });
  const [admin] = await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(users).where(eq(users.email, DEMO_EMAILS.NORTHWIND_ADMIN)),
  );
  const actor = await createActorResolver(db).resolve({ sub: admin!.id, profile: admin!.userType }, 'Live');
  if (!actor) throw new Error('The tenant admin did not resolve');
  const scope = scopeForActor(actor);
  const job = await withScope(db, scope, (tx) =>
    createJob(tx, scope, actor, {
      kind: 'BulkAction',
      action: 'capture',
      comment: 'restart test',
      references: ids,
    }),
  );
  say({ jobId: job.id, ids });
}

async function work(handle: DatabaseHandle, delayMs: number) {
  const app = Fastify({ logger: false });
  app.decorate('database', handle);
  app.decorate('auth', {
    verifier: { verify: () => Promise.reject(new Error('unused')) },
    actors: createActorResolver(handle.db),
  });
  const simulator = createSimulatorProcessor();
  const slow: PaymentProcessor = {
    ...simulator,
    capture: async (call) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return simulator.capture(call);
    },
  };
  // A short lease: the worker after a SIGKILL waits for it to run out before taking the job over.
  const worker = createTransactionJobsWorker(app, () => slow, { intervalMs: 20, leaseSeconds: 1 });
  worker.start();
  for (;;) {
    const jobs = await withScope(handle.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({
          status: transactionJobs.status,
          total: transactionJobs.total,
          applied: transactionJobs.applied,
          refused: transactionJobs.refused,
          notFound: transactionJobs.notFound,
          failed: transactionJobs.failed,
          skipped: transactionJobs.skipped,
        })
        .from(transactionJobs),
    );
    const job = jobs[0];
    if (job) {
      const done = job.applied + job.refused + job.notFound + job.failed + job.skipped;
      say({ status: job.status, done, total: job.total });
      if (!['Queued', 'Running'].includes(job.status)) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  await worker.stop();
}

async function verify(handle: DatabaseHandle, jobId: string) {
  await withScope(handle.db, SYSTEM_SCOPE, async (tx) => {
    const [job] = await tx.select().from(transactionJobs).where(eq(transactionJobs.id, jobId));
    const items = await tx.select().from(transactionJobItems).where(eq(transactionJobItems.jobId, jobId));
    const ids = items.map((i) => i.reference);
    const audit = await tx
      .select({ id: transactionAudit.transactionId })
      .from(transactionAudit)
      .where(inArray(transactionAudit.transactionId, ids));
    const captured = await tx
      .select({ id: transactionEvents.transactionId })
      .from(transactionEvents)
      .where(and(inArray(transactionEvents.transactionId, ids), eq(transactionEvents.type, 'Captured')));
    const rows = await tx
      .select({
        id: transactions.id,
        status: transactions.status,
        capturedAmount: transactions.capturedAmount,
        amount: transactions.amount,
      })
      .from(transactions)
      .where(inArray(transactions.id, ids));
    // The status-event log's net count per transaction and status: what the rollups hold of them.
    const events = await tx
      .select({
        id: transactionStatusEvents.transactionId,
        status: transactionStatusEvents.status,
        net: sql<number>`sum(${transactionStatusEvents.sign})::int`,
      })
      .from(transactionStatusEvents)
      .where(inArray(transactionStatusEvents.transactionId, ids))
      .groupBy(transactionStatusEvents.transactionId, transactionStatusEvents.status);
    const countOf = (list: { id: string }[]) =>
      Object.fromEntries(ids.map((id) => [id, list.filter((r) => r.id === id).length]));
    const counted = Object.fromEntries(
      ids.map((id) => [
        id,
        Object.fromEntries(
          events.filter((e) => e.id === id && Number(e.net) !== 0).map((e) => [e.status, Number(e.net)]),
        ),
      ]),
    );
    say({
      job,
      outcomes: items.map((i) => i.outcome),
      audit: countOf(audit),
      captured: countOf(captured),
      counted,
      rows,
    });
  });
}

const [mode, arg] = process.argv.slice(2);
const handle = await open();
try {
  if (mode === 'setup') await setup(handle, Number(arg));
  else if (mode === 'work') await work(handle, Number(arg));
  else if (mode === 'verify') await verify(handle, String(arg));
  else throw new Error(`Unknown mode ${mode}`);
} finally {
  await handle.close();
}
