export { convertMinorUnits } from './base-amount';
export {
  currencyDecimalPlaces,
  exportTransactionsZip,
  transactionRowBatches,
} from './export/transaction-csv-export';
export {
  csvLine,
  type DecimalPlaces,
  formatMinorUnits,
  leadingCsvCells,
  leadingCsvHeader,
} from './export/transaction-csv-format';
export { writeMaintenanceAudit } from './maintenance/transaction-maintenance-audit';
export { requireTransactionInScope } from './maintenance/transaction-maintenance-scope';
export { actorShownTo } from './merchant-visible-actor';
export { loadRatedCurrencies } from './rated-currencies.repository';
export { cappedCount } from './reads/transaction-lookup.repository';
export { sendZipDownload } from './reads/transaction-reads.routes';
export { type LookupQuery, lookupMode, lookupOrder, lookupWhere } from './transaction-filter';
