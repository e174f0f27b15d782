import type { SystemMode } from '../auth/levels';

/**
 * The transaction model both sides share (spec §3 transaction bodies, §4 Transactions): types,
 * statuses, the actions and the state machine that says which action a transaction allows. The
 * server refuses a forbidden action with 409 and the message below; the portal offers only the
 * allowed ones and shows the same message when the state moved on under it.
 */

export const TRANSACTION_TYPES = ['Payment', 'Refund', 'Payout', 'Chargeback'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * - Payment: Pending (awaiting the processor or a manual decision) → Approved (authorised only) →
 *   Captured → PartiallyRefunded → Refunded; Approved → Voided; Captured → Reversed; Declined, Failed.
 * - Refund and Chargeback (children of a payment): Successful, Declined, Failed; a chargeback starts Pending.
 * - Payout: WaitingForApproval → Successful or Declined (approved or declined), or Cancelled.
 */
export const TRANSACTION_STATUSES = [
  'Pending',
  'WaitingForApproval',
  'Approved',
  'Captured',
  'PartiallyRefunded',
  'Refunded',
  'Voided',
  'Reversed',
  'Successful',
  'Declined',
  'Failed',
  'Cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Spec §9 default filter `systemMode 2`: the numeric codes of the Test/Live mode. */
export const SYSTEM_MODE_CODES = { Test: 1, Live: 2 } as const satisfies Record<SystemMode, number>;
export function systemModeOfCode(code: number): SystemMode {
  return code === SYSTEM_MODE_CODES.Test ? 'Test' : 'Live';
}

/** Spec §4 Transactions: every action, by the name the portal and the audit log use. */
export const TRANSACTION_ACTIONS = [
  'refund',
  'statusChangeRefund',
  'checkStatus',
  'void',
  'capture',
  'reversal',
  'payout',
  'dispute',
  'decline',
  'approve',
  'payoutApprove',
  'payoutDecline',
  'cancelPayout',
  'statusChange',
] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

/** Actions that take an amount (minor units); the others act on the whole transaction. */
export const AMOUNT_ACTIONS: readonly TransactionAction[] = ['refund', 'capture', 'payout', 'dispute'];

/**
 * Spec §4: "Status-change action types are not enumerated". Paydesk's: the manual decision platform
 * staff take when a processor got a transaction wrong, and the status each one sets.
 */
export const STATUS_CHANGE_TARGETS = {
  Approve: 'Captured',
  Decline: 'Declined',
  Fail: 'Failed',
  Cancel: 'Cancelled',
} as const satisfies Record<string, TransactionStatus>;
export type StatusChangeAction = keyof typeof STATUS_CHANGE_TARGETS;
export const STATUS_CHANGE_ACTIONS = Object.keys(STATUS_CHANGE_TARGETS) as StatusChangeAction[];
/** Statuses a manual status change may start from: undecided, or decided by a failing processor. */
export const STATUS_CHANGE_SOURCES: readonly TransactionStatus[] = [
  'Pending',
  'WaitingForApproval',
  'Failed',
  'Declined',
];

/** The state of a transaction that the rules read (a subset of the Transaction schema). */
export interface TransactionState {
  readonly type: TransactionType;
  readonly status: TransactionStatus;
  readonly mode: SystemMode;
  /** Minor units: the authorised (or requested) amount. */
  readonly amount: number;
  readonly capturedAmount: number;
  readonly refundedAmount: number;
  readonly hasOpenDispute: boolean;
}

/** Actions that send money back to the card: refused while a dispute is open (see actionRefusal). */
const MONEY_BACK_ACTIONS: readonly TransactionAction[] = [
  'refund',
  'statusChangeRefund',
  'reversal',
  'payout',
];

/** Minor units still refundable: captured, net of earlier refunds. */
export function refundableAmount(t: TransactionState): number {
  return Math.max(0, t.capturedAmount - t.refundedAmount);
}

export const TRANSACTION_ACTION_MESSAGES = {
  capture: 'Only an authorised payment can be captured',
  captureAmount: 'The capture amount cannot exceed the authorised amount',
  void: 'Only an authorised payment that has not been captured can be voided',
  refund: 'Only a captured payment can be refunded',
  refundAmount: 'The refund amount exceeds the amount left to refund',
  statusChangeRefund: 'Only a captured payment with an amount left to refund can be marked refunded',
  reversal: 'Only a captured payment without refunds can be reversed',
  payout: 'Only a captured payment can be paid out to its card',
  payoutAmount: 'The payout amount exceeds the amount left on the payment',
  dispute: 'Only a captured payment can be disputed',
  disputeOpen: 'This payment already has an open dispute',
  disputeAmount: 'The disputed amount exceeds the amount left on the payment',
  disputeHold:
    'A payment with an open dispute cannot be refunded, reversed or paid out until the dispute is settled',
  decline: 'Only a pending payment can be declined',
  approve: 'Only a pending payment can be approved',
  payoutDecision: 'Only a payout waiting for approval can be approved, declined or cancelled',
  statusChange: 'The status of this transaction cannot be changed by hand',
  statusChangeSame: 'The transaction already has this status',
  amountPositive: 'The amount must be greater than zero',
  mode: 'Switch the portal to the mode of this transaction to act on it',
  inFlight: 'The same request is still being processed',
  idempotencyMismatch: 'This Idempotency-Key was used with a different request',
} as const;

/**
 * Why `action` is refused on `t` (with `amount` in minor units for amount actions), or null when it
 * is allowed. `mode` is the caller's Test/Live mode: Test never touches a live transaction.
 */
export function actionRefusal(
  action: TransactionAction,
  t: TransactionState,
  options: { amount?: number; mode?: SystemMode; statusChange?: StatusChangeAction } = {},
): string | null {
  const m = TRANSACTION_ACTION_MESSAGES;
  if (options.mode !== undefined && options.mode !== t.mode) return m.mode;
  if (options.amount !== undefined && !(options.amount > 0)) return m.amountPositive;
  const amount = options.amount;
  const payment = t.type === 'Payment';
  // The disputed amount is held until the dispute is settled; money sent back to the card meanwhile
  // could be paid twice (once by the refund, once by the chargeback), as card schemes warn.
  if (t.hasOpenDispute && MONEY_BACK_ACTIONS.includes(action)) return m.disputeHold;
  switch (action) {
    case 'capture':
      if (!payment || t.status !== 'Approved') return m.capture;
      return amount !== undefined && amount > t.amount ? m.captureAmount : null;
    case 'void':
      return payment && t.status === 'Approved' ? null : m.void;
    case 'refund':
      if (!payment || !isCaptured(t)) return m.refund;
      return amount !== undefined && amount > refundableAmount(t) ? m.refundAmount : null;
    case 'statusChangeRefund':
      return payment && isCaptured(t) && refundableAmount(t) > 0 ? null : m.statusChangeRefund;
    case 'reversal':
      return payment && t.status === 'Captured' && t.refundedAmount === 0 ? null : m.reversal;
    case 'payout':
      return payment && isCaptured(t) ? null : m.payout;
    case 'dispute':
      if (!payment || !isCaptured(t)) return m.dispute;
      if (t.hasOpenDispute) return m.disputeOpen;
      return amount !== undefined && amount > refundableAmount(t) ? m.disputeAmount : null;
    case 'decline':
      return payment && t.status === 'Pending' ? null : m.decline;
    case 'approve':
      return payment && t.status === 'Pending' ? null : m.approve;
    case 'payoutApprove':
    case 'payoutDecline':
    case 'cancelPayout':
      return t.type === 'Payout' && t.status === 'WaitingForApproval' ? null : m.payoutDecision;
    case 'statusChange': {
      if (!STATUS_CHANGE_SOURCES.includes(t.status)) return m.statusChange;
      const target = options.statusChange && STATUS_CHANGE_TARGETS[options.statusChange];
      return target === t.status ? m.statusChangeSame : null;
    }
    case 'checkStatus':
      return null;
  }
}

function isCaptured(t: TransactionState): boolean {
  return t.status === 'Captured' || t.status === 'PartiallyRefunded';
}

/** The actions `t` allows now (amount actions with their full amount), for the portal's action menu. */
export function allowedActions(t: TransactionState): TransactionAction[] {
  return TRANSACTION_ACTIONS.filter((a) => actionRefusal(a, t) === null);
}

/**
 * The built-in processor simulator's documented outcomes (docs/transactions.md). The outcome of a
 * call depends on the last two digits of the amount in minor units, so tests and demos can ask for
 * a decline on purpose; every other amount succeeds.
 */
export const SIMULATOR_OUTCOMES = {
  51: { outcome: 'Declined', responseCode: '51', message: 'Insufficient funds' },
  5: { outcome: 'Declined', responseCode: '05', message: 'Do not honour' },
  91: { outcome: 'Failed', responseCode: '91', message: 'Issuer or switch inoperative' },
  33: { outcome: 'Pending', responseCode: '09', message: 'Request in progress' },
} as const;
/**
 * What a processor can answer a call (docs/transactions.md "What a processor answer does"): the
 * simulator's outcomes, a real gateway's, and the `processor.outcome` of an action's answer.
 */
export const PROCESSOR_OUTCOMES = ['Approved', 'Declined', 'Failed', 'Pending'] as const;
export type SimulatorOutcome = (typeof PROCESSOR_OUTCOMES)[number];

/** The simulator's outcome for an amount (minor units). */
export function simulatorOutcome(amount: number): {
  outcome: SimulatorOutcome;
  responseCode: string;
  message: string;
} {
  const rule = SIMULATOR_OUTCOMES[(amount % 100) as keyof typeof SIMULATOR_OUTCOMES];
  return rule ?? { outcome: 'Approved', responseCode: '00', message: 'Approved' };
}

/** Spec §4: decline-reason lookups use status Declined, approve-reason lookups use status Captured. */
export const REASON_LOOKUP_STATUS = { decline: 'Declined', approve: 'Captured' } as const;

/** Spec §9 "Mask shows first 6 and last 4 characters"; the middle is masked with `*`. */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  if (digits.length <= 10) return digits;
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** Spec §9 paging and the lookup's count cap (a capped count keeps every page fast). */
export const TRANSACTION_PAGING = {
  pageSizes: [5, 10, 20, 50, 75, 100],
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Counts stop at this figure; the portal shows "10000+". */
  countCap: 10_000,
  /** Ticket transaction picker (spec §9): 10 per page. */
  pickerPageSize: 10,
} as const;

/** The lookup's columns, in their default order; the chooser (transaction-lookup-columns) saves a subset. */
export const TRANSACTION_COLUMNS = [
  'createdAt',
  'externalId',
  'merchantName',
  'websiteName',
  'type',
  'status',
  'amount',
  'baseAmount',
  'paymentMethod',
  'serviceProvider',
  'cardMasked',
  'customerEmail',
  'customerName',
  'tenantName',
  'mode',
  'updatedAt',
] as const;
export type TransactionColumn = (typeof TRANSACTION_COLUMNS)[number];
/**
 * The columns a user sees until they choose their own. They fit 1440 px wide with the side menu
 * open (the portal's lookup-columns-fit.test.ts); the customer's e-mail is left out for that: a
 * merchant's "Customer" column shows the payer (name, else e-mail), and search finds by e-mail.
 */
export const DEFAULT_TRANSACTION_COLUMNS: readonly TransactionColumn[] = [
  'createdAt',
  'externalId',
  'merchantName',
  'type',
  'status',
  'amount',
  'paymentMethod',
  'cardMasked',
];

/** Spec §8 saved filter messages (success ones show 3 s). */
export const SAVED_FILTER_MESSAGES = {
  saved: 'Filter saved successfully',
  updated: 'Filter updated successfully',
  deleted: 'Filter deleted successfully',
  loadFailed: 'Failed to load saved filters',
  saveFailed: 'Failed to save filter',
  updateFailed: 'Failed to update filter',
  deleteFailed: 'Failed to delete filter',
} as const;
export const SAVED_FILTER_MESSAGE_MS = 3000;

/** How long an Idempotency-Key's stored result is kept (the issue: at least 24 h). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
