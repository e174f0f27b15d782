import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiToolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { PortalBreadcrumbs } from '../../navigation/components/portal-breadcrumbs';
import { LogoutButton } from './logout-button';
import { NotificationsButton } from './notifications-button';
import { SupportButton } from './support-button';
import { SystemModeSwitch } from './system-mode-switch';
import { UserBadge } from './user-badge';

interface PortalToolbarProps {
  navbarOpen: boolean;
  navbarId: string;
  onToggleNavbar: () => void;
}

/**
 * Spec §2 top toolbar: menu button and breadcrumbs, Test/Live switch, the user's initials and name
 * with time zone, support button, notifications bell, logout. (The "Account/Login" menu is for
 * unauthenticated users, who never see this layout.)
 */
export function PortalToolbar({ navbarOpen, navbarId, onToggleNavbar }: PortalToolbarProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" elevation={1} sx={{ bgcolor: 'portal.header', color: 'portal.headerText' }}>
      <MuiToolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('layout.toggleMenu')}
          aria-controls={navbarOpen ? navbarId : undefined}
          aria-expanded={navbarOpen}
          onClick={onToggleNavbar}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PortalBreadcrumbs />
        </Box>
        <SystemModeSwitch />
        <UserBadge />
        <SupportButton />
        <NotificationsButton />
        <LogoutButton />
      </MuiToolbar>
    </AppBar>
  );
}
