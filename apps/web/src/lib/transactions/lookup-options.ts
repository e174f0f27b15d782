import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  getCurrenciesAll,
  getTenantsAll,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client';
import type { LookupArea } from './lookup-area';
import { transactionKeys } from './transaction-query-keys';

/** An option of a filter: the value the server filters on and the name shown. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

// Reference lists change rarely; one read per hour is plenty.
const REFERENCE = { staleTime: 60 * 60 * 1000 } as const;
const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** Currencies with their decimal places (the currency filter and the money display). */
export function useLookupCurrencies() {
  return useQuery({
    ...REFERENCE,
    queryKey: transactionKeys.options('currencies'),
    queryFn: ({ signal }) => callEndpoint(getCurrenciesAll, { signal }),
  });
}

/** Operators: the active merchants they may see (limited by their customer limits). */
export function useCustomerOptions(area: LookupArea) {
  return useQuery({
    ...REFERENCE,
    queryKey: transactionKeys.options('customers'),
    queryFn: ({ signal }) => callEndpoint(getActiveCustomers, { signal }),
    select: (map): FilterOption[] =>
      Object.entries(map)
        .map(([value, label]) => ({ value, label }))
        .sort(byLabel),
    enabled: area !== 'merchant',
  });
}

/**
 * Payment methods by id, named (limited by the user's payment-method limits). `enabled` false: not
 * asked for (a table that does not show the column).
 */
export function usePaymentMethodOptions(enabled = true) {
  return useQuery({
    ...REFERENCE,
    queryKey: transactionKeys.options('paymentMethods'),
    queryFn: ({ signal }) => callEndpoint(getActivePaymentMethods, { signal }),
    select: (items): FilterOption[] => items.map((i) => ({ value: i.id, label: i.name })).sort(byLabel),
    enabled,
  });
}

/**
 * Service providers by id, named (limited by the user's service-provider limits). `enabled` false:
 * not asked for (a table that does not show the column).
 */
export function useServiceProviderOptions(enabled = true) {
  return useQuery({
    ...REFERENCE,
    queryKey: transactionKeys.options('serviceProviders'),
    queryFn: ({ signal }) => callEndpoint(getServiceProviders, { signal }),
    select: (items): FilterOption[] => items.map((i) => ({ value: i.id, label: i.name })).sort(byLabel),
    enabled,
  });
}

/** Platform staff: the tenants to narrow the lookup to (GET tenants/all, spec §7 transaction lookups). */
export function useTenantOptions(area: LookupArea) {
  const enabled = area === 'platform';
  const query = useQuery({
    ...REFERENCE,
    queryKey: transactionKeys.options('tenants'),
    queryFn: ({ signal }) => callEndpoint(getTenantsAll, { signal }),
    select: (items): FilterOption[] => items.map((t) => ({ value: t.id, label: t.name })),
    enabled,
  });
  return { ...query, offered: enabled };
}
