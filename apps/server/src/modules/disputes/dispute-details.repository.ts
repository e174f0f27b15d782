import { allowedDisputeActions, type DisputeStatus } from '@paydesk/contracts/disputes/dispute.model';
import type { DisputeDetails, DisputeHistoryEntry } from '@paydesk/contracts/disputes/dispute.schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { fileNamesOf } from '../files';
import { disputes, selectTransactionRows, toTransaction, transactionEvents, transactions } from '../money';
import { type DisputeRow, disputesInScope, selectDisputeRows, toDispute } from './dispute-rows';
import { disputeHistory } from './disputes.table';

/** A dispute in the caller's scope, or 404 (a dispute out of scope answers exactly like a missing one). */
export async function requireDispute(tx: ScopedTx, scope: DataScope, id: string): Promise<DisputeRow> {
  const [row] = await selectDisputeRows(tx).where(and(eq(disputes.id, id), disputesInScope(scope)));
  if (!row) throw AppError.notFound('Dispute');
  return row;
}

/** The steps the caller may take now: none on a dispute of the other Test/Live mode. */
export function disputeActionsFor(status: DisputeStatus, mode: string, actor: Pick<Actor, 'mode'>) {
  return mode === actor.mode ? allowedDisputeActions(status) : [];
}

/** The dispute with its payment, chargeback and timeline (opened first, then each step). */
export async function disputeDetails(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  row: DisputeRow,
): Promise<DisputeDetails> {
  const { d } = row;
  const parts = await selectTransactionRows(tx).where(
    and(eq(transactions.tenantId, d.tenantId), inArray(transactions.id, [d.transactionId, d.chargebackId])),
  );
  const part = (id: string) => {
    const found = parts.find((p) => p.t.id === id);
    if (!found) throw new Error(`Dispute ${d.id} has lost its transaction ${id}`);
    return toTransaction(found, actor);
  };
  const steps = await tx
    .select()
    .from(disputeHistory)
    .where(and(eq(disputeHistory.tenantId, d.tenantId), eq(disputeHistory.disputeId, d.id)))
    .orderBy(asc(disputeHistory.createdAt), asc(disputeHistory.id));
  const names = await fileNamesOf(
    tx,
    scope,
    steps.flatMap((s) => s.fileIds),
  );
  // Who opened it: the `dispute` action wrote the chargeback's Created event as that user.
  const [created] = await tx
    .select({ actorEmail: transactionEvents.actorEmail })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.tenantId, d.tenantId),
        eq(transactionEvents.transactionId, d.chargebackId),
        eq(transactionEvents.type, 'Created'),
      ),
    )
    .limit(1);
  const opened: DisputeHistoryEntry = {
    id: d.id,
    action: 'Opened',
    status: 'Open',
    note: d.reason,
    files: [],
    actorEmail: created?.actorEmail ?? null,
    createdAt: d.createdAt.toISOString(),
  };
  const history = steps.map(
    (s): DisputeHistoryEntry => ({
      id: s.id,
      action: s.action,
      status: s.status,
      note: s.note,
      files: s.fileIds.map((id) => ({ id, name: names.get(id) ?? null })),
      actorEmail: s.actorEmail,
      createdAt: s.createdAt.toISOString(),
    }),
  );
  const dispute = toDispute(row);
  return {
    dispute,
    openingReason: d.reason,
    payment: part(d.transactionId),
    chargeback: part(d.chargebackId),
    history: [opened, ...history],
    availableActions: disputeActionsFor(dispute.status, row.mode, actor),
  };
}
