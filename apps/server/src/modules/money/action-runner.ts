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
import { callAndSettle } from './operation-completion';
import { holdApprovalLocks } from './payout-limits';
import {
  insertPendingOperation,
  type OperationKey,
  PENDING_OPERATIONS,
  pendingOperationOn,
} from './pending-operations';
import type { PaymentProcessor } from './processor/processor';
import { type PlannedCall, ProcessorCallPlanned, planningProcessorFor } from './processor-plan';
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
 * The same steps serve a payment created with its call (runPaymentCreation: the virtual terminal)
 * and a job's item (planActionIn inside the job's transaction, then callAndSettle).
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

/** A processor call committed as pending, to be made and recorded (operation-completion.ts). */
export interface PendingCall {
  readonly key: OperationKey;
  readonly planned: PlannedCall;
}

/** Step 1's result: the action done (no processor call), or its call committed as pending. */
export type PlannedStep =
  | { readonly kind: 'done'; readonly answer: unknown }
  | ({ readonly kind: 'call' } & PendingCall);

type Planned = PlannedStep | { readonly kind: 'wait'; readonly pendingSince: Date };

export async function runAction(run: ActionRun, body: ActionBody): Promise<ActionResult> {
  return inTurn(run.transactionId, () => runInSteps(run, body));
}

/** What every step of a request's action needs: its scope, the database, and who acts and how. */
async function stepsOf(run: Omit<ActionRun, 'transactionId'>) {
  const recording: ActionRecording = {
    actor: run.actor,
    headers: requestHeadersOf(run.request),
    claim: run.claim,
  };
  return { scope: await requestScope(run.request), db: run.request.server.database.db, recording };
}

async function runInSteps(run: ActionRun, body: ActionBody): Promise<ActionResult> {
  const { scope, db, recording } = await stepsOf(run);
  const waitUntil = Date.now() + PENDING_OPERATIONS.turnWaitMs;
  for (let attempt = 0; ; attempt += 1) {
    const step = await withScope(db, scope, (tx) =>
      planAction(tx, scope, run.transactionId, recording, body),
    );
    // The bodies runAction runs give no answer of their own: theirs is the ActionResult.
    if (step.kind === 'done') return step.answer as ActionResult;
    if (step.kind === 'call') {
      const done = await callAndSettle({ db, scope, processor: run.processor }, step.key, step.planned);
      return done.answer as ActionResult;
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
  return planOn(tx, { scope, row, recording, operationId: randomUUID() }, body);
}

/**
 * The body run on the locked row up to its processor call: the action done, or its call inserted as
 * a pending operation (with the Idempotency-Key pointing at it) that commits with `tx`.
 */
async function planOn(
  tx: ScopedTx,
  on: {
    readonly scope: DataScope;
    readonly row: TransactionRecord;
    readonly recording: ActionRecording;
    readonly operationId: string;
  },
  body: ActionBody,
): Promise<PlannedStep> {
  const { scope, row, recording, operationId } = on;
  // A payout approval takes its payment's row and the merchant's payout lock before the savepoint
  // (payout-limits.ts), so a concurrent approval counts this one once its operation commits.
  await holdApprovalLocks(tx, row);
  const before = moneyStateOf(row);
  const context = { scope, actor: recording.actor, row, operationId };
  try {
    // A savepoint: whatever the body wrote before its processor call is undone with the plan.
    const outcome = await tx.transaction((savepoint) =>
      body({ ...context, tx: savepoint, processorFor: planningProcessorFor }),
    );
    return { kind: 'done', answer: await finishAction(tx, recording, before, outcome) };
  } catch (error) {
    if (!(error instanceof ProcessorCallPlanned)) throw error;
    const { planned } = error;
    await insertPendingOperation(tx, { ...recording, row, planned });
    if (recording.claim) await attachOperation(tx, recording.claim, planned.call.operationId);
    return { kind: 'call', key: { tenantId: row.tenantId, id: planned.call.operationId }, planned };
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

/**
 * A payment created together with its processor call (the virtual terminal's): step 1 writes the
 * payment through `create` (which answers the body to run on it) and, in the same database
 * transaction, commits the body's call as pending under the payment's id (the authorisation's
 * idempotency reference), with the Idempotency-Key pointing at it. The payment is committed in the
 * state `create` gives it (Pending: the processor has not answered) before the processor is called;
 * steps 2 and 3 are any action's. Answers the body's own answer.
 */
export async function runPaymentCreation(
  run: Omit<ActionRun, 'transactionId'>,
  create: (tx: ScopedTx, scope: DataScope) => Promise<{ row: TransactionRecord; body: ActionBody }>,
): Promise<unknown> {
  const { scope, db, recording } = await stepsOf(run);
  const step = await withScope(db, scope, async (tx) => {
    const { row, body } = await create(tx, scope);
    return planOn(tx, { scope, row, recording, operationId: row.id }, body);
  });
  if (step.kind === 'done') return step.answer;
  return (await callAndSettle({ db, scope, processor: run.processor }, step.key, step.planned)).answer;
}

/** An action run without an HTTP request (a job's worker): the audit's request headers are given. */
export interface ScopedActionRun {
  readonly actor: Actor;
  readonly transactionId: string;
  readonly claim: IdempotencyClaim | null;
  readonly headers: Record<string, string | null>;
}

/**
 * Step 1 of an action inside an open scoped database transaction the caller commits (a job marks
 * its item in the same `tx`): lock, state machine, and either the action done (outcome, audit and
 * stored answer written in `tx`) or its processor call inserted as pending. Never calls the
 * processor: the caller commits first, then makes the call with `callAndSettle`, so a call is
 * never made that a rollback could erase. A transaction with a pending operation is refused as in
 * flight rather than decided beside it.
 */
export async function planActionIn(
  tx: ScopedTx,
  scope: DataScope,
  run: ScopedActionRun,
  body: ActionBody,
): Promise<PlannedStep> {
  const row = await lockActionRow(tx, scope, run.transactionId, run.actor);
  if (await pendingOperationOn(tx, row)) {
    throw new AppError('ACTION_IN_FLIGHT', TRANSACTION_ACTION_MESSAGES.inFlight);
  }
  return planOn(tx, { scope, row, recording: run, operationId: randomUUID() }, body);
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
