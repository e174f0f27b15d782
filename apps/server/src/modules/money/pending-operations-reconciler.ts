import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { SYSTEM_SCOPE, tenantOnlyScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { answerByReference, settleFrom } from './operation-completion';
import { PENDING_OPERATIONS, stalePendingOperations } from './pending-operations';
import type { PaymentProcessor } from './processor/processor';

/**
 * The reconciler (docs/transactions.md "Pending operations"): settles the money operations whose
 * request died between committing the call as pending and recording its outcome. For each one
 * pending longer than the grace period it asks the processor what it answered under the operation's
 * id; a call the processor never received is sent now under that same id (a gateway deduplicates on
 * it, so a call that was in fact under way moves nothing twice), but for a new payment's
 * authorisation, which is recorded as failed (operation-completion.ts). The outcome is recorded as the
 * request would have (operation-settlement.ts), under the operation's row lock taken with SKIP
 * LOCKED: two reconcilers, or a reconciler and the late request, never both record it.
 */

export interface ReconcilePass {
  readonly settled: number;
  readonly failed: number;
}

/** One bounded pass; answers how many operations it settled and how many it could not (left pending). */
export async function reconcilePendingOperations(options: {
  readonly db: Database;
  readonly processor: PaymentProcessor;
  readonly log: FastifyBaseLogger;
  readonly graceSeconds?: number;
  readonly limit?: number;
}): Promise<ReconcilePass> {
  const { db, processor, log } = options;
  const graceSeconds = options.graceSeconds ?? PENDING_OPERATIONS.graceSeconds;
  const limit = options.limit ?? PENDING_OPERATIONS.reconcileBatchSize;
  const stale = await withScope(db, SYSTEM_SCOPE, (tx) => stalePendingOperations(tx, graceSeconds, limit));
  let settled = 0;
  let failed = 0;
  for (const operation of stale) {
    try {
      // Asked outside any database transaction, like the request's own call.
      const result = await answerByReference(processor, operation);
      const scope = tenantOnlyScope(operation.tenantId);
      const done = await settleFrom({ db, scope, processor }, operation, result, { skipLocked: true });
      if (done?.settledNow) settled += 1;
    } catch (error) {
      failed += 1;
      log.error({ err: error, operationId: operation.id }, 'a pending money operation could not be settled');
    }
  }
  return { settled, failed };
}

export type PendingOperationsReconciler = IntervalWorker<ReconcilePass>;

/** Runs in the system scope: background work over every tenant's operations, not a user's request. */
export function createPendingOperationsReconciler(
  db: Database,
  processor: PaymentProcessor,
  log: FastifyBaseLogger,
): PendingOperationsReconciler {
  return createIntervalWorker({
    intervalMs: PENDING_OPERATIONS.reconcileIntervalMs,
    pass: () => reconcilePendingOperations({ db, processor, log }),
    log,
    failureMessage: 'pending money operations reconcile pass failed',
  });
}
