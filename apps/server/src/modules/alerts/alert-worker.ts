import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { type EvaluationResult, evaluateAlerts } from './alert-evaluation';

export type AlertWorker = IntervalWorker<EvaluationResult>;

/**
 * Evaluates the alert rules every `intervalMs` (ALERT_EVALUATION_SECONDS, by default
 * ALERT_RULE_LIMITS.evaluationSeconds: 60 s) over the windows ending at the pass's clock. The
 * rollup's own worker folds the events meanwhile; a pass does not wait for it.
 */
export function createAlertWorker(db: Database, log: FastifyBaseLogger, intervalMs: number): AlertWorker {
  return createIntervalWorker({
    intervalMs,
    pass: () => evaluateAlerts(db, new Date()),
    log,
    failureMessage: 'alert evaluation pass failed',
  });
}
