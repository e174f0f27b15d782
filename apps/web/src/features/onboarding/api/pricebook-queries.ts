import {
  getAllFeeTypes,
  getAllPriceBooks,
  getPriceBookEntries,
} from '@paydesk/contracts/onboarding/pricebooks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { pricebookKeys } from './onboarding-query-keys';

/** The price-book reads a proposal is built from (contracts pricebooks.endpoints.ts). */

export function usePriceBooks(enabled = true) {
  return useQuery({
    queryKey: pricebookKeys.list(),
    queryFn: ({ signal }) => callEndpoint(getAllPriceBooks, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

export function useFeeTypes(enabled = true) {
  return useQuery({
    queryKey: pricebookKeys.feeTypes(),
    queryFn: ({ signal }) => callEndpoint(getAllFeeTypes, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** A price book's products with their fees; off until a price book is chosen. */
export function usePriceBookEntries(priceBookId: string | null) {
  return useQuery({
    queryKey: pricebookKeys.entries(priceBookId ?? ''),
    queryFn: ({ signal }) => callEndpoint(getPriceBookEntries, { params: { id: priceBookId ?? '' }, signal }),
    enabled: Boolean(priceBookId),
    staleTime: 60_000,
  });
}
