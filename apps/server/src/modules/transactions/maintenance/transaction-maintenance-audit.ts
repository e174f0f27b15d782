import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
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
 * change's own database transaction, so a change without its record cannot exist.
 */
export async function writeMaintenanceAudit(
  tx: ScopedTx,
  entry: {
    readonly transaction: AuditedTransaction;
    readonly actor: Actor;
    readonly request: FastifyRequest;
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
    request: { ...(entry.details ?? {}), headers: requestHeadersOf(entry.request) },
  });
}
