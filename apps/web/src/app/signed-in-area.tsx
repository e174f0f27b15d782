import '../i18n/i18n';
import { NotificationCentre } from '../features/notifications/notification-centre';
import { LabelSeeding } from '../features/support/labels/label-seeding';
import { RequireLogin } from '../shell/auth/require-login';
import { AppLayout } from '../shell/layout/app-layout';
import { AppSlots } from './slots';
import { useRefreshOnNotification } from './use-refresh-on-notification';

/**
 * Everything behind sign-in: the login guard around the layout. Loaded as its own chunk, so the
 * authentication pages (the first thing a new visitor downloads) do not carry the layout, the
 * menus and their icons. Spec §4 label seeding runs here, once per sign-in, and so does the
 * notification centre (first page, poll, event stream, toasts).
 */
export function SignedInArea() {
  return (
    <RequireLogin>
      <LabelSeeding />
      <LiveNotifications />
      <AppSlots>
        <AppLayout />
      </AppSlots>
    </RequireLogin>
  );
}

/** The notification centre, refreshing the screens a new notification is about. */
function LiveNotifications() {
  return <NotificationCentre onArrival={useRefreshOnNotification()} />;
}
