import { randomUUID } from 'node:crypto';
import {
  DISPUTE_MESSAGES,
  type DisputeAction,
  type DisputeOutcome,
  type DisputeStatus,
  disputeActionRefusal,
} from '@paydesk/contracts/disputes/dispute.model';
import type { DisputeDetails } from '@paydesk/contracts/disputes/dispute.schemas';
import { refundableAmount } from '@paydesk/contracts/transactions/transaction.model';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { type IdempotencyClaim, storeIdempotentResult } from '../../infra/idempotency/idempotency';
import { type DataScope, narrowToTenant } from '../../infra/tenancy/data-scope';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { attachFiles } from '../files';
import {
  addEvent,
  disputes,
  moneyStateOf,
  requestHeadersOf,
  stateOf,
  type TransactionRecord,
  transactions,
  transactionsInScope,
  updateTransaction,
  writeAudit,
} from '../money';
import { disputeDetails, requireDispute } from './dispute-details.repository';
import { closeDisputeLedger } from './dispute-ledger';
import { type DisputeHistoryAction, disputeHistory } from './disputes.table';

/**
 * A dispute's steps (docs/disputes-and-virtual-terminal.md): evidence, accept, and the decision.
 * Like a money action, each runs in one database transaction in the caller's scope that locks the
 * payment's row and then the dispute's (the order the `dispute` action and the other money actions
 * lock in, so they take turns), checks the dispute's state (409), writes the money, ledger, events,
 * history and one audit record on the payment, and the answer for an Idempotency-Key; all or nothing.
 */

export type DisputeStep =
  | { readonly action: 'submitEvidence'; readonly text: string; readonly fileIds: readonly string[] }
  | { readonly action: 'accept'; readonly note: string | undefined }
  | { readonly action: 'decide'; readonly outcome: DisputeOutcome; readonly note: string | undefined };

interface Locked {
  readonly tx: ScopedTx;
  readonly scope: DataScope;
  readonly actor: Actor;
  readonly payment: TransactionRecord;
  readonly chargeback: TransactionRecord;
  readonly dispute: typeof disputes.$inferSelect;
}

interface StepResult {
  readonly payment: TransactionRecord;
  readonly history: DisputeHistoryAction;
  readonly status: DisputeStatus;
  readonly note: string | null;
  readonly fileIds: readonly string[];
  readonly audit: { action: string; amount: number | null; details: Record<string, unknown> };
}

export async function runDisputeStep(
  run: {
    readonly request: FastifyRequest;
    readonly actor: Actor;
    readonly disputeId: string;
    readonly claim: IdempotencyClaim | null;
  },
  step: DisputeStep,
): Promise<DisputeDetails> {
  const { request, actor } = run;
  return withRequestScope(request, async (tx, scope) => {
    const found = await requireDispute(tx, scope, run.disputeId);
    const payment = await lockTransaction(tx, scope, found.d.tenantId, found.d.transactionId);
    const chargeback = await lockTransaction(tx, scope, found.d.tenantId, found.d.chargebackId);
    const [dispute] = await tx
      .select()
      .from(disputes)
      .where(and(eq(disputes.tenantId, found.d.tenantId), eq(disputes.id, found.d.id)))
      .for('update');
    if (!payment || !chargeback || !dispute) throw AppError.notFound('Dispute');
    if (payment.mode !== actor.mode) throw AppError.refused('DISPUTE_MODE_MISMATCH', DISPUTE_MESSAGES.mode);
    const refusal = disputeActionRefusal(step.action as DisputeAction, dispute.status as DisputeStatus);
    if (refusal) throw AppError.refused('DISPUTE_STEP_REFUSED', refusal);

    const before = moneyStateOf(payment);
    const locked: Locked = { tx, scope, actor, payment, chargeback, dispute };
    const result = await apply(locked, step);
    await tx
      .update(disputes)
      .set({ status: result.status as 'Open' })
      .where(and(eq(disputes.tenantId, dispute.tenantId), eq(disputes.id, dispute.id)));
    await tx.insert(disputeHistory).values({
      tenantId: dispute.tenantId,
      id: randomUUID(),
      disputeId: dispute.id,
      merchantId: dispute.merchantId,
      action: result.history,
      status: result.status,
      note: result.note,
      fileIds: [...result.fileIds],
      actorUserId: actor.userId,
      actorEmail: actor.email,
    });
    await writeAudit(tx, {
      transaction: result.payment,
      actor,
      before,
      after: moneyStateOf(result.payment),
      request: {
        action: result.audit.action,
        amount: result.audit.amount,
        reason: result.note,
        details: result.audit.details,
      },
      headers: requestHeadersOf(request),
      createdTransactionId: null,
    });
    const answer = await disputeDetails(tx, scope, actor, await requireDispute(tx, scope, dispute.id));
    if (run.claim) await storeIdempotentResult(tx, run.claim, 200, answer);
    return answer;
  });
}

