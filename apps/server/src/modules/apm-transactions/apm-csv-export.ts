import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import { streamedDownload } from '../../infra/http/streamed-download';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { csvLine, currencyDecimalPlaces, transactionRowBatches } from '../transactions';
import { apmCsvCells, apmCsvHeader } from './apm-csv-format';
import { type ApmExportFilter, type ApmSearch, apmWhere } from './apm-transaction-filter';
import { apmTypesByMethod } from './apm-transactions.repository';

export const APM_CSV_FILE_NAME = 'apm-transactions.csv';
/** Rows per round trip, as the transaction export reads them. */
export const APM_EXPORT_BATCH_ROWS = 2000;

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
  return streamedDownload({
    zipEntry: APM_CSV_FILE_NAME,
    what: 'APM transaction export',
    log: options.log,
    produce: (download) =>
      withScope(options.db, options.scope, async (tx) => {
        const decimals = await currencyDecimalPlaces(tx);
        const types = await apmTypesByMethod(tx);
        const offset = options.filter.timezoneOffset ?? 0;
        // A byte-order mark, so spreadsheet programs read the file as UTF-8.
        download.push(`\uFEFF${csvLine(apmCsvHeader(offset))}`);
        const where = apmWhere(options.scope, options.actor, options.filter, options.search);
        download.stopIfClosed();
        for await (const rows of transactionRowBatches(tx, where, APM_EXPORT_BATCH_ROWS)) {
          let text = '';
          for (const row of rows) text += csvLine(apmCsvCells(row, types, decimals, offset));
          download.push(text);
          await download.waitWritable();
          // A client that went away ends the read before the next batch is asked for.
          download.stopIfClosed();
        }
        download.end();
      }),
  });
}
