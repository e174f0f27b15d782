import {
  getMyTenantDetails,
  getTenantDetails,
  listMerchants as listMerchantsEndpoint,
  listTenantMerchants,
  listTenants as listTenantsEndpoint,
} from '@paydesk/contracts/tenants/tenants.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { narrowToTenant } from '../../infra/tenancy/data-scope';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import {
  activeMerchantsOfTenant,
  findTenantDetails,
  listMerchants,
  listTenants,
  tenantExists,
} from './tenants.repository';

/** Spec §7 tenant and merchant reads the support desk needs (ticket customers, the tenant picker). */
export const tenantsModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, listMerchantsEndpoint, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listMerchants(tx, scope, query)),
  );

  registerEndpoint(app, listTenantMerchants, async ({ request, params }) => {
    const scope = narrowToTenant(await requestScope(request), params.tenantId);
    return withScope(request.server.database.db, scope, async (tx) => {
      if (!(await tenantExists(tx, scope, params.tenantId))) throw AppError.notFound('Tenant');
      return activeMerchantsOfTenant(tx, scope, params.tenantId);
    });
  });

  registerEndpoint(app, listTenantsEndpoint, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listTenants(tx, scope, query)),
  );

  registerEndpoint(app, getTenantDetails, async ({ request, params }) => {
    const details = await withRequestScope(request, (tx, scope) =>
      findTenantDetails(tx, scope, params.tenantId),
    );
    if (!details) throw AppError.notFound('Tenant');
    return details;
  });

  registerEndpoint(app, getMyTenantDetails, async ({ request, actor }) => {
    // Tenant and merchant users always have a tenant (a check constraint); the guard is for the type.
    const tenantId = actor.tenantId;
    if (!tenantId) throw AppError.notFound('Tenant');
    const details = await withRequestScope(request, (tx, scope) => findTenantDetails(tx, scope, tenantId));
    if (!details) throw AppError.notFound('Tenant');
    return details;
  });
};
