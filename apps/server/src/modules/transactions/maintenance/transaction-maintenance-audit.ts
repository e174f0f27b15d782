import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { auditWho, requestWho } from '../../../infra/audit/audit-who';
import { recordAudit } from '../../../infra/audit/audit-writer';
import type { Actor } from '../../../infra/auth/actor';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { requestHeadersOf } from '../../money';
import { transactionMaintenanceAudit } from './transaction-maintenance.table';

/** What a maintenance change touched: the transaction it belongs to and its tenant and merchant. */
export interface AuditedTransaction {
  readonly tenantId: string;
  readonly id: string;
  readonly merchantId: string;
}

/**
 * One record per change that is not a money action (deallocate, reset-restriction, bin-data,
 * resend-webhook): who, when, the row before and after, and the request's headers. Written in the
 * change's own database transaction, so a change without its record cannot exist. Two records:
 * transaction_maintenance_audit stays the transaction's own history (read by its screens), and the
 * audit trail (infra/audit) is the cross-cutting, hash-chained record every module writes to.
 */
/** A change made by a job's item (a bulk webhook resend) instead of a request: the job stands in for it. */
export interface JobItemOrigin {
  readonly jobId: string;
  readonly position: number;
}

export async function writeMaintenanceAudit(
  tx: ScopedTx,
  entry: {
    readonly transaction: AuditedTransaction;
    readonly actor: Actor;
    readonly request: FastifyRequest | JobItemOrigin;
    readonly action: string;
    readonly before: unknown;
    readonly after: unknown;
    readonly details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(transactionMaintenanceAudit).values({
    tenantId: entry.transaction.tenantId,
    id: randomUUID(),
    transactionId: entry.transaction.id,
    merchantId: entry.transaction.merchantId,
    action: entry.action,
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    before: entry.before ?? null,
    after: entry.after ?? null,
    request: { ...(entry.details ?? {}), headers: headersOf(entry.request) },
  });
  await recordAudit(tx, {
    tenantId: entry.transaction.tenantId,
    merchantId: entry.transaction.merchantId,
    who:
      'jobId' in entry.request
        ? auditWho(entry.actor, { ip: null, userAgent: null, requestId: itemRequestId(entry.request) })
        : requestWho(entry.actor, entry.request),
    action: `transaction.${entry.action}`,
    resourceType: 'transaction',
    resourceId: entry.transaction.id,
    reason: typeof entry.details?.reason === 'string' ? entry.details.reason : null,
    before: entry.before,
    after: entry.after,
  });
}

const itemRequestId = (origin: JobItemOrigin) => `${origin.jobId}:${origin.position}`;

function headersOf(source: FastifyRequest | JobItemOrigin): unknown {
  if ('jobId' in source) return { jobId: source.jobId, requestId: itemRequestId(source) };
  return requestHeadersOf(source);
}
