import type { BulkAction } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { TRANSACTION_JOB_MESSAGES } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { StatusChangeAction } from '@paydesk/contracts/transactions/transaction.model';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { AppError } from '../../infra/errors/app-error';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import type { PaymentProcessor } from '../money';
import {
  type ActionBody,
  capture,
  changeStatus,
  checkStatus,
  refund,
  runActionIn,
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
 * One batch of a bulk job (docs/transaction-jobs.md "Exactly once"). The batch is ONE database
 * transaction in the requester's scope that
 * 1. locks the job row and checks this worker still holds its lease (a cancel or another worker
 *    that took over after the lease ran out makes it stop),
 * 2. runs each Pending item through the same path as a single action (runActionIn: scope and
 *    per-user limits, row lock, state machine, processor, audit), each in a savepoint so a refusal
 *    undoes only that item,
 * 3. marks each item's outcome and adds the counts to the job, and renews the lease.
 * The actions and their marks commit together: a server killed mid-batch leaves the whole batch
 * Pending and unapplied, and the next worker runs it once. Nothing is ever applied without its mark.
 */

export const BULK_BATCH_SIZE = 20;

export type BatchResult = 'more' | 'finished' | 'lost';

interface ItemOutcome {
  readonly outcome: 'Applied' | 'Refused' | 'NotFound' | 'Failed';
  readonly transactionId: string | null;
  readonly message: string | null;
  readonly status: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function runBulkBatch(options: {
  readonly db: Database;
  readonly job: TransactionJobRecord;
  readonly workerId: string;
  readonly leaseSeconds: number;
  readonly requester: JobRequester;
  readonly processor: PaymentProcessor;
  readonly log: FastifyBaseLogger;
  /** Test hook: called after the batch's actions ran, before it commits (a crash here must undo them). */
  readonly beforeCommit?: () => Promise<void>;
}): Promise<BatchResult> {
  const { db, job, workerId, requester } = options;
  return withScope(db, requester.scope, async (tx) => {
    const [held] = await tx
      .select()
      .from(transactionJobs)
      .where(and(eq(transactionJobs.id, job.id), eq(transactionJobs.lockedBy, workerId)))
      .for('update');
    if (held?.status !== 'Running') return 'lost';
    const items = await tx
      .select()
      .from(transactionJobItems)
      .where(and(eq(transactionJobItems.jobId, job.id), eq(transactionJobItems.outcome, 'Pending')))
      .orderBy(asc(transactionJobItems.position))
      .limit(BULK_BATCH_SIZE);
    if (items.length === 0) {
      await finish(tx, held);
      return 'finished';
    }
    const counts = { Applied: 0, Refused: 0, NotFound: 0, Failed: 0 };
    for (const item of items) {
      const result = await runItem(tx, options, held, item);
      counts[result.outcome] += 1;
      await tx
        .update(transactionJobItems)
        .set({
          outcome: result.outcome,
          transactionId: result.transactionId,
          message: result.message,
          status: result.status,
          processedAt: sql`now()`,
        })
        .where(and(eq(transactionJobItems.jobId, job.id), eq(transactionJobItems.position, item.position)));
    }
    await tx
      .update(transactionJobs)
      .set({
        applied: sql`${transactionJobs.applied} + ${counts.Applied}`,
        refused: sql`${transactionJobs.refused} + ${counts.Refused}`,
        notFound: sql`${transactionJobs.notFound} + ${counts.NotFound}`,
        failed: sql`${transactionJobs.failed} + ${counts.Failed}`,
        lockedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      })
      .where(eq(transactionJobs.id, job.id));
    await options.beforeCommit?.();
    return 'more';
  });
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
  options: Parameters<typeof runBulkBatch>[0],
  job: TransactionJobRecord,
  item: TransactionJobItemRecord,
): Promise<ItemOutcome> {
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
    const result = await tx.transaction((savepoint) =>
      runActionIn(
        savepoint,
        requester.scope,
        {
          actor: requester.actor,
          transactionId,
          processor: options.processor,
          claim: null,
          headers: auditHeaders(job, item),
        },
        actionOf(job),
      ),
    );
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
