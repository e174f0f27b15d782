import type {
  StatusChangeAction,
  TransactionAction,
  TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import type {
  ActionResult,
  ProcessorAnswer,
  Transaction,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { changeTransactionStatus } from '@paydesk/contracts/transactions/transaction-actions.endpoints';
import { callEndpoint } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { actionCallsOf } from '../../../lib/transactions/detail-ref';
import { type ActionKeys, actionHeaders } from './action-headers';
import type { TransactionRef } from './detail-queries';

/** What each action's dialog sends (amounts in minor units). */
export type ActionRequest =
  | { readonly action: 'refund' | 'capture' | 'payout'; readonly amount: number; readonly reason?: string }
  | {
      readonly action: 'statusChangeRefund' | 'checkStatus' | 'void' | 'reversal';
      readonly reason?: string;
    }
  | {
      readonly action: 'dispute';
      readonly amount: number;
      readonly disputeCode: string;
      readonly reason?: string;
    }
  | { readonly action: 'decline' | 'approve'; readonly reasonId: string; readonly comment?: string }
  | { readonly action: 'payoutApprove' | 'cancelPayout' }
  | { readonly action: 'payoutDecline'; readonly reason: string }
  | {
      readonly action: 'statusChange';
      readonly actionType: StatusChangeAction;
      readonly declineReason?: string;
    };

/** The transaction after the action (null when the answer carries only its new status). */
export interface ActionOutcome {
  readonly status: TransactionStatus | null;
  readonly transaction: Transaction | null;
  readonly created: Transaction | null;
  /**
   * What the processor answered (null: the action called none); undefined when the back end does
   * not say, as one speaking only the spec's calls does not (action-verdict.ts then reads statuses).
   */
  readonly processor?: ProcessorAnswer | null;
}

const withReason = (reason: string | undefined) => (reason ? { reason } : {});

/** Sends one action of spec §7 "Actions" on the area's base, with the action headers. */
export async function sendAction(
  ref: TransactionRef,
  request: ActionRequest,
  keys: ActionKeys,
): Promise<ActionOutcome> {
  const calls = actionCallsOf(ref.area);
  const base = { params: { id: ref.transaction.id }, headers: actionHeaders(ref, keys) };
  const done = (result: ActionResult): ActionOutcome => ({
    status: result.transaction.status,
    transaction: result.transaction,
    created: result.created,
    processor: result.processor,
  });
  switch (request.action) {
    case 'refund':
    case 'capture':
    case 'payout':
      return done(
        await callEndpoint(calls[request.action], {
          ...base,
          body: { amount: request.amount, ...withReason(request.reason) },
        }),
      );
    case 'statusChangeRefund':
    case 'checkStatus':
    case 'void':
    case 'reversal':
      return done(await callEndpoint(calls[request.action], { ...base, body: withReason(request.reason) }));
    case 'dispute':
      return done(
        await callEndpoint(calls.dispute, {
          ...base,
          body: { amount: request.amount, disputeCode: request.disputeCode, ...withReason(request.reason) },
        }),
      );
    case 'decline':
    case 'approve':
      return done(
        await callEndpoint(calls[request.action], {
          ...base,
          body: { reasonId: request.reasonId, ...(request.comment ? { comment: request.comment } : {}) },
        }),
      );
    case 'payoutApprove':
    case 'cancelPayout':
      return done(await callEndpoint(calls[request.action], base));
    case 'payoutDecline':
      return singleDecline(ref, request.reason, keys);
    case 'statusChange':
      return done(
        await callEndpoint(changeTransactionStatus, {
          ...base,
          body: {
            actionType: request.actionType,
            ...(request.actionType === 'Decline' ? { declineReason: request.declineReason } : {}),
          },
        }),
      );
  }
}

/**
 * One payout declined through the batch call (spec §7 has no single payout decline). Its answer
 * is per transaction: a refusal is the state machine's 409, a missing payout a 404, so the dialog
 * treats them like any other action's.
 */
async function singleDecline(ref: TransactionRef, reason: string, keys: ActionKeys): Promise<ActionOutcome> {
  const { results } = await callEndpoint(actionCallsOf(ref.area).payoutDeclinations, {
    headers: actionHeaders(ref, keys),
    body: { transactions: [ref.transaction.id], reason },
  });
  const result = results.find((r) => r.transactionId === ref.transaction.id);
  if (!result || result.outcome === 'NotFound') {
    throw new ApiError(404, { error: { code: 'NOT_FOUND', message: result?.message ?? '' } }, 'Not found');
  }
  if (result.outcome === 'Refused') {
    throw new ApiError(409, { error: { code: 'ACTION_REFUSED', message: result.message ?? '' } }, 'Conflict');
  }
  return { status: result.status, transaction: null, created: null };
}

/** Actions offered in an area: a status change is platform staff's alone (spec §7 StatusChange). */
export function offeredActions(ref: TransactionRef): TransactionAction[] {
  return ref.transaction.availableActions.filter((a) => a !== 'statusChange' || ref.area === 'platform');
}
