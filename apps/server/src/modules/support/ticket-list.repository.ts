import { SUPPORT_PAGING } from '@paydesk/contracts/support/support.model';
import type { TicketListQuery, TicketPage } from '@paydesk/contracts/support/support.schemas';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { merchants, tenants } from '../../infra/db/schema';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { supportLabels } from '../support-labels';
import type { Caller } from './caller';
import { hasUnreadSql, unreadCountSql } from './feed.repository';
import { tickets } from './support.table';
import { labelColumnOf, visibleTicketsCondition } from './ticket-access';
import { toTicketSummary } from './ticket-mapper';
import { labelColumns } from './tickets.repository';

export type ListQuery = z.output<typeof TicketListQuery>;

/**
 * Text search on subject and description: each word the user typed must start a word of the ticket
 * (prefix match on the 'simple' text-search vector, served by the GIN index). Only letters and digits
 * reach to_tsquery, so its operators cannot be injected. A number (with or without #) also finds the
 * ticket with that number.
 */
export function searchCondition(searchKey: string | undefined): SQL | undefined {
  const text = searchKey?.trim() ?? '';
  if (!text) return undefined;
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  const matches = words.length
    ? sql`${tickets.search} @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`
    : undefined;
  const byNumber = number ? eq(tickets.ticketNumber, Number(number)) : undefined;
  // Only punctuation typed: nothing can match, rather than everything.
  return or(matches, byNumber) ?? sql`false`;
}

function assigneeCondition(assignee: string | undefined, caller: Caller): SQL | undefined {
  const value = assignee?.trim().toLowerCase();
  if (!value) return undefined;
  if (value === 'me') return eq(tickets.assigneeId, caller.person.userId);
  if (value === 'unassigned') return isNull(tickets.assigneeId);
  return eq(tickets.assigneeEmail, value);
}

const list = <T extends string>(values: readonly T[] | undefined) =>
  values && values.length > 0 ? [...values] : undefined;

/** Every filter of the list (issue 4), on top of what the caller may see. */
function filters(caller: Caller, scope: DataScope, query: ListQuery): SQL | undefined {
  const reader = { userId: caller.person.userId, audience: caller.audience };
  const statuses = list(query.status);
  const priorities = list(query.priority);
  const categories = list(query.category);
  return and(
    visibleTicketsCondition(caller.audience, scope),
    query.ticketChannelType ? eq(tickets.channelType, query.ticketChannelType) : undefined,
    statuses ? inArray(tickets.status, statuses) : undefined,
    priorities ? inArray(tickets.priority, priorities) : undefined,
    categories ? inArray(tickets.category, categories) : undefined,
    // The label filter reads the caller's own side's label: the other side's labels are not theirs.
    query.labelId ? eq(labelColumnOf(caller.audience), query.labelId) : undefined,
    assigneeCondition(query.assignee, caller),
    query.tenantId ? eq(tickets.tenantId, query.tenantId) : undefined,
    query.customerId ? eq(tickets.merchantId, query.customerId) : undefined,
    searchCondition(query.searchKey),
    query.unreadOnly ? hasUnreadSql(reader) : undefined,
  );
}

const SORT_COLUMNS = {
  lastActivityOn: tickets.lastActivityAt,
  createdOn: tickets.createdAt,
  priority: tickets.priorityRank,
  ticketNumber: tickets.ticketNumber,
  status: tickets.status,
} as const;

function ordering(query: ListQuery): SQL[] {
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const primary = SORT_COLUMNS[query.sortBy];
  // Ties (same priority, same status) show the most recently active first; the id makes paging stable.
  const tieBreak = query.sortBy === 'lastActivityOn' ? [] : [desc(tickets.lastActivityAt)];
  const last = query.sortBy === 'lastActivityOn' ? direction(tickets.id) : desc(tickets.id);
  return [direction(primary), ...tieBreak, last];
}

/**
 * The most a list counts (contracts SUPPORT_PAGING.listCountCap). Counting every match would read all
 * of a tenant's tickets for a broad filter (100,000 index entries for "all tickets"), while the page
 * itself reads 20; so the count stops there. Below it the count is exact (every realistic queue: open,
 * high priority, assigned to me). bench/run-benchmarks.ts measures both at 100,000 tickets.
 */
export const LIST_COUNT_CAP = SUPPORT_PAGING.listCountCap;

/** One page of the tickets the caller may see, with the (capped) count of the filtered list. */
export async function listTickets(
  tx: ScopedTx,
  scope: DataScope,
  caller: Caller,
  query: ListQuery,
): Promise<TicketPage> {
  const where = filters(caller, scope, query);
  const reader = { userId: caller.person.userId, audience: caller.audience };
  const rows = await tx
    .select({
      ticket: tickets,
      tenantName: tenants.name,
      customerName: merchants.legalBusinessName,
      label: labelColumns,
      unreadCount: unreadCountSql(reader),
    })
    .from(tickets)
    .innerJoin(tenants, eq(tenants.id, tickets.tenantId))
    .leftJoin(merchants, and(eq(merchants.tenantId, tickets.tenantId), eq(merchants.id, tickets.merchantId)))
    .leftJoin(supportLabels, eq(supportLabels.id, labelColumnOf(caller.audience)))
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const matches = tx.select({ one: sql`1` }).from(tickets).where(where).limit(LIST_COUNT_CAP).as('matches');
  const [total] = await tx.select({ n: count() }).from(matches);
  return {
    count: total?.n ?? 0,
    data: rows.map((row) =>
      toTicketSummary(row.ticket, {
        tenantName: row.tenantName,
        customerName: row.customerName,
        label: row.label?.labelId ? row.label : null,
        unreadCount: row.unreadCount,
      }),
    ),
  };
}
