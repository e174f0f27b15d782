/**
 * Outside parties (issue 4: "the invitee can comment through a link without a portal account").
 *
 *   GET  /api/support/external/{token}   a page with the ticket's subject, its public conversation
 *                                        and a comment form; 404 page for an unknown or expired link
 *   POST /api/support/external/{token}   form body `content`: adds an ExternalPartyCommentItem and
 *                                        redirects back to the page (303); 409 page on a closed ticket,
 *                                        429 page past 20 comments per link per hour
 *
 * These two routes are not declared in the contracts: like the sign-in pages they are server-rendered
 * pages, not API calls, and their caller has no account. The token in the path is the only credential
 * (32 random bytes; only its SHA-256 is stored); the page sends no referrer, so it does not leak.
 */
import formbody from '@fastify/formbody';
import { sanitiseInput } from '@paydesk/contracts/validation/sanitise';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { SYSTEM_SCOPE, tenantOnlyScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { field, loadTenantTheme, messagePage, sendPage } from '../identity';
import { addExternalComment, findInvitation } from './external-invitations';
import { EXTERNAL_VISIBLE_TYPES, externalPartyPage } from './external-party-page';
import { feedItemsOfTypes } from './feed.repository';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

export const EXTERNAL_PATH = '/api/support/external/:token';

export async function externalPartyPages(app: FastifyInstance): Promise<void> {
  // Form posts only here: the JSON API keeps refusing form bodies.
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  app.get(EXTERNAL_PATH, async (request: TokenRequest, reply) => showPage(app, request, reply, 200));

  app.post(EXTERNAL_PATH, async (request: TokenRequest, reply) => {
    const content = sanitiseInput(field(request.body, 'content'), 'text');
    if (!content) {
      return showPage(app, request, reply, 400, { error: 'Write a comment before sending.' });
    }
    const found = await invitationOf(app, request.params.token);
    if (!found) return linkNotValid(app, reply);
    try {
      await withScope(app.database.db, tenantOnlyScope(found.invitation.tenantId), async (tx) => {
        // Locked again inside this transaction, so concurrent posts count each other for the throttle.
        const current = await findInvitation(tx, request.params.token, { lock: true });
        if (!current) throw AppError.notFound('Invitation');
        await addExternalComment(tx, current, content);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'NOT_FOUND') return linkNotValid(app, reply);
      return showPage(app, request, reply, error.status, { error: error.message, draft: content });
    }
    return reply.header('cache-control', 'no-store').redirect(request.url, 303);
  });
}

/**
 * The invitation a link names. The link says nothing about its tenant, so it is looked up by its
 * hash across tenants (the system scope); everything after that runs in the ticket's tenant only.
 */
function invitationOf(app: FastifyInstance, token: string) {
  return withScope(app.database.db, SYSTEM_SCOPE, (tx) => findInvitation(tx, token));
}

async function showPage(
  app: FastifyInstance,
  request: TokenRequest,
  reply: FastifyReply,
  status: number,
  form: { error?: string; draft?: string } = {},
) {
  const found = await invitationOf(app, request.params.token);
  if (!found) return linkNotValid(app, reply);
  const { invitation, ticket } = found;
  const items = await withScope(app.database.db, tenantOnlyScope(ticket.tenantId), (tx) =>
    feedItemsOfTypes(tx, ticket, EXTERNAL_VISIBLE_TYPES),
  );
  const theme = await loadTenantTheme(app.database.db, ticket.tenantId);
  return sendPage(
    reply,
    status,
    externalPartyPage({
      theme,
      ticketNumber: ticket.ticketNumber,
      subject: ticket.subject,
      description: ticket.description,
      openedBy: `${ticket.createdByFirstName} ${ticket.createdByLastName}`.trim() || ticket.createdByEmail,
      createdOn: ticket.createdAt,
      status: ticket.status,
      inviteeEmail: invitation.email,
      items,
      formAction: request.url.split('?')[0] ?? request.url,
      ...form,
    }),
  );
}

function linkNotValid(app: FastifyInstance, reply: FastifyReply) {
  return sendPage(
    reply,
    404,
    messagePage({
      title: 'Link not valid',
      text: 'This link to a support conversation is not valid any more. Links work for 30 days; ask the person who invited you for a new one.',
      linkHref: app.config.publicUrl,
      linkText: 'Go to Paydesk',
    }),
  );
}
