/**
 * Analytics' public entry: the rollups' fold and rebuild, for the rebuild command, the seed and the
 * benchmarks (which sit above the modules). The report calls are served by the plugin.
 */
export { type FoldResult, foldNewEvents, rebuildRollups } from './rollup-fold';
