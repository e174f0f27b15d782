import '../i18n/i18n-signed-in';
import { NotificationCentre } from '../features/notifications/notification-centre';
import { LabelSeeding } from '../features/support/labels/label-seeding';
import { RequireLogin } from '../shell/auth/require-login';
import { AppLayout } from '../shell/layout/app-layout';
import { StepUpHost } from '../shell/layout/step-up/step-up-host';
import { StoredThemeProvider } from '../shell/theme/tenant-theme-provider';
import { AppSlots } from './slots';
// The root's toasts, loaded with the area so that in a session a toast shows without a fetch.
import './themed-toast-view';
import { useRefreshOnNotification } from './use-refresh-on-notification';

/**
 * Everything behind sign-in: the login guard around the layout. Loaded as its own chunk, so the
 * authentication pages (the first thing a new visitor downloads) do not carry the layout, the
 * menus and their icons. Spec §4 label seeding runs here, once per sign-in, and so does the
 * notification centre (first page, poll, event stream, toasts), and so does the step-up host that
 * asks for an authenticator's code when a call needs one. Material UI's theme starts here,
 * in the last tenant's colours until the layout applies the user's own: the pages before sign-in
 * are drawn without it (docs/architecture.md, "The first-load budget").
 */
export function SignedInArea() {
  return (
    <StoredThemeProvider>
      <RequireLogin>
        <LabelSeeding />
        <LiveNotifications />
        <StepUpHost />
        <AppSlots>
          <AppLayout />
        </AppSlots>
      </RequireLogin>
    </StoredThemeProvider>
  );
}

/** The notification centre, refreshing the screens a new notification is about. */
function LiveNotifications() {
  return <NotificationCentre onArrival={useRefreshOnNotification()} />;
}
