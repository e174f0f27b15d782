import { useLayoutSlots } from '../layout-slots';

/** The notifications bell of the toolbar (spec §2): the notification centre's bell and panel. */
export function NotificationsButton() {
  const { NotificationsBell } = useLayoutSlots();
  return NotificationsBell ? <NotificationsBell /> : null;
}
