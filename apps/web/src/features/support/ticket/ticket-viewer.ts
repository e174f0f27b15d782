import type { Audience } from '@paydesk/contracts/auth/levels';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { isHandlerOf, type TicketRef } from '../api/ticket-ref';
import { AREA_AUDIENCE, type SupportArea } from '../model/support-area';

/**
 * What the person looking at a ticket may do with it, worked out once from the desk and the
 * ticket's channel (the server checks the same again).
 */
export interface TicketViewer {
  readonly area: SupportArea;
  readonly audience: Audience;
  readonly ref: TicketRef;
  /** The answering side: tenant staff on a merchant's ticket, platform staff on a tenant's. */
  readonly isHandler: boolean;
  /** Spec §4: assignment is customer-scoped, by the answering side, among its own staff. */
  readonly canAssign: boolean;
  /** Tenant staff turn a merchant's ticket into a ticket to the platform (spec §4). */
  readonly canEscalate: boolean;
  readonly isPlatformStaff: boolean;
  /** Spec §6: users without a merchant id may name customers. */
  readonly canReferenceCustomers: boolean;
  /**
   * The `ownerId` of set-support-label / clear-support-label: the organisation that owns the ticket
   * (the merchant of a merchant's ticket, the tenant of a tenant's ticket to the platform).
   */
  readonly labelOwnerId: string;
}

export function ticketViewer(area: SupportArea, ref: TicketRef, ticket: Ticket): TicketViewer {
  const audience = AREA_AUDIENCE[area];
  const isHandler = isHandlerOf(ticket.channelType, audience);
  const customerTicket = ticket.channelType === 'CustomerToTenantTicketChannel';
  return {
    area,
    audience,
    ref,
    isHandler,
    canAssign: isHandler,
    canEscalate: audience === 'tenant' && customerTicket && ticket.customer !== null,
    isPlatformStaff: audience === 'platform',
    canReferenceCustomers: audience !== 'customer',
    labelOwnerId: customerTicket && ticket.customer ? ticket.customer.merchantId : ticket.tenant.tenantId,
  };
}
