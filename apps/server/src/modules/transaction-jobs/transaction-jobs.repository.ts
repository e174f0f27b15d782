import { createHash, randomUUID } from 'node:crypto';
import {
  EXPORT_FILE_NAME,
  TRANSACTION_JOB_LIMITS,
  TRANSACTION_JOB_MESSAGES,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type {
  BulkJob,
  ExportJob,
  JobItem,
  JobItemsQuery,
  JobListQuery,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { TRANSACTION_ACTION_MESSAGES } from '@paydesk/contracts/transactions/transaction.model';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { canonicalJson } from '../../infra/idempotency/idempotency';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { transactions } from '../money';
import { jobTenantOf } from './job-requester';
import {
  type TransactionJobItemRecord,
  type TransactionJobRecord,
  transactionExportChunks,
  transactionJobItems,
  transactionJobs,
} from './transaction-jobs.table';

/**
 * Jobs as the API sees them: creating one (with its items) in the caller's scope, finding one the
 * caller may see, listing, paging items, cancelling. Every query names the scope itself; row-level
 * security repeats the tenant and merchant part.
 */

type ListQuery = z.output<typeof JobListQuery>;
type ItemsQuery = z.output<typeof JobItemsQuery>;

/** Items are inserted in slices: one statement per slice keeps the bind parameters under PG's limit. */
const INSERT_SLICE = 1000;

export interface NewJob {
  readonly kind: TransactionJobRecord['kind'];
  readonly action: string;
  readonly declineReason?: string | null;
  readonly comment?: string | null;
  readonly filter?: Record<string, unknown> | null;
  readonly references?: readonly string[];
  /** Idempotency-Key of the create call, with what it covered. */
  readonly submission?: { readonly key: string; readonly body: unknown } | null;
}

/** Who may see a job: the scope's tenant and merchant; for `ownOnly`, the caller's own jobs only. */
export function jobsVisibleTo(scope: DataScope, actor: Actor, ownOnly: boolean): SQL | undefined {
  const tenant = jobTenantOf(scope);
  return and(
    scope.tenantIds === 'all' ? undefined : tenant ? eq(transactionJobs.tenantId, tenant) : sql`false`,
    scope.merchantId ? eq(transactionJobs.merchantId, scope.merchantId) : undefined,
    ownOnly ? eq(transactionJobs.requestedBy, actor.userId) : undefined,
  );
}

/** A user with any per-user limit sees only the jobs they started (another's items could name transactions outside the limits). */
export function isLimited(actor: Actor): boolean {
  const { customers, paymentMethods, serviceProviders } = actor.limits;
  return customers !== null || paymentMethods !== null || serviceProviders !== null;
}

export async function createJob(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  job: NewJob,
): Promise<TransactionJobRecord> {
  const references = job.references ?? [];
  const submissionHash = job.submission
    ? createHash('sha256')
        .update(canonicalJson({ kind: job.kind, body: job.submission.body }))
        .digest('hex')
    : null;
  if (job.submission) {
    const [existing] = await tx
      .select()
      .from(transactionJobs)
      .where(
        and(
          eq(transactionJobs.requestedBy, actor.userId),
          eq(transactionJobs.submissionKey, job.submission.key),
        ),
      );
    if (existing) {
      if (existing.submissionHash !== submissionHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', TRANSACTION_ACTION_MESSAGES.idempotencyMismatch);
      }
      return existing;
    }
  }
  const tenantId = jobTenantOf(scope);
  const merchantId = scope.merchantId;
  const id = randomUUID();
  const [created] = await tx
    .insert(transactionJobs)
    .values({
      id,
      tenantId,
      merchantId,
      kind: job.kind,
      action: job.action,
      declineReason: job.declineReason ?? null,
      comment: job.comment ?? null,
      filter: job.filter ?? null,
      requestedBy: actor.userId,
      requesterEmail: actor.email,
      requesterProfile: actor.userType,
      mode: actor.mode,
      submissionKey: job.submission?.key ?? null,
      submissionHash,
      total: references.length,
      expiresAt:
        job.kind === 'Export'
          ? sql`now() + make_interval(hours => ${TRANSACTION_JOB_LIMITS.exportTtlHours})`
          : null,
    })
    .returning();
  for (let start = 0; start < references.length; start += INSERT_SLICE) {
    await tx.insert(transactionJobItems).values(
      references.slice(start, start + INSERT_SLICE).map((reference, index) => ({
        jobId: id,
        position: start + index + 1,
        tenantId,
        merchantId,
        reference,
      })),
    );
  }
  if (!created) throw new Error('The job was not created');
  return created;
}

/** The job of `kind` the caller may see, or 404. `lock` holds it for an update (cancel). */
export async function requireJob(
  tx: ScopedTx,
  visible: SQL | undefined,
  kind: TransactionJobRecord['kind'],
  jobId: string,
  lock = false,
): Promise<TransactionJobRecord> {
  const query = tx
    .select()
    .from(transactionJobs)
    .where(and(eq(transactionJobs.id, jobId), eq(transactionJobs.kind, kind), visible));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw AppError.notFound(kind === 'Export' ? 'Export' : 'Job');
  return job;
}

export async function listJobs(
  tx: ScopedTx,
  visible: SQL | undefined,
  kind: Exclude<TransactionJobRecord['kind'], 'Export'>,
  query: ListQuery,
): Promise<{ count: number; data: BulkJob[] }> {
  const where = and(
    eq(transactionJobs.kind, kind),
    visible,
    query.status ? eq(transactionJobs.status, query.status) : undefined,
  );
  const rows = await tx
    .select()
    .from(transactionJobs)
    .where(where)
    .orderBy(desc(transactionJobs.createdAt), desc(transactionJobs.id))
    .limit(query.PageSize)
    .offset(query.PageIndex * query.PageSize);
  const [total] = await tx.select({ n: count() }).from(transactionJobs).where(where);
  return { count: Number(total?.n ?? 0), data: rows.map(toBulkJob) };
}

export async function listItems(
  tx: ScopedTx,
  job: TransactionJobRecord,
  query: ItemsQuery,
): Promise<{ count: number; data: JobItem[] }> {
  const where = and(
    eq(transactionJobItems.jobId, job.id),
    query.outcome ? eq(transactionJobItems.outcome, query.outcome) : undefined,
  );
  // The found transaction's external id, in the job's own tenant and merchant: with a tenant the
  // join reads the (tenant_id, id) primary key, a platform job's the id index. Row-level security
  // repeats the caller's scope. (`and` of a defined first condition is never undefined.)
  const found = and(
    eq(transactions.id, transactionJobItems.transactionId),
    job.tenantId ? eq(transactions.tenantId, job.tenantId) : undefined,
    job.merchantId ? eq(transactions.merchantId, job.merchantId) : undefined,
  ) as SQL;
  const rows = await tx
    .select({ item: transactionJobItems, externalId: transactions.externalId })
    .from(transactionJobItems)
    .leftJoin(transactions, found)
    .where(where)
    .orderBy(asc(transactionJobItems.position))
    .limit(query.PageSize)
    .offset(query.PageIndex * query.PageSize);
  const [total] = await tx.select({ n: count() }).from(transactionJobItems).where(where);
  return {
    count: Number(total?.n ?? 0),
    data: rows.map((row) => toJobItem(row.item, row.externalId)),
  };
}

/**
 * Cancels a queued or running job: the lock waits for a batch under way to commit, so an item is
 * either applied (by that batch) or skipped (here), never both; the worker sees Cancelled and stops.
 * An item whose processor call is already committed as a pending operation is not skipped: the
 * processor may have acted on it, and recording its outcome marks it (bulk-job-batch.ts).
 */
export async function cancelJob(tx: ScopedTx, job: TransactionJobRecord): Promise<TransactionJobRecord> {
  if (job.status !== 'Queued' && job.status !== 'Running') {
    throw AppError.refused('JOB_NOT_CANCELLABLE', TRANSACTION_JOB_MESSAGES.notCancellable);
  }
  const skipped = await tx
    .update(transactionJobItems)
    .set({ outcome: 'Skipped', processedAt: sql`now()` })
    .where(
      and(
        eq(transactionJobItems.jobId, job.id),
        eq(transactionJobItems.outcome, 'Pending'),
        isNull(transactionJobItems.operationId),
      ),
    )
    .returning({ position: transactionJobItems.position });
  const [cancelled] = await tx
    .update(transactionJobs)
    .set({
      status: 'Cancelled',
      skipped: sql`${transactionJobs.skipped} + ${skipped.length}`,
      finishedAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(eq(transactionJobs.id, job.id))
    .returning();
  if (!cancelled) throw new Error('The cancelled job vanished');
  return cancelled;
}

/** Exports: the caller's own (same user, same tenant scope, same mode), newest first. */
export function ownExports(scope: DataScope, actor: Actor): SQL | undefined {
  const tenant = jobTenantOf(scope);
  return and(
    eq(transactionJobs.requestedBy, actor.userId),
    tenant ? eq(transactionJobs.tenantId, tenant) : isNull(transactionJobs.tenantId),
    eq(transactionJobs.mode, actor.mode),
    sql`${transactionJobs.expiresAt} > now()`,
  );
}

export async function listExports(tx: ScopedTx, visible: SQL | undefined): Promise<ExportJob[]> {
  const rows = await tx
    .select()
    .from(transactionJobs)
    .where(and(eq(transactionJobs.kind, 'Export'), visible))
    .orderBy(desc(transactionJobs.createdAt), desc(transactionJobs.id))
    .limit(100);
  return rows.map(toExportJob);
}

/** The stored chunk `seq` of an export, or null past the last one. */
export async function readExportChunk(tx: ScopedTx, jobId: string, seq: number): Promise<Uint8Array | null> {
  const [chunk] = await tx
    .select({ data: transactionExportChunks.data })
    .from(transactionExportChunks)
    .where(and(eq(transactionExportChunks.jobId, jobId), eq(transactionExportChunks.seq, seq)));
  return chunk?.data ?? null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toBulkJob(job: TransactionJobRecord): BulkJob {
  const done = job.applied + job.refused + job.notFound + job.failed + job.skipped;
  return {
    id: job.id,
    kind: job.kind === 'Export' ? 'BulkAction' : job.kind,
    status: job.status,
    action: job.action,
    declineReason: job.declineReason,
    comment: job.comment,
    tenantId: job.tenantId,
    requestedBy: { userId: job.requestedBy, email: job.requesterEmail },
    progress: {
      total: job.total,
      done,
      applied: job.applied,
      refused: job.refused,
      notFound: job.notFound,
      failed: job.failed,
      skipped: job.skipped,
    },
    message: job.message,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}

export function toJobItem(item: TransactionJobItemRecord, externalId: string | null): JobItem {
  return {
    position: item.position,
    reference: item.reference,
    transactionId: item.transactionId,
    externalId,
    outcome: item.outcome,
    message: item.message,
    status: (item.status as JobItem['status']) ?? null,
    processedAt: iso(item.processedAt),
  };
}

export function toExportJob(job: TransactionJobRecord): ExportJob {
  return {
    id: job.id,
    status: job.status,
    rowsExpected: job.rowsExpected,
    rowsExpectedIsCapped: job.rowsExpectedCapped,
    bytesWritten: job.bytesWritten,
    rowsWritten: job.rowsWritten,
    fileName: EXPORT_FILE_NAME,
    message: job.message,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    expiresAt: (job.expiresAt ?? job.createdAt).toISOString(),
  };
}
