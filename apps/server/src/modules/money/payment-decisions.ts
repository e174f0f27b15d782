import { REASON_LOOKUP_STATUS } from '@paydesk/contracts/transactions/transaction.model';
import type { DecisionRequest } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type ActionContext, type ActionOutcome, refuseUnlessAllowed } from './action-rules';
import { captureInPlace } from './processor-outcomes';
import { addEvent, updateTransaction } from './transaction-writes';
import { transactionReasons } from './transactions.table';

/**
 * The manual decisions on a pending payment (spec §4, the pending-payments screen). The reason must
 * be one of `transaction/reasons/{status}`: status Declined for a decline, Captured for an approval.
 * An approval captures the whole amount through the processor; a decline moves no money, so it
 * does not call the processor.
 */

async function reasonName(tx: ScopedTx, status: 'Declined' | 'Captured', reasonId: string): Promise<string> {
  const [reason] = await tx
    .select({ name: transactionReasons.name })
    .from(transactionReasons)
    .where(
      and(
        eq(transactionReasons.type, 'transaction'),
        eq(transactionReasons.status, status),
        eq(transactionReasons.id, reasonId),
      ),
    );
  if (!reason)
    throw AppError.validation([{ field: 'body.reasonId', message: 'Choose a reason from the list' }]);
  return reason.name;
}

function decisionMessage(name: string, comment: string | undefined): string {
  return comment ? `${name}: ${comment}` : name;
}

export async function declinePayment(context: ActionContext, body: DecisionRequest): Promise<ActionOutcome> {
  const { tx, row, actor } = context;
  refuseUnlessAllowed(context, 'decline');
  const name = await reasonName(tx, REASON_LOOKUP_STATUS.decline, body.reasonId);
  const after = await updateTransaction(tx, row, { status: 'Declined', responseMessage: name });
  await addEvent(tx, after, {
    type: 'Declined',
    message: decisionMessage(name, body.comment),
    actor,
    payload: { reasonId: body.reasonId },
  });
  return {
    row: after,
    created: null,
    processor: null,
    audit: { action: 'decline', reason: body.comment, details: { reasonId: body.reasonId } },
  };
}

export async function approvePayment(context: ActionContext, body: DecisionRequest): Promise<ActionOutcome> {
  const { tx, row } = context;
  refuseUnlessAllowed(context, 'approve');
  const name = await reasonName(tx, REASON_LOOKUP_STATUS.approve, body.reasonId);
  const amount = row.amount;
  const settled = await captureInPlace(
    context,
    amount,
    { verb: 'Approve', acceptedEvent: 'Approved', reason: decisionMessage(name, body.comment) },
    { action: 'approve', input: body },
  );
  return {
    ...settled,
    created: null,
    audit: { action: 'approve', amount, reason: body.comment, details: { reasonId: body.reasonId } },
  };
}
