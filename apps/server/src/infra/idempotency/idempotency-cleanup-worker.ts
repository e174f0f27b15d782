import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { createIntervalWorker, type IntervalWorker } from '../jobs/interval-worker';
import { SYSTEM_SCOPE } from '../tenancy/data-scope';
import { withScope } from '../tenancy/with-scope';
import { deleteExpiredIdempotencyKeys } from './idempotency';

/**
 * How often expired Idempotency-Key rows are deleted. Nothing depends on it for correctness (an
 * expired key is ignored and replaced when reused), so it runs rarely, in small batches that never
 * hold the database (or PGlite's one connection) for long.
 */
export const IDEMPOTENCY_CLEANUP = {
  intervalMs: 15 * 60_000,
  batchSize: 1_000,
  maxBatchesPerPass: 50,
} as const;

/** Deletes expired keys batch by batch; runOnce answers how many. */
export type IdempotencyCleanupWorker = IntervalWorker<number>;

/** Runs in the system scope: background work over every tenant's keys, not a user's request. */
export function createIdempotencyCleanupWorker(
  db: Database,
  log: FastifyBaseLogger,
): IdempotencyCleanupWorker {
  const pass = async () => {
    let total = 0;
    for (let batch = 0; batch < IDEMPOTENCY_CLEANUP.maxBatchesPerPass; batch += 1) {
      const deleted = await withScope(db, SYSTEM_SCOPE, (tx) =>
        deleteExpiredIdempotencyKeys(tx, IDEMPOTENCY_CLEANUP.batchSize),
      );
      total += deleted;
      if (deleted < IDEMPOTENCY_CLEANUP.batchSize) break;
    }
    return total;
  };
  return createIntervalWorker({
    intervalMs: IDEMPOTENCY_CLEANUP.intervalMs,
    pass,
    log,
    failureMessage: 'idempotency key cleanup pass failed',
  });
}
