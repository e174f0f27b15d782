import {
  STATUS_CHANGE_TARGETS,
  TRANSACTION_ACTION_MESSAGES,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import type { StatusChangeRequest } from '@paydesk/contracts/transactions/transaction.schemas';
import { type ActionContext, type ActionOutcome, refuseUnlessAllowed, StateRefusal } from './action-rules';
import { postLedger } from './transaction-ledger';
import { addEvent, updateTransaction } from './transaction-writes';

/**
 * Spec §7 PUT {id}/StatusChange: platform staff set the status of an undecided or wrongly decided
 * transaction by hand (STATUS_CHANGE_SOURCES → STATUS_CHANGE_TARGETS), without the processor.
 * - A payment approved by hand is captured in full (ledger included); its sources never hold
 *   captured money, so the other targets move none.
 * - A payout's approval is its success status, Successful (the payout was sent outside Paydesk).
 * - A refund's only allowed changes are those that move no money (decline, fail, cancel): approving
 *   one by hand would refund outside the refund rules.
 * - A chargeback follows its dispute, not a manual status.
 */
export async function changeStatus(
  context: ActionContext,
  body: StatusChangeRequest,
): Promise<ActionOutcome> {
  const { tx, row, actor } = context;
  refuseUnlessAllowed(context, 'statusChange', { statusChange: body.actionType });
  const approve = body.actionType === 'Approve';
  if (row.type === 'Chargeback' || (row.type === 'Refund' && approve)) {
    throw new StateRefusal(TRANSACTION_ACTION_MESSAGES.statusChange, row.status as TransactionStatus);
  }
  const target: TransactionStatus =
    row.type === 'Payout' && approve ? 'Successful' : STATUS_CHANGE_TARGETS[body.actionType];
  const from = row.status;
  let after = row;
  if (row.type === 'Payment' && approve) {
    after = await updateTransaction(tx, row, { status: target, capturedAmount: row.amount });
    await postLedger(tx, after, 'capture', row.amount);
  } else if (row.type === 'Payout' && approve) {
    after = await updateTransaction(tx, row, { status: target });
    await postLedger(tx, after, 'payout', row.amount);
  } else {
    after = await updateTransaction(tx, row, {
      status: target,
      ...(body.declineReason ? { responseMessage: body.declineReason } : {}),
    });
  }
  await addEvent(tx, after, {
    type: 'StatusChanged',
    amount: approve ? row.amount : null,
    message: body.declineReason ? `${from} → ${target}: ${body.declineReason}` : `${from} → ${target}`,
    actor,
    payload: { actionType: body.actionType, from, to: target },
  });
  return {
    row: after,
    created: null,
    processor: null,
    audit: {
      action: 'statusChange',
      reason: body.declineReason ?? null,
      details: { actionType: body.actionType, from, to: target },
    },
  };
}
