import {
  getActiveCountries,
  getActiveCurrencies,
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import {
  activeCountries,
  activeCurrencies,
  activeCustomers,
  activePaymentMethods,
  activeServiceProviders,
} from './lookups.repository';

/** The app data lists of spec §3/§7: countries, currencies, customers, payment methods, service providers. */
export const lookupsModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getActiveCountries, ({ request }) =>
    withRequestScope(request, (tx) => activeCountries(tx)),
  );

  registerEndpoint(app, getActiveCurrencies, ({ request }) =>
    withRequestScope(request, (tx) => activeCurrencies(tx)),
  );

  // Spec §3: a map of merchant id to name. A JSON object keeps insertion order for these (non-numeric)
  // keys, so the map is sorted by name too.
  registerEndpoint(app, getActiveCustomers, async ({ request }) => {
    const rows = await withRequestScope(request, (tx, scope) => activeCustomers(tx, scope));
    return Object.fromEntries(rows.map((m) => [m.id, m.name]));
  });

  registerEndpoint(app, getActivePaymentMethods, ({ request }) =>
    withRequestScope(request, (tx, scope) => activePaymentMethods(tx, scope)),
  );

  registerEndpoint(app, getServiceProviders, ({ request }) =>
    withRequestScope(request, (tx, scope) => activeServiceProviders(tx, scope)),
  );
};
