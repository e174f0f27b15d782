import {
  TRANSACTION_ACTION_MESSAGES,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import type { ActionResult, BatchResult } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { type IdempotencyClaim, storeIdempotentResult } from '../../infra/idempotency/idempotency';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type ActionBody, processorAnswerOf, StateRefusal } from './action-rules';
import type { PaymentProcessor } from './processor/processor';
import { moneyStateOf, requestHeadersOf, writeAudit } from './transaction-audit';
import { selectTransactionRows, toTransaction, transactionsInScope } from './transaction-rows';
import type { TransactionRecord } from './transaction-writes';
import { transactions } from './transactions.table';

/**
 * How every money action runs (docs/transactions.md "Money actions"): one database transaction in
 * the caller's scope that locks the transaction's row (`select … for update`), checks the state
 * machine, calls the processor, writes the result, the audit record and (with an Idempotency-Key)
 * the answer to replay, and commits all of it or nothing. The row lock is what makes concurrent
 * actions on one transaction take turns, so none of them decides on a state another is changing.
 */

export interface ActionRun {
  readonly request: FastifyRequest;
  readonly actor: Actor;
  readonly transactionId: string;
  readonly processor: PaymentProcessor;
  readonly claim: IdempotencyClaim | null;
}

export async function runAction(run: ActionRun, body: ActionBody): Promise<ActionResult> {
  return withRequestScope(run.request, (tx, scope) =>
    runActionIn(tx, scope, { ...run, headers: requestHeadersOf(run.request) }, body),
  );
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
 * The action inside an open scoped database transaction: lock, state machine, processor, audit and
 * the stored answer. A caller that must record something with the action (a job marking its item)
 * writes it in the same `tx`, so the action and the mark commit together or not at all.
 */
export async function runActionIn(
  tx: ScopedTx,
  scope: DataScope,
  run: ScopedActionRun,
  body: ActionBody,
): Promise<ActionResult> {
  const row = await lockTransaction(tx, scope, run.transactionId);
  if (!row) throw AppError.notFound('Transaction');
  if (row.mode !== run.actor.mode) {
    throw new StateRefusal(TRANSACTION_ACTION_MESSAGES.mode, row.status as TransactionStatus);
  }
  const before = moneyStateOf(row);
  const outcome = await body({ tx, scope, actor: run.actor, row, processor: run.processor });
  await writeAudit(tx, {
    transaction: outcome.row,
    actor: run.actor,
    before,
    after: moneyStateOf(outcome.row),
    request: outcome.audit,
    headers: run.headers,
    createdTransactionId: outcome.created?.id ?? null,
  });
  const result: ActionResult = {
    ...(await actionResult(tx, run.actor, outcome.row, outcome.created)),
    processor: outcome.processor ? processorAnswerOf(outcome.processor) : null,
  };
  // Stored with the processor's answer, so a replay answers the same.
  if (run.claim) await storeIdempotentResult(tx, run.claim, 200, result);
  return result;
}

/** The row in the caller's scope, locked until the action's transaction ends; null when not in scope. */
async function lockTransaction(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
): Promise<TransactionRecord | null> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), transactionsInScope(scope)))
    .for('update');
  return row ?? null;
}

async function actionResult(
  tx: ScopedTx,
  actor: Actor,
  row: TransactionRecord,
  created: TransactionRecord | null,
): Promise<ActionResult> {
  const ids = created ? [row.id, created.id] : [row.id];
  const rows = await selectTransactionRows(tx).where(
    and(eq(transactions.tenantId, row.tenantId), inArray(transactions.id, ids)),
  );
  const find = (id: string) => {
    const found = rows.find((r) => r.t.id === id);
    if (!found) throw new Error(`Transaction ${id} is missing from its own action's answer`);
    return toTransaction(found, actor);
  };
  return { transaction: find(row.id), created: created ? find(created.id) : null };
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
