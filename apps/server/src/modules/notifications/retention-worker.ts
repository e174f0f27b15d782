import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { purgeExpired } from './notifications.repository';

/**
 * How often notifications past the 30-day history are deleted, and how many one transaction deletes.
 * Nothing waits on it (the lists already hide them), so it runs rarely and in small batches that
 * never hold the database (or PGlite's one connection) for long.
 */
export const NOTIFICATION_RETENTION = {
  intervalMs: 10 * 60_000,
  batchSize: 1_000,
  maxBatchesPerPass: 50,
} as const;

/** Deletes expired notifications batch by batch; runOnce answers how many. */
export type RetentionWorker = IntervalWorker<number>;

/** Runs in the system scope: background work over every tenant's rows, not a user's request. */
export function createRetentionWorker(db: Database, log: FastifyBaseLogger): RetentionWorker {
  const pass = async () => {
    let total = 0;
    for (let batch = 0; batch < NOTIFICATION_RETENTION.maxBatchesPerPass; batch += 1) {
      const deleted = await withScope(db, SYSTEM_SCOPE, (tx) =>
        purgeExpired(tx, NOTIFICATION_RETENTION.batchSize),
      );
      total += deleted;
      if (deleted < NOTIFICATION_RETENTION.batchSize) break;
    }
    return total;
  };
  return createIntervalWorker({
    intervalMs: NOTIFICATION_RETENTION.intervalMs,
    pass,
    log,
    failureMessage: 'notification retention pass failed',
  });
}
