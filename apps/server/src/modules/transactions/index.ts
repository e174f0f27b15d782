export { convertMinorUnits } from './base-amount';
export { actorShownTo } from './merchant-visible-actor';
export { loadRatedCurrencies } from './rated-currencies.repository';
export {
  currencyDecimalPlaces,
  exportTransactionsZip,
  transactionRowBatches,
} from './transaction-csv-export';
export {
  csvLine,
  type DecimalPlaces,
  formatMinorUnits,
  leadingCsvCells,
  leadingCsvHeader,
} from './transaction-csv-format';
export { type LookupQuery, lookupMode, lookupOrder, lookupWhere } from './transaction-filter';
export { cappedCount } from './transaction-lookup.repository';
export { writeMaintenanceAudit } from './transaction-maintenance-audit';
export { requireTransactionInScope } from './transaction-maintenance-scope';
export { sendZipDownload } from './transaction-reads.routes';
