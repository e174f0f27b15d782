import type { TicketPriority } from '@paydesk/contracts/support/support.model';
import type { CommentRequest, RequestReference, Ticket } from '@paydesk/contracts/support/support.schemas';
import { customerTicket, platformTicket } from '@paydesk/contracts/support/ticket.endpoints';
import { callEndpoint } from '../../../lib/api/api-client';
import { FeedEntryPage } from './feed-schema';
import type { PlatformTicketRef, TicketRef } from './ticket-ref';

/**
 * The calls both ticket families share (contracts: `customerTicket` and `platformTicket`), one
 * function each, so a screen says what it does and not which family it talks to.
 */
const platformParams = (ref: PlatformTicketRef) => ({
  tenantId: ref.tenantId,
  id: ref.ticketId,
});
const customerParams = (ref: TicketRef) => ({ id: ref.ticketId });

export function fetchTicket(ref: TicketRef, signal?: AbortSignal): Promise<Ticket> {
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.getTicket, { params: platformParams(ref), signal })
    : callEndpoint(customerTicket.getTicket, { params: customerParams(ref), signal });
}

// The feed calls as declared, read with the lenient feed schema (see feed-schema.ts).
const customerFeed = { ...customerTicket.getFeed, response: FeedEntryPage };
const platformFeed = { ...platformTicket.getFeed, response: FeedEntryPage };

export function fetchFeedPage(
  ref: TicketRef,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<FeedEntryPage> {
  return ref.family === 'platform'
    ? callEndpoint(platformFeed, { params: platformParams(ref), query: page, signal })
    : callEndpoint(customerFeed, { params: customerParams(ref), query: page, signal });
}

export function postComment(ref: TicketRef, body: CommentRequest) {
  const request = { isInternal: false, references: [], ...body };
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.comment, { params: platformParams(ref), body: request })
    : callEndpoint(customerTicket.comment, { params: customerParams(ref), body: request });
}

export function closeTicket(ref: TicketRef): Promise<Ticket> {
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.close, { params: platformParams(ref) })
    : callEndpoint(customerTicket.close, { params: customerParams(ref) });
}

export function reopenTicket(ref: TicketRef): Promise<Ticket> {
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.open, { params: platformParams(ref) })
    : callEndpoint(customerTicket.open, { params: customerParams(ref) });
}

export function changePriority(ref: TicketRef, priority: TicketPriority): Promise<Ticket> {
  const body = { priority };
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.setPriority, { params: platformParams(ref), body })
    : callEndpoint(customerTicket.setPriority, { params: customerParams(ref), body });
}

export function addReferences(ref: TicketRef, references: RequestReference[]): Promise<Ticket> {
  const body = { references };
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.addReferences, { params: platformParams(ref), body })
    : callEndpoint(customerTicket.addReferences, { params: customerParams(ref), body });
}

export function inviteExternalParty(ref: TicketRef, email: string, description: string) {
  const body = { email, description };
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.inviteExternalParty, { params: platformParams(ref), body })
    : callEndpoint(customerTicket.inviteExternalParty, { params: customerParams(ref), body });
}

export function exportFeedCsv(ref: TicketRef): Promise<Blob> {
  const call =
    ref.family === 'platform'
      ? callEndpoint(platformTicket.exportFeedCsv, { params: platformParams(ref) })
      : callEndpoint(customerTicket.exportFeedCsv, { params: customerParams(ref) });
  return call as Promise<Blob>;
}

/**
 * Marks the feed read for the caller. Tenant staff on a merchant's ticket may also use the
 * customer-scoped path (spec §7); the ticket path serves every reader, so it is the one used.
 */
export function markFeedRead(ref: TicketRef) {
  return ref.family === 'platform'
    ? callEndpoint(platformTicket.markCommentsAsRead, { params: platformParams(ref), body: {} })
    : callEndpoint(customerTicket.markCommentsAsRead, { params: customerParams(ref), body: {} });
}
