import type { Notification, NotificationList } from '@paydesk/contracts/notifications/notifications.schemas';

let seq = 0;

/** A valid notification id (the schema wants a v4-shaped UUID). */
export function notificationId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const BASE_TIME = Date.parse('2026-03-02T12:00:00.000Z');

/** A notification; each new one is a minute older than the last unless `created` is given. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  return {
    id: notificationId(seq),
    title: `Notification ${seq}`,
    description: `<p>Details of notification ${seq}</p>`,
    image: null,
    icon: null,
    created: new Date(BASE_TIME - seq * 60_000).toISOString(),
    isRead: false,
    objectUrl: null,
    useRouter: true,
    notificationType: 'Task',
    ...overrides,
  };
}

/** `count` notifications, newest first. */
export function someNotifications(count: number, overrides: Partial<Notification> = {}): Notification[] {
  return Array.from({ length: count }, () => aNotification(overrides)).sort(
    (a, b) => Date.parse(b.created) - Date.parse(a.created),
  );
}

export function listOf(items: readonly Notification[], unread?: number): NotificationList {
  return {
    result: 'success',
    data: [...items],
    unreadNotificationCount: unread ?? items.filter((item) => !item.isRead).length,
  };
}
