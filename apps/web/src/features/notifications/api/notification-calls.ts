import {
  deleteAllNotifications,
  deleteNotification,
  latestNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@paydesk/contracts/notifications/notifications.endpoints';
import { NOTIFICATION_FIGURES } from '@paydesk/contracts/notifications/notifications.model';
import type { NotificationList } from '@paydesk/contracts/notifications/notifications.schemas';
import { callEndpoint } from '../../../lib/api/api-client';

/** One page of the last 30 days, newest first (spec §9: pages of 10). */
export function fetchNotificationPage(pageIndex: number, signal?: AbortSignal): Promise<NotificationList> {
  return callEndpoint(listNotifications, {
    query: { pageIndex, pageSize: NOTIFICATION_FIGURES.pageSize },
    signal,
  });
}

/** The poll: what arrived after `timestamp` (the newest `created` held). */
export function fetchNotificationsSince(timestamp: string, signal?: AbortSignal): Promise<NotificationList> {
  return callEndpoint(latestNotifications, { params: { timestamp }, signal });
}

/**
 * Spec §7: "Errors are swallowed (the call returns false)". The user's click on 'Mark as read' or
 * 'Delete' either worked (true) or left things as they were (false); no error toast either way.
 */
async function succeeded(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
}

export const markAllRead = () => succeeded(callEndpoint(markAllNotificationsRead));
export const markRead = (id: string) => succeeded(callEndpoint(markNotificationRead, { params: { id } }));
export const removeAll = () => succeeded(callEndpoint(deleteAllNotifications));
export const removeOne = (id: string) => succeeded(callEndpoint(deleteNotification, { params: { id } }));
