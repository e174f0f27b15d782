import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { QuickPanelButton } from '../quick-panel/quick-panel-button';
import { useNarrowScreen } from '../shared/use-narrow-screen';
import { LogoutButton } from './logout-button';
import { MoreMenu } from './more-menu';
import { NotificationsButton } from './notifications-button';
import { SupportButton } from './support-button';
import { SystemModeSwitch } from './system-mode-switch';
import { UserBadge } from './user-badge';

/**
 * The right-hand toolbar items every layout shows (spec §2 top toolbar): the Test/Live switch, the
 * user's initials and name with time zone, the support button, the notifications bell, the quick
 * panel and logout. (The "Account/Login" menu is for unauthenticated users, who never see a layout.)
 * On a narrow screen only the bell stays; the other items are in the "More" menu.
 */
export function ToolbarActions() {
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
        <NotificationsButton />
        <MoreMenu />
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <SystemModeSwitch />
      <UserBadge />
      <Divider
        orientation="vertical"
        flexItem
        sx={{ mx: 0.5, my: 1.5, borderColor: 'currentColor', opacity: 0.2 }}
      />
      <SupportButton />
      <NotificationsButton />
      <QuickPanelButton />
      <LogoutButton />
    </Stack>
  );
}
