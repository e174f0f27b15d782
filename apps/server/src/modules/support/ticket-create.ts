import { randomUUID } from 'node:crypto';
import type { TicketChannel } from '@paydesk/contracts/support/support.model';
import type { SupportTicketRequest } from '@paydesk/contracts/support/support.schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { merchants, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedTenantCondition,
} from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { Caller } from './caller';
import type { TicketRow } from './ticket-access';
import { mailTicketCreated } from './ticket-mail';
import { notifyTicketCreated } from './ticket-notifications';
import { checkReferences, storeReferences } from './ticket-references';
import { insertTicket } from './tickets.repository';

export type TicketRequest = z.output<typeof SupportTicketRequest>;

/** Where a new ticket goes: its channel, tenant and (for a customer ticket) merchant. */
export interface TicketDestination {
  readonly channel: TicketChannel;
  readonly tenantId: string;
  readonly merchantId: string | null;
  /** The customer ticket a platform ticket escalates. */
  readonly escalatedFrom?: string;
}

/**
 * Opens a ticket. The destination must be in the caller's scope: an active tenant it can see and,
 * for a customer ticket, a merchant of that tenant it can see (a merchant user: itself; tenant staff:
 * within their customer limits); else 404. The ticket's description is its opening message, so no
 * feed item is written; initial_request_at defaults to the creation time.
 */
export async function openTicket(
  tx: ScopedTx,
  scope: DataScope,
  caller: Caller,
  destination: TicketDestination,
  request: TicketRequest,
  publicUrl: string,
): Promise<TicketRow> {
  await requireDestination(tx, scope, destination);
  const references = await checkReferences(
    tx,
    scope,
    destination.tenantId,
    request.references,
    destination.merchantId,
  );
  const { person } = caller;
  const ticket = await insertTicket(tx, {
    tenantId: destination.tenantId,
    id: randomUUID(),
    channelType: destination.channel,
    merchantId: destination.merchantId,
    priority: request.priority,
    category: request.ticketCategory,
    subject: request.subject,
    description: request.description,
    contactEmail: request.contactEmail ?? null,
    // Spec §3: contactEmails are for platform users only; from anyone else they are ignored.
    contactEmails: caller.audience === 'platform' ? [...new Set(request.contactEmails)] : [],
    createdBy: person.userId,
    createdByEmail: person.email,
    createdByFirstName: person.firstName,
    createdByLastName: person.lastName,
    escalatedFromTicketId: destination.escalatedFrom ?? null,
  });
  await storeReferences(tx, ticket, 'ticket', null, references);
  await mailTicketCreated({ tx, publicUrl, ticket, actor: person, actorSide: caller.audience });
  await notifyTicketCreated({ tx, ticket, actor: person, actorSide: caller.audience });
  return ticket;
}

async function requireDestination(tx: ScopedTx, scope: DataScope, destination: TicketDestination) {
  const [tenant] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(
        eq(tenants.id, destination.tenantId),
        eq(tenants.isActive, true),
        scopedTenantCondition(scope, tenants.id),
      ),
    );
  if (!tenant) throw AppError.notFound('Tenant');
  if (destination.merchantId === null) return;
  const [merchant] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        eq(merchants.tenantId, destination.tenantId),
        eq(merchants.id, destination.merchantId),
        scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
      ),
    );
  if (!merchant) throw AppError.notFound('Customer');
}

/**
 * POST /support/ticket: the caller's own kind of ticket. A merchant writes to its tenant, tenant
 * staff write to the platform, platform staff open a platform ticket for the tenant they name.
 */
export function destinationForCaller(
  caller: Caller,
  wrapper: { readonly tenantId?: string | null },
): TicketDestination {
  const { actor } = caller;
  if (caller.audience === 'customer') {
    return {
      channel: 'CustomerToTenantTicketChannel',
      tenantId: actor.tenantId ?? '',
      merchantId: actor.merchantId ?? '',
    };
  }
  if (caller.audience === 'tenant') {
    return { channel: 'TenantToPlatformTicketChannel', tenantId: actor.tenantId ?? '', merchantId: null };
  }
  // Spec §5 "Tenant is required for platform users".
  if (!wrapper.tenantId)
    throw AppError.validation([{ field: 'body.tenantId', message: 'Tenant is required' }]);
  return { channel: 'TenantToPlatformTicketChannel', tenantId: wrapper.tenantId, merchantId: null };
}
