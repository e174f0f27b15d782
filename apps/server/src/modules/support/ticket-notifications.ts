import type { Audience } from '@paydesk/contracts/auth/levels';
import { CHANNEL_PARTIES } from '@paydesk/contracts/support/support.model';
import { escapeHtml } from '../../infra/html/sanitise-html';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import {
  type FoundRecipient,
  notifyUsers,
  platformStaffHolding,
  type Recipient,
  recipientByEmail,
  recipientById,
  tenantStaffHolding,
} from '../notifications';
import type { Person } from './caller';
import type { TicketRow } from './ticket-access';
import { ticketLink } from './ticket-mail';

/**
 * In-app notifications (type Task) about ticket changes, written in the transaction of the change
 * beside the mail (ticket-mail.ts) and to the same party: a public comment, a status change or an
 * assignment tells the other party of the ticket; an assignment also tells the new assignee. Internal
 * comments are not announced (the callers do not call this for them). Nobody hears of their own action.
 *
 * The other party, as people rather than addresses:
 * - the requester's side: whoever opened the ticket, if they are on that side, else the user whose
 *   email is the ticket's contact (a ticket tenant staff opened for a merchant);
 * - the handler's side: the assignee, else the desk: for a merchant's ticket the tenant staff holding
 *   CRM.Support.Lookup whose customer limits include the merchant; a platform ticket has no per-user
 *   desk (the platform's support address is mailed), so nobody but an assignee.
 */

export interface TicketNoticeContext {
  readonly tx: ScopedTx;
  readonly ticket: TicketRow;
  readonly actor: Person;
  readonly actorSide: Audience;
}

export type TicketNotice =
  | { readonly kind: 'comment'; readonly content: string }
  | { readonly kind: 'closed' }
  | { readonly kind: 'reopened' }
  /** The new assignee, or null when the ticket was unassigned. */
  | { readonly kind: 'assigned'; readonly assignee: Person | null };

/** How much of a comment the notification quotes. */
export const COMMENT_SNIPPET_LENGTH = 280;

export async function notifyTicketEvent(context: TicketNoticeContext, notice: TicketNotice): Promise<void> {
  const { tx, ticket, actor, actorSide } = context;
  const parties = CHANNEL_PARTIES[ticket.channelType];
  const otherSide = actorSide === parties.handler ? parties.requester : parties.handler;
  let others =
    otherSide === parties.requester ? await requesterSide(tx, ticket) : await handlerSide(tx, ticket);
  const send = (recipients: readonly Recipient[], side: Audience, title: string) =>
    notifyUsers(
      tx,
      recipients,
      {
        type: 'Task',
        title,
        description: describe(context, notice),
        objectUrl: ticketLink('', ticket, side),
      },
      { exceptUserId: actor.userId },
    );

  if (notice.kind === 'assigned' && notice.assignee) {
    const assignee = await recipientById(tx, notice.assignee.userId);
    if (assignee) {
      await send([assignee], parties.handler, `Ticket #${ticket.ticketNumber} assigned to you`);
      others = others.filter((r) => r.userId !== assignee.userId);
    }
  }
  await send(others, otherSide, titleOf(ticket, notice));
}

/**
 * A new ticket tells the desk that handles it, in the app as well as by mail: a merchant's ticket
 * its tenant's support staff (CRM.Support.Lookup, within their customer limits), a ticket to the
 * platform platform support (Platform.Support.Lookup). An escalation (a platform ticket opened from
 * a merchant's) is a TicketEscalated notification, any other a TicketCreated one. Nobody hears of
 * their own ticket.
 */
