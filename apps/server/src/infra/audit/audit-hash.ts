import { createHash } from 'node:crypto';
import type { AuditEventRow } from './audit-events.table';
import { canonicalJson } from './canonical-json';

/** The first row's prev_hash in every chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** A row as the chain hashes it: every field but the two hashes. */
export type HashedFields = Omit<AuditEventRow, 'prevHash' | 'hash'>;

/**
 * hash = SHA-256(prev_hash ‖ canonical JSON of the row's fields), in lower-case hex. The writer
 * computes it from what it inserts and the check from what it reads back; both go through
 * `hashedFieldsOf`, so a field added to the table is hashed by both or by neither.
 */
export function chainHash(prevHash: string, fields: HashedFields): string {
  return createHash('sha256')
    .update(prevHash)
    .update(canonicalJson(hashedFieldsOf(fields)))
    .digest('hex');
}

/** The fields in a fixed shape: the time as ISO text, absent values as null. */
function hashedFieldsOf(row: HashedFields): Record<string, unknown> {
  return {
    id: row.id,
    seq: Number(row.seq),
    tenantId: row.tenantId ?? null,
    merchantId: row.merchantId ?? null,
    occurredAt: new Date(row.occurredAt).toISOString(),
    actorUserId: row.actorUserId ?? null,
    actorType: row.actorType,
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    actorRoles: [...(row.actorRoles ?? [])],
    ip: row.ip ?? null,
    userAgent: row.userAgent ?? null,
    requestId: row.requestId ?? null,
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    outcome: row.outcome,
    scaUsed: row.scaUsed,
    reason: row.reason ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
