import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/**
 * The active customers lookup as a sorted list of merchants (within the user's customer limits): the
 * virtual terminal's merchant choice and the disputes filter. One cache entry for both.
 */
export function useActiveMerchants(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'active-merchants'],
    queryFn: ({ signal }) => callEndpoint(getActiveCustomers, { signal }),
    enabled,
    select: (map) =>
      Object.entries(map)
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
}
