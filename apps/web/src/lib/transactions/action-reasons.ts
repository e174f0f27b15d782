import { REASON_LOOKUP_STATUS } from '@paydesk/contracts/transactions/transaction.model';
import { getReasons } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client';
import { detailKeys } from './detail-query-keys';

/**
 * Spec §4: decline reasons are looked up with status Declined, approve reasons with Captured
 * (`{type}/reasons/{status}`, type 'transaction').
 */
export function useDecisionReasons(decision: 'decline' | 'approve') {
  const status = REASON_LOOKUP_STATUS[decision];
  return useQuery({
    queryKey: detailKeys.reasons('transaction', status),
    queryFn: ({ signal }) => callEndpoint(getReasons, { params: { type: 'transaction', status }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}
