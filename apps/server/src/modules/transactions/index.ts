/**
 * transactions' public entry: what transaction jobs, APM, disputes, the virtual terminal and
 * transaction webhooks use of the transaction reads (filters, CSV export, base amounts, maintenance
 * audit). Money changes are not here: they are the money kernel's (modules/money/index.ts). Other
 * modules import this module only through this file (the import gate's module-public-entry rule);
 * it lists the surface they use, not every file.
 */

export { conversionFactor, convertMinorUnits, type RatedCurrency } from './base-amount';
export {
  currencyDecimalPlaces,
  exportTransactionsZip,
  transactionRowBatches,
} from './export/transaction-csv-export';
export {
  csvHeader,
  csvLine,
  type DecimalPlaces,
  formatMinorUnits,
  leadingCsvCells,
  leadingCsvHeader,
} from './export/transaction-csv-format';
export { csvLinesBatch } from './export/transaction-lookup-csv-lines';
export { type JobItemOrigin, writeMaintenanceAudit } from './maintenance/transaction-maintenance-audit';
export { requireTransactionInScope } from './maintenance/transaction-maintenance-scope';
export { actorShownTo } from './merchant-visible-actor';
export { loadRatedCurrencies } from './rated-currencies.repository';
export { cappedCount } from './reads/transaction-lookup.repository';
export { sendZipDownload } from './reads/transaction-reads.routes';
export { type LookupQuery, lookupMode, lookupOrder, lookupWhere } from './transaction-filter';
