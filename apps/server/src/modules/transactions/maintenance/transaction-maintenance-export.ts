import type { Readable } from 'node:stream';
import {
  EXPORT_REPORT_IDS,
  EXPORT_V3_COLUMNS,
  type ExportV3Column,
  type ExportV3Request,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../../infra/auth/actor';
import type { Database } from '../../../infra/db/database';
import { AppError } from '../../../infra/errors/app-error';
import { streamedDownload } from '../../../infra/http/streamed-download';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import {
  currencyDecimalPlaces,
  referenceNames,
  transactionRowBatches,
} from '../export/transaction-csv-export';
import { csvCells, csvHeader, csvLine } from '../export/transaction-csv-format';
import { lookupWhere } from '../transaction-filter';

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
  return streamedDownload({
    what: 'report export',
    log: options.log,
    produce: (download) =>
      withScope(options.db, options.scope, async (tx) => {
        const decimals = await currencyDecimalPlaces(tx);
        const names = await referenceNames(tx);
        const offset = filters.timezoneOffset ?? 0;
        download.push(`\uFEFF${csvLine(pick(csvHeader(offset)))}`);
        const where = lookupWhere(options.scope, options.actor, filters, filters.searchKey);
        download.stopIfClosed();
        for await (const rows of transactionRowBatches(tx, where, EXPORT_V3_BATCH_ROWS)) {
          let text = '';
          for (const row of rows) text += csvLine(pick(csvCells(row, decimals, offset, names)));
          download.push(text);
          await download.waitWritable();
          // A client that went away ends the read before the next batch is asked for.
          download.stopIfClosed();
        }
        download.end();
      }),
  });
}
