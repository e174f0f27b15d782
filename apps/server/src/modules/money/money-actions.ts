import { randomUUID } from 'node:crypto';
import { refundableAmount, type TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import type {
  AmountActionRequest,
  DisputeRequest,
  ReasonActionRequest,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { AppError } from '../../infra/errors/app-error';
import { type ActionContext, type ActionOutcome, refuseUnlessAllowed, stateOf } from './action-rules';
import { disputeCodesFor } from './dispute-codes';
import { refuseUnlessPayoutFits } from './payout-limits';
import type { ProcessorResult } from './processor/processor';
import { captureInPlace, isAccepted, settleInPlace } from './processor-outcomes';
import { postLedger } from './transaction-ledger';
import {
  addEvent,
  insertChild,
  processorCallOf,
  processorPayload,
  type TransactionRecord,
  updateTransaction,
} from './transaction-writes';
import { disputes } from './transactions.table';

/**
 * The processor-backed actions on a payment (spec §4 Transactions): refund, capture, void,
 * reversal, payout, dispute, check status, and the refund made outside the processor. Each runs
 * inside runAction (row lock, audit, idempotent answer); a processor decline is an answer, not an
 * error: it is recorded and the payment keeps its money. A body reaches the processor only through
 * `context.processorFor`, naming itself and its input, so the runner can commit the call as pending
 * before it is made and record its outcome after (docs/transactions.md "Pending operations").
 */

/** The status of a child a processor call made: `acceptedStatus` when accepted, else Declined or Failed. */
function childStatusOf(result: ProcessorResult, acceptedStatus: TransactionStatus): TransactionStatus {
  return isAccepted(result) ? acceptedStatus : result.outcome === 'Declined' ? 'Declined' : 'Failed';
}

/** The events of a processor call that made a child: `type` on the payment, Created on the child. */
async function addChildEvents(
  context: ActionContext,
  payment: TransactionRecord,
  child: TransactionRecord,
  event: {
    readonly type: string;
    readonly amount: number;
    readonly reason: string | undefined;
    readonly result: ProcessorResult;
    readonly payload: Record<string, unknown>;
  },
): Promise<void> {
  const { tx, actor } = context;
  const { type, amount, reason, result, payload } = event;
  await addEvent(tx, payment, { type, amount, message: reason ?? result.responseMessage, actor, payload });
  await addEvent(tx, child, { type: 'Created', amount, message: result.responseMessage, actor, payload });
}

export async function refund(context: ActionContext, body: AmountActionRequest): Promise<ActionOutcome> {
  const { tx, row } = context;
  refuseUnlessAllowed(context, 'refund');
  const amount = body.amount ?? refundableAmount(stateOf(row));
  refuseUnlessAllowed(context, 'refund', { amount });
  const childId = context.operationId;
  const result = await context
    .processorFor({ action: 'refund', input: body })
    .refund({ ...processorCallOf(row, childId), amount });
  const accepted = isAccepted(result);
  const child = await insertChild(tx, row, {
    id: childId,
    type: 'Refund',
    status: childStatusOf(result, 'Successful'),
    amount,
    result,
    description: body.reason,
  });
  let after = row;
  if (accepted) {
    const refunded = row.refundedAmount + amount;
    after = await updateTransaction(tx, row, {
      refundedAmount: refunded,
      status: refunded >= row.capturedAmount ? 'Refunded' : 'PartiallyRefunded',
    });
    await postLedger(tx, child, 'refund', amount);
  }
  await addChildEvents(context, after, child, {
    type: accepted ? 'Refunded' : `Refund${result.outcome}`,
    amount,
    reason: body.reason,
    result,
    payload: processorPayload(result),
  });
  return {
    row: after,
    created: child,
    processor: result,
    audit: { action: 'refund', amount, reason: body.reason },
  };
}

export async function capture(context: ActionContext, body: AmountActionRequest): Promise<ActionOutcome> {
  const { row } = context;
  refuseUnlessAllowed(context, 'capture');
  const amount = body.amount ?? row.amount;
  refuseUnlessAllowed(context, 'capture', { amount });
  const settled = await captureInPlace(
    context,
    amount,
    { verb: 'Capture', acceptedEvent: 'Captured', reason: body.reason },
    { action: 'capture', input: body },
  );
  return { ...settled, created: null, audit: { action: 'capture', amount, reason: body.reason } };
}

export async function voidPayment(context: ActionContext, body: ReasonActionRequest): Promise<ActionOutcome> {
  const { row } = context;
  refuseUnlessAllowed(context, 'void');
  const result = await context
    .processorFor({ action: 'void', input: body })
    .void(processorCallOf(row, context.operationId));
  const after = await settleInPlace(context, result, {
    verb: 'Void',
    acceptedEvent: 'Voided',
    accepted: { status: 'Voided' },
    declinedStatus: null,
    reason: body.reason,
  });
  return { row: after, created: null, processor: result, audit: { action: 'void', reason: body.reason } };
}

export async function reversal(context: ActionContext, body: ReasonActionRequest): Promise<ActionOutcome> {
  const { row } = context;
  refuseUnlessAllowed(context, 'reversal');
  const result = await context
    .processorFor({ action: 'reversal', input: body })
    .reverse(processorCallOf(row, context.operationId));
  // The captured amount stays as it was: the status says the capture was undone as a whole.
  const after = await settleInPlace(context, result, {
    verb: 'Reversal',
    acceptedEvent: 'Reversed',
    accepted: { status: 'Reversed' },
    declinedStatus: null,
    posting: { posting: 'reversal', amount: row.capturedAmount },
    amount: row.capturedAmount,
    reason: body.reason,
  });
  return {
    row: after,
    created: null,
    processor: result,
    audit: { action: 'reversal', amount: row.capturedAmount, reason: body.reason },
  };
}

/**
 * A payout to the payment's card waits for approval; the processor is called when it is approved. It
 * must fit what the payment has left and the merchant's payout limits (payout-limits.ts).
 */
export async function payout(context: ActionContext, body: AmountActionRequest): Promise<ActionOutcome> {
  const { tx, row, actor } = context;
  refuseUnlessAllowed(context, 'payout');
  const amount = body.amount ?? row.capturedAmount;
  refuseUnlessAllowed(context, 'payout', { amount });
  await refuseUnlessPayoutFits(context, amount);
  const child = await insertChild(tx, row, {
    type: 'Payout',
    status: 'WaitingForApproval',
    amount,
    description: body.reason,
  });
  await addEvent(tx, row, {
    type: 'PayoutRequested',
    amount,
    message: body.reason,
    actor,
    payload: { payoutId: child.id },
  });
  await addEvent(tx, child, { type: 'Created', amount, message: 'Waiting for approval', actor });
  return { row, created: child, processor: null, audit: { action: 'payout', amount, reason: body.reason } };
}

export async function dispute(context: ActionContext, body: DisputeRequest): Promise<ActionOutcome> {
  const { tx, row } = context;
  refuseUnlessAllowed(context, 'dispute');
  const codes = disputeCodesFor(row.cardBrand, row.paymentMethod);
  if (!codes.some((c) => c.code === body.disputeCode)) {
    throw AppError.validation([
      { field: 'body.disputeCode', message: 'Choose a dispute code of this payment' },
    ]);
  }
  const amount = body.amount ?? refundableAmount(stateOf(row));
  refuseUnlessAllowed(context, 'dispute', { amount });
  const childId = context.operationId;
  const result = await context.processorFor({ action: 'dispute', input: body }).dispute({
    ...processorCallOf(row, childId),
    amount,
    disputeCode: body.disputeCode,
  });
  const accepted = isAccepted(result);
  const child = await insertChild(tx, row, {
    id: childId,
    type: 'Chargeback',
    // A chargeback starts Pending: the dispute is open until it is won or lost.
    status: childStatusOf(result, 'Pending'),
    amount,
    result,
    description: body.reason,
  });
  let after = row;
  if (accepted) {
    await tx.insert(disputes).values({
      tenantId: row.tenantId,
      id: randomUUID(),
      transactionId: row.id,
      chargebackId: child.id,
      merchantId: row.merchantId,
      disputeCode: body.disputeCode,
      reason: body.reason ?? null,
      amount,
      currency: row.currency,
    });
    after = await updateTransaction(tx, row, { hasOpenDispute: true });
    await postLedger(tx, child, 'dispute', amount);
  }
  await addChildEvents(context, after, child, {
    type: accepted ? 'DisputeOpened' : `Dispute${result.outcome}`,
    amount,
    reason: body.reason,
    result,
    payload: { ...processorPayload(result), disputeCode: body.disputeCode },
  });
  return {
    row: after,
    created: child,
    processor: result,
    audit: { action: 'dispute', amount, reason: body.reason, details: { disputeCode: body.disputeCode } },
  };
}

/**
 * Asks the processor about a pending payment and applies its answer (the simulator settles a …33
 * amount as captured). Any other transaction is answered as it is, with a StatusChecked event.
 */
export async function checkStatus(context: ActionContext, body: ReasonActionRequest): Promise<ActionOutcome> {
  const { tx, row, actor } = context;
  refuseUnlessAllowed(context, 'checkStatus');
  if (row.type !== 'Payment' || row.status !== 'Pending') {
    await addEvent(tx, row, {
      type: 'StatusChecked',
      message: `No change: the transaction is ${row.status}`,
      actor,
    });
    return { row, created: null, processor: null, audit: { action: 'checkStatus', reason: body.reason } };
  }
  const result = await context
    .processorFor({ action: 'checkStatus', input: body })
    .checkStatus(processorCallOf(row, context.operationId));
  let after = row;
  const response = { responseCode: result.responseCode, responseMessage: result.responseMessage };
  if (result.outcome === 'Approved') {
    after = await updateTransaction(tx, row, { ...response, status: 'Captured', capturedAmount: row.amount });
    await postLedger(tx, after, 'capture', row.amount);
  } else if (result.outcome === 'Declined') {
    after = await updateTransaction(tx, row, { ...response, status: 'Declined' });
  } else {
    // Pending (no final answer yet) and Failed (the check itself failed) keep the status.
    after = await updateTransaction(tx, row, response);
  }
  await addEvent(tx, after, {
    type: 'StatusChecked',
    amount: result.outcome === 'Approved' ? row.amount : null,
    message: result.responseMessage,
    actor,
    payload: processorPayload(result),
  });
  return {
    row: after,
    created: null,
    processor: result,
    audit: { action: 'checkStatus', reason: body.reason },
  };
}

/** Spec §4 "status change to refunded": the rest was refunded outside the processor (no processor call). */
export async function statusChangeRefund(
  context: ActionContext,
  body: ReasonActionRequest,
): Promise<ActionOutcome> {
  const { tx, row, actor } = context;
  refuseUnlessAllowed(context, 'statusChangeRefund');
  const amount = refundableAmount(stateOf(row));
  const message = 'Refunded outside the processor';
  const child = await insertChild(tx, row, {
    type: 'Refund',
    status: 'Successful',
    amount,
    description: body.reason ?? message,
  });
  const after = await updateTransaction(tx, row, { refundedAmount: row.capturedAmount, status: 'Refunded' });
  await postLedger(tx, child, 'refundOutside', amount);
  await addEvent(tx, after, {
    type: 'Refunded',
    amount,
    message,
    actor,
    payload: { refundId: child.id, reason: body.reason ?? null },
  });
  await addEvent(tx, child, { type: 'Created', amount, message, actor });
  return {
    row: after,
    created: child,
    processor: null,
    audit: { action: 'statusChangeRefund', amount, reason: body.reason },
  };
}
