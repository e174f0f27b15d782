import { randomUUID } from 'node:crypto';
import {
  TRANSACTION_ACTION_MESSAGES,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import type { ActionResult, BatchResult } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { attachOperation, type IdempotencyClaim } from '../../infra/idempotency/idempotency';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { type ActionRecording, finishAction, lockTransaction } from './action-answer';
import { type ActionBody, StateRefusal } from './action-rules';
import { inTurn } from './action-turns';
import { settleOperation } from './operation-settlement';
import { holdApprovalLocks } from './payout-limits';
import { insertPendingOperation, PENDING_OPERATIONS, pendingOperationOn } from './pending-operations';
import type { PaymentProcessor } from './processor/processor';
import {
  callProcessor,
  type PlannedCall,
  ProcessorCallPlanned,
  planningProcessorFor,
} from './processor-plan';
import { moneyStateOf, requestHeadersOf } from './transaction-audit';
import { transactionsInScope } from './transaction-rows';
import type { TransactionRecord } from './transaction-writes';
import { transactions } from './transactions.table';

/**
 * How every money action runs (docs/transactions.md "Money actions", "Pending operations"):
 * 1. one database transaction locks the transaction's row (`select … for update`) and runs the
 *    action's body up to its processor call; an action without one (a decline, a payout request …)
 *    writes its outcome, audit and idempotent answer right there and is done. Otherwise the call is
 *    committed as a pending money operation (its id is the call's idempotency reference), with the
 *    Idempotency-Key pointing at it;
 * 2. the processor is called, outside any database transaction;
 * 3. one database transaction records the answer (operation-settlement.ts).
 * So no processor call is ever made that Paydesk has no record of: a failure after step 1 leaves the
 * operation pending, its key in flight, and the reconciler settles it by asking the processor.
 * While an operation is pending on a transaction, other actions on it wait for their turn, so none
 * decides on a state the pending call is changing: in memory within this process (action-turns.ts),
 * by polling step 1 across processes.
 */

export interface ActionRun {
  readonly request: FastifyRequest;
  readonly actor: Actor;
  readonly transactionId: string;
  readonly processor: PaymentProcessor;
  readonly claim: IdempotencyClaim | null;
}

type Planned =
  | { readonly kind: 'done'; readonly result: ActionResult }
  | { readonly kind: 'call'; readonly planned: PlannedCall; readonly tenantId: string }
  | { readonly kind: 'wait'; readonly pendingSince: Date };

export async function runAction(run: ActionRun, body: ActionBody): Promise<ActionResult> {
  return inTurn(run.transactionId, () => runInSteps(run, body));
}

async function runInSteps(run: ActionRun, body: ActionBody): Promise<ActionResult> {
  const scope = await requestScope(run.request);
  const db = run.request.server.database.db;
  const recording: ActionRecording = {
    actor: run.actor,
    headers: requestHeadersOf(run.request),
    claim: run.claim,
  };
  const waitUntil = Date.now() + PENDING_OPERATIONS.turnWaitMs;
  for (let attempt = 0; ; attempt += 1) {
    const step = await withScope(db, scope, (tx) =>
      planAction(tx, scope, run.transactionId, recording, body),
    );
    if (step.kind === 'done') return step.result;
    if (step.kind === 'call') {
      const result = await callProcessor(run.processor, step.planned);
      const key = { tenantId: step.tenantId, id: step.planned.call.operationId };
      const settled = await withScope(db, scope, (tx) =>
        settleOperation(tx, scope, key, result, { skipLocked: false }),
      );
      if (!settled) throw new Error(`Operation ${key.id} vanished before its outcome was recorded`);
      return settled.answer;
    }
    // Another action's processor call on this transaction is undecided: wait for its outcome, unless
    // it is old enough to be the reconciler's (its request died) or waiting took too long.
    const stale = Date.now() - step.pendingSince.getTime() > PENDING_OPERATIONS.graceSeconds * 1_000;
    if (stale || Date.now() >= waitUntil) {
      throw new AppError('ACTION_IN_FLIGHT', TRANSACTION_ACTION_MESSAGES.inFlight);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(5 * 2 ** attempt, 100)));
  }
}

