import { randomUUID } from 'node:crypto';
import type { Audience } from '@paydesk/contracts/auth/levels';
import {
  canReadFeedItem,
  FEED_ITEM_TYPES,
  type FeedItemType,
  isCommentItem,
  isInternalItem,
} from '@paydesk/contracts/support/support.model';
import { and, asc, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { Person } from './caller';
import { type FeedItemData, ticketFeedItems, ticketReadMarks, tickets } from './support.table';
import type { TicketRow } from './ticket-access';

export type FeedItemRow = typeof ticketFeedItems.$inferSelect;

/** The feed item types a reader of this audience may read (spec §6: internal comments stay on their side). */
export function readableTypes(audience: Audience): FeedItemType[] {
  return FEED_ITEM_TYPES.filter((type) => canReadFeedItem(type, audience));
}

export interface NewFeedItem {
  readonly type: FeedItemType;
  /** The author; null for an outside party. */
  readonly actor: Person | null;
  readonly content?: string | null;
  readonly data?: FeedItemData;
}

/** Appends an item to the ticket's feed and, unless it is internal, moves the ticket's last activity to it. */
export async function addFeedItem(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id' | 'merchantId'>,
  item: NewFeedItem,
): Promise<FeedItemRow> {
  const [row] = await tx
    .insert(ticketFeedItems)
    .values({
      tenantId: ticket.tenantId,
      id: randomUUID(),
      ticketId: ticket.id,
      merchantId: ticket.merchantId,
      type: item.type,
      actorId: item.actor?.userId ?? null,
      actorEmail: item.actor?.email ?? null,
      actorFirstName: item.actor?.firstName ?? null,
      actorLastName: item.actor?.lastName ?? null,
      content: item.content ?? null,
      data: item.data ?? {},
    })
    .returning();
  if (!row) throw new Error('The feed item was not written');
  // An internal note does not move the ticket: both sides see the same last activity, so the other
  // side cannot tell from the ticket's time (or its place in a list) that a note was written.
  if (isInternalItem(item.type)) return row;
  await tx
    .update(tickets)
    .set({ lastActivityAt: row.createdAt })
    .where(and(eq(tickets.tenantId, ticket.tenantId), eq(tickets.id, ticket.id)));
  return row;
}

/**
 * The reader's unread items of the ticket in the outer query (`tickets`): readable by the reader's
 * audience, written by someone else, after the reader's read mark. `select` is what the subquery
 * selects: `count(*)` for a count, `1` under `exists`.
 */
function unreadItems(reader: { userId: string; audience: Audience }, select: SQL): SQL {
  const types = readableTypes(reader.audience);
  return sql`(select ${select} from ${ticketFeedItems} f
    where f.tenant_id = ${tickets.tenantId} and f.ticket_id = ${tickets.id}
      and f.type in ${types}
      and f.actor_id is distinct from ${reader.userId}
      and f.created_at > coalesce((select m.read_until from ${ticketReadMarks} m
        where m.tenant_id = ${tickets.tenantId} and m.ticket_id = ${tickets.id} and m.user_id = ${reader.userId}),
        '-infinity'::timestamptz))`;
}

/** unreadCount of a ticket row in a query over `tickets`. */
export function unreadCountSql(reader: { userId: string; audience: Audience }): SQL<number> {
  return sql<number>`${unreadItems(reader, sql`count(*)::int`)}`;
}

/** True for a ticket row with at least one unread item (the unreadOnly filter). */
export function hasUnreadSql(reader: { userId: string; audience: Audience }): SQL {
  return sql`exists ${unreadItems(reader, sql`1`)}`;
}

export async function unreadCount(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  reader: { userId: string; audience: Audience },
): Promise<number> {
  const [row] = await tx
    .select({ n: unreadCountSql(reader) })
    .from(tickets)
    .where(and(eq(tickets.tenantId, ticket.tenantId), eq(tickets.id, ticket.id)));
  return row?.n ?? 0;
}

export async function readMarkOf(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  userId: string,
): Promise<Date | null> {
  const [row] = await tx
    .select({ readUntil: ticketReadMarks.readUntil })
    .from(ticketReadMarks)
    .where(
      and(
        eq(ticketReadMarks.tenantId, ticket.tenantId),
        eq(ticketReadMarks.ticketId, ticket.id),
        eq(ticketReadMarks.userId, userId),
      ),
    );
  return row?.readUntil ?? null;
}

/**
 * Moves the reader's mark forward to `until` (never back: reading an old page does not unread newer
 * items), and never past now: a mark in the future would hide items not written yet.
 */
export async function markRead(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  userId: string,
  until: Date | null,
): Promise<void> {
  const now = sql`clock_timestamp()`;
  const readUntil = until ? sql`least(${until.toISOString()}::timestamptz, ${now})` : now;
  await tx
    .insert(ticketReadMarks)
    .values({ tenantId: ticket.tenantId, ticketId: ticket.id, userId, readUntil })
    .onConflictDoUpdate({
      target: [ticketReadMarks.tenantId, ticketReadMarks.ticketId, ticketReadMarks.userId],
      set: { readUntil: sql`greatest(${ticketReadMarks.readUntil}, excluded.read_until)` },
    });
}

export type ReadableFeedItem = FeedItemRow & { readonly isUnread: boolean };

/**
 * One page of the feed the reader may read, oldest first, each item with its unread state for the
 * reader, and how many such items there are. `'all'` reads the whole readable feed (exports).
 */
export async function feedPage(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  reader: { readonly userId: string; readonly audience: Audience },
  page: { readonly pageIndex: number; readonly pageSize: number } | 'all',
): Promise<{ rows: ReadableFeedItem[]; count: number }> {
  const where = and(
    eq(ticketFeedItems.tenantId, ticket.tenantId),
    eq(ticketFeedItems.ticketId, ticket.id),
    inArray(ticketFeedItems.type, readableTypes(reader.audience)),
  );
  const readUntil = await readMarkOf(tx, ticket, reader.userId);
  const isUnread = sql<boolean>`(${ticketFeedItems.actorId} is distinct from ${reader.userId}
    and ${ticketFeedItems.createdAt} > ${readUntil ? readUntil.toISOString() : '-infinity'}::timestamptz)`;
  const query = tx
    .select({ item: ticketFeedItems, isUnread })
    .from(ticketFeedItems)
    .where(where)
    .orderBy(asc(ticketFeedItems.createdAt), asc(ticketFeedItems.id));
  const withState = (rows: { item: FeedItemRow; isUnread: boolean }[]) =>
    rows.map((r) => ({ ...r.item, isUnread: r.isUnread }));
  if (page === 'all') {
    const rows = withState(await query);
    return { rows, count: rows.length };
  }
  const rows = withState(await query.limit(page.pageSize).offset(page.pageIndex * page.pageSize));
  const [total] = await tx.select({ n: count() }).from(ticketFeedItems).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** How many comments the ticket has (any side, internal or not): an input of the scoping estimate. */
export async function commentCount(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
): Promise<number> {
  const comments = FEED_ITEM_TYPES.filter(isCommentItem);
  const [row] = await tx
    .select({ n: count() })
    .from(ticketFeedItems)
    .where(
      and(
        eq(ticketFeedItems.tenantId, ticket.tenantId),
        eq(ticketFeedItems.ticketId, ticket.id),
        inArray(ticketFeedItems.type, comments),
      ),
    );
  return row?.n ?? 0;
}

/** Outside-party comments through one invitation since `since` (the link's throttle). */
export async function externalCommentsSince(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  invitationId: string,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ticketFeedItems)
    .where(
      and(
        eq(ticketFeedItems.tenantId, ticket.tenantId),
        eq(ticketFeedItems.ticketId, ticket.id),
        eq(ticketFeedItems.type, 'ExternalPartyCommentItem'),
        sql`${ticketFeedItems.data}->>'invitationId' = ${invitationId}`,
        gt(ticketFeedItems.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Every item of the given types, oldest first (the outside party's page). */
export async function feedItemsOfTypes(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  types: readonly FeedItemType[],
): Promise<FeedItemRow[]> {
  return tx
    .select()
    .from(ticketFeedItems)
    .where(
      and(
        eq(ticketFeedItems.tenantId, ticket.tenantId),
        eq(ticketFeedItems.ticketId, ticket.id),
        inArray(ticketFeedItems.type, [...types]),
      ),
    )
    .orderBy(asc(ticketFeedItems.createdAt), asc(ticketFeedItems.id));
}
