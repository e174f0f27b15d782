import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { VisibleMenuGroup } from '../menus/visible-menu';
import { holdsPath } from './menu-paths';
import { NAV_CURRENT_GROUP, NAV_EXPAND_ICON, NAV_LABEL } from './nav-classes';
import { NavMenu } from './nav-menu';

/** A collapsible group (a button with aria-expanded); open at first when it holds the current page. */
export function NavGroup({ group, depth }: { group: VisibleMenuGroup; depth: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = holdsPath(group.children, pathname);
  const [open, setOpen] = useState(current);
  const listId = useId();
  const Icon = group.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={current ? NAV_CURRENT_GROUP : undefined}
        sx={{ pl: 2 + depth * 2, width: '100%', color: 'inherit' }}
      >
        {Icon && (
          <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText className={NAV_LABEL} primary={t(group.title)} />
        {open ? (
          <ExpandLessIcon className={NAV_EXPAND_ICON} fontSize="small" />
        ) : (
          <ExpandMoreIcon className={NAV_EXPAND_ICON} fontSize="small" />
        )}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <NavMenu nodes={group.children} depth={depth + 1} id={listId} />
      </Collapse>
    </ListItem>
  );
}
