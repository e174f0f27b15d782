import type { ActionResult } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import type { PaymentProcessor } from '../money';
import { callAndSettle, type OperationRun, type PendingCall, resumeOperation, transactions } from '../money';
import { recordRefusedItem } from './bulk-item-audit';
import { type ItemOutcome, runItem } from './bulk-job-item';
import type { JobRequester } from './job-requester';
import {
  type TransactionJobItemRecord,
  type TransactionJobRecord,
  transactionJobItems,
  transactionJobs,
} from './transaction-jobs.table';

/**
 * One batch of a bulk job (docs/transaction-jobs.md "Exactly once"), in the requester's scope.
 * Each database transaction of the batch locks the job row and checks this worker still holds its
 * lease (a cancel or another worker that took over after the lease ran out makes it stop), then
 * takes the job's Pending items in order:
 * - an item whose action calls no processor (a status change, a refusal, not found) is decided
 *   through the single action's path (planActionIn: scope and per-user limits, row lock, state
 *   machine, audit) in a savepoint, and marked in the same transaction, a refused or failed one
 *   with its denied or failed audit row (bulk-item-audit.ts);
 * - an item whose action calls the processor gets its call committed as a pending money operation,
 *   the item pointing at it, and the transaction commits there. The processor is then called
 *   outside any transaction under the operation's id, and the outcome is recorded together with the
 *   item's mark (callAndSettle), as a single action's is;
 * - an item that already points at an operation (its batch died after committing the call) is
 *   recorded from what the processor answered under that id, without calling it again
 *   (resumeOperation).
 * Each mark commits with its item's outcome, and counts and lease renewal with the marks. A server
 * killed at any point leaves every item either unapplied and Pending, or with its call on record.
 */

export const BULK_BATCH_SIZE = 20;

export type BatchResult = 'more' | 'finished' | 'lost';

/** What one database transaction of the batch left to do after its commit. */
interface ItemCall {
  readonly position: number;
  readonly operation: PendingCall['key'];
  /** The call to make; null when it was committed by a batch that died (its answer is looked up). */
  readonly call: PendingCall | null;
}

type Step =
  | { readonly kind: 'lost' | 'finished' | 'marked'; readonly marked: number }
  | { readonly kind: 'call'; readonly marked: number; readonly item: ItemCall };

type BatchOptions = Parameters<typeof runBulkBatch>[0];

export async function runBulkBatch(options: {
  readonly db: Database;
  readonly job: TransactionJobRecord;
  readonly workerId: string;
  readonly leaseSeconds: number;
  readonly requester: JobRequester;
  readonly processor: PaymentProcessor;
  readonly log: FastifyBaseLogger;
  /** Test hook: called before each commit that marks items (a crash here must undo the marks). */
  readonly beforeCommit?: () => Promise<void>;
}): Promise<BatchResult> {
  const { db, requester } = options;
  let processed = 0;
  while (processed < BULK_BATCH_SIZE) {
    const step = await withScope(db, requester.scope, (tx) =>
      decideUntilCall(tx, options, BULK_BATCH_SIZE - processed),
    );
    processed += step.marked;
    if (step.kind !== 'call') return step.kind === 'marked' ? 'more' : step.kind;
    const { item } = step;
    const run: OperationRun = {
      db,
      scope: requester.scope,
      processor: options.processor,
      onSettled: (tx, answer) => markRecorded(tx, options, item.position, answer as ActionResult),
    };
    if (item.call) await callAndSettle(run, item.call.key, item.call.planned);
    else await resumeOperation(run, item.operation);
    processed += 1;
  }
  return 'more';
}

/**
 * One database transaction of the batch: the lease checked, then the Pending items decided and
 * marked in order until one needs the processor; that one's call is committed as pending (or, left
 * by a batch that died, found) and handed back to be made and recorded after the commit.
 */
