import type { Audience } from '@paydesk/contracts/auth/levels';
import { CHANNEL_PARTIES } from '@paydesk/contracts/support/support.model';
import { eq } from 'drizzle-orm';
import { tenants } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { queueMail } from '../mail';
import { displayName, type Person } from './caller';
import type { TicketRow } from './ticket-access';

/**
 * Mail about ticket changes, queued in the transaction of the change (a transactional outbox: the
 * mail exists exactly when the change was committed). Each mail goes to the other party of the
 * ticket, never back to the person who made the change.
 */

/** Where platform tickets are announced: the platform's support desk (there is no per-user inbox). */
export const PLATFORM_SUPPORT_ADDRESS = 'support@paydesk.test';

export type TicketEvent = 'created' | 'comment' | 'closed' | 'reopened' | 'assigned';

const SUBJECT_PREFIX: Record<TicketEvent, string> = {
  created: 'New ticket',
  comment: 'New comment',
  closed: 'Ticket closed',
  reopened: 'Ticket reopened',
  assigned: 'Ticket assigned',
};

export function mailSubject(ticket: Pick<TicketRow, 'ticketNumber' | 'subject'>, what: string): string {
  return `[Ticket #${ticket.ticketNumber}] ${what}: ${ticket.subject}`;
}

/** The portal page of the ticket for a reader of that side (the web's routes). */
export function ticketLink(publicUrl: string, ticket: Pick<TicketRow, 'tenantId' | 'id'>, side: Audience) {
  if (side === 'platform') return `${publicUrl}/platform/support-tickets/${ticket.tenantId}/${ticket.id}`;
  return `${publicUrl}/${side === 'tenant' ? 'tenant' : 'merchant'}/support-tickets/${ticket.id}`;
}

interface MailContext {
  readonly tx: ScopedTx;
  readonly publicUrl: string;
  readonly ticket: TicketRow;
  /** Who made the change, and for which side. */
  readonly actor: Person;
  readonly actorSide: Audience;
}

/** The requester's contact: the address given on the ticket, else whoever opened it. */
function requesterAddresses(ticket: TicketRow): string[] {
  return [ticket.contactEmail ?? ticket.createdByEmail];
}

/** The handler's contact: the assignee, else the desk (the tenant's support address, or the platform's). */
async function handlerAddresses(tx: ScopedTx, ticket: TicketRow): Promise<string[]> {
  if (ticket.assigneeEmail) return [ticket.assigneeEmail];
  if (ticket.channelType === 'TenantToPlatformTicketChannel') return [PLATFORM_SUPPORT_ADDRESS];
  const [tenant] = await tx
    .select({ supportEmail: tenants.supportEmail })
    .from(tenants)
    .where(eq(tenants.id, ticket.tenantId));
  return tenant?.supportEmail ? [tenant.supportEmail] : [];
}

async function send(
  context: MailContext,
  recipients: readonly string[],
  recipientSide: Audience,
  event: TicketEvent,
  text: string,
): Promise<void> {
  const { tx, ticket, actor } = context;
  const to = [...new Set(recipients.map((r) => r.trim().toLowerCase()))].filter(
    (r) => r.length > 0 && r !== actor.email.toLowerCase(),
  );
  const link = ticketLink(context.publicUrl, ticket, recipientSide);
  const bodyText = `${text}\n\nTicket #${ticket.ticketNumber}: ${ticket.subject}\nOpen it in Paydesk: ${link}\n`;
  for (const address of to) {
    await queueMail(tx, {
      to: address,
      subject: mailSubject(ticket, SUBJECT_PREFIX[event]),
      bodyText,
      tenantId: ticket.tenantId,
      // The platform is a party to a platform ticket; a merchant's ticket is not its to read.
      readableByPlatform: ticket.channelType === 'TenantToPlatformTicketChannel',
    });
  }
}

/**
 * A new ticket: the handler's desk hears of it (and, for a platform ticket, the contacts to notify).
 * When the handler opened it (tenant staff for a merchant, platform staff for a tenant), the
 * requester's contact hears instead.
 */
export async function mailTicketCreated(context: MailContext): Promise<void> {
  const { ticket, actor, actorSide } = context;
  const parties = CHANNEL_PARTIES[ticket.channelType];
  const text = [
    `${displayName(actor)} opened ticket #${ticket.ticketNumber}.`,
    `Category: ${ticket.category}. Priority: ${ticket.priority}.`,
    '',
    ticket.description,
  ].join('\n');
  if (actorSide === parties.handler) {
    const to = [...(ticket.contactEmail ? [ticket.contactEmail] : []), ...ticket.contactEmails];
    return send(context, to, parties.requester, 'created', text);
  }
  const to = [...(await handlerAddresses(context.tx, ticket)), ...ticket.contactEmails];
  return send(context, to, parties.handler, 'created', text);
}

/** A public comment, a status change or an assignment: the other party's contact hears of it. */
export async function mailOtherParty(context: MailContext, event: TicketEvent, text: string): Promise<void> {
  const { ticket, actorSide } = context;
  const parties = CHANNEL_PARTIES[ticket.channelType];
  if (actorSide === parties.handler) {
    return send(context, requesterAddresses(ticket), parties.requester, event, text);
  }
  return send(context, await handlerAddresses(context.tx, ticket), parties.handler, event, text);
}
