import type { FeedItem, FeedReference, Ticket } from '@paydesk/contracts/support/support.schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { tenants } from '../../infra/db/schema';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { supportLabels } from '../support-labels';
import type { Caller } from './caller';
import { readableTypes, unreadCountSql } from './feed.repository';
import { ticketFeedItems, ticketReadMarks, ticketReferences, tickets } from './support.table';
import { labelColumnOf, type TicketRow, visibleTicketsCondition } from './ticket-access';
import { toFeedItem, toTicket } from './ticket-mapper';
import { labelColumns } from './tickets.repository';

/** Tickets read per round trip: keeps each query's parameter list small at any volume. */
const CHUNK = 500;

export interface ExportFilter {
  readonly tenantId?: string;
  readonly status?: readonly ('Opened' | 'Closed')[];
}

interface TenantExport {
  readonly tenant: { readonly tenantId: string; readonly tenantName: string };
  readonly exportedOn: string;
  readonly tickets: (Ticket & { feed: FeedItem[] })[];
}

/**
 * GET /support/ticket/export: a zip with one JSON file per tenant (`<tenant name>.json`) holding its
 * platform tickets, each with its whole feed as platform staff may read it (canReadFeedItem: never a
 * tenant's internal notes).
 */
export async function exportPlatformTickets(
  tx: ScopedTx,
  scope: DataScope,
  caller: Caller,
  filter: ExportFilter,
): Promise<Uint8Array> {
  const rows = await tx
    .select({
      ticket: tickets,
      tenantName: tenants.name,
      label: labelColumns,
      unreadCount: unreadCountSql({ userId: caller.person.userId, audience: caller.audience }),
    })
    .from(tickets)
    .innerJoin(tenants, eq(tenants.id, tickets.tenantId))
    .leftJoin(supportLabels, eq(supportLabels.id, labelColumnOf(caller.audience)))
    .where(
      and(
        visibleTicketsCondition(caller.audience, scope),
        filter.tenantId ? eq(tickets.tenantId, filter.tenantId) : undefined,
        filter.status?.length ? inArray(tickets.status, [...filter.status]) : undefined,
      ),
    )
    .orderBy(asc(tenants.name), asc(tickets.tenantId), asc(tickets.ticketNumber));

  const byTenant = new Map<string, TenantExport>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const details = await chunkDetails(
      tx,
      caller,
      chunk.map((r) => r.ticket),
    );
    for (const row of chunk) {
      const ticketId = row.ticket.id;
      const ticket = toTicket(
        row.ticket,
        {
          tenantName: row.tenantName,
          customerName: null,
          label: row.label?.labelId ? row.label : null,
          unreadCount: row.unreadCount,
          references: details.ticketReferences.get(ticketId) ?? [],
        },
        caller.audience,
      );
      const entry = byTenant.get(row.ticket.tenantId) ?? {
        tenant: { tenantId: row.ticket.tenantId, tenantName: row.tenantName },
        exportedOn: new Date().toISOString(),
        tickets: [],
      };
      entry.tickets.push({ ...ticket, feed: details.feeds.get(ticketId) ?? [] });
      byTenant.set(row.ticket.tenantId, entry);
    }
  }

  const names = new Set<string>();
  const files: Record<string, Uint8Array> = {};
  for (const entry of byTenant.values()) {
    const name = uniqueName(safeFileName(entry.tenant.tenantName, entry.tenant.tenantId), names);
    files[`${name}.json`] = strToU8(JSON.stringify(entry, null, 2));
  }
  return zipSync(files);
}

/** The feeds (readable items, with their references) and the ticket references of a chunk of tickets. */
async function chunkDetails(tx: ScopedTx, caller: Caller, chunk: readonly TicketRow[]) {
  const ids = chunk.map((t) => t.id);
  const tenantIds = [...new Set(chunk.map((t) => t.tenantId))];
  const items = await tx
    .select()
    .from(ticketFeedItems)
    .where(
      and(
        inArray(ticketFeedItems.tenantId, tenantIds),
        inArray(ticketFeedItems.ticketId, ids),
        inArray(ticketFeedItems.type, readableTypes(caller.audience)),
      ),
    )
    .orderBy(asc(ticketFeedItems.createdAt), asc(ticketFeedItems.id));
  const references = await tx
    .select()
    .from(ticketReferences)
    .where(and(inArray(ticketReferences.tenantId, tenantIds), inArray(ticketReferences.ticketId, ids)))
    .orderBy(asc(ticketReferences.createdAt), asc(ticketReferences.position));
  const marks = await tx
    .select({ ticketId: ticketReadMarks.ticketId, readUntil: ticketReadMarks.readUntil })
    .from(ticketReadMarks)
    .where(
      and(
        inArray(ticketReadMarks.tenantId, tenantIds),
        inArray(ticketReadMarks.ticketId, ids),
        eq(ticketReadMarks.userId, caller.person.userId),
      ),
    );
  const readUntil = new Map(marks.map((m) => [m.ticketId, m.readUntil]));

  const ticketRefs = new Map<string, FeedReference[]>();
  const itemRefs = new Map<string, FeedReference[]>();
  for (const ref of references) {
    const shown = { key: ref.key, value: ref.value };
    if (ref.kind === 'ticket') push(ticketRefs, ref.ticketId, shown);
    if (ref.feedItemId) push(itemRefs, ref.feedItemId, shown);
  }
  const feeds = new Map<string, FeedItem[]>();
  for (const item of items) {
    const mark = readUntil.get(item.ticketId);
    const isUnread = item.actorId !== caller.person.userId && (!mark || item.createdAt > mark);
    push(feeds, item.ticketId, toFeedItem({ ...item, isUnread }, itemRefs.get(item.id) ?? []));
  }
  return { ticketReferences: ticketRefs, feeds };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A file name any system accepts: letters, digits, spaces, dots, dashes and underscores only. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w .-]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  // Nothing left that names anything ("../.." became "_"): the tenant's id instead.
  return /[A-Za-z0-9]/.test(cleaned) ? cleaned : fallback;
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${name} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
