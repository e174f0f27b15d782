import type { FeatureErrorCode } from '@paydesk/contracts/http/errors';
import {
  actionRefusal,
  type StatusChangeAction,
  type TransactionAction,
  type TransactionState,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import type { ProcessorAnswer } from '@paydesk/contracts/transactions/transaction.schemas';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { PaymentProcessor, ProcessorResult } from './processor/processor';
import type { AuditRequest, MoneyState } from './transaction-audit';
import type { TransactionRecord } from './transaction-writes';

/**
 * What an action body is given and answers, and the state machine's refusal. The runner
 * (action-runner.ts) calls the bodies (money-actions.ts, the decisions, status-change.ts); the
 * bodies import these rules from here, never the runner, so no call runs back up into the runner.
 */

/**
 * The actions that call the processor. Their outcome may be recorded after the request that made the
 * call is gone (docs/transactions.md "Pending operations"), so each is named, with a JSON input,
 * and `settleable-actions.ts` runs it again from its name and input.
 */
export type SettleableAction =
  | 'refund'
  | 'capture'
  | 'void'
  | 'reversal'
  | 'dispute'
  | 'checkStatus'
  | 'approve'
  | 'payoutApprove'
  // A payment created with its processor call (the virtual terminal's), and a sale's capture after
  // its authorisation: their bodies live with the module that creates the payment and are connected
  // through settleable-actions.ts's port.
  | 'virtualTerminalPayment'
  | 'virtualTerminalCapture';

/** Which action is about to call the processor, and its input (JSON: it is stored with the call). */
export interface DeclaredAction {
  readonly action: SettleableAction;
  readonly input: unknown;
}

export interface ActionContext {
  readonly tx: ScopedTx;
  readonly scope: DataScope;
  readonly actor: Actor;
  /** The transaction acted on, locked for this database transaction. */
  readonly row: TransactionRecord;
  /**
   * The id of this action's processor call: its idempotency reference at the gateway, and the id of
   * the child the call creates. The same on every run of the action (planned, then recorded).
   */
  readonly operationId: string;
  /**
   * The processor for the action's one call. The runner decides what it does: records the call to
   * commit it as pending first, answers the processor's recorded answer, or calls it directly.
   */
  readonly processorFor: (declared: DeclaredAction) => PaymentProcessor;
  /**
   * True when the body runs again to record its processor call's answer (operation-settlement.ts):
   * the processor has acted, so checks against other rows (the payout limits) are not made again.
   */
  readonly recording?: boolean;
}

export interface ActionOutcome {
  /** The acted-on transaction as it is now. */
  readonly row: TransactionRecord;
  /** The refund, payout or chargeback the action created. */
  readonly created: TransactionRecord | null;
  /** What the processor answered the action; null when the action called none. */
  readonly processor: ProcessorResult | null;
  readonly audit: AuditRequest;
  /** The state the audit records as before, when not the row's as the action found it (a new payment: New). */
  readonly before?: MoneyState;
  /**
   * What the caller is answered (and the Idempotency-Key replays) in place of the ActionResult: the
   * virtual terminal's own answer. JSON: it is stored with the operation and the key.
   */
  readonly answer?: unknown;
}

export type ActionBody = (context: ActionContext) => Promise<ActionOutcome>;

/**
 * A 409 of the state machine (ACTION_REFUSED) or of a bound the action must keep (a payout limit's
 * code); it carries the status it saw, for the batch answers.
 */
export class StateRefusal extends AppError {
  constructor(
    message: string,
    readonly currentStatus: TransactionStatus,
    code: FeatureErrorCode = 'ACTION_REFUSED',
  ) {
    super(code, message);
  }
}

export function stateOf(row: TransactionRecord): TransactionState {
  return {
    type: row.type,
    status: row.status as TransactionStatus,
    mode: row.mode,
    amount: row.amount,
    capturedAmount: row.capturedAmount,
    refundedAmount: row.refundedAmount,
    hasOpenDispute: row.hasOpenDispute,
  };
}

/**
 * Throws the state machine's 409 when `action` is not allowed. The state is checked before the
 * amount, so a refund of a payment with nothing captured says why, not "the amount must be positive".
 */
export function refuseUnlessAllowed(
  context: Pick<ActionContext, 'row' | 'actor'>,
  action: TransactionAction,
  options: { amount?: number; statusChange?: StatusChangeAction } = {},
): void {
  const state = stateOf(context.row);
  const mode = context.actor.mode;
  const refusal =
    actionRefusal(action, state, { mode, statusChange: options.statusChange }) ??
    (options.amount === undefined ? null : actionRefusal(action, state, { ...options, mode }));
  if (refusal) throw new StateRefusal(refusal, state.status);
}

/** The processor's answer as the action answers it: its outcome and response, not its reference. */
export function processorAnswerOf(result: ProcessorResult): ProcessorAnswer {
  return {
    outcome: result.outcome,
    responseCode: result.responseCode,
    responseMessage: result.responseMessage,
  };
}
