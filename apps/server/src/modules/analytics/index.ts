/**
 * Analytics' public entry: the rollups' fold and rebuild, for the rebuild command and the seed, and
 * the summary query, which the benchmark times from the rollups against the raw rows (they sit above
 * the modules). The report calls are served by the plugin.
 */

export { previousPeriod } from './report-period';
export { type FoldResult, foldNewEvents, rebuildRollups } from './rollup-fold';
export { ROLLUP_INTERVAL_MS } from './rollup-worker';
export { type SummaryRequest, summarise } from './summary-query';