/** Step 1: the row locked, the rules checked, and either the whole action done or its call committed as pending. */
async function planAction(
  tx: ScopedTx,
  scope: DataScope,
  transactionId: string,
  recording: ActionRecording,
  body: ActionBody,
): Promise<Planned> {
  const row = await lockActionRow(tx, scope, transactionId, recording.actor);
  const pending = await pendingOperationOn(tx, row);
  if (pending) return { kind: 'wait', pendingSince: pending.createdAt };
  await holdApprovalLocks(tx, row);
  const before = moneyStateOf(row);
  const context = { scope, actor: recording.actor, row, operationId: randomUUID() };
  try {
    // A savepoint: whatever the body wrote before its processor call is undone with the plan.
    const outcome = await tx.transaction((savepoint) =>
      body({ ...context, tx: savepoint, processorFor: planningProcessorFor }),
    );
    return { kind: 'done', result: await finishAction(tx, recording, before, outcome) };
  } catch (error) {
    if (!(error instanceof ProcessorCallPlanned)) throw error;
    const { planned } = error;
    await insertPendingOperation(tx, { ...recording, row, planned });
    if (recording.claim) await attachOperation(tx, recording.claim, planned.call.operationId);
    return { kind: 'call', planned, tenantId: row.tenantId };
  }
}

/** The row locked, in the caller's scope (else 404) and in the caller's mode (else the mode's 409). */
async function lockActionRow(
  tx: ScopedTx,
  scope: DataScope,
  transactionId: string,
  actor: Actor,
): Promise<TransactionRecord> {
  const row = await lockTransaction(tx, scope, transactionId);
  if (!row) throw AppError.notFound('Transaction');
  if (row.mode !== actor.mode) {
    throw new StateRefusal(TRANSACTION_ACTION_MESSAGES.mode, row.status as TransactionStatus);
  }
  return row;
}

/** An action run without an HTTP request (a job's worker): the audit's request headers are given. */
export interface ScopedActionRun {
  readonly actor: Actor;
  readonly transactionId: string;
  readonly processor: PaymentProcessor;
  readonly claim: IdempotencyClaim | null;
  readonly headers: Record<string, string | null>;
}

/**
 * The action inside an open scoped database transaction the caller commits (a job marking its item
 * writes the mark in the same `tx`, so the action and the mark commit together or not at all): lock,
 * state machine, processor, audit and the stored answer in that one transaction. The processor is
 * called directly (its call cannot be committed first inside the caller's transaction); a
 * transaction with a pending operation is refused as in flight rather than decided beside it.
 */
export async function runActionIn(
  tx: ScopedTx,
  scope: DataScope,
  run: ScopedActionRun,
  body: ActionBody,
): Promise<ActionResult> {
  const row = await lockActionRow(tx, scope, run.transactionId, run.actor);
  if (await pendingOperationOn(tx, row)) {
    throw new AppError('ACTION_IN_FLIGHT', TRANSACTION_ACTION_MESSAGES.inFlight);
  }
  const before = moneyStateOf(row);
  const outcome = await body({
    tx,
    scope,
    actor: run.actor,
    row,
    operationId: randomUUID(),
    processorFor: () => run.processor,
  });
  return finishAction(tx, run, before, outcome);
}

/** The tenant of a transaction the caller can see (the Idempotency-Key's scope), or null. */
export async function tenantOfTransaction(
  request: FastifyRequest,
  ids: readonly string[],
): Promise<string | null> {
  if (ids.length === 0) return null;
  return withRequestScope(request, async (tx, scope) => {
    const [row] = await tx
      .select({ tenantId: transactions.tenantId })
      .from(transactions)
      .where(and(inArray(transactions.id, [...ids]), transactionsInScope(scope)))
      // The same batch always keys under the same tenant, so its retry finds its key.
      .orderBy(transactions.tenantId)
      .limit(1);
    return row?.tenantId ?? null;
  });
}

/**
 * A batch answers per transaction, each decided in its own database transaction, so one refusal
 * (or one payout another user just decided) never undoes the others. Ids repeated in the batch are
 * decided once.
 */
export async function runBatch(
  run: Omit<ActionRun, 'transactionId' | 'claim'>,
  ids: readonly string[],
  body: ActionBody,
): Promise<BatchResult> {
  const results: BatchResult['results'] = [];
  for (const transactionId of new Set(ids)) {
    try {
      const result = await runAction({ ...run, transactionId, claim: null }, body);
      // A payout the processor declined is still Done (a decline is an answer): its code says why.
      results.push({
        transactionId,
        outcome: 'Done',
        message: null,
        status: result.transaction.status,
        responseCode: result.processor?.responseCode ?? null,
        responseMessage: result.processor?.responseMessage ?? null,
      });
    } catch (error) {
      if (error instanceof StateRefusal) {
        results.push({
          transactionId,
          outcome: 'Refused',
          message: error.message,
          status: error.currentStatus,
        });
      } else if (error instanceof AppError && error.code === 'NOT_FOUND') {
        results.push({ transactionId, outcome: 'NotFound', message: null, status: null });
      } else {
        throw error;
      }
    }
  }
  return { results };
}
