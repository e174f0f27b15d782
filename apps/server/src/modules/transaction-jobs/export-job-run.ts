import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvExportQuery } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../infra/db/database';
import { withScope } from '../../infra/tenancy/with-scope';
import { cappedCount, exportTransactionsZip, lookupWhere } from '../transactions';
import type { JobRequester } from './job-requester';
import {
  type TransactionJobRecord,
  transactionExportChunks,
  transactionJobs,
} from './transaction-jobs.table';

/**
 * An export job (docs/transaction-jobs.md "Exports"): the zip of GET …/csv for the stored filter,
 * stored as bytea chunks of EXPORT_CHUNK_BYTES while it is produced, so memory holds one chunk
 * whatever the row count. Exports have no side effects, so a restarted export simply starts over:
 * its earlier chunks are dropped first.
 *
 * PGlite is one connection, and the export reads inside one long transaction: a chunk written while
 * it is open would wait for it forever. There the zip is spooled to a temporary file first (still
 * flat memory), then copied into chunks; on PostgreSQL chunks are written as the zip streams.
 *
 * Progress: `rowsWritten` counts the rows handed to the zip (the export reports each batch), and
 * is stored with every chunk; on PGlite it is known only once the spool is done, so it shows when
 * the first chunk is stored.
 */

export const EXPORT_CHUNK_BYTES = 1024 * 1024;

export type ExportResult = 'finished' | 'lost';

export async function runExport(options: {
  readonly database: DatabaseHandle;
  readonly job: TransactionJobRecord;
  readonly workerId: string;
  readonly leaseSeconds: number;
  readonly requester: JobRequester;
  readonly log: FastifyBaseLogger;
  /** EXPORT_CHUNK_BYTES unless a test asks for small chunks. */
  readonly chunkBytes?: number;
}): Promise<ExportResult> {
  const { database, job, requester } = options;
  const db = database.db;
  const filter = CsvExportQuery.parse(job.filter ?? {});
  const expected = await withScope(db, requester.scope, async (tx) => {
    await tx.delete(transactionExportChunks).where(eq(transactionExportChunks.jobId, job.id));
    const where = lookupWhere(requester.scope, requester.actor, filter, filter.searchKey);
    const total = await cappedCount(tx, where);
    const [held] = await tx
      .update(transactionJobs)
      .set({
        rowsExpected: total.count,
        rowsExpectedCapped: total.countIsCapped,
        bytesWritten: 0,
        rowsWritten: 0,
      })
      .where(and(eq(transactionJobs.id, job.id), eq(transactionJobs.lockedBy, options.workerId)))
      .returning({ id: transactionJobs.id });
    return held ?? null;
  });
  if (!expected) return 'lost';

  const progress = { rows: 0 };
  const zip = exportTransactionsZip({
    db,
    scope: requester.scope,
    actor: requester.actor,
    filter,
    log: options.log,
    onProgress: (rowsWritten) => {
      progress.rows = rowsWritten;
    },
  });
  if (database.kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'paydesk-export-'));
    try {
      const file = path.join(dir, 'transactions.zip');
      await pipeline(zip, createWriteStream(file));
      return await storeChunks(
        options,
        createReadStream(file, { highWaterMark: options.chunkBytes ?? EXPORT_CHUNK_BYTES }),
        progress,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return storeChunks(options, zip, progress);
}

/** Cuts the stream into EXPORT_CHUNK_BYTES chunks; each chunk, the progress and the lease commit together. */
async function storeChunks(
  options: Parameters<typeof runExport>[0],
  source: Readable,
  /** The rows the zip holds so far, as the export reports them. */
  progress: { readonly rows: number },
): Promise<ExportResult> {
  const { database, job, requester, workerId } = options;
  const chunkBytes = options.chunkBytes ?? EXPORT_CHUNK_BYTES;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let written = 0;
  const flush = async (final: boolean) => {
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    return withScope(database.db, requester.scope, async (tx) => {
      const [held] = await tx
        .select({ status: transactionJobs.status })
        .from(transactionJobs)
        .where(and(eq(transactionJobs.id, job.id), eq(transactionJobs.lockedBy, workerId)))
        .for('update');
      if (held?.status !== 'Running') return false;
      if (data.length > 0) {
        await tx.insert(transactionExportChunks).values({
          jobId: job.id,
          seq,
          tenantId: job.tenantId,
          merchantId: job.merchantId,
          data,
        });
        seq += 1;
        written += data.length;
      }
      await tx
        .update(transactionJobs)
        .set({
          bytesWritten: written,
          rowsWritten: progress.rows,
          lockedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
          ...(final
            ? { status: 'Completed' as const, finishedAt: sql`now()`, lockedBy: null, lockedUntil: null }
            : {}),
        })
        .where(eq(transactionJobs.id, job.id));
      return true;
    });
  };
  try {
    for await (const piece of source as AsyncIterable<Buffer>) {
      let offset = 0;
      while (offset < piece.length) {
        const take = Math.min(piece.length - offset, chunkBytes - pendingBytes);
        pending.push(piece.subarray(offset, offset + take));
        pendingBytes += take;
        offset += take;
        if (pendingBytes === chunkBytes && !(await flush(false))) return 'lost';
      }
    }
  } finally {
    // A lost lease or a failure ends the read (and with it the export's database transaction).
    source.destroy();
  }
  return (await flush(true)) ? 'finished' : 'lost';
}
