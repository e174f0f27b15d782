import {
  assignCustomerTicket,
  clearSupportLabel,
  createTicket,
  createTicketForCustomer,
  customerTicket,
  escalateCustomerTicket,
  listMyTickets,
  markCustomerTicketRead,
  platformTicket,
  setSupportLabel,
} from '@paydesk/contracts/support/ticket.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { callerOf } from './caller';
import { escalateTicket } from './escalation';
import { externalPartyPages } from './external-party';
import { registerPlatformTicketCalls } from './platform-tickets.routes';
import { createScopingWorker, type ScopingWorker } from './scoping-worker';
import { registerSupportAnalyticsCalls } from './support-analytics.routes';
import { markCommentsRead } from './ticket-actions';
import { assignTicket, lookUpAssignee } from './ticket-assignment';
import { registerTicketCalls } from './ticket-calls.routes';
import { onTicket } from './ticket-context';
import { destinationForCaller, openTicket } from './ticket-create';
import { setLabel } from './ticket-labels';
import { listTickets } from './ticket-list.repository';

/**
 * The support desk's tickets (spec §7 "Support tickets (customer)", "Platform tickets (tenant-scoped)",
 * set-support-label; docs/support-desk.md): both families of ticket calls, lists, creation,
 * escalation, assignment, labels, the platform's fields, the scoping worker and the outside party's
 * page. Handlers stay thin: the rules live in the ticket-*.ts files beside this one.
 */
const ticketsPlugin: FastifyPluginAsync = async (app) => {
  registerTicketCalls(app, customerTicket, (params) => ({ kind: 'own', ticketId: params.id }));
  // The families differ only in path parameters, audiences and permissions, which registerEndpoint
  // takes from each declaration; the handlers read the parameters only through the locator.
  registerTicketCalls(app, platformTicket, (params) => ({
    kind: 'tenant',
    tenantId: params.tenantId ?? '',
    ticketId: params.id,
  }));
  registerPlatformTicketCalls(app);
  registerSupportAnalyticsCalls(app);

  registerEndpoint(app, listMyTickets, async ({ request, query }) => {
    const caller = await callerOf(request);
    return withRequestScope(request, (tx, scope) => listTickets(tx, scope, caller, query));
  });

  // The create calls answer the new id as text (spec §7 "text response"): a string is sent as
  // text/plain, without JSON quotes.
  registerEndpoint(app, createTicket, async ({ request, body }) => {
    const caller = await callerOf(request);
    const destination = destinationForCaller(caller, body);
    const ticket = await withRequestScope(request, (tx, scope) =>
      openTicket(tx, scope, caller, destination, body.ticket, app.config.publicUrl),
    );
    return ticket.id;
  });

  registerEndpoint(app, createTicketForCustomer, async ({ request, params, body }) => {
    const caller = await callerOf(request);
    const destination = {
      channel: 'CustomerToTenantTicketChannel',
      tenantId: caller.actor.tenantId ?? '',
      merchantId: params.customerId,
    } as const;
    const ticket = await withRequestScope(request, (tx, scope) =>
      openTicket(tx, scope, caller, destination, body, app.config.publicUrl),
    );
    return ticket.id;
  });

  registerEndpoint(app, escalateCustomerTicket, ({ request, params, body }) => {
    const locator = { kind: 'customer', customerId: params.customerId, ticketId: params.ticketId } as const;
    return onTicket(request, locator, (context) => escalateTicket(context, body), { lock: true });
  });

  registerEndpoint(app, assignCustomerTicket, async ({ request, actor, params, body }) => {
    const assignee = await lookUpAssignee(app.database.db, actor, body.assignee);
    const locator = { kind: 'customer', customerId: params.customerId, ticketId: params.ticketId } as const;
    return onTicket(request, locator, (context) => assignTicket(context, assignee), { lock: true });
  });

  registerEndpoint(app, markCustomerTicketRead, ({ request, params, body }) => {
    const locator = { kind: 'customer', customerId: params.customerId, ticketId: params.ticketId } as const;
    return onTicket(request, locator, (context) => markCommentsRead(context, body.until));
  });

  registerEndpoint(app, setSupportLabel, ({ request, params }) => {
    const locator = { kind: 'owner', ownerId: params.ownerId, ticketId: params.ticketId } as const;
    return onTicket(request, locator, (context) => setLabel(context, params.labelId), { lock: true });
  });

  registerEndpoint(app, clearSupportLabel, ({ request, params }) => {
    const locator = { kind: 'owner', ownerId: params.ownerId, ticketId: params.ticketId } as const;
    return onTicket(request, locator, (context) => setLabel(context, null), { lock: true });
  });

  await app.register(externalPartyPages);

  const worker = createScopingWorker(app);
  app.decorate('scopingWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The scoping jobs' worker (scoping-worker.ts); stopped when the app closes. */
    scopingWorker: ScopingWorker;
  }
}

/**
 * Not encapsulated (fastify-plugin): the worker is decorated on the app itself, so whoever runs the
 * app (and the tests) can reach it. The routes would be global either way.
 */
export const ticketsModule = fp(ticketsPlugin, { name: 'support-tickets' });
