/**
 * The money kernel's front door: the only file other modules import from modules/money. Everything
 * that changes a transaction's money (the action runner, the action bodies and their state rules,
 * the writes, the ledger, the audit, the processor port, the outcome rules and the row mapping)
 * sits behind it, so disputes, the virtual terminal, transaction jobs, APM and the transactions
 * routes share one implementation and no caller reaches past it. The dependency gate
 * (.dependency-cruiser.cjs, rule module-public-entry) refuses an import of any other file here.
 */

export {
  type ActionBody,
  type ActionContext,
  type ActionOutcome,
  StateRefusal,
  stateOf,
} from './action-rules';
// Running an action: its processor call committed as pending first, then made, then its outcome
// recorded (with the audit and the idempotent answer); the reconciler settles the ones left pending.
// A new payment's (runPaymentCreation) and a job item's (planActionIn, then callAndSettle, or
// resumeOperation after a restart) take the same steps.
export {
  type PendingCall,
  type PlannedStep,
  planActionIn,
  runAction,
  runBatch,
  runPaymentCreation,
  tenantOfTransaction,
} from './action-runner';
export {
  DISPUTE_CODES_BY_SCHEME,
  type DisputeScheme,
  disputeCodesFor,
  disputeSchemeOf,
} from './dispute-codes';
// The outbox port (implemented by transaction-webhooks, connected in src/wiring.ts).
export {
  connectEventWebhooks,
  type QueueEventWebhook,
  type WrittenEvent,
} from './event-webhooks.port';
// The action bodies.
export {
  capture,
  checkStatus,
  dispute,
  payout,
  refund,
  reversal,
  statusChangeRefund,
  voidPayment,
} from './money-actions';
export { arrayRows, dialect, executeNamed } from './named-statements';
export { callAndSettle, type OperationRun, resumeOperation } from './operation-completion';
export { approvePayment, declinePayment } from './payment-decisions';
export { approvePayout, cancelPayout, declinePayout } from './payout-decisions';
// The payout limits the payout actions check; the payout-limits module serves their endpoints.
export { payoutLimitAudit, payoutLimits } from './payout-limits.table';
export {
  createPendingOperationsReconciler,
  type PendingOperationsReconciler,
  reconcilePendingOperations,
} from './pending-operations-reconciler';
// The processor port.
export type { PaymentProcessor, ProcessorResult } from './processor/processor';
export { createSimulatorProcessor } from './processor/simulator-processor';
export { captureInPlace, isAccepted } from './processor-outcomes';
export { isRecordedRefusal, type MoneyRefusal, moneyRefusalEvent } from './refused-money-audit';
// The port of the settleable actions another module owns (connected in src/wiring.ts).
export { type ConnectedSettleableAction, connectSettleableActions } from './settleable-actions';
export { changeStatus } from './status-change';
// The status-event log (docs/analytics.md): every writer of a transactions row appends to it in the
// same database transaction; the analytics module folds it into its rollups.
export {
  appendStatusEvents,
  appendStatusEventsOf,
  STATUS_EVENT_COLUMN_NAMES,
  STATUS_EVENT_COLUMNS,
  statusEventValues,
} from './status-events';
export { transactionStatusEvents, xid8 } from './status-events.table';
export { moneyStateOf, requestHeadersOf, writeAudit } from './transaction-audit';
export { LEDGER_ACCOUNTS, postLedger } from './transaction-ledger';
// Row mapping: reading transactions as the contracts answer them, within the caller's scope.
export {
  selectTransactionPage,
  selectTransactionRows,
  type TransactionRow,
  toTransaction,
  transactionsInScope,
} from './transaction-rows';
// Writes, ledger, audit and outcome rules, for the modules that write a transaction of their own
// (the virtual terminal's payment, a dispute's steps).
export {
  addEvent,
  processorCallOf,
  processorPayload,
  processorTransactionOf,
  type TransactionRecord,
  updateTransaction,
} from './transaction-writes';
// The tables of the transaction records.
export {
  accountingEntries,
  currencyRates,
  disputes,
  paymentChannels,
  savedTransactionFilters,
  type TransactionLogKind,
  transactionAudit,
  transactionEvents,
  transactionFees,
  transactionLogs,
  transactionReasons,
  transactions,
  userLookupColumns,
  websites,
} from './transactions.table';
