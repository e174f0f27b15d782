import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db/database';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { scopingEstimate, scopingInputs } from './scoping-estimate';
import { tickets } from './support.table';

/** How often the worker looks for work, and how many jobs one look may finish. */
export const SCOPING_WORKER = { intervalMs: 300, batchSize: 10 } as const;

/**
 * Finishes one scoping job, if one is waiting: claims the oldest InProgress ticket with FOR UPDATE
 * SKIP LOCKED (so several server instances never take the same job) and completes it in the same
 * transaction. The job state lives in the ticket row, so a job left InProgress by a server that was
 * killed is simply claimed by the next worker that looks, after a restart or on another instance.
 *
 * Runs in the system scope: it is background work on every tenant's queue, not a user's request.
 */
export async function completeOneScopingJob(db: Database): Promise<boolean> {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(eq(tickets.scopingStatus, 'InProgress'))
      .orderBy(asc(tickets.scopingRequestedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!ticket) return false;
    let result: { status: 'Completed' | 'Failed'; text: string };
    try {
      // A savepoint: a failed read must not abort the transaction that records the failure.
      const inputs = await tx.transaction((savepoint) => scopingInputs(savepoint, ticket));
      result = { status: 'Completed', text: scopingEstimate(inputs) };
    } catch {
      result = { status: 'Failed', text: 'The estimate could not be made' };
    }
    await tx
      .update(tickets)
      .set({ scopingStatus: result.status, scopingResult: result.text })
      .where(and(eq(tickets.tenantId, ticket.tenantId), eq(tickets.id, ticket.id)));
    return true;
  });
}

/** Looks for work every ~300 ms (started with the app); runOnce finishes up to a batch of jobs, answers how many. */
export type ScopingWorker = IntervalWorker<number>;

/**
 * The in-process worker. A pass is bounded by the batch size, so a flood of requests cannot keep it
 * (or the database connection) busy for long.
 */
export function createScopingWorker(app: FastifyInstance): ScopingWorker {
  const pass = async () => {
    let done = 0;
    while (done < SCOPING_WORKER.batchSize && (await completeOneScopingJob(app.database.db))) done += 1;
    return done;
  };
  return createIntervalWorker({
    intervalMs: SCOPING_WORKER.intervalMs,
    pass,
    log: app.log,
    failureMessage: 'scoping worker pass failed',
  });
}
