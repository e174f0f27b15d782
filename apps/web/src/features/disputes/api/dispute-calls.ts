import type { DisputeOutcome } from '@paydesk/contracts/disputes/dispute.model';
import type { DisputeDetails, DisputeListQuery } from '@paydesk/contracts/disputes/dispute.schemas';
import {
  acceptDispute,
  decideDispute,
  getDispute,
  listDisputes,
  submitDisputeEvidence,
} from '@paydesk/contracts/disputes/disputes.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';

/** The disputes lookup's and a dispute's calls, and their query keys (all under ['disputes']). */

export const disputeKeys = {
  all: ['disputes'] as const,
  list: (query: DisputeListQuery) => ['disputes', 'list', query] as const,
  one: (id: string) => ['disputes', 'one', id] as const,
};

export function useDisputePage(query: DisputeListQuery) {
  return useQuery({
    queryKey: disputeKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(listDisputes, { query: query as never, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useDispute(id: string | null) {
  return useQuery({
    queryKey: disputeKeys.one(id ?? ''),
    queryFn: ({ signal }) => callEndpoint(getDispute, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    meta: { silentError: true },
  });
}

export type DisputeStepRequest =
  | { readonly step: 'submitEvidence'; readonly text: string; readonly fileIds: readonly string[] }
  | { readonly step: 'accept'; readonly note?: string }
  | { readonly step: 'decide'; readonly outcome: DisputeOutcome; readonly note?: string };

/** One step, under the dialog's Idempotency-Key (a retry after a lost answer acts once). */
export function sendDisputeStep(
  id: string,
  request: DisputeStepRequest,
  idempotencyKey: string,
  tenantId: string | null,
): Promise<DisputeDetails> {
  const headers = { 'Idempotency-Key': idempotencyKey, ...(tenantId ? { tenantId } : {}) };
  const params = { id };
  switch (request.step) {
    case 'submitEvidence':
      return callEndpoint(submitDisputeEvidence, {
        params,
        headers,
        body: { text: request.text, ...(request.fileIds.length ? { fileIds: [...request.fileIds] } : {}) },
      });
    case 'accept':
      return callEndpoint(acceptDispute, {
        params,
        headers,
        body: request.note ? { note: request.note } : {},
      });
    case 'decide':
      return callEndpoint(decideDispute, {
        params,
        headers,
        body: { outcome: request.outcome, ...(request.note ? { note: request.note } : {}) },
      });
  }
}
