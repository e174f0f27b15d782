import type { FastifyRequest } from 'fastify';
import { requestWho } from '../../infra/audit/audit-who';
import { recordAuditInOwnTransaction } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import { requestScope } from '../../infra/tenancy/request-scope';
import { isRecordedRefusal, moneyRefusalEvent } from '../money';
import { visibleDispute } from './visible-dispute';

/**
 * A dispute step the rules refused (a dispute already closed, a payment of the other mode),
 * recorded in the audit trail as denied on the dispute, with its payment named, in a transaction of
 * its own: the step's rolled back. A dispute the caller cannot see (404) is not recorded, as for a
 * money action. Recording never hides the refusal: a failure to record is logged.
 */
export async function recordRefusedDisputeStep(
  what: {
    readonly request: FastifyRequest;
    readonly actor: Actor;
    readonly disputeId: string;
    readonly action: string;
  },
  error: unknown,
): Promise<void> {
  if (!isRecordedRefusal(error)) return;
  const { request } = what;
  try {
    const dispute = await visibleDispute(request, what.disputeId);
    if (!dispute) return;
    await recordAuditInOwnTransaction(
      request.server.database.db,
      await requestScope(request),
      moneyRefusalEvent({
        tenantId: dispute.tenantId,
        merchantId: dispute.merchantId,
        who: requestWho(what.actor, request),
        action: what.action,
        resourceType: 'dispute',
        resourceId: what.disputeId,
        outcome: 'denied',
        reason: error.message,
        code: error.code,
        details: { transactionId: dispute.transactionId },
      }),
    );
  } catch (failure) {
    request.log.error({ err: failure }, 'the refused dispute step could not be recorded in the audit trail');
  }
}
