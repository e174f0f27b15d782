import type { Audience } from '@paydesk/contracts/auth/levels';
import { CHANNEL_PARTIES, type TicketChannel } from '@paydesk/contracts/support/support.model';

/**
 * Which ticket calls a ticket screen makes (spec §7): platform staff use the tenant-scoped family
 * `/support/{tenantId}/ticket/{id}/…`; merchants and tenant staff use `/support/ticket/{id}/…`.
 */
export type PlatformTicketRef = {
  readonly family: 'platform';
  readonly tenantId: string;
  readonly ticketId: string;
};
export type TicketRef = { readonly family: 'customer'; readonly ticketId: string } | PlatformTicketRef;

export function customerTicketRef(ticketId: string): TicketRef {
  return { family: 'customer', ticketId };
}

export function platformTicketRef(tenantId: string, ticketId: string): PlatformTicketRef {
  return { family: 'platform', tenantId, ticketId };
}

/** The tenant the files of this ticket's platform staff go to (null: the caller's own scope). */
export function uploadTenantOf(ref: TicketRef): string | null {
  return ref.family === 'platform' ? ref.tenantId : null;
}

/** Whether the reader answers this ticket (tenant staff on a merchant's ticket, platform staff on a tenant's). */
export function isHandlerOf(channel: TicketChannel, reader: Audience): boolean {
  return CHANNEL_PARTIES[channel].handler === reader;
}
