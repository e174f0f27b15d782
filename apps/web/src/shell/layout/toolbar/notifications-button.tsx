import { NotificationsBell } from '../../../features/notifications/panel/notifications-bell';

/** The notifications bell of the toolbar (spec §2): the notification centre's bell and panel. */
export function NotificationsButton() {
  return <NotificationsBell />;
}
