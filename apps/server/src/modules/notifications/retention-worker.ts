import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
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

export interface RetentionWorker {
  start(): void;
  /** Stops and waits for the pass under way (on app close). */
  stop(): Promise<void>;
  /** One pass: deletes expired notifications batch by batch; answers how many. */
  runOnce(): Promise<number>;
}

/** Runs in the system scope: background work over every tenant's rows, not a user's request. */
export function createRetentionWorker(db: Database, log: FastifyBaseLogger): RetentionWorker {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;
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
  const runOnce = () => {
    current ??= pass().finally(() => {
      current = null;
    });
    return current;
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (current) return;
        runOnce().catch((error: unknown) => log.error({ err: error }, 'notification retention pass failed'));
      }, NOTIFICATION_RETENTION.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current?.catch(() => undefined);
    },
    runOnce,
  };
}
