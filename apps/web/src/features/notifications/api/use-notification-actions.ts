import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  applyAllRead,
  applyAllRemoved,
  applyRead,
  applyRemoved,
  isUnread,
} from '../model/notification-cache';
import { markAllRead, markRead, removeAll, removeOne } from './notification-calls';

export interface NotificationActions {
  /** Each resolves true when the server did it; false leaves the panel as it was (spec §7). */
  markRead(item: Notification): Promise<boolean>;
  markAllRead(): Promise<boolean>;
  remove(item: Notification): Promise<boolean>;
  removeAll(): Promise<boolean>;
}

/** The panel's actions: the call, then the cache follows what the server did. */
export function useNotificationActions(): NotificationActions {
  const client = useQueryClient();
  return useMemo(
    () => ({
      async markRead(item) {
        // Opening an item marks it read: no call when it already is.
        if (!isUnread(client, item)) return true;
        const done = await markRead(item.id);
        if (done) applyRead(client, item);
        return done;
      },
      async markAllRead() {
        const done = await markAllRead();
        if (done) applyAllRead(client);
        return done;
      },
      async remove(item) {
        const done = await removeOne(item.id);
        if (done) applyRemoved(client, item);
        return done;
      },
      async removeAll() {
        const done = await removeAll();
        if (done) applyAllRemoved(client);
        return done;
      },
    }),
    [client],
  );
}
