import type { BulkAction } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { TRANSACTION_JOB_MESSAGES } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { StatusChangeAction } from '@paydesk/contracts/transactions/transaction.model';
import type { ActionResult } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import {
  type ActionBody,
  capture,
  changeStatus,
  checkStatus,
  type PendingCall,
  planActionIn,
  refund,
  StateRefusal,
  transactions,
  transactionsInScope,
  voidPayment,
} from '../money';
import { resendJobItem } from '../transaction-webhooks';
import type { JobRequester } from './job-requester';
import type { TransactionJobItemRecord, TransactionJobRecord } from './transaction-jobs.table';

/**
 * One item of a bulk job, decided through the single action's path (bulk-job-batch.ts runs the
 * batch): its transaction found by id or external id, the job's action planned on it.
 */

export interface ItemOutcome {
  /** Skipped: a webhook resend's event that needs no resend (delivered since, or one under way). */
  readonly outcome: 'Applied' | 'Refused' | 'NotFound' | 'Failed' | 'Skipped';
  readonly transactionId: string | null;
  readonly message: string | null;
  readonly status: string | null;
}

export type ItemRun =
  | ItemOutcome
  | { readonly outcome: 'Call'; readonly transactionId: string; readonly call: PendingCall };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/**
 * One item decided in the batch's transaction, up to its processor call: its outcome when the action
 * calls none (or is refused, or finds nothing), else its call, inserted as pending with `tx`.
 */
export async function runItem(
  tx: ScopedTx,
  options: { readonly requester: JobRequester; readonly log: FastifyBaseLogger },
  job: TransactionJobRecord,
  item: TransactionJobItemRecord,
): Promise<ItemRun> {
  const { requester } = options;
  if (job.kind === 'WebhookResend') {
    // An event (not a transaction) queued again: no processor call, decided in the batch's transaction.
    const resent = await resendJobItem(tx, {
      scope: requester.scope,
      actor: requester.actor,
      eventId: item.reference,
      origin: { jobId: job.id, position: item.position },
      requestedAt: job.createdAt,
    });
    return { ...resent, status: null };
  }
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