async function decideUntilCall(tx: ScopedTx, options: BatchOptions, limit: number): Promise<Step> {
  const { job, workerId } = options;
  const [held] = await tx
    .select()
    .from(transactionJobs)
    .where(and(eq(transactionJobs.id, job.id), eq(transactionJobs.lockedBy, workerId)))
    .for('update');
  if (held?.status !== 'Running') return { kind: 'lost', marked: 0 };
  const items = await tx
    .select()
    .from(transactionJobItems)
    .where(and(eq(transactionJobItems.jobId, job.id), eq(transactionJobItems.outcome, 'Pending')))
    .orderBy(asc(transactionJobItems.position))
    .limit(limit);
  if (items.length === 0) {
    await finish(tx, held);
    return { kind: 'finished', marked: 0 };
  }
  const counts = { Applied: 0, Refused: 0, NotFound: 0, Failed: 0, Skipped: 0 };
  let marked = 0;
  let next: Step | null = null;
  for (const item of items) {
    if (item.operationId) {
      const operation = { tenantId: await tenantOfItem(tx, item), id: item.operationId };
      next = { kind: 'call', marked, item: { position: item.position, operation, call: null } };
      break;
    }
    const result = await runItem(tx, options, held, item);
    if (result.outcome === 'Call') {
      await tx
        .update(transactionJobItems)
        .set({ transactionId: result.transactionId, operationId: result.call.key.id })
        .where(and(eq(transactionJobItems.jobId, job.id), eq(transactionJobItems.position, item.position)));
      const { call } = result;
      next = { kind: 'call', marked, item: { position: item.position, operation: call.key, call } };
      break;
    }
    await markItem(tx, job.id, item.position, result);
    await recordRefusedItem(tx, options.requester, held, item, result);
    counts[result.outcome] += 1;
    marked += 1;
  }
  await addCounts(tx, job.id, counts, options.leaseSeconds);
  if (marked > 0) await options.beforeCommit?.();
  return next ?? { kind: 'marked', marked };
}

/** The recorded outcome of an item's processor call, marked in the transaction that records it. */
async function markRecorded(
  tx: ScopedTx,
  options: BatchOptions,
  position: number,
  answer: ActionResult,
): Promise<void> {
  const outcome: ItemOutcome = {
    outcome: 'Applied',
    transactionId: answer.transaction.id,
    message: null,
    status: answer.transaction.status,
  };
  // Marked once: a rerun that finds the outcome recorded (by the reconciler) marks it only if unmarked.
  if (await markItem(tx, options.job.id, position, outcome)) {
    await addCounts(tx, options.job.id, { Applied: 1, Refused: 0, NotFound: 0, Failed: 0, Skipped: 0 }, null);
  }
  await options.beforeCommit?.();
}

async function markItem(
  tx: ScopedTx,
  jobId: string,
  position: number,
  result: ItemOutcome,
): Promise<boolean> {
  const marked = await tx
    .update(transactionJobItems)
    .set({
      outcome: result.outcome,
      transactionId: result.transactionId,
      message: result.message,
      status: result.status,
      processedAt: sql`now()`,
    })
    .where(
      and(
        eq(transactionJobItems.jobId, jobId),
        eq(transactionJobItems.position, position),
        eq(transactionJobItems.outcome, 'Pending'),
      ),
    )
    .returning({ position: transactionJobItems.position });
  return marked.length > 0;
}

/** Adds the marks to the job's counts and, in the batch's own transactions, renews the lease. */
async function addCounts(
  tx: ScopedTx,
  jobId: string,
  counts: Record<ItemOutcome['outcome'], number>,
  leaseSeconds: number | null,
): Promise<void> {
  await tx
    .update(transactionJobs)
    .set({
      applied: sql`${transactionJobs.applied} + ${counts.Applied}`,
      refused: sql`${transactionJobs.refused} + ${counts.Refused}`,
      notFound: sql`${transactionJobs.notFound} + ${counts.NotFound}`,
      failed: sql`${transactionJobs.failed} + ${counts.Failed}`,
      skipped: sql`${transactionJobs.skipped} + ${counts.Skipped}`,
      ...(leaseSeconds === null ? {} : { lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` }),
    })
    .where(eq(transactionJobs.id, jobId));
}

/** The tenant of the transaction an item acted on (its operation's key). */
async function tenantOfItem(tx: ScopedTx, item: TransactionJobItemRecord): Promise<string> {
  const [row] = await tx
    .select({ tenantId: transactions.tenantId })
    .from(transactions)
    .where(eq(transactions.id, item.transactionId ?? ''))
    .limit(1);
  if (!row) throw new Error(`The transaction of job item ${item.jobId}:${item.position} is gone`);
  return row.tenantId;
}

async function finish(tx: ScopedTx, job: TransactionJobRecord): Promise<void> {
  const withErrors = job.refused + job.notFound + job.failed > 0;
  await tx
    .update(transactionJobs)
    .set({
      status: withErrors ? 'CompletedWithErrors' : 'Completed',
      finishedAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(eq(transactionJobs.id, job.id));
}
