import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import {
  CRASH_REASON,
  injectFailureAfterProcessor,
  moneyTrailOf,
  operationsOf,
  removeInjectedFailure,
} from '../money/pending-operations.test-support';
import { addPayment, readBack } from '../transactions/actions/transaction-actions.test-support';
import { runBulkBatch } from './bulk-job-batch';
import { resolveJobRequester } from './job-requester';
import { transactionJobItems, transactionJobs } from './transaction-jobs.table';
import {
  buildAppWithoutJobWorker,
  CRM_JOBS,
  jobRow as jobRowOf,
  postJson,
} from './transaction-jobs.test-support';
import { createTransactionJobsWorker } from './transaction-jobs-worker';

/**
 * A bulk job's item never reaches the processor without a record (docs/transaction-jobs.md
 * "Exactly once"): its call is committed as a pending money operation, the item pointing at it,
 * before the processor is called; a failure after the processor answered leaves it on record, and
 * the job's rerun records it from the processor's answer under that id without calling again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildAppWithoutJobWorker();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await removeInjectedFailure(t);
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const processor = () => t.app.transactionActions.processor;

const jobRow = (id: string) => jobRowOf(t, id);

async function itemsOf(jobId: string) {
  const rows = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(transactionJobItems).where(eq(transactionJobItems.jobId, jobId)),
  );
  return rows.sort((a, b) => a.position - b.position);
}

describe('a bulk refund whose recording fails after the processor answered', () => {
  it('keeps the call on record, and the rerun records it once without calling the processor again', async () => {
    const payments = [];
    for (let i = 0; i < 3; i += 1) payments.push(await addPayment(t, { amount: 10_000 }));
    const refund = vi.spyOn(processor(), 'refund');
    const lookup = vi.spyOn(processor(), 'lookup');
    // Every refund of this job is refused its audit record (the last write of its outcome).
    await injectFailureAfterProcessor(t);
    const queued = await postJson(t, ADMIN, `${CRM_JOBS}/bulk-actions`, {
      action: 'refund',
      transactionIds: payments.map((p) => p.id),
      reason: CRASH_REASON,
    });
    expect(queued.statusCode).toBeLessThan(300);
    const jobId = queued.json().id as string;

    // The first worker claims the job and runs a batch, which dies recording the first item.
    const first = createTransactionJobsWorker(t.app, processor, { leaseSeconds: 60, batchesPerPass: 0 });
    await first.runOnce();
    const job = await jobRow(jobId);
    expect(job).toMatchObject({ status: 'Running', lockedBy: first.id });
    const requester = await resolveJobRequester(t.app, job);
    if (!requester) throw new Error('The requester is gone');
    const batch = runBulkBatch({
      db: t.database.db,
      job,
      workerId: first.id,
      leaseSeconds: 60,
      requester,
      processor: processor(),
      log: t.app.log,
    });
    await expect(batch).rejects.toThrow(/insert into "transaction_audit"/);

    const [paid] = payments;
    if (!paid) throw new Error('No payment');
    expect(refund).toHaveBeenCalledTimes(1);
    const [operation] = await operationsOf(t, paid.tenantId, paid.id);
    expect(operation).toMatchObject({ state: 'Pending', action: 'refund', processorCall: 'refund' });
    // The processor was given the operation's id as its idempotency reference.
    expect(refund.mock.calls[0]?.[0].operationId).toBe(operation?.id);
    const [item, ...others] = await itemsOf(jobId);
    expect(item).toMatchObject({ outcome: 'Pending', transactionId: paid.id, operationId: operation?.id });
    expect(others.map((o) => [o.outcome, o.operationId])).toEqual([
      ['Pending', null],
      ['Pending', null],
    ]);
    const nothingYet = await readBack(t, paid.tenantId, paid.id);
    expect(nothingYet.row.refundedAmount).toBe(0);
    expect(nothingYet.children).toHaveLength(0);
    expect(nothingYet.audit).toHaveLength(0);
    await removeInjectedFailure(t);

    // The first worker is gone; its lease runs out and another worker takes the job over.
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(transactionJobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(transactionJobs.id, jobId)),
    );
    const next = createTransactionJobsWorker(t.app, processor);
    for (let pass = 0; pass < 10 && (await jobRow(jobId)).status === 'Running'; pass += 1)
      await next.runOnce();
    await next.stop();
    expect(await jobRow(jobId)).toMatchObject({ status: 'Completed', applied: 3, failed: 0, attempts: 2 });

    // The first item's refund was answered once; the rerun asked for that answer by its id.
    expect(refund.mock.calls.filter(([call]) => call.operationId === operation?.id)).toHaveLength(1);
    expect(lookup).toHaveBeenCalledWith(operation?.id);
    // Each transaction refunded once: one call each.
    expect(refund).toHaveBeenCalledTimes(3);
    expect(new Set(refund.mock.calls.map(([call]) => call.transaction.id))).toEqual(
      new Set(payments.map((p) => p.id)),
    );
    expect((await itemsOf(jobId)).map((i) => [i.outcome, i.status])).toEqual([
      ['Applied', 'Refunded'],
      ['Applied', 'Refunded'],
      ['Applied', 'Refunded'],
    ]);
    for (const p of payments) {
      const after = await readBack(t, p.tenantId, p.id);
      expect(after.row).toMatchObject({ status: 'Refunded', refundedAmount: 10_000 });
      expect(after.children).toHaveLength(1);
      expect(after.audit).toHaveLength(1);
      const trail = await moneyTrailOf(t, p.tenantId, [after.children[0]?.id as string]);
      expect(trail.ledger).toHaveLength(2);
      expect((await operationsOf(t, p.tenantId, p.id)).map((o) => o.state)).toEqual(['Settled']);
    }
    const settled = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(transactionJobItems)
        .where(
          and(eq(transactionJobItems.jobId, jobId), eq(transactionJobItems.operationId, operation?.id ?? '')),
        ),
    );
    expect(settled).toHaveLength(1);
  });
});
