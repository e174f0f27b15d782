import { PassThrough, type Readable } from 'node:stream';
import type { CsvExportQuery } from '@paydesk/contracts/transactions/transaction.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipDeflate } from 'fflate';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { csvHeader, csvLine } from './transaction-csv-format';
import { lookupWhere } from './transaction-filter';
import { type CsvBatch, csvLinesBatch } from './transaction-lookup-csv-lines';

export type CsvExportFilter = z.output<typeof CsvExportQuery>;

/** The one file inside the zip. */
export const CSV_FILE_NAME = 'transactions.csv';
/**
 * Rows read per round trip: enough to amortise the query, small enough to keep memory flat (a
 * batch is about 1.3 MB of lines; two are held at a time).
 */
export const EXPORT_BATCH_ROWS = 4000;

class ExportAborted extends Error {}

/** One snapshot for the whole file; read only, since an export never writes. */
const CONSISTENT_READ = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * GET …/csv: every transaction the lookup would show for the filter (same scope, limits, mode and
 * search key, no paging), newest first, as transactions.csv in a zip that is written while it is
 * read. Rows come in keyset batches of EXPORT_BATCH_ROWS on (created_at, id) inside one scoped
 * database transaction, REPEATABLE READ and read only: every batch reads the snapshot of the first
 * (under READ COMMITTED each batch would see rows committed since, so a row could be missed or the
 * file mix two moments). PGlite is one connection, so it is consistent anyway. Already formatted as CSV text by
 * the database (transaction-lookup-csv-lines.ts); each batch is deflated into the response while
 * the next is read, and reading waits while the client is slower than the database: memory holds
 * two batches and the deflate window, whatever the row count. A client that goes away ends the read.
 */
export function exportTransactionsZip(options: {
  readonly db: Database;
  readonly scope: DataScope;
  readonly actor: Actor;
  readonly filter: CsvExportFilter;
  readonly log: FastifyBaseLogger;
  /**
   * Told the rows handed to the zip so far, after each batch (an export job stores it as progress).
   * Awaited, so a slow listener holds the next batch back.
   */
  readonly onProgress?: (rowsWritten: number) => void | Promise<void>;
  /** EXPORT_BATCH_ROWS unless a test asks for small batches. */
  readonly batchRows?: number;
}): Readable {
  const batchRows = options.batchRows ?? EXPORT_BATCH_ROWS;
  const out = new PassThrough();
  let closed = false;
  out.on('close', () => {
    closed = true;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!closed) out.write(chunk);
    if (final) out.end();
  });
  // Level 1: the export is bound by the deflate's CPU time, and CSV compresses well even so.
  const file = new ZipDeflate(CSV_FILE_NAME, { level: 1 });
  zip.add(file);

  const writable = () =>
    new Promise<void>((resolve) => {
      if (closed || !out.writableNeedDrain) return resolve();
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });

  const produce = () =>
    withScope(
      options.db,
      options.scope,
      async (tx) => {
        // The batch queries are costed high (every row formatted), which would have PostgreSQL
        // compile them with JIT on every batch: 85 ms of a 4,000-row batch, for nothing saved.
        await tx.execute(sql`set local jit = off`);
        const offsetMinutes = options.filter.timezoneOffset ?? 0;
        // A byte-order mark: spreadsheet programs then read the file as UTF-8 (names with accents).
        file.push(Buffer.from(`\uFEFF${csvLine(csvHeader(offsetMinutes))}`, 'utf8'));

        const where = lookupWhere(options.scope, options.actor, options.filter, options.filter.searchKey);
        const read = (after: CsvBatch['last']) =>
          csvLinesBatch(tx, { where, after, limit: batchRows, offsetMinutes });
        let rowsWritten = 0;
        let batch = await read(null);
        for (;;) {
          if (closed) throw new ExportAborted();
          // The next batch is asked for before this one is compressed, so the database reads and
          // formats it on its core while this one is deflated on ours. Only these two are held.
          const next = batch.rows >= batchRows && batch.last ? read(batch.last) : null;
          // Handled here too: a failure surfaces when it is awaited below, not as an unhandled rejection.
          next?.catch(() => undefined);
          for (const piece of batch.pieces) file.push(Buffer.from(piece, 'utf8'));
          rowsWritten += batch.rows;
          await options.onProgress?.(rowsWritten);
          await writable();
          if (!next) break;
          batch = await next;
        }
        file.push(new Uint8Array(0), true);
        zip.end();
      },
      CONSISTENT_READ,
    );

  produce().catch((error: unknown) => {
    if (error instanceof ExportAborted) return;
    options.log.error({ err: error }, 'the transaction export failed part-way');
    out.destroy(error instanceof Error ? error : new Error('The transaction export failed'));
  });
  return out;
}
