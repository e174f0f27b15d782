import {
  assignPlatformTicket,
  createPlatformTicketForTenant,
  exportPlatformTickets,
  getScopingStatus,
  listPlatformTickets,
  markBillable,
  markNonBillable,
  setInitialRequestTime,
  setJiraTicket,
  setResolutionTime,
  setResponseTime,
  startScoping,
} from '@paydesk/contracts/support/ticket.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { callerOf } from './caller';
import { assignTicket, lookUpAssignee } from './ticket-assignment';
import { onTicket } from './ticket-context';
import { openTicket } from './ticket-create';
import { exportPlatformTickets as exportZip } from './ticket-export';
import { listTickets } from './ticket-list.repository';
import { scopingState, setPlatformFields, setTime, startScoping as start } from './ticket-platform-fields';

const platformLocator = (params: { tenantId: string; id: string }) =>
  ({ kind: 'tenant', tenantId: params.tenantId, ticketId: params.id }) as const;

/** Spec §7 "Platform tickets (tenant-scoped)": the calls only platform staff have. */
export function registerPlatformTicketCalls(app: FastifyInstance): void {
  registerEndpoint(app, listPlatformTickets, async ({ request, query }) => {
    const caller = await callerOf(request);
    return withRequestScope(request, (tx, scope) => listTickets(tx, scope, caller, query));
  });

  registerEndpoint(app, exportPlatformTickets, async ({ request, reply, query }) => {
    const caller = await callerOf(request);
    const zip = await withRequestScope(request, (tx, scope) =>
      exportZip(tx, scope, caller, { tenantId: query.tenantId, status: query.status }),
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="platform-tickets-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip));
  });

  registerEndpoint(app, createPlatformTicketForTenant, async ({ request, params, body }) => {
    const caller = await callerOf(request);
    const destination = {
      channel: 'TenantToPlatformTicketChannel',
      tenantId: params.tenantId,
      merchantId: null,
    } as const;
    const ticket = await withRequestScope(request, (tx, scope) =>
      openTicket(tx, scope, caller, destination, body, app.config.publicUrl),
    );
    return ticket.id;
  });

  registerEndpoint(app, assignPlatformTicket, async ({ request, actor, params, body }) => {
    const assignee = await lookUpAssignee(app.database.db, actor, body.assignee);
    return onTicket(request, platformLocator(params), (context) => assignTicket(context, assignee), {
      lock: true,
    });
  });

  registerEndpoint(app, startScoping, ({ request, params }) =>
    onTicket(request, platformLocator(params), start, { lock: true }),
  );

  registerEndpoint(app, getScopingStatus, ({ request, params }) =>
    onTicket(request, platformLocator(params), async ({ ticket }) => scopingState(ticket)),
  );

  registerEndpoint(app, markBillable, ({ request, params }) =>
    onTicket(request, platformLocator(params), (context) => setPlatformFields(context, { billable: true }), {
      lock: true,
    }),
  );

  registerEndpoint(app, markNonBillable, ({ request, params }) =>
    onTicket(request, platformLocator(params), (context) => setPlatformFields(context, { billable: false }), {
      lock: true,
    }),
  );

  registerEndpoint(app, setJiraTicket, ({ request, params, body }) =>
    onTicket(
      request,
      platformLocator(params),
      (context) => setPlatformFields(context, { jiraTicket: body.jiraTicket || null }),
      { lock: true },
    ),
  );

  registerEndpoint(app, setInitialRequestTime, ({ request, params, body }) =>
    onTicket(
      request,
      platformLocator(params),
      (context) => setTime(context, 'initialRequestAt', body.initialRequestDateTime),
      { lock: true },
    ),
  );

  registerEndpoint(app, setResponseTime, ({ request, params, body }) =>
    onTicket(
      request,
      platformLocator(params),
      (context) => setTime(context, 'responseAt', body.responseDateTime),
      { lock: true },
    ),
  );

  registerEndpoint(app, setResolutionTime, ({ request, params, body }) =>
    onTicket(
      request,
      platformLocator(params),
      (context) => setTime(context, 'resolutionAt', body.resolutionDateTime),
      { lock: true },
    ),
  );
}
