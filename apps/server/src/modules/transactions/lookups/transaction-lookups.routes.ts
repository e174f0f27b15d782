import {
  createSavedFilter,
  deleteSavedFilter,
  getCountriesAll,
  getCurrenciesAll,
  getLookupColumns,
  getMerchantPaymentChannels,
  getMerchantsActivePaymentMethods,
  getMerchantsActiveServiceProviders,
  getMerchantWebsites,
  getOperatorPaymentChannels,
  getOrganizationWebsites,
  getReasons,
  getSavedFilter,
  getTenantsAll,
  listSavedFilters,
  saveLookupColumns,
  updateSavedFilter,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { withRequestScope } from '../../../infra/tenancy/request-scope';
import { activePaymentMethods, activeServiceProviders, allCountries } from '../../lookups';
import { activeTenantOptions } from '../../tenants';
import * as columns from './lookup-columns.repository';
import * as savedFilters from './saved-filters.repository';
import {
  listAllCurrencies,
  listPaymentChannels,
  listReasons,
  listWebsites,
} from './transaction-lookups.repository';

/** The lookups of the lookup's filters and the action dialogs, saved filters and lookup columns. */
export function registerLookupCalls(app: FastifyInstance): void {
  registerEndpoint(app, getReasons, ({ request, params }) =>
    withRequestScope(request, (tx) => listReasons(tx, params.type, params.status)),
  );
  registerEndpoint(app, getCurrenciesAll, ({ request }) =>
    withRequestScope(request, (tx) => listAllCurrencies(tx)),
  );
  // The filter lists the spec names under Transactions; the lookups module holds their queries.
  registerEndpoint(app, getTenantsAll, async ({ request }) => {
    const tenants = await withRequestScope(request, (tx, scope) => activeTenantOptions(tx, scope));
    return tenants.map((t) => ({ id: t.tenantId, name: t.tenantName }));
  });
  registerEndpoint(app, getCountriesAll, ({ request }) =>
    withRequestScope(request, (tx) => allCountries(tx)),
  );
  registerEndpoint(app, getMerchantsActivePaymentMethods, ({ request }) =>
    withRequestScope(request, (tx, scope) => activePaymentMethods(tx, scope)),
  );
  registerEndpoint(app, getMerchantsActiveServiceProviders, ({ request }) =>
    withRequestScope(request, (tx, scope) => activeServiceProviders(tx, scope)),
  );
  registerEndpoint(app, getOperatorPaymentChannels, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listPaymentChannels(tx, scope, query.organizationId)),
  );
  registerEndpoint(app, getMerchantPaymentChannels, ({ request }) =>
    withRequestScope(request, (tx, scope) => listPaymentChannels(tx, scope)),
  );
  registerEndpoint(app, getOrganizationWebsites, ({ request, params }) =>
    withRequestScope(request, (tx, scope) =>
      listWebsites(tx, scope, { merchantId: params.id, activeOnly: true }),
    ),
  );
  registerEndpoint(app, getMerchantWebsites, ({ request }) =>
    withRequestScope(request, (tx, scope) => listWebsites(tx, scope, { activeOnly: false })),
  );

  // Saved filters and columns belong to the signed-in user (actor.userId), whatever tenant they act for.
  registerEndpoint(app, listSavedFilters, ({ request, actor }) =>
    withRequestScope(request, (tx) => savedFilters.listSavedFilters(tx, actor.userId)),
  );
  registerEndpoint(app, createSavedFilter, ({ request, actor, body }) =>
    withRequestScope(request, (tx) => savedFilters.createSavedFilter(tx, actor.userId, body)),
  );
  registerEndpoint(app, getSavedFilter, ({ request, actor, params }) =>
    withRequestScope(request, (tx) => savedFilters.getSavedFilter(tx, actor.userId, params.externalId)),
  );
  registerEndpoint(app, updateSavedFilter, ({ request, actor, params, body }) =>
    withRequestScope(request, (tx) =>
      savedFilters.updateSavedFilter(tx, actor.userId, params.externalId, body),
    ),
  );
  registerEndpoint(app, deleteSavedFilter, ({ request, actor, params }) =>
    withRequestScope(request, (tx) => savedFilters.deleteSavedFilter(tx, actor.userId, params.externalId)),
  );
  registerEndpoint(app, getLookupColumns, ({ request, actor }) =>
    withRequestScope(request, (tx) => columns.getLookupColumns(tx, actor.userId)),
  );
  registerEndpoint(app, saveLookupColumns, ({ request, actor, body }) =>
    withRequestScope(request, (tx) => columns.saveLookupColumns(tx, actor.userId, body)),
  );
}
