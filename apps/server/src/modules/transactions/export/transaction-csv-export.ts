import type { Readable } from 'node:stream';
import type { CsvExportQuery } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../../infra/auth/actor';
import type { Database } from '../../../infra/db/database';
import { currencies, paymentMethods, serviceProviders } from '../../../infra/db/schema';
import { streamedDownload } from '../../../infra/http/streamed-download';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../../infra/tenancy/with-scope';
import { selectTransactionPage, type TransactionRow, transactions } from '../../money';
import { lookupWhere } from '../transaction-filter';
import { csvHeader, csvLine, type DecimalPlaces, type ReferenceNames } from './transaction-csv-format';
import { type CsvBatch, csvLinesBatch } from './transaction-lookup-csv-lines';

export type CsvExportFilter = z.output<typeof CsvExportQuery>;

/** The one file inside the zip. */
export const CSV_FILE_NAME = 'transactions.csv';
/**
 * Rows read per round trip: enough to amortise the query, small enough to keep memory flat (a
 * batch is about 1.3 MB of CSV text; the rows of two batches are held at a time).
 */
export const EXPORT_BATCH_ROWS = 4000;

/** One snapshot for the whole file; read only, since an export never writes. */
const CONSISTENT_READ = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * GET …/csv: every transaction the lookup would show for the filter (same scope, limits, mode and
 * search key, no paging), newest first, as transactions.csv in a zip that is written while it is
 * read. Rows come in keyset batches of EXPORT_BATCH_ROWS on (created_at, id) inside one scoped
 * database transaction, REPEATABLE READ and read only: every batch reads the snapshot of the first
 * (under READ COMMITTED each batch would see rows committed since, so a row could be missed or the
 * file mix two moments). PGlite is one connection, so it is consistent anyway. Each batch comes as
 * text columns (transaction-lookup-csv-lines.ts) and is made into CSV lines here, piece by piece,
 * after the next batch has been asked for: PostgreSQL reads the next batch on its core while this
 * one is formatted and handed to the deflate (zlib, on libuv's thread pool). Reading waits while the
 * client is slower than the database: memory holds two batches and the deflate's buffers, whatever
 * the row count. A client that goes away ends the read.
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
  return streamedDownload({
    zipEntry: CSV_FILE_NAME,
    what: 'transaction export',
    log: options.log,
    produce: (download) =>
      withScope(
        options.db,
        options.scope,
        async (tx) => {
          // The batch queries are costed high (every row formatted), which would have PostgreSQL
          // compile them with JIT on every batch: 85 ms of a 4,000-row batch, for nothing saved.
          await tx.execute(sql`set local jit = off`);
          const offsetMinutes = options.filter.timezoneOffset ?? 0;
          // A byte-order mark: spreadsheet programs then read the file as UTF-8 (names with accents).
          download.push(`\uFEFF${csvLine(csvHeader(offsetMinutes))}`);

          const where = lookupWhere(options.scope, options.actor, options.filter, options.filter.searchKey);
          const read = (after: CsvBatch['last']) =>
            csvLinesBatch(tx, { where, after, limit: batchRows, offsetMinutes });
          let rowsWritten = 0;
          let batch = await read(null);
          for (;;) {
            download.stopIfClosed();
            // The next batch is asked for before this one is formatted and compressed, so the database
            // reads it on its core while this one is made into lines on ours. Only these two are held.
            const next = batch.rows >= batchRows && batch.last ? read(batch.last) : null;
            // Handled here too: a failure surfaces when it is awaited below, not as an unhandled rejection.
            next?.catch(() => undefined);
            for (const piece of batch.pieces()) download.push(piece);
            rowsWritten += batch.rows;
            await options.onProgress?.(rowsWritten);
            await download.waitWritable();
            if (!next) break;
            batch = await next;
          }
          download.end();
        },
        CONSISTENT_READ,
      ),
  });
}

/**
 * The rows for `where`, newest first, in keyset batches of `batchRows` on (created_at, id): the
 * reader of the exports that format their rows in JavaScript (apm-transactions.csv, the report
 * export). One batch is held at a time; the consumer's own waits between batches hold the next read.
 */
export async function* transactionRowBatches(
  tx: ScopedTx,
  where: SQL | undefined,
  batchRows: number,
): AsyncGenerator<TransactionRow[]> {
  const cursorRow = alias(transactions, 'cursor_row');
  let last: { tenantId: string; id: string } | null = null;
  for (;;) {
    // The cursor's instant is read from its row: a JS Date would round timestamptz's microseconds.
    const after: SQL | undefined = last
      ? sql`(${transactions.createdAt}, ${transactions.id}) < ((${tx
          .select({ at: cursorRow.createdAt })
          .from(cursorRow)
          .where(and(eq(cursorRow.tenantId, last.tenantId), eq(cursorRow.id, last.id)))}), ${last.id}::uuid)`
      : undefined;
    const rows = await selectTransactionPage(
      tx,
      and(where, after),
      [desc(transactions.createdAt), desc(transactions.id)],
      batchRows,
    );
    if (rows.length === 0) return;
    yield rows;
    const tail = rows[rows.length - 1]!;
    last = { tenantId: tail.t.tenantId, id: tail.t.id };
    if (rows.length < batchRows) return;
  }
}

/** Decimal places by currency code, for the exports that format amounts in JavaScript. */
export async function currencyDecimalPlaces(tx: ScopedTx): Promise<DecimalPlaces> {
  const places = await tx.select({ id: currencies.id, places: currencies.decimalPlaces }).from(currencies);
  // The code is char(3): trimmed, so a padded value can never miss the lookup by "EUR".
  return new Map(places.map((c) => [c.id.trim(), c.places]));
}

/** The names of payment methods and service providers, for the exports that format rows in JavaScript. */
export async function referenceNames(tx: ScopedTx): Promise<ReferenceNames> {
  const methods = await tx.select({ id: paymentMethods.id, name: paymentMethods.name }).from(paymentMethods);
  const providers = await tx
    .select({ id: serviceProviders.id, name: serviceProviders.name })
    .from(serviceProviders);
  return {
    paymentMethods: new Map(methods.map((m) => [m.id, m.name])),
    serviceProviders: new Map(providers.map((p) => [p.id, p.name])),
  };
}
