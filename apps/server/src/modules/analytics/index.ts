/**
 * Analytics' public entry: the rollups' fold and rebuild, for the rebuild command and the seed, and
 * the summary query, which the benchmark times from the rollups against the raw rows (they sit above
 * the modules). The report calls are served by the plugin.
 */

// The alerts module evaluates its rules from the minute rollup (docs/alerts.md).
export { rollupAlertMinute } from './analytics.table';
export { previousPeriod } from './report-period';
export { ALERT_MINUTE_FAMILY, PENDING_STATUSES } from './rollup-families';
export { type FoldResult, foldNewEvents, rebuildRollups } from './rollup-fold';
export { ROLLUP_INTERVAL_MS } from './rollup-worker';
export { type SummaryRequest, summarise } from './summary-query';
