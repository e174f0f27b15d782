import { useMemo } from 'react';
import { nameOf, namesById } from './lookup-names';
import { type FilterOption, usePaymentMethodOptions, useServiceProviderOptions } from './lookup-options';

/** A name-of-id function over the options, the same while they are. */
function useNameOf(options: readonly FilterOption[] | undefined): (id: string) => string {
  return useMemo(() => {
    const names = namesById(options);
    return (id: string) => nameOf(names, id);
  }, [options]);
}

/**
 * The display name of a payment method id, as the lookup grid and its filter show it (the same
 * cached list); the id while the list loads or when it does not know the id. `enabled` false: the
 * list is not asked for and every id shows as it is.
 */
export function usePaymentMethodName(enabled = true): (id: string) => string {
  return useNameOf(usePaymentMethodOptions(enabled).data);
}

/** The display name of a service provider id, as `usePaymentMethodName` does for methods. */
export function useServiceProviderName(enabled = true): (id: string) => string {
  return useNameOf(useServiceProviderOptions(enabled).data);
}
