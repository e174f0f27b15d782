import { PassThrough, type Readable } from 'node:stream';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Actor } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import { currencies } from '../../infra/db/schema';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { csvLine } from '../transactions/transaction-csv-format';
import { selectTransactionPage } from '../transactions/transaction-rows';
import { transactions } from '../transactions/transactions.table';
import { apmCsvCells, apmCsvHeader } from './apm-csv-format';
import { type ApmExportFilter, type ApmSearch, apmWhere } from './apm-transaction-filter';
import { apmTypesByMethod } from './apm-transactions.repository';

export const APM_CSV_FILE_NAME = 'apm-transactions.csv';
/** Rows per round trip, as the transaction export reads them. */
export const APM_EXPORT_BATCH_ROWS = 2000;

class ExportAborted extends Error {}

/**
 * GET api/crm/apm-transactions/csv: every APM transaction the lookup would show for the filter (no
 * paging), newest first, as apm-transactions.csv in a zip written while it is read. Keyset batches
 * on (created_at, id) in one scoped database transaction, like exportTransactionsZip: memory holds
 * one batch whatever the row count, and a client that goes away ends the read.
 */
export function exportApmTransactionsZip(options: {
  readonly db: Database;
  readonly scope: DataScope;
  readonly actor: Actor;
  readonly filter: ApmExportFilter;
  readonly search: ApmSearch | undefined;
  readonly log: FastifyBaseLogger;
}): Readable {
  const out = new PassThrough();
  let closed = false;
  out.on('close', () => {
    closed = true;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    if (!closed) out.write(chunk);
    if (final) out.end();
  });
  const file = new ZipDeflate(APM_CSV_FILE_NAME, { level: 1 });
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
      const places = await tx
        .select({ id: currencies.id, places: currencies.decimalPlaces })
        .from(currencies);
      const decimals = new Map(places.map((c) => [c.id.trim(), c.places]));
      const types = await apmTypesByMethod(tx);
      const offset = options.filter.timezoneOffset ?? 0;
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      file.push(strToU8(`\uFEFF${csvLine(apmCsvHeader(offset))}`));
      const where = apmWhere(options.scope, options.actor, options.filter, options.search);
      const cursorRow = alias(transactions, 'cursor_row');
      let last: { tenantId: string; id: string } | null = null;
      for (;;) {
        if (closed) throw new ExportAborted();
        // The cursor's instant is read from its row: a JS Date would round timestamptz's microseconds.
        const after: SQL | undefined = last
          ? sql`(${transactions.createdAt}, ${transactions.id}) < ((${tx
              .select({ at: cursorRow.createdAt })
              .from(cursorRow)
              .where(
                and(eq(cursorRow.tenantId, last.tenantId), eq(cursorRow.id, last.id)),
              )}), ${last.id}::uuid)`
          : undefined;
        const rows = await selectTransactionPage(
          tx,
          and(where, after),
          [desc(transactions.createdAt), desc(transactions.id)],
          APM_EXPORT_BATCH_ROWS,
        );
        if (rows.length === 0) break;
        let text = '';
        for (const row of rows) text += csvLine(apmCsvCells(row, types, decimals, offset));
        file.push(strToU8(text));
        await writable();
        const tail = rows[rows.length - 1]!;
        last = { tenantId: tail.t.tenantId, id: tail.t.id };
        if (rows.length < APM_EXPORT_BATCH_ROWS) break;
      }
      file.push(new Uint8Array(0), true);
      zip.end();
    });

  produce().catch((error: unknown) => {
    if (error instanceof ExportAborted) return;
    options.log.error({ err: error }, 'the APM transaction export failed part-way');
    out.destroy(error instanceof Error ? error : new Error('The APM transaction export failed'));
  });
  return out;
}
