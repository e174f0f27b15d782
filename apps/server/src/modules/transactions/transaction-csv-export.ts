import { PassThrough, type Readable } from 'node:stream';
import type { CsvExportQuery } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import { currencies } from '../../infra/db/schema';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { csvCells, csvHeader, csvLine } from './transaction-csv-format';
import { lookupWhere } from './transaction-filter';
import { selectTransactionPage, type TransactionRow } from './transaction-rows';
import { transactions } from './transactions.table';

export type CsvExportFilter = z.output<typeof CsvExportQuery>;

/** The one file inside the zip. */
export const CSV_FILE_NAME = 'transactions.csv';
/** Rows read per round trip: enough to amortise the query, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2000;

class ExportAborted extends Error {}

/**
 * GET …/csv: every transaction the lookup would show for the filter (same scope, limits, mode and
 * search key, no paging), newest first, as transactions.csv in a zip that is written while it is
 * read. Rows come in keyset batches of EXPORT_BATCH_ROWS on (created_at, id) inside one scoped
 * database transaction (one consistent snapshot on PostgreSQL), each batch is deflated into the
 * response as it arrives, and the next batch waits while the client is slower than the database:
 * memory holds one batch and the deflate window, whatever the row count. A client that goes away
 * ends the read.
 */
export function exportTransactionsZip(options: {
  readonly db: Database;
  readonly scope: DataScope;
  readonly actor: Actor;
  readonly filter: CsvExportFilter;
  readonly log: FastifyBaseLogger;
}): Readable {
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
    withScope(options.db, options.scope, async (tx) => {
      const rates = await tx.select({ id: currencies.id, places: currencies.decimalPlaces }).from(currencies);
      const decimals = new Map(rates.map((c) => [c.id.trim(), c.places]));
      const offset = options.filter.timezoneOffset ?? 0;
      // A byte-order mark: spreadsheet programs then read the file as UTF-8 (names with accents).
      file.push(strToU8(`\uFEFF${csvLine(csvHeader(offset))}`));

      const where = lookupWhere(options.scope, options.actor, options.filter, options.filter.searchKey);
      const cursorRow = alias(transactions, 'cursor_row');
      let last: { tenantId: string; id: string } | null = null;
      for (;;) {
        if (closed) throw new ExportAborted();
        // The cursor's instant is read back from its row: timestamptz has microseconds that a JS
        // Date would round, and a rounded cursor would skip or repeat rows.
        const after: SQL | undefined = last
          ? sql`(${transactions.createdAt}, ${transactions.id}) < ((${tx
              .select({ at: cursorRow.createdAt })
              .from(cursorRow)
              .where(
                and(eq(cursorRow.tenantId, last.tenantId), eq(cursorRow.id, last.id)),
              )}), ${last.id}::uuid)`
          : undefined;
        const rows: TransactionRow[] = await selectTransactionPage(
          tx,
          and(where, after),
          [desc(transactions.createdAt), desc(transactions.id)],
          EXPORT_BATCH_ROWS,
        );
        if (rows.length === 0) break;
        let text = '';
        for (const row of rows) text += csvLine(csvCells(row, decimals, offset));
        file.push(strToU8(text));
        await writable();
        const tail = rows[rows.length - 1]!;
        last = { tenantId: tail.t.tenantId, id: tail.t.id };
        if (rows.length < EXPORT_BATCH_ROWS) break;
      }
      file.push(new Uint8Array(0), true);
      zip.end();
    });

  produce().catch((error: unknown) => {
    if (error instanceof ExportAborted) return;
    options.log.error({ err: error }, 'the transaction export failed part-way');
    out.destroy(error instanceof Error ? error : new Error('The transaction export failed'));
  });
  return out;
}
