import { getAssignableUsers, getMailOutbox } from '@paydesk/contracts/support/support-options.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { supportKeys } from './support-query-keys';

/** The most assignable users one call returns (the endpoint's own maximum page size). */
const ASSIGNABLE_USERS_PAGE = 100;

/**
 * Who a ticket can be assigned to: support staff of the caller's own organisation
 * (GET /support/assignable-users). Only the handler side asks.
 */
export function useAssignableUsers(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.options('assignable-users'),
    queryFn: ({ signal }) =>
      callEndpoint(getAssignableUsers, {
        query: { pageIndex: 0, pageSize: ASSIGNABLE_USERS_PAGE },
        signal,
      }),
    select: (page) => page.data,
    enabled,
    staleTime: 60_000,
  });
}

export interface OutboxRequest {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly searchKey: string;
}

/** Platform staff: the mail the desk sent, newest first (GET /support/mail-outbox). */
export function useMailOutbox(request: OutboxRequest) {
  return useQuery({
    queryKey: supportKeys.outbox(request),
    queryFn: ({ signal }) =>
      callEndpoint(getMailOutbox, {
        query: {
          pageIndex: request.pageIndex,
          pageSize: request.pageSize,
          ...(request.searchKey && { searchKey: request.searchKey }),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
