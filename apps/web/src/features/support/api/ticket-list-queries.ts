import type { TicketPage } from '@paydesk/contracts/support/support.schemas';
import { listMyTickets, listPlatformTickets } from '@paydesk/contracts/support/ticket.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import type { SupportArea } from '../model/support-area';
import type { TicketListRequest } from '../model/ticket-list-params';
import { supportKeys } from './support-query-keys';

/**
 * A page of tickets (spec §7): platform staff list every tenant's platform tickets with
 * GET /support/ticket; merchants and tenant staff list theirs with GET /support/ticket/my (tenant
 * staff choose the channel).
 */
export function fetchTickets(
  area: SupportArea,
  request: TicketListRequest,
  signal?: AbortSignal,
): Promise<TicketPage> {
  return area === 'platform'
    ? callEndpoint(listPlatformTickets, { query: request, signal })
    : callEndpoint(listMyTickets, { query: request, signal });
}

export function useTicketList(area: SupportArea, request: TicketListRequest, enabled = true) {
  return useQuery({
    queryKey: supportKeys.list(area, request),
    queryFn: ({ signal }) => fetchTickets(area, request, signal),
    // Paging and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}
