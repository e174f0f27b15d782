import type { Audience } from '@paydesk/contracts/auth/levels';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedTenantCondition,
} from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { tickets } from './support.table';

export type TicketRow = typeof tickets.$inferSelect;

const CUSTOMER_CHANNEL = 'CustomerToTenantTicketChannel';
const PLATFORM_CHANNEL = 'TenantToPlatformTicketChannel';

/**
 * The tickets a caller may see (docs/support-desk.md "Channels and who sees what"):
 * - a merchant user: its own merchant's tickets to its tenant;
 * - tenant staff: the tenant's merchants' tickets within their customer limits, and the tenant's own
 *   tickets to the platform (which name no merchant, so customer limits do not hide them);
 * - platform staff: tickets to the platform of the visible tenants, never a merchant's conversation
 *   with its tenant.
 * The scope's tenants (narrowed by the tenantId header) apply to all three.
 */
export function visibleTicketsCondition(audience: Audience, scope: DataScope): SQL | undefined {
  const customerTickets = and(
    eq(tickets.channelType, CUSTOMER_CHANNEL),
    scopedMerchantCondition(scope, { tenantId: tickets.tenantId, merchantId: tickets.merchantId }),
  );
  const platformTickets = and(
    eq(tickets.channelType, PLATFORM_CHANNEL),
    scopedTenantCondition(scope, tickets.tenantId),
  );
  if (audience === 'customer') return customerTickets;
  if (audience === 'platform') return platformTickets;
  return or(customerTickets, platformTickets);
}

/**
 * How a call names its ticket:
 * - `own`: /support/ticket/{id} (merchants and tenant staff);
 * - `tenant`: /support/{tenantId}/ticket/{id} (platform staff, per tenant);
 * - `customer`: /support/ticket/{customerId}/{ticketId}/... (tenant staff on a merchant's ticket);
 * - `owner`: /support/ticket/{ownerId}/{ticketId}/... (labels: the merchant of a customer ticket or the
 *   tenant of a platform ticket).
 * A path that names the wrong tenant, merchant or owner is the same 404 as an unknown ticket.
 */
export type TicketLocator =
  | { readonly kind: 'own'; readonly ticketId: string }
  | { readonly kind: 'tenant'; readonly tenantId: string; readonly ticketId: string }
  | { readonly kind: 'customer'; readonly customerId: string; readonly ticketId: string }
  | { readonly kind: 'owner'; readonly ownerId: string; readonly ticketId: string };

function locatorCondition(locator: TicketLocator): SQL | undefined {
  switch (locator.kind) {
    case 'own':
      return undefined;
    case 'tenant':
      return eq(tickets.tenantId, locator.tenantId);
    case 'customer':
      return and(eq(tickets.channelType, CUSTOMER_CHANNEL), eq(tickets.merchantId, locator.customerId));
    case 'owner':
      return or(
        and(eq(tickets.channelType, CUSTOMER_CHANNEL), eq(tickets.merchantId, locator.ownerId)),
        and(eq(tickets.channelType, PLATFORM_CHANNEL), eq(tickets.tenantId, locator.ownerId)),
      );
  }
}

/**
 * The ticket the locator names, if the caller may see it; else 404. With `lock`, the row is locked
 * for the rest of the transaction, so two changes to one ticket (a close racing a comment, two
 * escalations) happen one after the other.
 */
export async function findTicket(
  tx: ScopedTx,
  scope: DataScope,
  audience: Audience,
  locator: TicketLocator,
  options: { readonly lock?: boolean } = {},
): Promise<TicketRow> {
  const query = tx
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.id, locator.ticketId),
        visibleTicketsCondition(audience, scope),
        locatorCondition(locator),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Ticket');
  return row;
}

/** The channel each side answers (the tenant its merchants, the platform its tenants). */
export const HANDLED_CHANNEL = {
  tenant: CUSTOMER_CHANNEL,
  platform: PLATFORM_CHANNEL,
} as const satisfies Partial<Record<Audience, string>>;

/** True when the caller answers this ticket (the tenant on a customer ticket, the platform on a platform ticket). */
export function isHandler(ticket: Pick<TicketRow, 'channelType'>, audience: Audience): boolean {
  return (ticket.channelType === CUSTOMER_CHANNEL ? 'tenant' : 'platform') === audience;
}

/** The label field of the caller's side: each side keeps its own label on a ticket. */
export const LABEL_FIELD = {
  customer: 'customerLabelId',
  tenant: 'tenantLabelId',
  platform: 'platformLabelId',
} as const satisfies Record<Audience, keyof TicketRow>;

export function labelColumnOf(audience: Audience) {
  return tickets[LABEL_FIELD[audience]];
}
