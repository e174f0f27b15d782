import { TICKET_CATEGORIES } from '@paydesk/contracts/support/support.model';
import {
  getAssignableUsers,
  getPlatformTicketCategories,
  getSupportTenants,
  getTenantSupportContacts,
  getTenantSupportEmail,
  getTicketCategories,
} from '@paydesk/contracts/support/support-options.endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { organisationOf } from '../../infra/auth/organisation';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { type DataScope, narrowToTenant, scopeForActor } from '../../infra/tenancy/data-scope';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { activeTenantOptions, tenantExists, tenantSenderAddress } from '../tenants';
import { assignableUsers, tenantStaff } from './support-contacts.repository';

/** The pickers of the Contact Support dialog and the ticket screen (spec §2, §3 Options). */
export const supportOptionsModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getTicketCategories, () => [...TICKET_CATEGORIES]);

  registerEndpoint(app, getPlatformTicketCategories, ({ request, params }) =>
    inTenant(request, params.tenantId, async () => [...TICKET_CATEGORIES]),
  );

  registerEndpoint(app, getSupportTenants, async ({ request }) => {
    const data = await withRequestScope(request, (tx, scope) => activeTenantOptions(tx, scope));
    return { count: data.length, data };
  });

  registerEndpoint(app, getTenantSupportContacts, ({ request, params, query }) =>
    inTenant(request, params.tenantId, (tx) => tenantStaff(tx, params.tenantId, query)),
  );

  registerEndpoint(app, getTenantSupportEmail, ({ request, params }) =>
    inTenant(request, params.tenantId, async (tx, scope) => {
      const sender = await tenantSenderAddress(tx, scope, params.tenantId);
      if (!sender) throw AppError.notFound('Tenant');
      return sender;
    }),
  );

  // The caller's own organisation's people, in the caller's own scope: a tenantId header (the
  // platform acting for a tenant) would hide the platform's staff, who belong to no tenant.
  registerEndpoint(app, getAssignableUsers, ({ request, actor, query }) =>
    withScope(request.server.database.db, scopeForActor(actor), (tx) =>
      assignableUsers(tx, organisationOf(actor), query),
    ),
  );
};

/** Runs `fn` in the request's scope narrowed to one tenant, after a 404 for an unknown tenant. */
async function inTenant<T>(
  request: FastifyRequest,
  tenantId: string,
  fn: (tx: ScopedTx, scope: DataScope) => Promise<T>,
): Promise<T> {
  const scope = narrowToTenant(await requestScope(request), tenantId);
  return withScope(request.server.database.db, scope, async (tx) => {
    if (!(await tenantExists(tx, scope, tenantId))) throw AppError.notFound('Tenant');
    return fn(tx, scope);
  });
}
