import type { Label, Ticket } from '@paydesk/contracts/support/support.schemas';
import { and, eq } from 'drizzle-orm';
import { merchants, tenants } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { supportLabels } from '../support-labels';
import type { Caller } from './caller';
import { unreadCount } from './feed.repository';
import { tickets } from './support.table';
import { LABEL_FIELD, type TicketRow } from './ticket-access';
import { type TicketExtras, toTicket } from './ticket-mapper';
import { ticketReferencesOf } from './ticket-references';

export type NewTicket = typeof tickets.$inferInsert;
export type TicketChanges = Partial<Omit<NewTicket, 'tenantId' | 'id'>>;

export async function insertTicket(tx: ScopedTx, values: NewTicket): Promise<TicketRow> {
  const [row] = await tx.insert(tickets).values(values).returning();
  if (!row) throw new Error('The ticket row was not written');
  return row;
}

/** Applies changes to a ticket the caller already located (and usually locked); answers the new row. */
export async function updateTicket(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  changes: TicketChanges,
): Promise<TicketRow> {
  const [row] = await tx
    .update(tickets)
    .set(changes)
    .where(and(eq(tickets.tenantId, ticket.tenantId), eq(tickets.id, ticket.id)))
    .returning();
  if (!row) throw new Error('The ticket row was not updated');
  return row;
}

/** The ticket as its row is now (after feed items moved its last activity). */
export async function reloadTicket(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
): Promise<TicketRow> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.tenantId, ticket.tenantId), eq(tickets.id, ticket.id)));
  if (!row) throw new Error('The ticket row disappeared');
  return row;
}

export const labelColumns = {
  labelId: supportLabels.id,
  value: supportLabels.value,
  description: supportLabels.description,
  color: supportLabels.color,
  isDefault: supportLabels.isDefault,
  sortOrder: supportLabels.sortOrder,
};

/** The names and the caller's label and unread count that a ticket row needs to become a DTO. */
export async function ticketExtras(tx: ScopedTx, caller: Caller, row: TicketRow): Promise<TicketExtras> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, row.tenantId));
  const [merchant] = row.merchantId
    ? await tx
        .select({ name: merchants.legalBusinessName })
        .from(merchants)
        .where(and(eq(merchants.tenantId, row.tenantId), eq(merchants.id, row.merchantId)))
    : [];
  const labelId = row[LABEL_FIELD[caller.audience]];
  const [label] = labelId
    ? await tx.select(labelColumns).from(supportLabels).where(eq(supportLabels.id, labelId))
    : [];
  return {
    tenantName: tenant?.name ?? '',
    customerName: merchant?.name ?? null,
    label: (label as Label | undefined) ?? null,
    unreadCount: await unreadCount(tx, row, { userId: caller.person.userId, audience: caller.audience }),
  };
}

/** The full ticket DTO (spec §3 Ticket) as the caller sees it. */
export async function ticketView(tx: ScopedTx, caller: Caller, row: TicketRow): Promise<Ticket> {
  const extras = await ticketExtras(tx, caller, row);
  const references = await ticketReferencesOf(tx, row);
  return toTicket(row, { ...extras, references }, caller.audience);
}
