import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TuneIcon from '@mui/icons-material/Tune';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { profileSettingsPath, supportTarget } from '../../navigation/user-paths';
import { useLayoutSlots } from '../layout-slots';
import { useQuickPanel } from '../quick-panel/quick-panel-context';
import { useLogout } from './logout-button';
import { SystemModeMenuItem } from './system-mode-switch';
import { UserIdentity } from './user-badge';

/**
 * The narrow toolbar's "More" menu: the toolbar items it has no room for (spec §2 top toolbar),
 * each doing what it does in the wide toolbar: the user's profile settings, the Test/Live switch,
 * support, the quick panel and logout.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { ContactSupportDialog } = useLayoutSlots();
  const quickPanel = useQuickPanel();
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [supportOpen, setSupportOpen] = useState(false);
  const close = () => setAnchor(null);
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };
  const support = supportTarget(user);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.more')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={profileSettingsPath(user)} onClick={close} sx={{ gap: 1 }}>
          <UserIdentity user={user} />
        </MenuItem>
        {/* Changing the mode goes to the dashboard as ever; the menu stays open over the alert. */}
        <SystemModeMenuItem />
        <Divider />
        {support?.kind === 'mail' && (
          <MenuItem component="a" href={support.href} onClick={close}>
            <ListItemIcon>
              <MailOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('layout.emailSupport')}</ListItemText>
          </MenuItem>
        )}
        {support?.kind === 'link' && (
          <MenuItem aria-haspopup="dialog" onClick={closeThen(() => setSupportOpen(true))}>
            <ListItemIcon>
              <SupportAgentIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('layout.support')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem aria-haspopup="dialog" onClick={closeThen(() => quickPanel.setOpen(true))}>
          <ListItemIcon>
            <TuneIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('layouts.quickPanel.open')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={closeThen(logout)}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('layout.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      {ContactSupportDialog && support?.kind === 'link' && (
        <ContactSupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
      )}
    </>
  );
}
