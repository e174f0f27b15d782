import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  NotificationIdParams,
  NotificationList,
  NotificationPageQuery,
  NotificationResult,
  NotificationSinceParams,
} from './notifications.schemas';

/**
 * Spec §7 "Notifications (base v1/api)". Every signed-in user has their own notifications; each
 * call touches only the caller's. Another user's notification is a 404.
 */
const mine = {
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  tags: ['notifications'],
} as const;

export const listNotifications = defineEndpoint({
  ...mine,
  id: 'notifications.list',
  method: 'GET',
  path: 'v1/api/in-app-notifications',
  summary: 'A page of the last 30 days of notifications, newest first, with the unread count',
  query: NotificationPageQuery,
  response: NotificationList,
});

export const latestNotifications = defineEndpoint({
  ...mine,
  id: 'notifications.latest',
  method: 'GET',
  path: 'v1/api/in-app-notifications/{timestamp}',
  summary: 'Notifications created after the timestamp (the poll), newest first, with the unread count',
  params: NotificationSinceParams,
  response: NotificationList,
});

export const markAllNotificationsRead = defineEndpoint({
  ...mine,
  id: 'notifications.markAllRead',
  method: 'POST',
  path: 'v1/api/in-app-notifications/mark-as-read',
  summary: "Marks all the caller's notifications read",
  response: NotificationResult,
});

export const markNotificationRead = defineEndpoint({
  ...mine,
  id: 'notifications.markRead',
  method: 'PUT',
  path: 'v1/api/in-app-notifications/mark-as-read/{id}',
  summary: 'Marks one notification read',
  params: NotificationIdParams,
  response: NotificationResult,
});

export const deleteAllNotifications = defineEndpoint({
  ...mine,
  id: 'notifications.deleteAll',
  method: 'DELETE',
  path: 'v1/api/in-app-notifications',
  summary: "Deletes all the caller's notifications",
  response: NotificationResult,
});

export const deleteNotification = defineEndpoint({
  ...mine,
  id: 'notifications.delete',
  method: 'DELETE',
  path: 'v1/api/in-app-notifications/{id}',
  summary: 'Deletes one notification',
  params: NotificationIdParams,
  response: NotificationResult,
});

/**
 * Beyond the spec: a server-sent event stream (text/event-stream) of the caller's new
 * notifications, `event: notification` with the Notification as JSON, and a comment line every
 * 25 s to keep proxies from closing it. The portal reads it with fetch (it needs the Authorization
 * header, which EventSource cannot send); the 30 s poll stays as the fallback. The client sends
 * `Accept: text/event-stream` (anything else is a 406: the stream is never held open for a plain
 * GET); a user may hold 5 streams at once (429 beyond); a stream ends when its token expires.
 */
export const notificationEvents = defineEndpoint({
  ...mine,
  id: 'notifications.events',
  method: 'GET',
  path: 'v1/api/in-app-notification-events',
  summary: "A server-sent event stream of the caller's new notifications",
  response: z.string().describe('text/event-stream'),
  responseKind: 'text',
});
