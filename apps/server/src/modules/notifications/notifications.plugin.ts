import {
  deleteAllNotifications,
  deleteNotification,
  latestNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@paydesk/contracts/notifications/notifications.endpoints';
import { NOTIFICATION_FIGURES } from '@paydesk/contracts/notifications/notifications.model';
import { instantOf } from '@paydesk/contracts/notifications/notifications.schemas';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { createNotificationBus, type NotificationBus } from './notification-bus';
import { MAX_STREAMS_PER_USER, registerNotificationEvents } from './notification-events.routes';
import {
  deleteAll,
  deleteOne,
  listPage,
  listSince,
  markAllRead,
  markRead,
  unreadCount,
} from './notifications.repository';
import { createRetentionWorker, type RetentionWorker } from './retention-worker';

const SUCCESS = { result: 'success' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §7 "Notifications": the caller's own notifications (list, latest since, mark read, delete),
 * the event stream beside them, and the worker that deletes what is past the 30-day history.
 *
 * Queries run in the actor's own scope, not the request's: a notification belongs to its user, and
 * platform staff acting for one tenant (the tenantId header) must still see their own.
 */
const notificationsPlugin: FastifyPluginAsync = async (app) => {
  const own = <T>(actor: Actor, fn: (tx: ScopedTx) => Promise<T>) =>
    withScope(app.database.db, scopeForActor(actor), fn);
  const withCount = async (tx: ScopedTx, actor: Actor, data: Awaited<ReturnType<typeof listPage>>) => ({
    ...SUCCESS,
    data,
    unreadNotificationCount: await unreadCount(tx, actor.userId),
  });

  registerEndpoint(app, listNotifications, ({ actor, query }) =>
    own(actor, async (tx) => withCount(tx, actor, await listPage(tx, actor.userId, query))),
  );

  registerEndpoint(app, latestNotifications, ({ actor, params }) => {
    // Anything before the history window asks for the whole window; clamping also keeps a far-past
    // instant inside the range a timestamp column accepts.
    const oldest = Date.now() - (NOTIFICATION_FIGURES.historyDays + 1) * DAY_MS;
    const since = new Date(Math.max(instantOf(params.timestamp), oldest));
    return own(actor, async (tx) => withCount(tx, actor, await listSince(tx, actor.userId, since)));
  });

  registerEndpoint(app, markAllNotificationsRead, async ({ actor }) => {
    await own(actor, (tx) => markAllRead(tx, actor.userId));
    return SUCCESS;
  });

  registerEndpoint(app, markNotificationRead, async ({ actor, params }) => {
    const found = await own(actor, (tx) => markRead(tx, actor.userId, params.id));
    if (!found) throw AppError.notFound('Notification');
    return SUCCESS;
  });

  registerEndpoint(app, deleteAllNotifications, async ({ actor }) => {
    await own(actor, (tx) => deleteAll(tx, actor.userId));
    return SUCCESS;
  });

  registerEndpoint(app, deleteNotification, async ({ actor, params }) => {
    const found = await own(actor, (tx) => deleteOne(tx, actor.userId, params.id));
    if (!found) throw AppError.notFound('Notification');
    return SUCCESS;
  });

  const bus = createNotificationBus({
    database: app.database,
    log: app.log,
    maxPerUser: MAX_STREAMS_PER_USER,
  });
  const streams = registerNotificationEvents(app, bus);
  const retention = createRetentionWorker(app.database.db, app.log);
  app.decorate('notifications', { bus, retention, openStreams: () => streams.size });

  app.addHook('onReady', async () => retention.start());
  // Before the server stops accepting: an open stream is a response that never ends by itself, and
  // closing waits for every response to end.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    await bus.close();
  });
  app.addHook('onClose', () => retention.stop());
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification centre's moving parts, for whoever runs the app (and the tests). */
    notifications: {
      readonly bus: NotificationBus;
      readonly retention: RetentionWorker;
      openStreams(): number;
    };
  }
}

/** Not encapsulated (fastify-plugin): the decorations above belong on the app itself. */
export const notificationsModule = fp(notificationsPlugin, { name: 'notifications' });
