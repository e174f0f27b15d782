import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor';
import { AppError } from '../errors/app-error';
import type { DataScope } from '../tenancy/data-scope';
import { auditWho, type RequestOrigin } from './audit-who';
import { recordAuditInOwnTransaction } from './audit-writer';

/**
 * A write the rules refused (403, or a 409 with its feature code) is recorded as denied, in a
 * transaction of its own: the refused change's transaction rolled back. The action is the call's
 * endpoint id, the resource the path's id; `tenantId` is the chain it goes into. Other failures
 * (400, 404) are the request's, not a refusal of the state, and are not recorded.
 */
export async function recordRefusedWrite(
  request: FastifyRequest,
  actor: Actor,
  scope: DataScope,
  origin: RequestOrigin,
  error: unknown,
  tenantId: string | null,
): Promise<void> {
  if (!(error instanceof AppError) || ![403, 409].includes(error.status)) return;
  const params = request.params as { id?: string; userId?: string; keyId?: string; tenantId?: string };
  await recordAuditInOwnTransaction(request.server.database.db, scope, {
    tenantId,
    merchantId: actor.merchantId,
    who: auditWho(actor, origin),
    action: String(request.routeOptions.schema?.operationId ?? request.routeOptions.url),
    resourceType: 'request',
    resourceId:
      params.userId ?? params.keyId ?? params.id ?? params.tenantId ?? request.url.split('?')[0] ?? '',
    outcome: 'denied',
    reason: `${error.code}: ${error.message}`,
    after: request.body ?? null,
  });
}
