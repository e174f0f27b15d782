import type { Database } from '../../infra/db/database';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import type { MoneyOperationRecord } from './money-operations.table';
import { settleOperation } from './operation-settlement';
import { lockOperation, type OperationKey } from './pending-operations';
import type { PaymentProcessor, ProcessorCall, ProcessorResult } from './processor/processor';
import { callProcessor, type PlannedCall, type ProcessorCallName } from './processor-plan';

/**
 * Steps 2 and 3 of a money operation committed as pending (docs/transactions.md "Pending
 * operations"), shared by every path that makes one: the request's runner, the virtual terminal's
 * payment, a bulk job's item and the reconciler. The processor is called outside any database
 * transaction; each outcome is recorded in a transaction of its own (operation-settlement.ts), and a
 * follow-up call the body goes on to (a sale's capture) is made and recorded the same way.
 */

export interface OperationRun {
  readonly db: Database;
  readonly scope: DataScope;
  readonly processor: PaymentProcessor;
  /**
   * Runs in the transaction that records the last outcome, or that finds it already recorded (a
   * bulk job marks its item there, so the outcome and the mark commit together).
   */
  readonly onSettled?: (tx: ScopedTx, answer: unknown) => Promise<void>;
}

export interface Completed {
  readonly answer: unknown;
  /** False when someone else (the request, the reconciler) had recorded it already. */
  readonly settledNow: boolean;
}

/** Makes the planned call under the operation's id, then records its outcome (and any follow-up's). */
export async function callAndSettle(
  run: OperationRun,
  key: OperationKey,
  planned: Pick<PlannedCall, 'name' | 'call'>,
): Promise<Completed> {
  return settleOwn(run, key, await callProcessor(run.processor, planned));
}

/** Records the outcome of an operation this run holds (it waits for a lock rather than skip it). */
async function settleOwn(run: OperationRun, key: OperationKey, result: ProcessorResult): Promise<Completed> {
  const done = await settleFrom(run, key, result, { skipLocked: false });
  if (!done) throw new Error(`Operation ${key.id} vanished before its outcome was recorded`);
  return done;
}

/**
 * Records `result` as the operation's outcome, then makes and records each follow-up call. Null when
 * `skipLocked` finds the operation held by someone else, who records it.
 */
export async function settleFrom(
  run: OperationRun,
  key: OperationKey,
  result: ProcessorResult,
  options: { readonly skipLocked: boolean },
): Promise<Completed | null> {
  let current = key;
  let answer = result;
  let skipLocked = options.skipLocked;
  for (;;) {
    const settled = await withScope(run.db, run.scope, async (tx) => {
      const step = await settleOperation(tx, run.scope, current, answer, { skipLocked });
      if (step?.kind === 'settled') await run.onSettled?.(tx, step.answer);
      return step;
    });
    if (!settled) return null;
    if (settled.kind === 'settled') return settled;
    current = settled.key;
    answer = await callProcessor(run.processor, settled.planned);
    skipLocked = false;
  }
}

/**
 * An operation left pending by a run that died (a job's item after a restart): recorded from what
 * the processor answered under its id, without calling it again when it did answer. One already
 * recorded (by the reconciler) is only handed to `onSettled`.
 */
export async function resumeOperation(run: OperationRun, key: OperationKey): Promise<Completed> {
  const operation = await withScope(run.db, run.scope, (tx) => lockOperation(tx, key, { skipLocked: false }));
  if (!operation) throw new Error(`Operation ${key.id} is not in scope`);
  if (operation.state === 'Settled') {
    await withScope(run.db, run.scope, (tx) => run.onSettled?.(tx, operation.answer) ?? Promise.resolve());
    return { answer: operation.answer, settledNow: false };
  }
  return settleOwn(run, key, await answerByReference(run.processor, operation));
}

/**
 * What the processor answered under the operation's id. A call it never received is sent now under
 * that same id (a gateway deduplicates on it, so a call that was in fact under way moves nothing
 * twice), except a new payment's authorisation: Paydesk never keeps the card number it needs, so
 * one the processor never received is recorded as failed (nothing was authorised).
 */
export async function answerByReference(
  processor: PaymentProcessor,
  operation: MoneyOperationRecord,
): Promise<ProcessorResult> {
  const answered = await processor.lookup(operation.id);
  if (answered) return answered;
  if (operation.processorCall === 'authorise') return NEVER_RECEIVED;
  return callProcessor(processor, {
    name: operation.processorCall as ProcessorCallName,
    call: operation.call as ProcessorCall,
  });
}

/** A new payment's authorisation the processor says it never received. */
export const NEVER_RECEIVED: ProcessorResult = {
  outcome: 'Failed',
  responseCode: '91',
  responseMessage: 'The processor never received the authorisation',
  processorReference: '',
};
