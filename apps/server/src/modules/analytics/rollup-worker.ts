import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { type FoldResult, foldNewEvents } from './rollup-fold';

/**
 * How often the rollups catch up with the event log. The brief's bound is 60 s behind the
 * transactions table; a pass every 15 s keeps the lag under 30 s with a pass's own time, and a pass
 * over 15 s of a 200-per-second stream is a few thousand events (milliseconds of SQL).
 */
export const ROLLUP_INTERVAL_MS = 15_000;

export type RollupWorker = IntervalWorker<FoldResult>;

/** `intervalMs`: ROLLUP_INTERVAL_SECONDS from the config (the browser tests use a few seconds). */
export function createRollupWorker(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs: number = ROLLUP_INTERVAL_MS,
): RollupWorker {
  return createIntervalWorker({
    intervalMs,
    pass: () => foldNewEvents(db),
    log,
    failureMessage: 'analytics rollup pass failed',
  });
}
