import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { ActiveCustomers, Country, Currency, LookupItem } from './lookups.schemas';

export const getActiveCountries = defineEndpoint({
  id: 'lookups.activeCountries',
  method: 'GET',
  path: '/lookup/active-countries',
  summary: 'Active countries (merchant users call it as /crm/lookup/active-countries)',
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  response: z.array(Country),
  tags: ['lookups'],
});

export const getActiveCurrencies = defineEndpoint({
  id: 'lookups.activeCurrencies',
  method: 'GET',
  path: '/lookup/active-currencies',
  summary: 'Active ISO currencies with their decimal places',
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  response: z.array(Currency),
  tags: ['lookups'],
});

export const getActiveCustomers = defineEndpoint({
  id: 'lookups.activeCustomers',
  method: 'GET',
  path: '/users/crm/active-customers',
  summary:
    "Active merchants the operator may see, as a map of id to name (limited by the user's customer limits)",
  audiences: ['tenant', 'platform'],
  signedIn: true,
  response: ActiveCustomers,
  tags: ['lookups'],
});

export const getActivePaymentMethods = defineEndpoint({
  id: 'lookups.activePaymentMethods',
  method: 'GET',
  path: 'api/crm/lookup/active-payment-methods',
  summary: "Active payment methods (limited by the user's payment-method limits)",
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  response: z.array(LookupItem),
  tags: ['lookups'],
});

export const getServiceProviders = defineEndpoint({
  id: 'lookups.serviceProviders',
  method: 'GET',
  path: 'api/crm/transaction-service-providers',
  summary: "Transaction service providers (limited by the user's service-provider limits)",
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  response: z.array(LookupItem),
  tags: ['lookups'],
});
