import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { Agreement, OfferParams, OfferResponse, Proposal, RejectBody } from './onboarding.schemas';

/**
 * Spec §7 "Agreements and proposals": reading one, and the merchant's answer. Only a proposal in
 * PendingApproval or an agreement in PendingAcceptance can be answered (409 otherwise). Accepting an
 * agreement moves the merchant to SandboxEnabled. Each answer notifies the tenant.
 *
 * Spec §6: opening a proposal or agreement needs the matching onboarding key, or CRM.Dashboard.View
 * ("any one of the pair grants it"); tenant staff reviewing onboarding hold CRM.Onboarding.View.
 */
const TAGS = ['onboarding'] as const;
const readers = ['customer', 'tenant', 'platform'] as const;
const Answered = z.object({ result: z.literal('success'), status: z.string() });

export const getProposal = defineEndpoint({
  id: 'offers.proposal.get',
  method: 'GET',
  path: '/proposals/{id}',
  summary: 'One proposal',
  audiences: readers,
  permissions: ['viewMerchantPortalProposals', 'CRM.Dashboard.View', 'CRM.Onboarding.View'],
  params: OfferParams,
  response: Proposal,
  tags: TAGS,
});

const proposalAnswer = {
  audiences: ['customer'],
  permissions: ['viewMerchantPortalProposals'],
  params: OfferParams,
  response: Answered,
  tags: TAGS,
} as const;

export const respondToProposal = defineEndpoint({
  ...proposalAnswer,
  id: 'offers.proposal.respond',
  method: 'PUT',
  path: '/proposals/{id}/respond',
  summary: 'Accepts or rejects (with a reason) a proposal pending approval',
  body: OfferResponse,
});

export const acceptProposal = defineEndpoint({
  ...proposalAnswer,
  id: 'offers.proposal.accept',
  method: 'PUT',
  path: '/proposals/{id}/accept',
  summary: 'Accepts a proposal pending approval',
});

export const rejectProposal = defineEndpoint({
  ...proposalAnswer,
  id: 'offers.proposal.reject',
  method: 'PUT',
  path: '/proposals/{id}/reject',
  summary: 'Rejects a proposal pending approval, with a reason',
  body: RejectBody,
});

export const getAgreement = defineEndpoint({
  id: 'offers.agreement.get',
  method: 'GET',
  path: '/agreements/{id}',
  summary: 'One agreement',
  audiences: readers,
  permissions: ['viewMerchantPortalAgreements', 'CRM.Dashboard.View', 'CRM.Onboarding.View'],
  params: OfferParams,
  response: Agreement,
  tags: TAGS,
});

const agreementAnswer = {
  audiences: ['customer'],
  permissions: ['viewMerchantPortalAgreements'],
  params: OfferParams,
  response: Answered,
  tags: TAGS,
} as const;

export const respondToAgreement = defineEndpoint({
  ...agreementAnswer,
  id: 'offers.agreement.respond',
  method: 'PUT',
  path: '/agreements/{id}/respond',
  summary:
    'Accepts or rejects (with a reason) an agreement pending acceptance; accepting enables the sandbox',
  body: OfferResponse,
});

export const acceptAgreement = defineEndpoint({
  ...agreementAnswer,
  id: 'offers.agreement.accept',
  method: 'PUT',
  path: '/agreements/{id}/accept',
  summary: 'Accepts an agreement pending acceptance; the merchant moves to SandboxEnabled',
});

export const rejectAgreement = defineEndpoint({
  ...agreementAnswer,
  id: 'offers.agreement.reject',
  method: 'PUT',
  path: '/agreements/{id}/reject',
  summary: 'Rejects an agreement pending acceptance, with a reason',
  body: RejectBody,
});
