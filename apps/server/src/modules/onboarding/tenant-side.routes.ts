import {
  approvePrecheck,
  createAgreement as createAgreementEndpoint,
  createProposal as createProposalEndpoint,
  getOfferTemplates,
  getOnboardingCase,
  listOnboardingMerchants,
  requestPrecheckChanges,
  sendAgreement,
  sendProposal,
  updateAgreement as updateAgreementEndpoint,
  updateProposal as updateProposalEndpoint,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { createAgreement, createProposal, sendOffer, updateAgreement, updateProposal } from './offer-drafts';
import { listOfferTemplates } from './offer-templates';
import { findMerchant, inScope } from './onboarding-access';
import { listOnboardingMerchants as listMerchants, onboardingCase } from './onboarding-case';
import { reviewMerchantPrecheck } from './precheck.service';

/**
 * The tenant's side of onboarding: the merchants in onboarding, one merchant's case, the pre-check
 * review, templates, and writing and sending proposals and agreements (docs/onboarding.md).
 */
export function registerTenantSideCalls(app: FastifyInstance): void {
  registerEndpoint(app, listOnboardingMerchants, ({ request, query }) =>
    inScope(request, (context) => listMerchants(context, query)),
  );

  registerEndpoint(app, getOnboardingCase, ({ request, params }) =>
    inScope(request, async (context) =>
      onboardingCase(context, await findMerchant(context, params.merchantId)),
    ),
  );

  registerEndpoint(app, approvePrecheck, ({ request, params }) =>
    inScope(request, async (context) => {
      const merchant = await reviewMerchantPrecheck(context, params.merchantId, { approve: true });
      return onboardingCase(context, merchant);
    }),
  );

  registerEndpoint(app, requestPrecheckChanges, ({ request, params, body }) =>
    inScope(request, async (context) => {
      const merchant = await reviewMerchantPrecheck(context, params.merchantId, {
        approve: false,
        note: body.note,
      });
      return onboardingCase(context, merchant);
    }),
  );

  registerEndpoint(app, getOfferTemplates, ({ request, query }) =>
    inScope(request, ({ tx, scope }) => listOfferTemplates(tx, scope, query.kind)),
  );

  registerEndpoint(app, createProposalEndpoint, ({ request, params, body }) =>
    inScope(request, (context) => createProposal(context, params.merchantId, body)),
  );

  registerEndpoint(app, updateProposalEndpoint, ({ request, params, body }) =>
    inScope(request, (context) => updateProposal(context, params.id, body)),
  );

  registerEndpoint(app, sendProposal, ({ request, params }) =>
    inScope(request, (context) => sendOffer(context, 'proposal', params.id)),
  );

  registerEndpoint(app, createAgreementEndpoint, ({ request, params, body }) =>
    inScope(request, (context) => createAgreement(context, params.merchantId, body)),
  );

  registerEndpoint(app, updateAgreementEndpoint, ({ request, params, body }) =>
    inScope(request, (context) => updateAgreement(context, params.id, body.agreementBody)),
  );

  registerEndpoint(app, sendAgreement, ({ request, params }) =>
    inScope(request, (context) => sendOffer(context, 'agreement', params.id)),
  );
}
