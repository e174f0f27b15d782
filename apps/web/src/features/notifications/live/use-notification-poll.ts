import { NOTIFICATION_FIGURES } from '@paydesk/contracts/notifications/notifications.model';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { usePolling } from '../../../lib/http/use-polling';
import { notificationKeys } from '../../../lib/notifications/notification-query-keys';
import { fetchNotificationPage, fetchNotificationsSince } from '../api/notification-calls';
import { notificationListOptions } from '../api/notification-list-query';
import { mergeIncoming } from '../model/notification-cache';
import { type NotificationPages, newestCreated } from '../model/notification-pages';

/**
 * Spec §4/§9: the poll runs every 30 s, and 60 s after an error (the next success brings it back
 * to 30 s). It asks for what came after the newest `created` held; holding none, for the first
 * page. Before the first page has ever loaded (it failed), the poll is what loads it.
 * `onNew` hears of the notifications the poll brought that were not held before.
 */
export function useNotificationPoll(onNew: (added: Notification[]) => void): void {
  const client = useQueryClient();
  usePolling(
    async (signal) => {
      const held = client.getQueryData<NotificationPages>(notificationKeys.list());
      if (!held) {
        await client.fetchInfiniteQuery(notificationListOptions(client));
        return;
      }
      const since = newestCreated(held);
      const answer = since
        ? await fetchNotificationsSince(since, signal)
        : await fetchNotificationPage(0, signal);
      const added = mergeIncoming(client, answer.data, answer.unreadNotificationCount);
      if (added.length > 0) onNew(added);
    },
    {
      intervalMs: NOTIFICATION_FIGURES.pollMs,
      maxIntervalMs: NOTIFICATION_FIGURES.pollAfterErrorMs,
      // The first page is loaded by the list query itself; the first poll is 30 s later.
      runImmediately: false,
    },
  );
}
