import type { BulkAction } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { TRANSACTION_JOB_MESSAGES } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { StatusChangeAction } from '@paydesk/contracts/transactions/transaction.model';
import type { ActionResult } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { AppError } from '../../infra/errors/app-error';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import type { PaymentProcessor } from '../money';
import {
  type ActionBody,
  callAndSettle,
  capture,
  changeStatus,
  checkStatus,
  type OperationRun,
  type PendingCall,
  planActionIn,
  refund,
  resumeOperation,
  StateRefusal,
  transactions,
  transactionsInScope,
  voidPayment,
} from '../money';
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
 *   machine, audit) in a savepoint, and marked in the same transaction;
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

interface ItemOutcome {
  readonly outcome: 'Applied' | 'Refused' | 'NotFound' | 'Failed';
  readonly transactionId: string | null;
  readonly message: string | null;
  readonly status: string | null;
}

type ItemRun =
  | ItemOutcome
  | { readonly outcome: 'Call'; readonly transactionId: string; readonly call: PendingCall };

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const counts = { Applied: 0, Refused: 0, NotFound: 0, Failed: 0 };
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
    await addCounts(tx, options.job.id, { Applied: 1, Refused: 0, NotFound: 0, Failed: 0 }, null);
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

/** The action one item runs: the bulk update's status change, or the bulk action in full. */
function actionOf(job: TransactionJobRecord): ActionBody {
  if (job.kind === 'BulkUpdate') {
    const body = {
      actionType: job.action as StatusChangeAction,
      ...(job.declineReason ? { declineReason: job.declineReason } : {}),
    };
    return (context) => changeStatus(context, body);
  }
  const reason = job.comment ?? undefined;
  const actions: Record<BulkAction, ActionBody> = {
    refund: (context) => refund(context, { reason }),
    capture: (context) => capture(context, { reason }),
    void: (context) => voidPayment(context, { reason }),
    checkStatus: (context) => checkStatus(context, { reason }),
  };
  const action = actions[job.action as BulkAction];
  if (!action) throw new Error(`Unknown bulk action ${job.action}`);
  return action;
}

async function runItem(
  tx: ScopedTx,
  options: BatchOptions,
  job: TransactionJobRecord,
  item: TransactionJobItemRecord,
): Promise<ItemRun> {
  const { requester } = options;
  const found = await findTransaction(tx, requester.scope, item.reference);
  if (found.kind === 'none') {
    return {
      outcome: 'NotFound',
      transactionId: null,
      message: TRANSACTION_JOB_MESSAGES.itemNotFound,
      status: null,
    };
  }
  if (found.kind === 'many') {
    return {
      outcome: 'Refused',
      transactionId: null,
      message: TRANSACTION_JOB_MESSAGES.ambiguousExternalId,
      status: null,
    };
  }
  const transactionId = found.id;
  try {
    // A savepoint: a refused or failed item rolls back its own writes, not the batch's.
    const step = await tx.transaction((savepoint) =>
      planActionIn(
        savepoint,
        requester.scope,
        { actor: requester.actor, transactionId, claim: null, headers: auditHeaders(job, item) },
        actionOf(job),
      ),
    );
    if (step.kind === 'call') return { outcome: 'Call', transactionId, call: step };
    const result = step.answer as ActionResult;
    return { outcome: 'Applied', transactionId, message: null, status: result.transaction.status };
  } catch (error) {
    if (error instanceof StateRefusal) {
      return { outcome: 'Refused', transactionId, message: error.message, status: error.currentStatus };
    }
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      return {
        outcome: 'NotFound',
        transactionId: null,
        message: TRANSACTION_JOB_MESSAGES.itemNotFound,
        status: null,
      };
    }
    if (error instanceof AppError && error.status < 500) {
      return { outcome: 'Refused', transactionId, message: error.message, status: null };
    }
    options.log.error({ err: error, jobId: job.id, position: item.position }, 'a bulk job item failed');
    return { outcome: 'Failed', transactionId, message: TRANSACTION_JOB_MESSAGES.itemFailed, status: null };
  }
}

/** What the audit records as the request: the job and item, in place of HTTP headers. */
function auditHeaders(
  job: TransactionJobRecord,
  item: TransactionJobItemRecord,
): Record<string, string | null> {
  return {
    websiteId: null,
    systemMode: null,
    mode: job.mode,
    requestId: `${job.id}:${item.position}`,
    tenantId: job.tenantId,
    idempotencyKey: null,
    serverRequestId: null,
    jobId: job.id,
    jobKind: job.kind,
  };
}

type Found = { kind: 'one'; id: string } | { kind: 'none' } | { kind: 'many' };

/** A reference is a transaction id, else an external id (which may name several transactions). */
async function findTransaction(
  tx: ScopedTx,
  scope: JobRequester['scope'],
  reference: string,
): Promise<Found> {
  const inScope = transactionsInScope(scope);
  if (UUID.test(reference)) {
    const [byId] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.id, reference), inScope))
      .limit(1);
    if (byId) return { kind: 'one', id: byId.id };
  }
  const byExternal = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.externalId, reference), inScope))
    .limit(2);
  if (byExternal.length === 0) return { kind: 'none' };
  if (byExternal.length > 1) return { kind: 'many' };
  return { kind: 'one', id: byExternal[0]!.id };
}
