import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { PageQuery, pageOf } from '../support/support.schemas';
import {
  AddDocumentBody,
  Agreement,
  AgreementDraft,
  BoardingDocument,
  DocumentType,
  MerchantParams,
  OfferParams,
  OfferTemplate,
  OfferTemplateKind,
  OnboardingCase,
  OnboardingMerchantRow,
  Proposal,
  ProposalDraft,
} from './onboarding.schemas';
import { PrecheckDraft, PrecheckForm, RequestChangesBody } from './precheck.schemas';

/**
 * Merchant onboarding calls whose paths the spec does not show (spec §1 onboarding: pre-check form
 * and documents; the tenant's side of proposals and agreements). They sit under /onboarding, which
 * the §7 routing rule sends to the merchant API (`/api/v1/onboarding…`, and `/api/v1/crm/onboarding…`
 * for crm users). See docs/onboarding.md.
 *
 * The merchant's side acts on the caller's own merchant; the tenant's side names the merchant in
 * the path, and a merchant outside the caller's scope is a 404.
 */
const TAGS = ['onboarding'] as const;
const merchantSide = (permission: 'viewMerchantPortalPrecheck' | 'viewMerchantPortalDocuments') =>
  ({ audiences: ['customer'], permissions: [permission], tags: TAGS }) as const;
const reviewer = {
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Onboarding.View'],
  tags: TAGS,
} as const;
const offerer = {
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Onboarding.Proposals'],
  tags: TAGS,
} as const;
const Done = z.object({ result: z.literal('success') });
const DocumentParams = z.object({ id: z.uuid() });

// The merchant's side.

export const getMyOnboarding = defineEndpoint({
  id: 'onboarding.mine',
  method: 'GET',
  path: '/onboarding/case',
  summary: "The caller's merchant's onboarding: pre-check, documents, proposals and agreements",
  audiences: ['customer'],
  permissions: [
    'viewMerchantPortalPrecheck',
    'viewMerchantPortalDocuments',
    'viewMerchantPortalProposals',
    'viewMerchantPortalAgreements',
  ],
  tags: TAGS,
  response: OnboardingCase,
});

export const getPrecheckForm = defineEndpoint({
  ...merchantSide('viewMerchantPortalPrecheck'),
  id: 'onboarding.precheck.get',
  method: 'GET',
  path: '/onboarding/precheck-form',
  summary: 'The pre-check form as saved so far',
  response: PrecheckForm,
});

export const savePrecheckForm = defineEndpoint({
  ...merchantSide('viewMerchantPortalPrecheck'),
  id: 'onboarding.precheck.save',
  method: 'PUT',
  path: '/onboarding/precheck-form',
  summary: 'Saves the pre-check form as a draft (each given field is checked; 409 once submitted)',
  body: PrecheckDraft,
  response: PrecheckForm,
});

export const submitPrecheckForm = defineEndpoint({
  ...merchantSide('viewMerchantPortalPrecheck'),
  id: 'onboarding.precheck.submit',
  method: 'POST',
  path: '/onboarding/precheck-form/submit',
  summary:
    'Saves and submits the pre-check form (400 naming every missing or invalid field); notifies the tenant',
  body: PrecheckDraft,
  response: PrecheckForm,
});

export const getDocumentTypes = defineEndpoint({
  id: 'onboarding.documentTypes',
  method: 'GET',
  path: '/onboarding/document-types',
  summary: "The document types boarding asks for, from the tenant's settings",
  audiences: ['customer', 'tenant', 'platform'],
  permissions: ['viewMerchantPortalDocuments', 'CRM.Onboarding.View'],
  tags: TAGS,
  response: z.array(DocumentType),
});

export const listMyDocuments = defineEndpoint({
  ...merchantSide('viewMerchantPortalDocuments'),
  id: 'onboarding.documents.list',
  method: 'GET',
  path: '/onboarding/documents',
  summary: 'The boarding documents filed so far',
  response: z.array(BoardingDocument),
});

export const addDocument = defineEndpoint({
  ...merchantSide('viewMerchantPortalDocuments'),
  id: 'onboarding.documents.add',
  method: 'POST',
  path: '/onboarding/documents',
  summary:
    'Files an uploaded document (POST /fs/file?purpose=document first) under a document type; notifies the tenant',
  body: AddDocumentBody,
  response: BoardingDocument,
});

