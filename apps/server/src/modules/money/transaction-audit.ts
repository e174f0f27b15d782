import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { auditWho, requestOriginOf } from '../../infra/audit/audit-who';
import { recordAudit } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { transactionAudit, type transactions } from './transactions.table';

type TransactionRecord = typeof transactions.$inferSelect;

/** The money fields and status an audit record keeps from before and after an action. */
export interface MoneyState {
  readonly status: string;
  readonly amount: number;
  readonly capturedAmount: number;
  readonly refundedAmount: number;
  readonly hasOpenDispute: boolean;
}

export function moneyStateOf(row: TransactionRecord): MoneyState {
  return {
    status: row.status,
    amount: row.amount,
    capturedAmount: row.capturedAmount,
    refundedAmount: row.refundedAmount,
    hasOpenDispute: row.hasOpenDispute,
  };
}

/** What was asked: the action, its inputs and the spec §7 action headers (so a call can be traced). */
export interface AuditRequest {
  readonly action: string;
  readonly amount?: number | null;
  readonly reason?: string | null;
  readonly details?: Record<string, unknown>;
}

export function requestHeadersOf(request: FastifyRequest): Record<string, string | null> {
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const origin = requestOriginOf(request);
  return {
    websiteId: header('website-id'),
    systemMode: header('systemmode'),
    mode: header('mode'),
    requestId: header('request-id'),
    tenantId: header('tenantid'),
    idempotencyKey: header('idempotency-key'),
    serverRequestId: request.id,
    // Where the request came from, for the audit trail's row (kept with a pending operation, whose
    // outcome may be recorded after the request is gone).
    ip: origin.ip,
    userAgent: origin.userAgent,
  };
}

/**
 * One audit record per action: who, when (created_at), the state before and after, and the request.
 * Two records, in the action's own database transaction: transaction_audit stays the transaction's
 * own history (the details screens read it, with the request's headers), and the audit trail
 * (infra/audit) is the cross-cutting, hash-chained record every module writes to.
 */
export async function writeAudit(
  tx: ScopedTx,
  entry: {
    readonly transaction: TransactionRecord;
    readonly actor: Actor;
    readonly before: MoneyState;
    readonly after: MoneyState;
    readonly request: AuditRequest;
    readonly headers: Record<string, string | null>;
    readonly createdTransactionId: string | null;
  },
): Promise<void> {
  const { transaction, actor, request } = entry;
  await tx.insert(transactionAudit).values({
    tenantId: transaction.tenantId,
    id: randomUUID(),
    transactionId: transaction.id,
    merchantId: transaction.merchantId,
    action: request.action,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    before: { ...entry.before },
    after: { ...entry.after },
    request: {
      action: request.action,
      amount: request.amount ?? null,
      reason: request.reason ?? null,
      ...(request.details ?? {}),
      createdTransactionId: entry.createdTransactionId,
      headers: entry.headers,
    },
  });
  const { headers } = entry;
  await recordAudit(tx, {
    tenantId: transaction.tenantId,
    merchantId: transaction.merchantId,
    who: auditWho(actor, {
      ip: headers.ip ?? null,
      userAgent: headers.userAgent ?? null,
      requestId: headers.serverRequestId ?? null,
    }),
    action: `transaction.${request.action}`,
    resourceType: 'transaction',
    resourceId: transaction.id,
    reason: request.reason ?? null,
    before: entry.before,
    after: {
      ...entry.after,
      ...(entry.createdTransactionId && { createdTransactionId: entry.createdTransactionId }),
    },
  });
}
