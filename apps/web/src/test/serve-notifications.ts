import {
  deleteAllNotifications,
  deleteNotification,
  latestNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationEvents,
} from '@paydesk/contracts/notifications/notifications.endpoints';
import { instantOf, type Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { listOf } from './fixtures/notification-fixtures';
import { errorResponse, type MockApi, mockApi } from './mock-api';

const SUCCESS = { result: 'success' } as const;

/**
 * A fake notification service on the mock API, keeping one user's notifications as the real one
 * does (paged newest first, latest since, read and delete), plus an event stream the test can send
 * frames on. `failNext(n)` answers the next n list/latest calls with a 500.
 */
export function serveNotifications(initial: readonly Notification[], api: MockApi = mockApi()) {
  let items = [...initial];
  let failures = 0;
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  const newestFirst = () => [...items].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  const failing = () => failures > 0 && failures-- > 0;

  api
    .on(listNotifications, ({ query }) => {
      if (failing()) return errorResponse(500, 'Notifications are down');
      const pageIndex = Number(query.get('pageIndex') ?? 0);
      const pageSize = Number(query.get('pageSize') ?? 10);
      const page = newestFirst().slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
      return listOf(page, items.filter((n) => !n.isRead).length);
    })
    .on(latestNotifications, ({ params }) => {
      if (failing()) return errorResponse(500, 'Notifications are down');
      const since = instantOf(params.timestamp ?? '');
      const newer = newestFirst().filter((n) => Date.parse(n.created) > since);
      return listOf(newer, items.filter((n) => !n.isRead).length);
    })
    .on(markAllNotificationsRead, () => {
      items = items.map((n) => ({ ...n, isRead: true }));
      return SUCCESS;
    })
    .on(markNotificationRead, ({ params }) => {
      if (!items.some((n) => n.id === params.id)) return errorResponse(404, 'Notification not found');
      items = items.map((n) => (n.id === params.id ? { ...n, isRead: true } : n));
      return SUCCESS;
    })
    .on(deleteAllNotifications, () => {
      items = [];
      return SUCCESS;
    })
    .on(deleteNotification, ({ params }) => {
      if (!items.some((n) => n.id === params.id)) return errorResponse(404, 'Notification not found');
      items = items.filter((n) => n.id !== params.id);
      return SUCCESS;
    })
    .on(
      notificationEvents,
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => {
              streams.push(controller);
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );

  return {
    api,
    /** What the server holds now. */
    items: () => items,
    /** A notification arrives on the server (the next poll finds it). */
    add(notification: Notification) {
      items = [...items, notification];
    },
    /** The server pushes `notification` on every open event stream. */
    push(notification: Notification) {
      items = [...items, notification];
      const frame = `event: notification\ndata: ${JSON.stringify(notification)}\n\n`;
      for (const stream of streams) stream.enqueue(encoder.encode(frame));
    },
    openStreams: () => streams.length,
    failNext(count: number) {
      failures = count;
    },
  };
}
