import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FeedItem } from '@paydesk/contracts/support/support.schemas';
import { and, eq, gt } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { queueMail } from '../mail';
import { displayName } from './caller';
import { addFeedItem, externalCommentsSince } from './feed.repository';
import { externalPartyInvitations, tickets } from './support.table';
import type { TicketRow } from './ticket-access';
import { TICKET_CLOSED } from './ticket-actions';
import type { TicketContext } from './ticket-context';
import { mailSubject } from './ticket-mail';
import { toFeedItem } from './ticket-mapper';

/** An invitation link lasts 30 days. */
export const INVITATION_DAYS = 30;
/** At most this many comments per link per hour: a leaked link cannot flood a ticket. */
export const EXTERNAL_COMMENTS_PER_HOUR = 20;

export type InvitationRow = typeof externalPartyInvitations.$inferSelect;

/** Only the SHA-256 of a link's token is stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function externalLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/support/external/${token}`;
}

/**
 * Invites someone without an account (issue 4): a random 32-byte token, of which only the hash is
 * kept, mailed as a link; an ExternalPartyInvitationItem in the feed says who was invited by whom.
 */
export async function inviteExternalParty(
  context: TicketContext,
  invitee: { readonly email: string; readonly description: string },
): Promise<FeedItem> {
  const { tx, caller, ticket } = context;
  const token = randomBytes(32).toString('base64url');
  const invitationId = randomUUID();
  await tx.insert(externalPartyInvitations).values({
    tenantId: ticket.tenantId,
    id: invitationId,
    ticketId: ticket.id,
    email: invitee.email,
    description: invitee.description,
    tokenHash: tokenHash(token),
    invitedBy: caller.person.userId,
    invitedByEmail: caller.person.email,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  const item = await addFeedItem(tx, ticket, {
    type: 'ExternalPartyInvitationItem',
    actor: caller.person,
    data: {
      externalPartyEmail: invitee.email,
      invitationDescription: invitee.description,
      invitationId,
    },
  });
  const note = invitee.description ? `\n\nTheir note: ${invitee.description}` : '';
  await queueMail(tx, {
    to: invitee.email,
    subject: mailSubject(ticket, 'You are invited to a support conversation'),
    bodyText:
      `${displayName(caller.person)} invited you to take part in support ticket #${ticket.ticketNumber}: ` +
      `${ticket.subject}.${note}\n\nRead the conversation and reply here (the link works for ` +
      `${INVITATION_DAYS} days): ${externalLink(context.publicUrl, token)}\n`,
    tenantId: ticket.tenantId,
  });
  return toFeedItem({ ...item, isUnread: false }, []);
}

/** The live invitation of a link and its ticket, or null (unknown, malformed or expired token). */
export async function findInvitation(
  tx: ScopedTx,
  token: string,
  options: { readonly lock?: boolean } = {},
): Promise<{ invitation: InvitationRow; ticket: TicketRow } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const query = tx
    .select({ invitation: externalPartyInvitations, ticket: tickets })
    .from(externalPartyInvitations)
    .innerJoin(
      tickets,
      and(
        eq(tickets.tenantId, externalPartyInvitations.tenantId),
        eq(tickets.id, externalPartyInvitations.ticketId),
      ),
    )
    .where(
      and(
        eq(externalPartyInvitations.tokenHash, tokenHash(token)),
        gt(externalPartyInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: externalPartyInvitations }) : await query;
  return row ?? null;
}

export const EXTERNAL_TOO_MANY = 'Too many comments through this link. Try again in an hour.';

/** The outside party's comment: an ExternalPartyCommentItem with no commenter, only their email. */
export async function addExternalComment(
  tx: ScopedTx,
  found: { invitation: InvitationRow; ticket: TicketRow },
  content: string,
): Promise<void> {
  const { invitation, ticket } = found;
  if (ticket.status === 'Closed') throw AppError.refused('TICKET_CLOSED', TICKET_CLOSED);
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await externalCommentsSince(tx, ticket, invitation.id, hourAgo)) >= EXTERNAL_COMMENTS_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', EXTERNAL_TOO_MANY);
  }
  await addFeedItem(tx, ticket, {
    type: 'ExternalPartyCommentItem',
    actor: null,
    content,
    data: { externalPartyEmail: invitation.email, invitationId: invitation.id },
  });
  // Whoever invited them hears of the answer.
  await queueMail(tx, {
    to: invitation.invitedByEmail,
    subject: mailSubject(ticket, `New comment from ${invitation.email}`),
    bodyText: `${invitation.email} wrote:\n\n${content}\n`,
    tenantId: ticket.tenantId,
    readableByPlatform: ticket.channelType === 'TenantToPlatformTicketChannel',
  });
}
