import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { VisibleMenuItem } from '../menus/visible-menu';
import { NAV_LABEL } from './nav-classes';
import { navFocusRing } from './nav-focus-ring';

/** A menu entry: a real link (NavLink marks the current page with aria-current="page"). */
export function NavItem({ item, depth }: { item: VisibleMenuItem; depth: number }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.to}
        end
        sx={[
          {
            pl: 2 + depth * 2,
            // The navbar sets the highlight for its own background (a dark sidebar, a light panel).
            '&.active': {
              bgcolor: (theme) => `var(--nav-active-bg, ${theme.palette.portal.sidebarActive})`,
              fontWeight: 600,
            },
          },
          navFocusRing,
        ]}
      >
        {Icon && (
          <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText className={NAV_LABEL} primary={t(item.title)} />
      </ListItemButton>
    </ListItem>
  );
}
