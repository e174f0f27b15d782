import {
  acceptDispute,
  decideDispute,
  getDispute,
  listDisputes,
  submitDisputeEvidence,
} from '@paydesk/contracts/disputes/disputes.endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { runIdempotently } from '../../infra/idempotency/idempotent-request';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { disputeDetails, requireDispute } from './dispute-details.repository';
import { listDisputes as readDisputePage } from './dispute-lookup.repository';
import { type DisputeStep, runDisputeStep } from './dispute-steps';
import { recordRefusedDisputeStep } from './refused-dispute-step';
import { visibleDispute } from './visible-dispute';

/**
 * The disputes lookup and a dispute's response (docs/disputes-and-virtual-terminal.md). Reads and
 * steps see a dispute exactly when they see its payment; every step runs under its optional
 * Idempotency-Key like the money actions (a 409 refusal is stored and replayed too).
 */
export const disputesModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, listDisputes, ({ request, actor, query }) =>
    withRequestScope(request, (tx, scope) => readDisputePage(tx, scope, actor, query)),
  );
  registerEndpoint(app, getDispute, ({ request, actor, params }) =>
    withRequestScope(request, async (tx, scope) =>
      disputeDetails(tx, scope, actor, await requireDispute(tx, scope, params.id)),
    ),
  );
  registerEndpoint(app, submitDisputeEvidence, ({ request, actor, params, body }) =>
    step(request, actor, params.id, {
      action: 'submitEvidence',
      text: body.text,
      fileIds: body.fileIds ?? [],
    }),
  );
  registerEndpoint(app, acceptDispute, ({ request, actor, params, body }) =>
    step(request, actor, params.id, { action: 'accept', note: body.note }),
  );
  registerEndpoint(app, decideDispute, ({ request, actor, params, body }) =>
    step(request, actor, params.id, { action: 'decide', outcome: body.outcome, note: body.note }),
  );
};

function step(request: FastifyRequest, actor: Actor, disputeId: string, body: DisputeStep) {
  return runIdempotently({
    request,
    actor,
    tenantOf: async () => (await visibleDispute(request, disputeId))?.tenantId ?? null,
    storedByRun: true,
    // A refusal rolls the step's transaction back, so it is recorded apart, as denied; a stored
    // refusal replayed for the same key is not run again, so it is recorded once.
    run: (claim) =>
      runDisputeStep({ request, actor, disputeId, claim }, body).catch(async (error: unknown) => {
        await recordRefusedDisputeStep({ request, actor, disputeId, action: body.action }, error);
        throw error;
      }),
  });
}