async function lockTransaction(
  tx: ScopedTx,
  scope: DataScope,
  tenantId: string,
  id: string,
): Promise<TransactionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.id, id), transactionsInScope(scope)))
    .for('update');
  return row;
}

function apply(locked: Locked, step: DisputeStep): Promise<StepResult> {
  switch (step.action) {
    case 'submitEvidence':
      return submitEvidence(locked, step.text, step.fileIds);
    case 'accept':
      return lose(locked, 'Accepted', step.note ?? null);
    case 'decide':
      return step.outcome === 'Won'
        ? win(locked, step.note ?? null)
        : lose(locked, 'Lost', step.note ?? null);
  }
}

async function submitEvidence(locked: Locked, text: string, fileIds: readonly string[]): Promise<StepResult> {
  const { tx, scope, actor, payment, chargeback, dispute } = locked;
  // Files the caller can see in the dispute's tenant (else 404, and nothing is written); attached,
  // so they can no longer be deleted while they back the dispute.
  await attachFiles(tx, narrowToTenant(scope, dispute.tenantId), fileIds);
  const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  const payload = { disputeId: dispute.id, fileIds: ids };
  const message = 'Evidence submitted; the dispute is under review';
  await addEvent(tx, payment, { type: 'DisputeEvidenceSubmitted', message, actor, payload });
  await addEvent(tx, chargeback, { type: 'DisputeEvidenceSubmitted', message, actor, payload });
  return {
    payment,
    history: 'EvidenceSubmitted',
    status: 'UnderReview',
    note: text,
    fileIds: ids,
    audit: { action: 'disputeEvidence', amount: null, details: payload },
  };
}

/** Won: the chargeback did not go through (Declined) and the hold goes back to the merchant. */
async function win(locked: Locked, note: string | null): Promise<StepResult> {
  const { tx, actor, payment, chargeback, dispute } = locked;
  const closedChargeback = await updateTransaction(tx, chargeback, { status: 'Declined' });
  const after = await updateTransaction(tx, payment, { hasOpenDispute: false });
  const ledger = await closeDisputeLedger(tx, closedChargeback, 0);
  const message = note ?? 'The dispute was won: the held amount went back to the merchant';
  const payload = { disputeId: dispute.id, released: ledger.released };
  await addEvent(tx, after, { type: 'DisputeWon', amount: dispute.amount, message, actor, payload });
  await addEvent(tx, closedChargeback, {
    type: 'DisputeWon',
    amount: dispute.amount,
    message,
    actor,
    payload,
  });
  return {
    payment: after,
    history: 'Won',
    status: 'Won',
    note,
    fileIds: [],
    audit: { action: 'disputeWon', amount: dispute.amount, details: { ...payload, outcome: 'Won' } },
  };
}

/**
 * Lost (decided, or accepted): the chargeback went through (Successful) and the money goes back to
 * the cardholder. The payment books it as refunded, so it can never be refunded a second time, and
 * `refunded ≤ captured` holds: a refund or reversal made while the dispute was open already gave
 * part or all of it back, and only what is still refundable is taken (the rest of the hold is released).
 */
async function lose(locked: Locked, history: 'Accepted' | 'Lost', note: string | null): Promise<StepResult> {
  const { tx, actor, payment, chargeback, dispute } = locked;
  const state = stateOf(payment);
  const stillCaptured = payment.status === 'Captured' || payment.status === 'PartiallyRefunded';
  const returned = stillCaptured ? Math.min(dispute.amount, refundableAmount(state)) : 0;
  const refunded = payment.refundedAmount + returned;
  const closedChargeback = await updateTransaction(tx, chargeback, { status: 'Successful' });
  const after = await updateTransaction(tx, payment, {
    hasOpenDispute: false,
    ...(returned > 0
      ? {
          refundedAmount: refunded,
          status: refunded >= payment.capturedAmount ? 'Refunded' : 'PartiallyRefunded',
        }
      : {}),
  });
  const ledger = await closeDisputeLedger(tx, closedChargeback, returned);
  const message =
    note ??
    (history === 'Accepted' ? 'The dispute was accepted' : 'The dispute was lost') +
      ': the amount went back to the cardholder';
  const payload = { disputeId: dispute.id, returned, released: ledger.released };
  await addEvent(tx, after, { type: 'DisputeLost', amount: returned, message, actor, payload });
  await addEvent(tx, closedChargeback, { type: 'DisputeLost', amount: returned, message, actor, payload });
  return {
    payment: after,
    history,
    status: 'Lost',
    note,
    fileIds: [],
    audit: {
      action: history === 'Accepted' ? 'disputeAccept' : 'disputeLost',
      amount: returned,
      details: { ...payload, outcome: 'Lost' },
    },
  };
}