export async function notifyTicketCreated(context: TicketNoticeContext): Promise<void> {
  const { tx, ticket, actor } = context;
  const parties = CHANNEL_PARTIES[ticket.channelType];
  const desk =
    ticket.channelType === 'CustomerToTenantTicketChannel'
      ? await handlerSide(tx, ticket)
      : await platformStaffHolding(tx, ['Platform.Support.Lookup']);
  const escalated = ticket.escalatedFromTicketId !== null;
  const number = `#${ticket.ticketNumber}`;
  const who = `<strong>${escapeHtml(nameOf(actor))}</strong>`;
  const subject = `<em>${escapeHtml(ticket.subject)}</em>`;
  await notifyUsers(
    tx,
    desk,
    {
      type: escalated ? 'TicketEscalated' : 'TicketCreated',
      title: escalated ? `Ticket ${number} escalated to the platform` : `New ticket ${number}`,
      description: escalated ? `<p>${who} escalated ${subject}.</p>` : `<p>${who} opened ${subject}.</p>`,
      objectUrl: ticketLink('', ticket, parties.handler),
    },
    { exceptUserId: actor.userId },
  );
}

function titleOf(ticket: TicketRow, notice: TicketNotice): string {
  const number = `#${ticket.ticketNumber}`;
  switch (notice.kind) {
    case 'comment':
      return `New comment on ticket ${number}`;
    case 'closed':
      return `Ticket ${number} closed`;
    case 'reopened':
      return `Ticket ${number} reopened`;
    case 'assigned':
      return notice.assignee ? `Ticket ${number} assigned` : `Ticket ${number} unassigned`;
  }
}

/** A short HTML snippet; everything people typed is escaped (notifyUsers sanitises it again). */
function describe({ ticket, actor }: TicketNoticeContext, notice: TicketNotice): string {
  const who = `<strong>${escapeHtml(nameOf(actor))}</strong>`;
  const subject = `<em>${escapeHtml(ticket.subject)}</em>`;
  switch (notice.kind) {
    case 'comment': {
      const text = notice.content.trim();
      const snippet =
        text.length > COMMENT_SNIPPET_LENGTH
          ? `${text.slice(0, COMMENT_SNIPPET_LENGTH - 1).trimEnd()}…`
          : text;
      return `<p>${who} wrote on ${subject}:</p><blockquote>${escapeHtml(snippet)}</blockquote>`;
    }
    case 'closed':
      return `<p>${who} closed ${subject}.</p>`;
    case 'reopened':
      return `<p>${who} reopened ${subject}.</p>`;
    case 'assigned':
      return notice.assignee
        ? `<p>${who} assigned ${subject} to <strong>${escapeHtml(nameOf(notice.assignee))}</strong>.</p>`
        : `<p>${who} unassigned ${subject}.</p>`;
  }
}

function nameOf(person: { email: string; firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** The requester as a person: the ticket's creator if on the requester side, else its contact. */
async function requesterSide(tx: ScopedTx, ticket: TicketRow): Promise<Recipient[]> {
  const creator = await recipientById(tx, ticket.createdBy);
  if (creator && isRequester(ticket, creator)) return [creator];
  const contact = ticket.contactEmail ? await recipientByEmail(tx, ticket.contactEmail) : null;
  return contact && isRequester(ticket, contact) ? [contact] : [];
}

function isRequester(ticket: TicketRow, user: FoundRecipient): boolean {
  if (ticket.channelType === 'CustomerToTenantTicketChannel') {
    return (
      user.audience === 'customer' &&
      user.tenantId === ticket.tenantId &&
      user.merchantId === ticket.merchantId
    );
  }
  return user.audience === 'tenant' && user.tenantId === ticket.tenantId;
}

/** The handler as people: the assignee, else (merchant tickets) the tenant's desk. */
async function handlerSide(tx: ScopedTx, ticket: TicketRow): Promise<Recipient[]> {
  if (ticket.assigneeId) {
    const assignee = await recipientById(tx, ticket.assigneeId);
    return assignee ? [assignee] : [];
  }
  if (ticket.channelType !== 'CustomerToTenantTicketChannel' || !ticket.merchantId) return [];
  return tenantStaffHolding(tx, {
    tenantId: ticket.tenantId,
    merchantId: ticket.merchantId,
    anyOf: ['CRM.Support.Lookup'],
  });
}
