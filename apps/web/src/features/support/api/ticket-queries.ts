import { SUPPORT_PAGING } from '@paydesk/contracts/support/support.model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedEntry } from './feed-schema';
import { supportKeys } from './support-query-keys';
import { fetchFeedPage, fetchTicket } from './ticket-calls';
import type { TicketRef } from './ticket-ref';

export function useTicket(ref: TicketRef) {
  return useQuery({
    queryKey: supportKeys.ticket(ref.ticketId),
    queryFn: ({ signal }) => fetchTicket(ref, signal),
  });
}

/** The newest part of a feed: its items oldest first, and whether older pages exist. */
export interface FeedWindow {
  readonly items: readonly FeedEntry[];
  readonly count: number;
  /** The index of the oldest page shown; above 0 there are older items to load. */
  readonly firstPageIndex: number;
}

/**
 * The feed is served oldest first in pages of 50 (spec §9). A reader wants the latest items, so
 * this loads the last page plus `olderPages` pages before it. Pages are fixed slices of an
 * append-only list, so items never move between pages except when new ones arrive at the end;
 * duplicates from such a race are dropped.
 */
export async function fetchFeedWindow(
  ref: TicketRef,
  olderPages: number,
  signal?: AbortSignal,
): Promise<FeedWindow> {
  const pageSize = SUPPORT_PAGING.feedPageSize;
  const first = await fetchFeedPage(ref, { pageIndex: 0, pageSize }, signal);
  const lastIndex = Math.max(0, Math.ceil(first.count / pageSize) - 1);
  const firstPageIndex = Math.max(0, lastIndex - olderPages);
  const pages = await Promise.all(
    Array.from({ length: lastIndex - firstPageIndex + 1 }, (_, i) => firstPageIndex + i).map((pageIndex) =>
      pageIndex === 0 ? first : fetchFeedPage(ref, { pageIndex, pageSize }, signal),
    ),
  );
  const seen = new Set<string>();
  const items = pages
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.feedItemId) && seen.add(item.feedItemId));
  return { items, count: Math.max(...pages.map((p) => p.count)), firstPageIndex };
}

export function useTicketFeed(ref: TicketRef, olderPages: number) {
  return useQuery({
    queryKey: [...supportKeys.feed(ref.ticketId), { olderPages }],
    queryFn: ({ signal }) => fetchFeedWindow(ref, olderPages, signal),
    // "Load older" keeps the shown items on screen while the larger window arrives.
    placeholderData: keepPreviousData,
  });
}
