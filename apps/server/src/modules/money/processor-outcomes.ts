import type { TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import type { ActionContext, DeclaredAction } from './action-rules';
import type { ProcessorResult } from './processor/processor';
import { type Posting, postLedger } from './transaction-ledger';
import {
  addEvent,
  processorCallOf,
  processorPayload,
  type TransactionRecord,
  updateTransaction,
} from './transaction-writes';

/**
 * What a processor answer means for an action (docs/transactions.md "Money actions"):
 * - Approved: done.
 * - Pending on a follow-up call (capture, refund, void …): the processor accepted the request and
 *   settles it later; Paydesk books it as done, so the money it moves is never offered twice.
 * - Declined: a decline of a capture or an approval declines the payment; of anything else it
 *   leaves the transaction as it was (a refund's or chargeback's child records the decline).
 * - Failed: nothing moved; the transaction keeps its status and the action may be retried.
 */
export function isAccepted(result: ProcessorResult): boolean {
  return result.outcome === 'Approved' || result.outcome === 'Pending';
}

/** An action that changes the transaction itself (no child): capture, void, reversal, approve, payout approval. */
export async function settleInPlace(
  context: ActionContext,
  result: ProcessorResult,
  rule: {
    /** Names the event of a decline or failure: CaptureDeclined, VoidFailed … */
    readonly verb: string;
    readonly acceptedEvent: string;
    readonly accepted: { status: TransactionStatus; capturedAmount?: number };
    /** The status a decline sets; null leaves the status as it was. */
    readonly declinedStatus: TransactionStatus | null;
    readonly posting?: { readonly posting: Posting; readonly amount: number };
    readonly amount?: number;
    readonly reason?: string | null;
  },
): Promise<TransactionRecord> {
  const { tx, row, actor } = context;
  const response = {
    responseCode: result.responseCode,
    responseMessage: result.responseMessage,
    processorReference: row.processorReference ?? result.processorReference,
  };
  let after: TransactionRecord;
  if (isAccepted(result)) {
    after = await updateTransaction(tx, row, { ...response, ...rule.accepted });
    if (rule.posting && rule.posting.amount > 0)
      await postLedger(tx, after, rule.posting.posting, rule.posting.amount);
  } else if (result.outcome === 'Declined' && rule.declinedStatus) {
    after = await updateTransaction(tx, row, { ...response, status: rule.declinedStatus });
  } else {
    after = await updateTransaction(tx, row, response);
  }
  await addEvent(tx, after, {
    type: isAccepted(result) ? rule.acceptedEvent : `${rule.verb}${result.outcome}`,
    amount: rule.amount ?? null,
    message: rule.reason ?? result.responseMessage,
    actor,
    payload: processorPayload(result),
  });
  return after;
}

/**
 * Captures `amount` of the payment through the processor and settles the answer in place: the
 * payment is Captured, or Declined on a decline (capture, and the approval of a pending payment).
 * Answers the payment as it is now and the processor's answer, which the action answers with.
 */
export async function captureInPlace(
  context: ActionContext,
  amount: number,
  event: { readonly verb: string; readonly acceptedEvent: string; readonly reason?: string | null },
  declared: DeclaredAction,
): Promise<{ row: TransactionRecord; processor: ProcessorResult }> {
  const result = await context
    .processorFor(declared)
    .capture({ ...processorCallOf(context.row, context.operationId), amount });
  const row = await settleInPlace(context, result, {
    ...event,
    accepted: { status: 'Captured', capturedAmount: amount },
    declinedStatus: 'Declined',
    posting: { posting: 'capture', amount },
    amount,
  });
  return { row, processor: result };
}
