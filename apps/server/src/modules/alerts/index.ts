/**
 * alerts' public entry: the evaluation pass, for the benchmark and the demo seed (they sit above the
 * modules). The calls and the worker are the plugin's.
 */
export { type EvaluationResult, evaluateAlerts } from './alert-evaluation';
