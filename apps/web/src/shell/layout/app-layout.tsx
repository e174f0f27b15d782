import { useEffect } from 'react';
import { localSettings } from '../../lib/local-settings';
import { useCurrentUser } from '../auth/use-current-user';
import { IdleSessionWatcher } from '../session/idle-session-watcher';
import { TenantThemeProvider } from '../theme/tenant-theme-provider';
import { useDocumentBranding } from '../theme/use-document-branding';
import { LayoutShell } from './layout-shell';
import { useLayoutSlots } from './layout-slots';

/**
 * The signed-in chrome, in the user's tenant theme: one of spec §2's four layouts
 * (vertical-layout-1, Entreprise, Material, vertical-v2), chosen by the tenant's
 * themeSettings.layoutName unless the user picked another in the quick panel (layout-shell.tsx).
 */
export function AppLayout() {
  const user = useCurrentUser();
  const { Overlays } = useLayoutSlots();
  useDocumentBranding(user);
  useEffect(() => {
    // Spec §9: the user's configured time zone is stored locally and used as the default.
    localSettings.setTimeZone(user.configureTimeZone);
  }, [user.configureTimeZone]);
  return (
    <TenantThemeProvider settings={user.themeSettings}>
      <LayoutShell />
      <IdleSessionWatcher />
      {/* Dialogs opened from anywhere: the View Proposal / View Agreement dialog (app/layout-slots.tsx). */}
      {Overlays && <Overlays />}
    </TenantThemeProvider>
  );
}
