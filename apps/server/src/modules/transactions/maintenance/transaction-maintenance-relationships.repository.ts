import type {
  DeallocateRequest,
  RelationshipListQuery,
  RelationshipPage,
  TransactionRelationship,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../../infra/auth/actor';
import { merchants } from '../../../infra/db/schema';
import { AppError } from '../../../infra/errors/app-error';
import { type DataScope, scopedMerchantCondition } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { transactions, transactionsInScope, websites } from '../../money';
import { actorShownTo } from '../merchant-visible-actor';
import { transactionRelationships } from './transaction-maintenance.table';
import { writeMaintenanceAudit } from './transaction-maintenance-audit';
import { MODE_MISMATCH_MESSAGE, requireTransactionInScope } from './transaction-maintenance-scope';

type ListQuery = z.output<typeof RelationshipListQuery>;
type DeallocateBody = z.output<typeof DeallocateRequest>;

export const RELATIONSHIP_MESSAGES = {
  alreadyDeallocated: 'This relationship is already deallocated',
  noneAllocated: 'The transaction has no allocated relationship',
} as const;

const r = transactionRelationships;

function selectRelationships(tx: ScopedTx) {
  return tx
    .select({
      r,
      externalId: transactions.externalId,
      amount: transactions.amount,
      currency: transactions.currency,
      mode: transactions.mode,
      organizationName: merchants.legalBusinessName,
      websiteName: websites.name,
    })
    .from(r)
    .innerJoin(transactions, and(eq(transactions.tenantId, r.tenantId), eq(transactions.id, r.transactionId)))
    .innerJoin(merchants, and(eq(merchants.tenantId, r.tenantId), eq(merchants.id, r.merchantId)))
    .innerJoin(websites, and(eq(websites.tenantId, r.tenantId), eq(websites.id, r.websiteId)));
}
type RelationshipRow = Awaited<ReturnType<ReturnType<typeof selectRelationships>['execute']>>[number];

/**
 * A relationship is visible when its organisation (merchant) is in the caller's scope and its
 * transaction is too (tenant, merchant and the per-user limits of transactionsInScope).
 */
function relationshipsInScope(scope: DataScope): SQL | undefined {
  return and(scopedMerchantCondition(scope, r), transactionsInScope(scope));
}

function toRelationship(row: RelationshipRow): TransactionRelationship {
  return {
    id: row.r.id,
    transactionId: row.r.transactionId,
    transactionExternalId: row.externalId,
    organizationId: row.r.merchantId,
    organizationName: row.organizationName,
    externalOrganizationId: row.r.externalOrganizationId,
    websiteId: row.r.websiteId,
    websiteName: row.websiteName,
    requestType: row.r.requestType,
    status: row.r.status,
    amount: row.amount,
    currency: row.currency,
    allocatedBy: row.r.allocatedBy,
    createdAt: row.r.createdAt.toISOString(),
    deallocatedAt: row.r.deallocatedAt?.toISOString() ?? null,
    deallocatedBy: row.r.deallocatedBy,
    deallocationReason: row.r.deallocationReason,
  };
}

/** The relationships as the caller may see them: to a merchant, staff who acted show as "Staff". */
async function shownToCaller(
  tx: ScopedTx,
  scope: DataScope,
  list: TransactionRelationship[],
): Promise<TransactionRelationship[]> {
  const shown = await actorShownTo(
    tx,
    scope,
    list.flatMap((x) => [x.allocatedBy, x.deallocatedBy]),
  );
  return list.map((x) => ({
    ...x,
    allocatedBy: shown(x.allocatedBy),
    deallocatedBy: shown(x.deallocatedBy),
  }));
}

/** GET relationships: newest first, in the caller's scope and mode (lists show one mode). */
export async function listRelationships(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  query: ListQuery,
): Promise<RelationshipPage> {
  const where = and(
    relationshipsInScope(scope),
    eq(transactions.mode, actor.mode),
    query.externalOrganizationId ? eq(r.externalOrganizationId, query.externalOrganizationId) : undefined,
    query.transactionId ? eq(r.transactionId, query.transactionId) : undefined,
    query.websiteId ? eq(r.websiteId, query.websiteId) : undefined,
    query.requestType ? eq(r.requestType, query.requestType) : undefined,
  );
  const rows = await selectRelationships(tx)
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [total] = await tx
    .select({ n: count() })
    .from(r)
    .innerJoin(transactions, and(eq(transactions.tenantId, r.tenantId), eq(transactions.id, r.transactionId)))
    .where(where);
  return { count: Number(total?.n ?? 0), data: await shownToCaller(tx, scope, rows.map(toRelationship)) };
}

/**
 * PUT relationships/deallocate, all or nothing: the chosen rows are locked, then every one must be
 * visible (else 404), of the caller's mode and still allocated (else 409, nothing changes). Each
 * freed row gets its audit record in the same database transaction.
 */
export async function deallocateRelationships(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  request: FastifyRequest,
  body: DeallocateBody,
): Promise<{ deallocated: TransactionRelationship[] }> {
  let targets: RelationshipRow[];
  if (body.relationshipIds) {
    const ids = [...new Set(body.relationshipIds)];
    targets = await selectRelationships(tx)
      .where(and(relationshipsInScope(scope), inArray(r.id, ids)))
      .for('update', { of: r });
    if (targets.length !== ids.length) throw AppError.notFound('Relationship');
    if (targets.some((row) => row.r.status === 'Deallocated')) {
      throw AppError.refused('RELATIONSHIP_ALREADY_DEALLOCATED', RELATIONSHIP_MESSAGES.alreadyDeallocated);
    }
  } else {
    await requireTransactionInScope(tx, scope, body.transactionId as string);
    targets = await selectRelationships(tx)
      .where(
        and(
          relationshipsInScope(scope),
          eq(r.transactionId, body.transactionId as string),
          body.organizationId ? eq(r.merchantId, body.organizationId) : undefined,
          eq(r.status, 'Allocated'),
        ),
      )
      .for('update', { of: r });
    if (targets.length === 0)
      throw AppError.refused('NO_RELATIONSHIP_ALLOCATED', RELATIONSHIP_MESSAGES.noneAllocated);
  }
  if (targets.some((row) => row.mode !== actor.mode))
    throw AppError.refused('TRANSACTION_MODE_MISMATCH', MODE_MISMATCH_MESSAGE);

  const now = new Date();
  const deallocated: TransactionRelationship[] = [];
  for (const row of targets) {
    const [updated] = await tx
      .update(r)
      .set({
        status: 'Deallocated',
        deallocatedAt: now,
        deallocatedBy: actor.email,
        deallocationReason: body.reason,
      })
      .where(and(eq(r.tenantId, row.r.tenantId), eq(r.id, row.r.id), eq(r.status, 'Allocated')))
      .returning();
    // The row lock makes this unreachable; kept so a change of locking can never free a row twice.
    if (!updated)
      throw AppError.refused('RELATIONSHIP_ALREADY_DEALLOCATED', RELATIONSHIP_MESSAGES.alreadyDeallocated);
    const after = { ...row, r: updated };
    await writeMaintenanceAudit(tx, {
      transaction: { tenantId: row.r.tenantId, id: row.r.transactionId, merchantId: row.r.merchantId },
      actor,
      request,
      action: 'deallocate',
      before: toRelationship(row),
      after: toRelationship(after),
      details: { reason: body.reason },
    });
    deallocated.push(toRelationship(after));
  }
  // The audit above keeps the real e-mails; only the answer follows the caller's view.
  return { deallocated: await shownToCaller(tx, scope, deallocated) };
}
