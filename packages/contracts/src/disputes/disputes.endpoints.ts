import type { Audience } from '../auth/levels';
import { defineEndpoint } from '../http/endpoint';
import {
  DisputeAcceptRequest,
  DisputeActionHeaders,
  DisputeDecisionRequest,
  DisputeDetails,
  DisputeEvidenceRequest,
  DisputeIdParams,
  DisputeListQuery,
  DisputePage,
  DisputeReadHeaders,
} from './dispute.schemas';

/**
 * The disputes lookup (spec §2 crm/disputes, transaction-management/disputes/disputes-lookup) and a
 * dispute's response. Paths are Paydesk's (the spec shows none): the `dispute` segment goes to the
 * unversioned API (spec §7 routing), so they answer on /api/dispute/…. Operators only (tenant staff,
 * and platform staff, who hold every operator key); merchants have no disputes menu in the spec.
 * Every step accepts an Idempotency-Key and writes an audit record; a step the status forbids is 409.
 */

const TAGS = ['disputes'] as const;
const OPERATORS = ['tenant', 'platform'] as const satisfies readonly Audience[];
const common = {
  audiences: OPERATORS,
  permissions: ['CRM.Disputes.View'],
  tags: TAGS,
} as const;

export const listDisputes = defineEndpoint({
  ...common,
  id: 'disputes.list',
  method: 'GET',
  path: 'dispute/disputes',
  summary: 'Lists the disputes in scope, newest first, with filters and paging',
  headers: DisputeReadHeaders,
  query: DisputeListQuery,
  response: DisputePage,
});

export const getDispute = defineEndpoint({
  ...common,
  id: 'disputes.get',
  method: 'GET',
  path: 'dispute/disputes/{id}',
  summary: 'One dispute with its payment, chargeback, reason and history',
  headers: DisputeReadHeaders,
  params: DisputeIdParams,
  response: DisputeDetails,
});

export const submitDisputeEvidence = defineEndpoint({
  ...common,
  id: 'disputes.submitEvidence',
  method: 'POST',
  path: 'dispute/disputes/{id}/evidence',
  summary: 'Submits evidence on an open dispute; the dispute goes under review',
  headers: DisputeActionHeaders,
  params: DisputeIdParams,
  body: DisputeEvidenceRequest,
  response: DisputeDetails,
});

export const acceptDispute = defineEndpoint({
  ...common,
  id: 'disputes.accept',
  method: 'POST',
  path: 'dispute/disputes/{id}/accept',
  summary: 'Accepts an open dispute without contesting it; the dispute is lost',
  headers: DisputeActionHeaders,
  params: DisputeIdParams,
  body: DisputeAcceptRequest,
  response: DisputeDetails,
});

export const decideDispute = defineEndpoint({
  ...common,
  id: 'disputes.decide',
  method: 'POST',
  path: 'dispute/disputes/{id}/decision',
  summary: "Records the scheme's decision (Won or Lost) on a dispute under review",
  headers: DisputeActionHeaders,
  params: DisputeIdParams,
  body: DisputeDecisionRequest,
  response: DisputeDetails,
});
