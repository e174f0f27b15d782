import type { Audience } from '@paydesk/contracts/auth/levels';
import type { TicketChannel } from '@paydesk/contracts/support/support.model';

/**
 * The three desks of spec §2: merchant/support, tenant/support and platform/support, each with its
 * ticket list (…/support-tickets) and ticket screens. The area comes from the route, not from the
 * user, so a platform user who also holds a merchant or tenant key is not shown the wrong desk.
 */
export type SupportArea = 'merchant' | 'tenant' | 'platform';

/** Who works each desk (the audience its calls are declared for). */
export const AREA_AUDIENCE: Record<SupportArea, Audience> = {
  merchant: 'customer',
  tenant: 'tenant',
  platform: 'platform',
};

export function deskHomePath(area: SupportArea): string {
  return `/${area}/support`;
}

export function ticketListPath(area: SupportArea): string {
  return `/${area}/support-tickets`;
}

/** Platform tickets are addressed per tenant (spec §7 "Platform tickets (tenant-scoped)"). */
export function ticketPath(area: SupportArea, ticket: { ticketId: string; tenant: { tenantId: string } }) {
  return area === 'platform'
    ? `/platform/support-tickets/${ticket.tenant.tenantId}/${ticket.ticketId}`
    : `/${area}/support-tickets/${ticket.ticketId}`;
}

/** Tenant staff see two lists: their merchants' tickets and their own tickets to the platform. */
export const TENANT_CHANNELS: readonly TicketChannel[] = [
  'CustomerToTenantTicketChannel',
  'TenantToPlatformTicketChannel',
];

/** Operators (tenant and platform staff) filter by assignee and customer; merchants do not. */
export function isOperatorArea(area: SupportArea): boolean {
  return area !== 'merchant';
}
