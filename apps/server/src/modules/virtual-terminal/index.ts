/**
 * The virtual terminal's public entry: the bodies of its payments' processor calls, which the money
 * kernel runs again when it records their outcome (connected in src/wiring.ts).
 */
export { VT_SETTLEABLE_ACTIONS } from './vt-payment-outcome';
