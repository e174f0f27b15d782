import { PassThrough, type Readable } from 'node:stream';
import {
  EXPORT_REPORT_IDS,
  EXPORT_V3_COLUMNS,
  type ExportV3Column,
  type ExportV3Request,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import { currencies } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { csvCells, csvHeader, csvLine } from './transaction-csv-format';
import { lookupWhere } from './transaction-filter';
import { selectTransactionPage } from './transaction-rows';
import { transactions } from './transactions.table';

/** Rows per round trip: the same trade-off as the zip export (memory flat, few queries). */
export const EXPORT_V3_BATCH_ROWS = 2000;

type Request = z.output<typeof ExportV3Request>;

/** Each report column is one cell of the lookup's CSV row (transaction-csv-format.ts, same order). */
const CELL_INDEX: Readonly<Record<ExportV3Column, number>> = Object.fromEntries(
  EXPORT_V3_COLUMNS.map((column, index) => [column, index]),
) as Record<ExportV3Column, number>;

/** Unknown report ids are 404 before anything is read (the reporting service's answer). */
export function requireKnownReport(reportId: string): void {
  if (!(EXPORT_REPORT_IDS as readonly string[]).includes(reportId)) throw AppError.notFound('Report');
}

class ExportAborted extends Error {}

/**
 * POST reports-tenant-export-v3: the transactions-lookup report's rows for `filters` (the lookup's
 * own condition: scope, per-user limits, mode, search key), newest first, with only the chosen
 * columns in the chosen order, as CSV written while it is read. Keyset batches on (created_at, id)
 * inside one scoped database transaction; the next batch waits while the client is slower, and a
 * client that goes away ends the read. Every cell goes through csvLine's formula guard.
 */
export function exportReportCsv(options: {
  readonly db: Database;
  readonly scope: DataScope;
  readonly actor: Actor;
  readonly request: Request;
  readonly log: FastifyBaseLogger;
}): Readable {
  const { filters, columns } = options.request;
  const indexes = columns.map((column) => CELL_INDEX[column]);
  const pick = (cells: readonly string[]) => indexes.map((i) => cells[i] ?? '');
  const out = new PassThrough();
  let closed = false;
  out.on('close', () => {
    closed = true;
  });
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
      const offset = filters.timezoneOffset ?? 0;
      out.write(`\uFEFF${csvLine(pick(csvHeader(offset)))}`);
      const where = lookupWhere(options.scope, options.actor, filters, filters.searchKey);
      const cursorRow = alias(transactions, 'cursor_row');
      let last: { tenantId: string; id: string } | null = null;
      for (;;) {
        if (closed) throw new ExportAborted();
        // The cursor's instant is read back in SQL: a JS Date would round its microseconds.
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
          EXPORT_V3_BATCH_ROWS,
        );
        if (rows.length === 0) break;
        let text = '';
        for (const row of rows) text += csvLine(pick(csvCells(row, decimals, offset)));
        if (!closed) out.write(text);
        await writable();
        const tail = rows[rows.length - 1]!;
        last = { tenantId: tail.t.tenantId, id: tail.t.id };
        if (rows.length < EXPORT_V3_BATCH_ROWS) break;
      }
      out.end();
    });

  produce().catch((error: unknown) => {
    if (error instanceof ExportAborted) return;
    options.log.error({ err: error }, 'the report export failed part-way');
    out.destroy(error instanceof Error ? error : new Error('The report export failed'));
  });
  return out;
}
