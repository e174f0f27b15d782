import type { FastifyRequest } from 'fastify';
import { requestWho } from '../../../infra/audit/audit-who';
import { recordAuditInOwnTransaction } from '../../../infra/audit/audit-writer';
import type { Actor } from '../../../infra/auth/actor';
import { requestScope } from '../../../infra/tenancy/request-scope';
import { isRecordedRefusal, moneyRefusalEvent, tenantOfTransaction } from '../../money';

/**
 * A refused money action, recorded in the audit trail as denied with the refusal's message as the
 * reason (issue 17: refusals are recorded too). The action's own transaction rolled back, so this
 * runs in one of its own. Not recorded: an id the caller cannot see (404: no chain to put it in, and
 * nothing was refused about a transaction of theirs), and ACTION_IN_FLIGHT (the action is not
 * refused, only asked to wait). Recording must never hide the refusal: a failure to record is logged.
 */
export async function recordRefusedAction(
  what: {
    readonly request: FastifyRequest;
    readonly actor: Actor;
    readonly transactionId: string;
    readonly action: string;
  },
  error: unknown,
): Promise<void> {
  if (!isRecordedRefusal(error) || error.code === 'ACTION_IN_FLIGHT') return;
  const { request } = what;
  try {
    const tenantId = await tenantOfTransaction(request, [what.transactionId]);
    if (!tenantId) return;
    await recordAuditInOwnTransaction(
      request.server.database.db,
      await requestScope(request),
      moneyRefusalEvent({
        tenantId,
        who: requestWho(what.actor, request),
        action: what.action,
        resourceType: 'transaction',
        resourceId: what.transactionId,
        outcome: 'denied',
        reason: error.message,
        code: error.code,
      }),
    );
  } catch (failure) {
    request.log.error({ err: failure }, 'the refused action could not be recorded in the audit trail');
  }
}
