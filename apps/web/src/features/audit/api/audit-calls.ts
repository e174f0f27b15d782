import {
  checkAuditChain,
  exportAuditEvents,
  listAuditEvents,
} from '@paydesk/contracts/audit/audit.endpoints';
import type { AuditFilter, AuditListQuery } from '@paydesk/contracts/audit/audit.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';

/** The audit panel's calls and their query keys (all under ['audit']). */

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => ['audit', 'list', query] as const,
  chain: ['audit', 'chain'] as const,
};

export function useAuditPage(query: AuditListQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(listAuditEvents, { query: query as never, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The chain check walks every visible row: asked once per opening, not refetched on focus. */
export function useAuditChain() {
  return useQuery({
    queryKey: auditKeys.chain,
    queryFn: ({ signal }) => callEndpoint(checkAuditChain, { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
  });
}

/** The filtered trail as a CSV file (the server caps it at 100,000 rows and records the export). */
export function exportAuditCsv(filter: AuditFilter): Promise<Blob> {
  return callEndpoint(exportAuditEvents, { query: filter as never }) as Promise<Blob>;
}
