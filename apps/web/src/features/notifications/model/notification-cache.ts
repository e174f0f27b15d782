import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../lib/notifications/notification-query-keys';
import {
  emptied,
  heldNotifications,
  type NotificationPages,
  withAllRead,
  withNewNotifications,
  without,
  withRead,
} from './notification-pages';

/**
 * How the centre changes its cache: the panel's pages and the bell's counter move together, so
 * the counter falls when an unread item is read or deleted (spec §4 "Notifications").
 */
const listKey = notificationKeys.list();
const unreadKey = notificationKeys.unread();

const pagesOf = (client: QueryClient) => client.getQueryData<NotificationPages>(listKey);

function addToUnread(client: QueryClient, delta: number): void {
  client.setQueryData<number>(unreadKey, (count = 0) => Math.max(0, count + delta));
}

/** Whether `item` is unread as the cache knows it now (a toast may hold an older copy). */
export function isUnread(client: QueryClient, item: Notification): boolean {
  const held = heldNotifications(pagesOf(client)).find((n) => n.id === item.id);
  return !(held ?? item).isRead;
}

/**
 * Merges a poll result or a streamed notification; returns the ones that are new to the user.
 * The counter takes the server's figure when the answer carries one, else counts the new unread.
 * Before the first page has loaded there is nothing to merge into (that load brings them all).
 */
export function mergeIncoming(
  client: QueryClient,
  incoming: readonly Notification[],
  serverUnread?: number,
): Notification[] {
  const data = pagesOf(client);
  if (!data) return [];
  const merged = withNewNotifications(data, incoming);
  if (merged.added.length > 0) client.setQueryData(listKey, merged.data);
  if (serverUnread !== undefined) client.setQueryData(unreadKey, serverUnread);
  else addToUnread(client, merged.added.filter((n) => !n.isRead).length);
  return merged.added;
}

export function applyRead(client: QueryClient, item: Notification): void {
  const wasUnread = isUnread(client, item);
  const data = pagesOf(client);
  if (data) client.setQueryData(listKey, withRead(data, item.id));
  if (wasUnread) addToUnread(client, -1);
}

export function applyAllRead(client: QueryClient): void {
  const data = pagesOf(client);
  if (data) client.setQueryData(listKey, withAllRead(data));
  client.setQueryData(unreadKey, 0);
}

/**
 * Removes the item at once, then reloads the pages held: the server's pages have moved up by one,
 * and the next page asked for must not skip the item that moved onto the page already held.
 */
export function applyRemoved(client: QueryClient, item: Notification): void {
  const wasUnread = isUnread(client, item);
  const data = pagesOf(client);
  if (data) client.setQueryData(listKey, without(data, item.id));
  if (wasUnread) addToUnread(client, -1);
  void client.invalidateQueries({ queryKey: listKey });
}

export function applyAllRemoved(client: QueryClient): void {
  client.setQueryData(listKey, emptied());
  client.setQueryData(unreadKey, 0);
}
