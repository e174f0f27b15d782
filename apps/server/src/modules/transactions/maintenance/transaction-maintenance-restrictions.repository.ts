import type { TransactionRestriction } from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../infra/auth/actor';
import { AppError } from '../../../infra/errors/app-error';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { actorShownTo } from '../merchant-visible-actor';
import { transactionRestrictions } from './transaction-maintenance.table';
import { writeMaintenanceAudit } from './transaction-maintenance-audit';
import { requireTransactionInScope } from './transaction-maintenance-scope';

export const RESTRICTION_MESSAGES = {
  none: 'There is no active restriction on this transaction',
} as const;

const rs = transactionRestrictions;
type RestrictionRecord = typeof rs.$inferSelect;

function toRestriction(row: RestrictionRecord): TransactionRestriction {
  return {
    id: row.id,
    transactionId: row.transactionId,
    organizationId: row.merchantId,
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resetAt: row.resetAt?.toISOString() ?? null,
    resetBy: row.resetBy,
  };
}

/** GET {id}/restrictions: active ones first, then newest first. */
export async function listRestrictions(
  tx: ScopedTx,
  scope: DataScope,
  transactionId: string,
): Promise<TransactionRestriction[]> {
  const transaction = await requireTransactionInScope(tx, scope, transactionId);
  const rows = await tx
    .select()
    .from(rs)
    .where(and(eq(rs.tenantId, transaction.tenantId), eq(rs.transactionId, transaction.id)))
    .orderBy(asc(rs.status), desc(rs.createdAt), desc(rs.id));
  const shown = await actorShownTo(
    tx,
    scope,
    rows.map((row) => row.resetBy),
  );
  return rows.map((row) => ({ ...toRestriction(row), resetBy: shown(row.resetBy) }));
}

/**
 * PUT {id}/reset-restriction?organizationId[&tenantId]: resets every active restriction of the
 * transaction. The organisation (and tenant, when given) must be the transaction's, else 404, so a
 * stale or forged pair can never reset another merchant's restriction. The rows are locked, so two
 * resets take turns and the second answers 409.
 */
export async function resetRestrictions(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  request: FastifyRequest,
  input: { readonly transactionId: string; readonly organizationId: string; readonly tenantId?: string },
): Promise<TransactionRestriction[]> {
  const transaction = await requireTransactionInScope(tx, scope, input.transactionId);
  if (transaction.merchantId !== input.organizationId) throw AppError.notFound('Transaction');
  if (input.tenantId && transaction.tenantId !== input.tenantId) throw AppError.notFound('Transaction');
  const active = await tx
    .select()
    .from(rs)
    .where(
      and(
        eq(rs.tenantId, transaction.tenantId),
        eq(rs.transactionId, transaction.id),
        eq(rs.status, 'Active'),
      ),
    )
    .orderBy(asc(rs.createdAt))
    .for('update');
  if (active.length === 0) throw AppError.refused('NO_ACTIVE_RESTRICTION', RESTRICTION_MESSAGES.none);
  const now = new Date();
  const reset: TransactionRestriction[] = [];
  for (const row of active) {
    const [updated] = await tx
      .update(rs)
      .set({ status: 'Reset', resetAt: now, resetBy: actor.email })
      .where(and(eq(rs.tenantId, row.tenantId), eq(rs.id, row.id), eq(rs.status, 'Active')))
      .returning();
    if (!updated) throw AppError.refused('NO_ACTIVE_RESTRICTION', RESTRICTION_MESSAGES.none);
    await writeMaintenanceAudit(tx, {
      transaction,
      actor,
      request,
      action: 'resetRestriction',
      before: toRestriction(row),
      after: toRestriction(updated),
      details: { organizationId: input.organizationId, tenantId: input.tenantId ?? null },
    });
    reset.push(toRestriction(updated));
  }
  return reset;
}
