import { type ActionContext, type ActionOutcome, refuseUnlessAllowed } from './action-rules';
import { refuseUnlessApprovalFits } from './payout-limits';
import { settleInPlace } from './processor-outcomes';
import { addEvent, processorCallOf, updateTransaction } from './transaction-writes';

/**
 * Decisions on a payout waiting for approval (spec §4: one by one and in batch). An approval sends
 * the payout to the processor; a decline or a cancellation moves no money.
 */

export async function approvePayout(context: ActionContext): Promise<ActionOutcome> {
  const { row } = context;
  refuseUnlessAllowed(context, 'payoutApprove');
  await refuseUnlessApprovalFits(context);
  // The operation (committed as pending before the call) is the gateway's idempotency reference.
  const call = { ...processorCallOf(row, context.operationId), amount: row.amount };
  const result = await context.processorFor({ action: 'payoutApprove', input: {} }).payout(call);
  const after = await settleInPlace(context, result, {
    verb: 'Payout',
    acceptedEvent: 'PayoutApproved',
    accepted: { status: 'Successful' },
    declinedStatus: 'Declined',
    posting: { posting: 'payout', amount: row.amount },
    amount: row.amount,
  });
  return {
    row: after,
    created: null,
    processor: result,
    audit: { action: 'payoutApprove', amount: row.amount },
  };
}

export async function declinePayout(context: ActionContext, reason: string): Promise<ActionOutcome> {
  const { tx, row, actor } = context;
  refuseUnlessAllowed(context, 'payoutDecline');
  const after = await updateTransaction(tx, row, { status: 'Declined', responseMessage: reason });
  await addEvent(tx, after, { type: 'PayoutDeclined', amount: row.amount, message: reason, actor });
  return { row: after, created: null, processor: null, audit: { action: 'payoutDecline', reason } };
}

export async function cancelPayout(context: ActionContext): Promise<ActionOutcome> {
  const { tx, row, actor } = context;
  refuseUnlessAllowed(context, 'cancelPayout');
  const after = await updateTransaction(tx, row, { status: 'Cancelled' });
  await addEvent(tx, after, { type: 'PayoutCancelled', amount: row.amount, actor });
  return { row: after, created: null, processor: null, audit: { action: 'cancelPayout' } };
}
