import { notificationEvents } from '@paydesk/contracts/notifications/notifications.endpoints';
import { NOTIFICATION_FIGURES } from '@paydesk/contracts/notifications/notifications.model';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import type { NotificationBus } from './notification-bus';
import { acceptsEventStream, type EventStream, openEventStream } from './notification-stream';

/** Open streams one user may hold (tabs, windows); each costs a connection and a subscription. */
export const MAX_STREAMS_PER_USER = 5;
export const STREAM_NOT_ACCEPTED =
  'This call answers a server-sent event stream: send Accept: text/event-stream';
export const TOO_MANY_STREAMS = `At most ${MAX_STREAMS_PER_USER} notification streams may be open at once`;

/**
 * GET v1/api/in-app-notification-events (beyond the spec): the caller's new notifications as they
 * are committed, while the connection stays open. Streams end when the client leaves, when the
 * token they were opened with expires (checked at each keep-alive), and when the app closes.
 */
export function registerNotificationEvents(app: FastifyInstance, bus: NotificationBus): Set<EventStream> {
  const open = new Set<EventStream>();

  registerEndpoint(app, notificationEvents, async ({ request, reply, actor }) => {
    if (!acceptsEventStream(request.headers.accept)) {
      throw Object.assign(new Error(STREAM_NOT_ACCEPTED), { statusCode: 406 });
    }
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const stream = openEventStream({
      heartbeatMs: NOTIFICATION_FIGURES.streamHeartbeatMs,
      stillAllowed: () =>
        app.auth.verifier.verify(token).then(
          () => true,
          () => false,
        ),
    });
    const unsubscribe = await bus.subscribe(actor.userId, (notification) => stream.send(notification));
    if (!unsubscribe) {
      // Destroyed, not ended: nothing reads this body, and its keep-alive timer must stop.
      stream.body.destroy();
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS);
    }
    open.add(stream);
    stream.onClose(() => {
      unsubscribe();
      open.delete(stream);
    });
    // Fastify destroys the body when the response closes; this also covers a client that left
    // while the subscription was being set up, before the body was handed over.
    if (request.raw.socket?.destroyed) stream.body.destroy();
    else reply.raw.once('close', () => stream.body.destroy());
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, no-transform')
      // Proxies that buffer responses (nginx) would hold the events back.
      .header('x-accel-buffering', 'no');
    return reply.send(stream.body) as unknown as string;
  });

  return open;
}
