import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { Country, Currency, LookupItem } from '../lookups/lookups.schemas';
import {
  LookupColumns,
  PaymentChannel,
  ReasonLookupParams,
  ReasonOption,
  SavedFilter,
  SavedFilterParams,
  SavedFilterRequest,
  WebsiteOption,
} from './transaction.schemas';

/**
 * Spec §7 "Transactions" lookups for the lookup's filters and the action dialogs, the saved filters
 * (GET and POST /reporting/transaction-filters; GET, PUT, DELETE …/{externalId}) and the lookup
 * columns the chooser saves. Saved filters and columns belong to the signed-in user.
 */

const TAGS = ['transactions'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const ANY_VIEW = [
  'CRM.Transaction.View',
  'Platform.Transaction.Lookup',
  'Merchant.Transaction.View',
] as const satisfies Permissions;
const ALL = ['customer', 'tenant', 'platform'] as const;
const OPERATORS = ['tenant', 'platform'] as const;
const common = { audiences: ALL, permissions: ANY_VIEW, tags: TAGS } as const;

export const getReasons = defineEndpoint({
  ...common,
  id: 'transactions.reasons',
  method: 'GET',
  path: '/{type}/reasons/{status}',
  summary: 'Reasons for a decision: status Declined for declines, Captured for approves (spec §4)',
  params: ReasonLookupParams,
  response: z.array(ReasonOption),
});

export const getCurrenciesAll = defineEndpoint({
  ...common,
  id: 'transactions.currenciesAll',
  method: 'GET',
  path: 'api/crm/lookup/currencies/all',
  summary: 'Every currency with its decimal places, for the currency filter',
  response: z.array(Currency),
});

export const getOperatorPaymentChannels = defineEndpoint({
  ...common,
  audiences: OPERATORS,
  id: 'transactions.crmPaymentChannels',
  method: 'GET',
  path: 'api/crm/payment-channels/all',
  summary:
    "Payment channels (method, provider, currency) of one merchant (organizationId), or all the caller's",
  query: z.object({ organizationId: z.uuid().optional() }),
  response: z.array(PaymentChannel),
});

export const getMerchantPaymentChannels = defineEndpoint({
  ...common,
  audiences: ['customer'],
  id: 'transactions.merchantPaymentChannels',
  method: 'GET',
  path: 'api/payment-channels/all',
  summary: "The merchant's payment channels",
  response: z.array(PaymentChannel),
});

export const getOrganizationWebsites = defineEndpoint({
  ...common,
  audiences: OPERATORS,
  id: 'transactions.organizationWebsites',
  method: 'GET',
  path: 'organizations/{id}/websites/active',
  summary: "A merchant's active websites",
  params: z.object({ id: z.uuid() }),
  response: z.array(WebsiteOption),
});

export const getMerchantWebsites = defineEndpoint({
  ...common,
  audiences: ['customer'],
  id: 'transactions.merchantWebsites',
  method: 'GET',
  path: 'api/lookup/websites',
  summary: "The merchant's websites",
  response: z.array(WebsiteOption),
});

export const getTenantsAll = defineEndpoint({
  ...common,
  audiences: OPERATORS,
  id: 'transactions.tenantsAll',
  method: 'GET',
  path: 'tenants/all',
  summary: "The tenants the caller may see (every tenant for platform staff), for the lookup's tenant filter",
  response: z.array(LookupItem),
});

export const getCountriesAll = defineEndpoint({
  ...common,
  id: 'transactions.countriesAll',
  method: 'GET',
  path: 'countries/all',
  summary: 'Every country, active or not (transactions keep the country they were made in)',
  response: z.array(Country),
});

export const getMerchantsActivePaymentMethods = defineEndpoint({
  ...common,
  id: 'transactions.merchantsActivePaymentMethods',
  method: 'GET',
  path: 'merchants/lookup/active-payment-methods',
  summary: "Active payment methods, within the caller's payment-method limits",
  response: z.array(LookupItem),
});

export const getMerchantsActiveServiceProviders = defineEndpoint({
  ...common,
  id: 'transactions.merchantsActiveServiceProviders',
  method: 'GET',
  path: 'merchants/lookup/active-service-providers',
  summary: "Active service providers, within the caller's service-provider limits",
  response: z.array(LookupItem),
});

// Saved filters (spec §3 "Saved transaction filter", §4 "Saved filter flow").
export const listSavedFilters = defineEndpoint({
  ...common,
  id: 'transactions.savedFilters.list',
  method: 'GET',
  path: '/reporting/transaction-filters',
  summary: "The caller's saved lookup filters, by name",
  response: z.array(SavedFilter),
});
export const createSavedFilter = defineEndpoint({
  ...common,
  id: 'transactions.savedFilters.create',
  method: 'POST',
  path: '/reporting/transaction-filters',
  summary: 'Saves the current filter under a name (names are unique per user: 409)',
  body: SavedFilterRequest,
  response: SavedFilter,
});
export const getSavedFilter = defineEndpoint({
  ...common,
  id: 'transactions.savedFilters.get',
  method: 'GET',
  path: '/reporting/transaction-filters/{externalId}',
  summary: 'One saved filter',
  params: SavedFilterParams,
  response: SavedFilter,
});
export const updateSavedFilter = defineEndpoint({
  ...common,
  id: 'transactions.savedFilters.update',
  method: 'PUT',
  path: '/reporting/transaction-filters/{externalId}',
  summary: 'Renames a saved filter or replaces its filter',
  params: SavedFilterParams,
  body: SavedFilterRequest,
  response: SavedFilter,
});
export const deleteSavedFilter = defineEndpoint({
  ...common,
  id: 'transactions.savedFilters.delete',
  method: 'DELETE',
  path: '/reporting/transaction-filters/{externalId}',
  summary: 'Deletes a saved filter',
  params: SavedFilterParams,
  response: z.object({ deleted: z.literal(true) }),
});

// The lookup columns (transaction-lookup-columns), saved per user.
export const getLookupColumns = defineEndpoint({
  ...common,
  id: 'transactions.lookupColumns.get',
  method: 'GET',
  path: '/reporting/transaction-lookup-columns',
  summary: "The caller's lookup columns in order (the defaults until saved)",
  response: LookupColumns,
});
export const saveLookupColumns = defineEndpoint({
  ...common,
  permissions: [
    'CRM.Transaction.LookupColumns',
    'Platform.Transaction.LookupColumns',
    'Merchant.Transaction.LookupColumns',
  ],
  id: 'transactions.lookupColumns.save',
  method: 'PUT',
  path: '/reporting/transaction-lookup-columns',
  summary: "Saves the caller's lookup columns in order",
  body: LookupColumns,
  response: LookupColumns,
});
