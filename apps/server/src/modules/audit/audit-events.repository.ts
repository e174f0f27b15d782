import type { AuditEvent, AuditFilter } from '@paydesk/contracts/audit/audit.schemas';
import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditEventRow, auditEvents } from '../../infra/audit/audit-events.table';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { scopedTenantOrMerchantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

type Filter = z.output<typeof AuditFilter>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** LIKE's own characters in a user's text match themselves. */
function likeText(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The rows the scope sees that match the filter. The scope's tenants first (the platform's own chain
 * only for a platform-wide scope; row-level security is the second line), a merchant user's own
 * merchant, and rows naming a merchant only within the user's customer limits; `actor` is a user id or
 * part of an e-mail; `action` is an action or the group before its dot (`transaction` matches
 * `transaction.refund`).
 */
export function auditWhere(scope: DataScope, filter: Filter): SQL | undefined {
  const actor = filter.actor;
  const action = filter.action?.replace(/\.$/, '');
  return and(
    scopedTenantOrMerchantCondition(scope, auditEvents),
    filter.resourceType ? eq(auditEvents.resourceType, filter.resourceType) : undefined,
    filter.resourceId ? eq(auditEvents.resourceId, filter.resourceId) : undefined,
    actor
      ? UUID.test(actor)
        ? eq(auditEvents.actorUserId, actor)
        : ilike(auditEvents.actorEmail, `%${likeText(actor)}%`)
      : undefined,
    action
      ? or(eq(auditEvents.action, action), like(auditEvents.action, `${likeText(action)}.%`))
      : undefined,
    filter.outcome ? eq(auditEvents.outcome, filter.outcome) : undefined,
    filter.from ? gte(auditEvents.occurredAt, new Date(filter.from)) : undefined,
    filter.to ? lt(auditEvents.occurredAt, new Date(filter.to)) : undefined,
  );
}

/** Newest first; id (a UUIDv7) orders rows of the same instant. */
export const NEWEST_FIRST = [desc(auditEvents.occurredAt), desc(auditEvents.id)] as const;

export async function listAuditEvents(
  tx: ScopedTx,
  scope: DataScope,
  query: Filter & { readonly pageIndex: number; readonly pageSize: number },
): Promise<{ count: number; data: AuditEvent[] }> {
  const where = auditWhere(scope, query);
  const [total] = await tx.select({ n: count() }).from(auditEvents).where(where);
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return { count: total?.n ?? 0, data: rows.map(toAuditEvent) };
}

/** The row as the wire carries it. */
export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    seq: Number(row.seq),
    tenantId: row.tenantId,
    merchantId: row.merchantId,
    occurredAt: row.occurredAt.toISOString(),
    actor: {
      userId: row.actorUserId,
      type: row.actorType,
      email: row.actorEmail,
      name: row.actorName,
      roles: row.actorRoles,
      ip: row.ip,
      userAgent: row.userAgent,
      requestId: row.requestId,
    },
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    outcome: row.outcome,
    scaUsed: row.scaUsed,
    reason: row.reason,
    before: (row.before ?? null) as AuditEvent['before'],
    after: (row.after ?? null) as AuditEvent['after'],
    hash: row.hash,
  };
}
