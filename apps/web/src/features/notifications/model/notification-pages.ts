import { NOTIFICATION_FIGURES } from '@paydesk/contracts/notifications/notifications.model';
import type { Notification, NotificationList } from '@paydesk/contracts/notifications/notifications.schemas';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The panel's cached pages, and the pure changes the centre makes to them. A page remembers how
 * many items the server `served`: spec §9's end rule ("a page has fewer than 10 items or is
 * empty") is about what the server sent, not about what is left after a local delete or what a
 * poll added on top.
 */
export interface NotificationPage extends NotificationList {
  readonly served: number;
}
export type NotificationPages = InfiniteData<NotificationPage, number>;

export function pageOf(list: NotificationList): NotificationPage {
  return { ...list, served: list.data.length };
}

/** The next page index, or undefined at the end of the list. */
export function nextPageIndex(lastPage: NotificationPage, allPages: readonly NotificationPage[]) {
  return lastPage.served < NOTIFICATION_FIGURES.pageSize ? undefined : allPages.length;
}

/**
 * Everything held, newest first, each once: pages are fixed slices of a list that grows at the top,
 * so a later page can repeat items an earlier one (or a poll) already brought.
 */
export function heldNotifications(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
}

/** The newest `created` held: the poll asks for what came after it (null when nothing is held). */
export function newestCreated(data: NotificationPages | undefined): string | null {
  let newest: string | null = null;
  for (const item of data?.pages.flatMap((page) => page.data) ?? []) {
    if (newest === null || Date.parse(item.created) > Date.parse(newest)) newest = item.created;
  }
  return newest;
}

/** Puts the ones not held yet at the top of the first page; `added` are those, newest first. */
export function withNewNotifications(
  data: NotificationPages,
  incoming: readonly Notification[],
): { data: NotificationPages; added: Notification[] } {
  const held = new Set(data.pages.flatMap((page) => page.data.map((item) => item.id)));
  const seen = new Set<string>();
  const added = incoming
    .filter((item) => !held.has(item.id) && !seen.has(item.id) && seen.add(item.id))
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  if (added.length === 0) return { data, added };
  const [first, ...rest] = data.pages;
  const top: NotificationPage = first
    ? { ...first, data: [...added, ...first.data] }
    : { result: 'success', data: added, unreadNotificationCount: 0, served: 0 };
  return { data: { ...data, pages: [top, ...rest] }, added };
}

function mapItems(data: NotificationPages, change: (item: Notification) => Notification | null) {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map(change).filter((item): item is Notification => item !== null),
    })),
  };
}

export const withRead = (data: NotificationPages, id: string) =>
  mapItems(data, (item) => (item.id === id ? { ...item, isRead: true } : item));

export const withAllRead = (data: NotificationPages) => mapItems(data, (item) => ({ ...item, isRead: true }));

export const without = (data: NotificationPages, id: string) =>
  mapItems(data, (item) => (item.id === id ? null : item));

/** After 'Delete all': one empty page, which is also the end of the list. */
export function emptied(): NotificationPages {
  return {
    pages: [{ result: 'success', data: [], unreadNotificationCount: 0, served: 0 }],
    pageParams: [0],
  };
}
