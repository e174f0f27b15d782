/**
 * transaction-daily-reports' public entry: the nightly pass, for the benchmark and the seed (they
 * sit above the modules). The lists are served by the plugin.
 */
export { type DailyReportPassResult, writeDailyReports } from './daily-report-pass';
