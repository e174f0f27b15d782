import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../infra/db/database';
import { type ChannelListener, listenOnChannel } from '../../infra/db/database-listener';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { decodeAnnouncement, NOTIFICATION_CHANNEL } from './notification-announcements';
import { findAnnounced, toNotification } from './notifications.repository';

export type NotificationListener = (notification: Notification) => void;

export interface NotificationBus {
  /**
   * Calls `listener` with each new committed notification of the user, until the returned function
   * is called. Null when the user already has `maxPerUser` subscriptions (each is an open stream).
   */
  subscribe(userId: string, listener: NotificationListener): Promise<(() => void) | null>;
  /** How many subscriptions are open (all users). */
  size(): number;
  /** Drops every subscription and stops listening (on app close). */
  close(): Promise<void>;
}

/**
 * The in-process side of the announcements notify.ts sends: who on this instance has a stream open,
 * and the LISTEN that tells them. The LISTEN starts with the first subscription, so an instance that
 * nobody streams from holds no extra connection.
 */
export function createNotificationBus(options: {
  readonly database: DatabaseHandle;
  readonly log: FastifyBaseLogger;
  readonly maxPerUser: number;
}): NotificationBus {
  const { database, log } = options;
  const listeners = new Map<string, Set<NotificationListener>>();
  let listening: Promise<ChannelListener> | null = null;
  let closed = false;

  const deliver = async (ids: string[], userIds: string[]) => {
    const rows = await withScope(database.db, SYSTEM_SCOPE, (tx) => findAnnounced(tx, ids, userIds));
    for (const row of rows) {
      const notification = toNotification(row);
      for (const listener of listeners.get(row.userId) ?? []) listener(notification);
    }
  };

  const onPayload = (payload: string) => {
    if (!payload) return;
    const wanted = decodeAnnouncement(payload).filter((pair) => listeners.has(pair.userId));
    if (wanted.length === 0 || closed) return;
    const ids = wanted.map((pair) => pair.id);
    const userIds = [...new Set(wanted.map((pair) => pair.userId))];
    // Later, not now: PGlite calls this while it finishes the committing query on its one connection.
    setImmediate(() => {
      if (closed) return;
      deliver(ids, userIds).catch((error: unknown) =>
        log.error({ err: error }, 'could not deliver notifications to their streams'),
      );
    });
  };

  const ensureListening = () => {
    listening ??= listenOnChannel(database, NOTIFICATION_CHANNEL, {
      onPayload,
      onError: (error) => log.error({ err: error }, 'the notification listener lost its connection'),
    }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  return {
    async subscribe(userId, listener) {
      if (closed) return null;
      await ensureListening();
      // Counted after the wait, so concurrent requests cannot slip past the limit together.
      const mine = listeners.get(userId) ?? new Set<NotificationListener>();
      if (closed || mine.size >= options.maxPerUser) return null;
      mine.add(listener);
      listeners.set(userId, mine);
      return () => {
        mine.delete(listener);
        if (mine.size === 0 && listeners.get(userId) === mine) listeners.delete(userId);
      };
    },
    size() {
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    async close() {
      closed = true;
      listeners.clear();
      const current = listening;
      listening = null;
      await (await current?.catch(() => null))?.close();
    },
  };
}
