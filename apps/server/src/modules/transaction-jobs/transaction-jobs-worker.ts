import { randomUUID } from 'node:crypto';
import {
  TRANSACTION_JOB_MESSAGES,
  type TransactionJobKind,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import type { PaymentProcessor } from '../money';
import { type BatchResult, runBulkBatch } from './bulk-job-batch';
import { EXPORT_CHUNK_BYTES, runExport } from './export-job-run';
import { resolveJobRequester } from './job-requester';
import { type TransactionJobRecord, transactionJobs } from './transaction-jobs.table';

/**
 * The transaction jobs' worker (docs/transaction-jobs.md "Worker"), in the server process like the
 * scoping worker. A pass claims one unfinished job with FOR UPDATE SKIP LOCKED whose lease is free
 * (never held, released, run out, or already this worker's) and sets a lease it renews with every
 * batch; so several servers never run one job at once, and a job held by a killed server is claimed
 * again once its lease runs out. A pass runs a bounded number of batches, so one big job does not
 * starve the others or hold the database for long; the next pass goes on with it.
 *
 * Two lanes, each its own loop with passes that never overlap: bulk jobs, and exports. An export
 * runs whole in one pass (its zip is one stream), which could take minutes; in its own lane it
 * never delays a queued bulk update, and still at most one export runs per process at a time.
 */

export interface TransactionJobsWorkerOptions {
  readonly intervalMs: number;
  /** How long a claim holds without renewal; a killed server's jobs wait this long. */
  readonly leaseSeconds: number;
  /** Bulk batches per pass. */
  readonly batchesPerPass: number;
  /** A job claimed this often after its lease ran out (it keeps killing its worker) fails. */
  readonly maxAttempts: number;
  /** The size of an export's stored chunks (1 MB). */
  readonly exportChunkBytes: number;
}

export const TRANSACTION_JOBS_WORKER: TransactionJobsWorkerOptions = {
  intervalMs: 500,
  leaseSeconds: 30,
  batchesPerPass: 10,
  maxAttempts: 5,
  exportChunkBytes: EXPORT_CHUNK_BYTES,
};

export interface TransactionJobsWorker extends IntervalWorker<number> {
  readonly id: string;
}

/** The lanes: each claims only its own kinds. */
const BULK_KINDS: readonly TransactionJobKind[] = ['BulkUpdate', 'BulkAction', 'WebhookResend'];
const EXPORT_KINDS: readonly TransactionJobKind[] = ['Export'];

export function createTransactionJobsWorker(
  app: FastifyInstance,
  processor: () => PaymentProcessor,
  overrides: Partial<TransactionJobsWorkerOptions> = {},
): TransactionJobsWorker {
  const options = { ...TRANSACTION_JOBS_WORKER, ...overrides };
  const id = `${process.pid}-${randomUUID()}`;
  const db = app.database.db;

  const runJob = async (job: TransactionJobRecord): Promise<number> => {
    const requester = await resolveJobRequester(app, job);
    if (!requester) {
      await failJob(job.id, id, TRANSACTION_JOB_MESSAGES.requesterGone);
      return 0;
    }
    if (job.kind === 'Export') {
      try {
        await runExport({
          database: app.database,
          job,
          workerId: id,
          leaseSeconds: options.leaseSeconds,
          requester,
          log: app.log,
          chunkBytes: options.exportChunkBytes,
        });
      } catch (error) {
        app.log.error({ err: error, jobId: job.id }, 'a transaction export failed');
        await failJob(job.id, id, TRANSACTION_JOB_MESSAGES.exportFailed);
      }
      return 1;
    }
    let batches = 0;
    let result: BatchResult = 'more';
    while (result === 'more' && batches < options.batchesPerPass) {
      result = await runBulkBatch({
        db,
        job,
        workerId: id,
        leaseSeconds: options.leaseSeconds,
        requester,
        processor: processor(),
        log: app.log,
      });
      batches += 1;
    }
    return batches;
  };

  const bulkPass = async () => {
    await deleteExpired();
    const job = await claim(BULK_KINDS);
    return job ? runJob(job) : 0;
  };
  const exportPass = async () => {
    const job = await claim(EXPORT_KINDS);
    return job ? runJob(job) : 0;
  };

  /** The oldest unfinished job of `kinds` whose lease is free or already ours, now leased to this worker. */
  const claim = (kinds: readonly TransactionJobKind[]) =>
    withScope(db, SYSTEM_SCOPE, async (tx) => {
      for (;;) {
        const [job] = await tx
          .select()
          .from(transactionJobs)
          .where(
            and(
              inArray(transactionJobs.kind, [...kinds]),
              inArray(transactionJobs.status, ['Queued', 'Running']),
              or(
                isNull(transactionJobs.lockedUntil),
                lte(transactionJobs.lockedUntil, sql`now()`),
                eq(transactionJobs.lockedBy, id),
              ),
            ),
          )
          .orderBy(asc(transactionJobs.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return null;
        // A lease that ran out (not released, not ours) means the worker holding it died.
        const takenOver = job.lockedUntil !== null && job.lockedBy !== id;
        if (takenOver && job.attempts >= options.maxAttempts) {
          await tx
            .update(transactionJobs)
            .set({
              status: 'Failed',
              message: 'The job was interrupted too often',
              finishedAt: sql`now()`,
              lockedBy: null,
              lockedUntil: null,
            })
            .where(eq(transactionJobs.id, job.id));
          continue;
        }
        const [claimed] = await tx
          .update(transactionJobs)
          .set({
            status: 'Running',
            lockedBy: id,
            lockedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
            startedAt: sql`coalesce(${transactionJobs.startedAt}, now())`,
            attempts: job.lockedBy === id ? job.attempts : job.attempts + 1,
          })
          .where(eq(transactionJobs.id, job.id))
          .returning();
        return claimed ?? null;
      }
    });

  const failJob = (jobId: string, workerId: string, message: string) =>
    withScope(db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(transactionJobs)
        .set({ status: 'Failed', message, finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(and(eq(transactionJobs.id, jobId), eq(transactionJobs.lockedBy, workerId))),
    );

  /** Exports (and their chunks, by cascade) are gone 24 h after they were asked for. */
  const deleteExpired = () =>
    withScope(db, SYSTEM_SCOPE, (tx) =>
      tx
        .delete(transactionJobs)
        .where(
          sql`${transactionJobs.id} in (select id from transaction_jobs where expires_at <= now() order by expires_at limit 100)`,
        ),
    );

  /** On a clean shutdown the leases are handed back at once, so a restart goes on without waiting. */
  const release = () =>
    withScope(db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(transactionJobs)
        .set({ lockedBy: null, lockedUntil: null })
        .where(and(eq(transactionJobs.lockedBy, id), inArray(transactionJobs.status, ['Queued', 'Running']))),
    );

  const bulkLane = createIntervalWorker({
    intervalMs: options.intervalMs,
    pass: bulkPass,
    log: app.log,
    failureMessage: 'transaction jobs worker pass failed (bulk jobs)',
  });
  const exportLane = createIntervalWorker({
    intervalMs: options.intervalMs,
    pass: exportPass,
    log: app.log,
    failureMessage: 'transaction jobs worker pass failed (exports)',
  });
  return {
    id,
    start() {
      bulkLane.start();
      exportLane.start();
    },
    /** One pass of each lane, side by side (as their loops run); the batches both ran. */
    async runOnce() {
      const [bulk, exported] = await Promise.all([bulkLane.runOnce(), exportLane.runOnce()]);
      return bulk + exported;
    },
    async stop() {
      await Promise.all([bulkLane.stop(), exportLane.stop()]);
      await release().catch((error: unknown) =>
        app.log.error({ err: error }, 'could not release job leases'),
      );
    },
  };
}
