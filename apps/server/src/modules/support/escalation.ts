import { AppError } from '../../infra/errors/app-error';
import { addFeedItem } from './feed.repository';
import type { TicketContext } from './ticket-context';
import { openTicket, type TicketRequest } from './ticket-create';
import { allReferencesOf, storeReferences, ticketReferencesOf } from './ticket-references';
import { updateTicket } from './tickets.repository';

export const ALREADY_ESCALATED = 'The ticket is already escalated';

/**
 * Tenant escalation (issue 4): the tenant opens a ticket to the platform from the dialog's body,
 * linked both ways with the merchant's ticket, and leaves an internal note on the merchant's ticket
 * (the merchant does not see that its ticket went to the platform). The new ticket carries the
 * merchant ticket's references and attachments. A ticket is escalated once; the
 * locked row makes a double click escalate it once too. Answers the new ticket's id.
 */
export async function escalateTicket(context: TicketContext, request: TicketRequest): Promise<string> {
  const { tx, scope, caller, ticket, publicUrl } = context;
  if (ticket.escalatedToTicketId) throw AppError.refused('TICKET_ALREADY_ESCALATED', ALREADY_ESCALATED);
  const platformTicket = await openTicket(
    tx,
    scope,
    caller,
    {
      channel: 'TenantToPlatformTicketChannel',
      tenantId: ticket.tenantId,
      merchantId: null,
      escalatedFrom: ticket.id,
    },
    request,
    publicUrl,
  );
  // The platform's ticket carries the merchant ticket's references and attachments, beside those
  // the escalation itself names: platform support sees what the tenant saw.
  const given = new Set(
    (await ticketReferencesOf(tx, platformTicket)).map((r) => `${r.key}\u0000${r.value}`),
  );
  const carried = (await allReferencesOf(tx, ticket)).filter((r) => !given.has(`${r.key}\u0000${r.value}`));
  await storeReferences(tx, platformTicket, 'ticket', null, carried);
  await updateTicket(tx, ticket, { escalatedToTicketId: platformTicket.id });
  await addFeedItem(tx, ticket, {
    type: 'TenantInternalCommentItem',
    actor: caller.person,
    content: `Escalated to the platform as ticket #${platformTicket.ticketNumber}`,
  });
  return platformTicket.id;
}
