import type { ActionResult } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { type IdempotencyClaim, storeIdempotentResult } from '../../infra/idempotency/idempotency';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type ActionOutcome, processorAnswerOf } from './action-rules';
import { type MoneyState, moneyStateOf, writeAudit } from './transaction-audit';
import { selectTransactionRows, toTransaction, transactionsInScope } from './transaction-rows';
import type { TransactionRecord } from './transaction-writes';
import { transactions } from './transactions.table';

/**
 * What every action ends with, in the database transaction that records its outcome: the row lock,
 * the audit record, the answer and (with an Idempotency-Key) the answer stored for replay.
 */

/** The row in the caller's scope, locked until the action's transaction ends; null when not in scope. */
export async function lockTransaction(
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

/** Who acted and how the request came: what the audit and the stored answer need. */
export interface ActionRecording {
  readonly actor: Actor;
  readonly headers: Record<string, string | null>;
  readonly claim: IdempotencyClaim | null;
}

/**
 * The action's answer: the ActionResult, or the body's own answer when it gives one (the virtual
 * terminal's payment). `unknown` here; the runner's callers know which their bodies give.
 */
export async function finishAction(
  tx: ScopedTx,
  recording: ActionRecording,
  before: MoneyState,
  outcome: ActionOutcome,
): Promise<unknown> {
  const { actor } = recording;
  await writeAudit(tx, {
    transaction: outcome.row,
    actor,
    before: outcome.before ?? before,
    after: moneyStateOf(outcome.row),
    request: outcome.audit,
    headers: recording.headers,
    createdTransactionId: outcome.created?.id ?? null,
  });
  const answer: unknown = outcome.answer ?? {
    ...(await actionResult(tx, actor, outcome.row, outcome.created)),
    processor: outcome.processor ? processorAnswerOf(outcome.processor) : null,
  };
  // Stored with the processor's answer, so a replay answers the same.
  if (recording.claim) await storeIdempotentResult(tx, recording.claim, 200, answer);
  return answer;
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
