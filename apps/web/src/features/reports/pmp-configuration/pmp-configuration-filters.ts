import {
  PMP_CONFIGURATION_PAGING,
  PMP_CONFIGURATION_STATES,
  type PmpConfigurationQuery,
  type PmpConfigurationState,
} from '@paydesk/contracts/transactions/pmp-configuration.schemas';
import { TEXT_MAX } from '@paydesk/contracts/validation/text';
import type { z } from 'zod';
import { isUuid, pageFromParams } from '../../../lib/webhooks/webhook-filters';

/**
 * The PMP configuration report's filters, kept in the URL (bookmarked, shared, undone with Back):
 * for platform staff a tenant, a merchant, a payment method, a service provider, a state and the
 * page. Configuration has no period, so there are no days. Malformed values of a hand-edited URL
 * are dropped, so the screen never sends a call the server refuses.
 */
export interface PmpConfigurationFilterState {
  readonly tenantId: string;
  readonly merchantId: string;
  readonly paymentMethod: string;
  readonly serviceProvider: string;
  readonly state: PmpConfigurationState | '';
  readonly page: number;
  readonly pageSize: number;
}

export function pmpConfigurationFromParams(
  params: URLSearchParams,
  options: { readonly platform: boolean },
): PmpConfigurationFilterState {
  const get = (key: string) => (params.get(key) ?? '').trim();
  const uuid = (key: string) => (isUuid(get(key)) ? get(key) : '');
  const state = get('state');
  return {
    tenantId: options.platform ? uuid('tenant') : '',
    merchantId: uuid('merchant'),
    paymentMethod: get('method').slice(0, TEXT_MAX.key),
    serviceProvider: get('provider').slice(0, TEXT_MAX.key),
    state: (PMP_CONFIGURATION_STATES as readonly string[]).includes(state)
      ? (state as PmpConfigurationState)
      : '',
    ...pageFromParams(params),
  };
}

/** The state as URL params, defaults left out. */
export function pmpConfigurationParams(state: PmpConfigurationFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string) => {
    if (value.trim()) params.set(key, value.trim());
  };
  put('tenant', state.tenantId);
  put('merchant', state.merchantId);
  put('method', state.paymentMethod);
  put('provider', state.serviceProvider);
  put('state', state.state);
  if (state.page !== 0) params.set('page', String(state.page));
  if (state.pageSize !== PMP_CONFIGURATION_PAGING.defaultPageSize)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/** The call's query: only the filters set, and the page. */
export function pmpConfigurationQueryOf(
  state: PmpConfigurationFilterState,
): z.output<typeof PmpConfigurationQuery> {
  return {
    ...(state.tenantId && { tenantId: state.tenantId }),
    ...(state.merchantId && { merchantId: state.merchantId }),
    ...(state.paymentMethod && { paymentMethod: state.paymentMethod }),
    ...(state.serviceProvider && { serviceProvider: state.serviceProvider }),
    ...(state.state && { state: state.state }),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}
