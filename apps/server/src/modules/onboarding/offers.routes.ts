import {
  acceptAgreement,
  acceptProposal,
  getAgreement,
  getProposal,
  rejectAgreement,
  rejectProposal,
  respondToAgreement,
  respondToProposal,
} from '@paydesk/contracts/onboarding/offers.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { answerOffer } from './offer-answers';
import { offerDto, visibleOffer } from './offer-drafts';
import { inScope } from './onboarding-access';

/**
 * Spec §7 "Agreements and proposals": reading one (merchant users only their own, once sent; tenant
 * staff within their scope and customer limits) and the merchant's answer, by respond (the spec's
 * body: response Accepted, or Rejected with a reason) or by accept and reject.
 */
export function registerOfferCalls(app: FastifyInstance): void {
  registerEndpoint(app, getProposal, ({ request, params }) =>
    inScope(request, async (context) => {
      const { row, merchant } = await visibleOffer(context, 'proposal', params.id);
      return offerDto(context, 'proposal', row, merchant);
    }),
  );
  registerEndpoint(app, getAgreement, ({ request, params }) =>
    inScope(request, async (context) => {
      const { row, merchant } = await visibleOffer(context, 'agreement', params.id);
      return offerDto(context, 'agreement', row, merchant);
    }),
  );

  for (const kind of ['proposal', 'agreement'] as const) {
    const calls =
      kind === 'proposal'
        ? { respond: respondToProposal, accept: acceptProposal, reject: rejectProposal }
        : { respond: respondToAgreement, accept: acceptAgreement, reject: rejectAgreement };
    registerEndpoint(app, calls.respond, ({ request, params, body }) =>
      inScope(request, (context) => answerOffer(context, kind, params.id, body)),
    );
    registerEndpoint(app, calls.accept, ({ request, params }) =>
      inScope(request, (context) => answerOffer(context, kind, params.id, { response: 'Accepted' })),
    );
    registerEndpoint(app, calls.reject, ({ request, params, body }) =>
      inScope(request, (context) =>
        answerOffer(context, kind, params.id, { response: 'Rejected', rejectReason: body.rejectReason }),
      ),
    );
  }
}
