import type { customerTicket, platformTicket } from '@paydesk/contracts/support/ticket.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerFamily } from '../../infra/http/register-family';
import { fileNamesOf } from '../files';
import { inviteExternalParty } from './external-invitations';
import { feedPage } from './feed.repository';
import { feedCsv } from './feed-csv';
import type { TicketLocator } from './ticket-access';
import { addComment, addReferences, changePriority, changeStatus, markCommentsRead } from './ticket-actions';
import { onTicket } from './ticket-context';
import { toFeedItem } from './ticket-mapper';
import { referencesOfItems } from './ticket-references';
import { ticketView } from './tickets.repository';

/** The declarations of one family (customerTicket or platformTicket: the same calls, other paths). */
type TicketCalls = typeof customerTicket | typeof platformTicket;
type Params = { readonly id: string; readonly tenantId?: string };

/**
 * Registers the calls both families share. `locate` turns a family's path parameters into the
 * ticket locator: /support/ticket/{id} or /support/{tenantId}/ticket/{id}.
 */
export function registerTicketCalls(
  app: FastifyInstance,
  calls: TicketCalls,
  locate: (params: Params) => TicketLocator,
): void {
  registerFamily(app, [calls], {
    getTicket: ({ request, params }) =>
      onTicket(request, locate(params), ({ tx, caller, ticket }) => ticketView(tx, caller, ticket)),
    getFeed: ({ request, params, query }) =>
      onTicket(request, locate(params), async ({ tx, caller, ticket }) => {
        const reader = { userId: caller.person.userId, audience: caller.audience };
        const page = await feedPage(tx, ticket, reader, query);
        const references = await referencesOfItems(
          tx,
          ticket,
          page.rows.map((r) => r.id),
        );
        return {
          count: page.count,
          data: page.rows.map((row) => toFeedItem(row, references.get(row.id) ?? [])),
        };
      }),
    comment: ({ request, params, body }) =>
      onTicket(request, locate(params), (context) => addComment(context, body), { lock: true }),
    close: ({ request, params }) =>
      onTicket(request, locate(params), (context) => changeStatus(context, 'Closed'), { lock: true }),
    open: ({ request, params }) =>
      onTicket(request, locate(params), (context) => changeStatus(context, 'Opened'), { lock: true }),
    setPriority: ({ request, params, body }) =>
      onTicket(request, locate(params), (context) => changePriority(context, body.priority), {
        lock: true,
      }),
    addReferences: ({ request, params, body }) =>
      onTicket(request, locate(params), (context) => addReferences(context, body.references), {
        lock: true,
      }),
    exportFeedCsv: async ({ request, reply, params }) => {
      const { number, csv } = await onTicket(
        request,
        locate(params),
        async ({ tx, scope, caller, ticket }) => {
          const reader = { userId: caller.person.userId, audience: caller.audience };
          const feed = await feedPage(tx, ticket, reader, 'all');
          const references = await referencesOfItems(
            tx,
            ticket,
            feed.rows.map((r) => r.id),
          );
          const items = feed.rows.map((row) => toFeedItem(row, references.get(row.id) ?? []));
          const attachmentIds = [...references.values()].flat().filter((r) => r.key === 'attachment');
          const fileNames = await fileNamesOf(
            tx,
            scope,
            attachmentIds.map((r) => r.value),
          );
          const opening = {
            timestamp: ticket.createdAt.toISOString(),
            author: {
              email: ticket.createdByEmail,
              firstName: ticket.createdByFirstName,
              lastName: ticket.createdByLastName,
            },
            description: ticket.description,
          };
          return { number: ticket.ticketNumber, csv: feedCsv(opening, items, fileNames) };
        },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ticket-${number}-feed.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
    inviteExternalParty: ({ request, params, body }) =>
      onTicket(request, locate(params), (context) => inviteExternalParty(context, body), { lock: true }),
    markCommentsAsRead: ({ request, params, body }) =>
      onTicket(request, locate(params), (context) => markCommentsRead(context, body.until)),
  });
}
