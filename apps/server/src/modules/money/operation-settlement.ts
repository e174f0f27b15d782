import { attachOperation } from '../../infra/idempotency/idempotency';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { finishAction, lockTransaction } from './action-answer';
import { StateRefusal } from './action-rules';
import {
  actorOf,
  claimOf,
  insertPendingOperation,
  lockOperation,
  markSettled,
  type OperationKey,
} from './pending-operations';
import type { ProcessorResult } from './processor/processor';
import {
  type PlannedCall,
  type ProcessorCallName,
  ProcessorCallPlanned,
  recordedProcessorFor,
} from './processor-plan';
import { settleableBody } from './settleable-actions';
import { moneyStateOf } from './transaction-audit';

/**
 * Step 3 of a money action (docs/transactions.md "Pending operations"): the processor's answer to a
 * pending operation is recorded, in one database transaction: the action's body runs again on the
 * locked transaction from the operation's stored input, its processor call answered with `result`,
 * and writes the statuses, child, ledger, events (webhooks) and audit; the operation becomes
 * Settled and its Idempotency-Key answered. The request that made the call and the reconciler both
 * come here; the operation's row lock and its state make the outcome recorded once.
 *
 * The body's rules pass again: while an operation is pending on a transaction no other action
 * decides on it (the runner waits its turn), so the row is as it was when the call was planned. Should
 * a write outside the runner have changed it (a dispute's resolution), the refusal is an error,
 * not the action's answer: the operation stays pending and its key in flight.
 *
 * A body may go on to a follow-up call of another action (a virtual-terminal sale's capture after
 * its authorisation was approved). What it wrote up to there is this operation's outcome and is
 * kept; the operation is Settled (its answer names the follow-up), the follow-up is committed as
 * pending in the same transaction with the Idempotency-Key moved onto it, and the caller makes that
 * call and records it in turn. Only the last one writes the audit and answers the key.
 */

export type Settlement =
  | { readonly kind: 'settled'; readonly answer: unknown; readonly settledNow: boolean }
  | { readonly kind: 'followUp'; readonly key: OperationKey; readonly planned: PlannedCall };

export async function settleOperation(
  tx: ScopedTx,
  scope: DataScope,
  key: OperationKey,
  result: ProcessorResult,
  options: { readonly skipLocked: boolean },
): Promise<Settlement | null> {
  const operation = await lockOperation(tx, key, options);
  if (!operation) return null;
  if (operation.state === 'Settled') return { kind: 'settled', answer: operation.answer, settledNow: false };
  const row = await lockTransaction(tx, scope, operation.transactionId);
  if (!row)
    throw new Error(`Transaction ${operation.transactionId} of operation ${operation.id} is out of scope`);
  const actor = actorOf(operation);
  const before = moneyStateOf(row);
  const processorFor = recordedProcessorFor(
    {
      action: operation.action,
      name: operation.processorCall as ProcessorCallName,
      operationId: operation.id,
    },
    result,
  );
  const body = settleableBody(operation.action, operation.input);
  const claim = claimOf(operation);
  let outcome: Awaited<ReturnType<typeof body>>;
  try {
    outcome = await body({
      tx,
      scope,
      actor,
      row,
      operationId: operation.id,
      processorFor,
      recording: true,
    });
  } catch (error) {
    if (error instanceof ProcessorCallPlanned) {
      const { planned } = error;
      const next = { tenantId: operation.tenantId, id: planned.call.operationId };
      await markSettled(tx, operation, result, { followedBy: next.id });
      await insertPendingOperation(tx, { row, planned, actor, headers: operation.headers, claim });
      if (claim) await attachOperation(tx, claim, next.id);
      return { kind: 'followUp', key: next, planned };
    }
    // The processor has acted: a refusal now is no answer to give (and must never be stored as
    // the key's answer). The operation stays pending, for the reconciler and the logs.
    if (error instanceof StateRefusal) {
      throw new Error(`Operation ${operation.id} cannot be recorded on the state it finds: ${error.message}`);
    }
    throw error;
  }
  const answer = await finishAction(tx, { actor, headers: operation.headers, claim }, before, outcome);
  await markSettled(tx, operation, result, answer);
  return { kind: 'settled', answer, settledNow: true };
}
