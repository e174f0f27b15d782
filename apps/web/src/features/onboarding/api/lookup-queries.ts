import { getActiveCountries, getActiveCurrencies } from '@paydesk/contracts/lookups/lookups.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { lookupKeys } from './onboarding-query-keys';

/** Active countries (GET /lookup/active-countries): the pre-check form's country select. */
export function useActiveCountries() {
  return useQuery({
    queryKey: lookupKeys.countries,
    queryFn: ({ signal }) => callEndpoint(getActiveCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Active currencies with their decimal places: amounts are typed in major units and sent in minor. */
export function useActiveCurrencies() {
  return useQuery({
    queryKey: lookupKeys.currencies,
    queryFn: ({ signal }) => callEndpoint(getActiveCurrencies, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
