import type { TicketPriority, TicketStatus } from '@paydesk/contracts/support/support.model';
import { commentTypeFor } from '@paydesk/contracts/support/support.model';
import type {
  CommentRequest,
  FeedItem,
  RequestReference,
  Ticket,
} from '@paydesk/contracts/support/support.schemas';
import type { z } from 'zod';
import { AppError } from '../../infra/errors/app-error';
import { displayName } from './caller';
import { addFeedItem, markRead, unreadCount } from './feed.repository';
import { isHandler } from './ticket-access';
import type { TicketContext } from './ticket-context';
import { mailOtherParty } from './ticket-mail';
import { toFeedItem } from './ticket-mapper';
import { notifyTicketEvent } from './ticket-notifications';
import { checkReferences, storeReferences } from './ticket-references';
import { reloadTicket, ticketView, updateTicket } from './tickets.repository';

export const TICKET_CLOSED = 'The ticket is closed; reopen it to comment';
export const ALREADY_CLOSED = 'The ticket is already closed';
export const ALREADY_OPEN = 'The ticket is already open';
export const SAME_PRIORITY = 'The ticket already has this priority';

function mailContext(context: TicketContext) {
  return {
    tx: context.tx,
    publicUrl: context.publicUrl,
    ticket: context.ticket,
    actor: context.caller.person,
    actorSide: context.caller.audience,
  };
}

/**
 * A comment, public or internal (spec §6: internal comments are read only by the author's side).
 * File references attach the files and show with the comment under the key attachment. The
 * handler's first public answer sets the ticket's response time; a public comment is mailed to the
 * other party.
 */
export async function addComment(
  context: TicketContext,
  request: z.output<typeof CommentRequest>,
): Promise<FeedItem> {
  const { tx, scope, caller, ticket } = context;
  if (ticket.status === 'Closed') throw AppError.refused('TICKET_CLOSED', TICKET_CLOSED);
  // An internal note's attachments stay with the author's side.
  const readByMerchant = request.isInternal ? null : ticket.merchantId;
  const references = await checkReferences(tx, scope, ticket.tenantId, request.references, readByMerchant);
  const item = await addFeedItem(tx, ticket, {
    type: commentTypeFor(caller.audience, request.isInternal),
    actor: caller.person,
    content: request.content,
  });
  await storeReferences(tx, ticket, 'comment', item.id, references);
  if (!request.isInternal) {
    if (isHandler(ticket, caller.audience) && !ticket.responseAt) {
      await updateTicket(tx, ticket, { responseAt: item.createdAt });
    }
    await mailOtherParty(
      mailContext(context),
      'comment',
      `${displayName(caller.person)} wrote:\n\n${request.content}`,
    );
    await notifyTicketEvent(mailContext(context), { kind: 'comment', content: request.content });
  }
  const shown = references.map((r) => ({ key: r.key, value: r.value }));
  return toFeedItem({ ...item, isUnread: false }, shown);
}

/** Close or reopen (spec §4). Closing records the resolution time; reopening clears it. */
export async function changeStatus(context: TicketContext, newState: TicketStatus): Promise<Ticket> {
  const { tx, caller, ticket } = context;
  if (ticket.status === newState) {
    throw newState === 'Closed'
      ? AppError.refused('TICKET_ALREADY_CLOSED', ALREADY_CLOSED)
      : AppError.refused('TICKET_ALREADY_OPEN', ALREADY_OPEN);
  }
  await updateTicket(tx, ticket, {
    status: newState,
    resolutionAt: newState === 'Closed' ? new Date() : null,
  });
  await addFeedItem(tx, ticket, { type: 'StatusChangeFeedItem', actor: caller.person, data: { newState } });
  const who = displayName(caller.person);
  await mailOtherParty(
    mailContext(context),
    newState === 'Closed' ? 'closed' : 'reopened',
    newState === 'Closed' ? `${who} closed the ticket.` : `${who} reopened the ticket.`,
  );
  await notifyTicketEvent(mailContext(context), { kind: newState === 'Closed' ? 'closed' : 'reopened' });
  return ticketView(tx, caller, await reloadTicket(tx, ticket));
}

export async function changePriority(context: TicketContext, newPriority: TicketPriority): Promise<Ticket> {
  const { tx, caller, ticket } = context;
  if (ticket.priority === newPriority) throw AppError.refused('TICKET_PRIORITY_UNCHANGED', SAME_PRIORITY);
  await updateTicket(tx, ticket, { priority: newPriority });
  await addFeedItem(tx, ticket, {
    type: 'PriorityChangeItem',
    actor: caller.person,
    data: { newPriority },
  });
  return ticketView(tx, caller, await reloadTicket(tx, ticket));
}

/** References added after creation: one ReferenceItem holding them all. */
export async function addReferences(
  context: TicketContext,
  requested: readonly RequestReference[],
): Promise<Ticket> {
  const { tx, scope, caller, ticket } = context;
  const references = await checkReferences(tx, scope, ticket.tenantId, requested, ticket.merchantId);
  const item = await addFeedItem(tx, ticket, { type: 'ReferenceItem', actor: caller.person });
  await storeReferences(tx, ticket, 'ticket', item.id, references);
  return ticketView(tx, caller, await reloadTicket(tx, ticket));
}

/** Moves the caller's read mark to `until` (default now) and answers what is still unread. */
export async function markCommentsRead(
  context: TicketContext,
  until: string | undefined,
): Promise<{ unreadCount: number }> {
  const { tx, caller, ticket } = context;
  await markRead(tx, ticket, caller.person.userId, until ? new Date(until) : null);
  return {
    unreadCount: await unreadCount(tx, ticket, { userId: caller.person.userId, audience: caller.audience }),
  };
}
