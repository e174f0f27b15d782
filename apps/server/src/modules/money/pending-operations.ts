import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import type { IdempotencyClaim } from '../../infra/idempotency/idempotency';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type MoneyOperationRecord, moneyOperations } from './money-operations.table';
import type { ProcessorResult } from './processor/processor';
import type { PlannedCall } from './processor-plan';
import type { TransactionRecord } from './transaction-writes';

/**
 * The SQL of money_operations (docs/transactions.md "Pending operations"): a processor call committed
 * as Pending before it is made, found again to record its outcome, and marked Settled exactly once.
 */

export const PENDING_OPERATIONS = {
  /**
   * How long an operation may stay pending before the reconciler settles it: longer than any
   * processor call and the recording after it, so it never races a request still at work.
   */
  graceSeconds: 120,
  /** How long an action waits for its turn behind a pending operation on the same transaction. */
  turnWaitMs: 15_000,
  /** The reconciler's pace: a pass a minute, a bounded batch each. */
  reconcileIntervalMs: 60_000,
  reconcileBatchSize: 50,
} as const;

export interface OperationKey {
  readonly tenantId: string;
  readonly id: string;
}

/** Commits nothing by itself: inserted in the planning step's transaction, with the key attached. */
export async function insertPendingOperation(
  tx: ScopedTx,
  operation: {
    readonly row: TransactionRecord;
    readonly planned: PlannedCall;
    readonly actor: Actor;
    readonly headers: Record<string, string | null>;
    readonly claim: IdempotencyClaim | null;
  },
): Promise<MoneyOperationRecord> {
  const { row, planned, claim } = operation;
  const [inserted] = await tx
    .insert(moneyOperations)
    .values({
      tenantId: row.tenantId,
      id: planned.call.operationId,
      transactionId: row.id,
      merchantId: row.merchantId,
      state: 'Pending',
      action: planned.declared.action,
      input: planned.declared.input ?? {},
      processorCall: planned.name,
      call: planned.call,
      actor: actorAsJson(operation.actor),
      headers: operation.headers,
      idempotencyKey: claim?.key ?? null,
      requestHash: claim?.requestHash ?? null,
    })
    .returning();
  if (!inserted) throw new Error('The pending operation was not inserted');
  return inserted;
}

/** The pending operation on a (locked) transaction, if one is waiting for its outcome. */
export async function pendingOperationOn(
  tx: ScopedTx,
  row: TransactionRecord,
): Promise<Pick<MoneyOperationRecord, 'id' | 'createdAt'> | null> {
  const [pending] = await tx
    .select({ id: moneyOperations.id, createdAt: moneyOperations.createdAt })
    .from(moneyOperations)
    .where(
      and(
        eq(moneyOperations.tenantId, row.tenantId),
        eq(moneyOperations.transactionId, row.id),
        eq(moneyOperations.state, 'Pending'),
      ),
    );
  return pending ?? null;
}

/**
 * The operation, locked until the transaction ends. With `skipLocked` (the reconciler), null when
 * someone else holds it: that one records the outcome, never both.
 */
export async function lockOperation(
  tx: ScopedTx,
  key: OperationKey,
  options: { readonly skipLocked: boolean },
): Promise<MoneyOperationRecord | null> {
  const [operation] = await tx
    .select()
    .from(moneyOperations)
    .where(and(eq(moneyOperations.tenantId, key.tenantId), eq(moneyOperations.id, key.id)))
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  return operation ?? null;
}

export async function markSettled(
  tx: ScopedTx,
  key: OperationKey,
  result: ProcessorResult,
  answer: unknown,
): Promise<void> {
  await tx
    .update(moneyOperations)
    .set({ state: 'Settled', result, answer, settledAt: sql`now()` })
    .where(and(eq(moneyOperations.tenantId, key.tenantId), eq(moneyOperations.id, key.id)));
}

/** Operations pending for longer than `graceSeconds`, oldest first (the reconciler's candidates). */
export async function stalePendingOperations(
  tx: ScopedTx,
  graceSeconds: number,
  limit: number,
): Promise<MoneyOperationRecord[]> {
  return tx
    .select()
    .from(moneyOperations)
    .where(
      and(
        eq(moneyOperations.state, 'Pending'),
        lte(moneyOperations.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`),
      ),
    )
    .orderBy(asc(moneyOperations.createdAt))
    .limit(limit);
}

/** The Idempotency-Key the operation ran under, to store its answer; null without one. */
export function claimOf(operation: MoneyOperationRecord): IdempotencyClaim | null {
  if (!operation.idempotencyKey || !operation.requestHash) return null;
  return { tenantId: operation.tenantId, key: operation.idempotencyKey, requestHash: operation.requestHash };
}

/** The actor as stored with the operation (its permission set as a list). */
function actorAsJson(actor: Actor): Record<string, unknown> {
  return { ...actor, permissions: [...actor.permissions] };
}

export function actorOf(operation: MoneyOperationRecord): Actor {
  const stored = operation.actor as Omit<Actor, 'permissions'> & { permissions: string[] };
  return { ...stored, permissions: new Set(stored.permissions) };
}