export const removeDocument = defineEndpoint({
  ...merchantSide('viewMerchantPortalDocuments'),
  id: 'onboarding.documents.remove',
  method: 'DELETE',
  path: '/onboarding/documents/{id}',
  summary: 'Removes a boarding document and its file (409 once the pre-check is approved)',
  params: DocumentParams,
  response: Done,
});

// The tenant's side.

export const listOnboardingMerchants = defineEndpoint({
  ...reviewer,
  id: 'onboarding.merchants.list',
  method: 'GET',
  path: '/onboarding/merchants',
  summary: 'Merchants in onboarding (not yet processing live), most recently active first',
  query: PageQuery,
  response: pageOf(OnboardingMerchantRow),
});

export const getOnboardingCase = defineEndpoint({
  ...reviewer,
  id: 'onboarding.merchants.get',
  method: 'GET',
  path: '/onboarding/merchants/{merchantId}',
  summary: "One merchant's onboarding: pre-check, documents, proposals and agreements",
  params: MerchantParams,
  response: OnboardingCase,
});

export const approvePrecheck = defineEndpoint({
  ...reviewer,
  id: 'onboarding.precheck.approve',
  method: 'POST',
  path: '/onboarding/merchants/{merchantId}/precheck/approve',
  summary: 'Approves a submitted pre-check form (409 otherwise)',
  params: MerchantParams,
  response: OnboardingCase,
});

export const requestPrecheckChanges = defineEndpoint({
  ...reviewer,
  id: 'onboarding.precheck.requestChanges',
  method: 'POST',
  path: '/onboarding/merchants/{merchantId}/precheck/request-changes',
  summary: 'Returns a submitted pre-check form to the merchant with a note (409 otherwise)',
  params: MerchantParams,
  body: RequestChangesBody,
  response: OnboardingCase,
});

export const getOfferTemplates = defineEndpoint({
  ...offerer,
  id: 'onboarding.templates',
  method: 'GET',
  path: '/onboarding/templates',
  summary: "The tenant's proposal or agreement templates",
  query: z.object({ kind: OfferTemplateKind }),
  response: z.array(OfferTemplate),
});

export const createProposal = defineEndpoint({
  ...offerer,
  id: 'onboarding.proposals.create',
  method: 'POST',
  path: '/onboarding/merchants/{merchantId}/proposals',
  summary: 'Writes a proposal (status Created) from a price book (409 before the pre-check is submitted)',
  params: MerchantParams,
  body: ProposalDraft,
  response: Proposal,
});

export const updateProposal = defineEndpoint({
  ...offerer,
  id: 'onboarding.proposals.update',
  method: 'PUT',
  path: '/proposals/{id}',
  summary: 'Changes a proposal not yet sent (409 otherwise)',
  params: OfferParams,
  body: ProposalDraft,
  response: Proposal,
});

export const sendProposal = defineEndpoint({
  ...offerer,
  id: 'onboarding.proposals.send',
  method: 'POST',
  path: '/proposals/{id}/send',
  summary: 'Sends a proposal to the merchant (Created → PendingApproval) and notifies them',
  params: OfferParams,
  response: Proposal,
});

export const createAgreement = defineEndpoint({
  ...offerer,
  id: 'onboarding.agreements.create',
  method: 'POST',
  path: '/onboarding/merchants/{merchantId}/agreements',
  summary: 'Writes an agreement (status Created) from an accepted proposal: its fees and products',
  params: MerchantParams,
  body: AgreementDraft,
  response: Agreement,
});

export const updateAgreement = defineEndpoint({
  ...offerer,
  id: 'onboarding.agreements.update',
  method: 'PUT',
  path: '/agreements/{id}',
  summary: 'Changes the body of an agreement not yet sent (409 otherwise)',
  params: OfferParams,
  body: AgreementDraft.pick({ agreementBody: true }),
  response: Agreement,
});

export const sendAgreement = defineEndpoint({
  ...offerer,
  id: 'onboarding.agreements.send',
  method: 'POST',
  path: '/agreements/{id}/send',
  summary: 'Sends an agreement to the merchant (Created → PendingAcceptance) and notifies them',
  params: OfferParams,
  response: Agreement,
});
