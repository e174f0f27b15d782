import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { VisibleMenuGroup, VisibleMenuNode } from '../menus/visible-menu';
import { holdsPath } from './menu-paths';
import { NAV_CURRENT_GROUP, NAV_EXPAND_ICON, NAV_LABEL, NAV_SUBMENU } from './nav-classes';
import { navFocusRing } from './nav-focus-ring';
import { NavItem } from './nav-item';

/** One level of the navbar menu; groups render the next level inside themselves. */
export function NavMenu({
  nodes,
  depth = 0,
  id,
}: {
  nodes: readonly VisibleMenuNode[];
  depth?: number;
  id?: string;
}) {
  return (
    <List disablePadding dense={depth > 0} id={id} className={depth > 0 ? NAV_SUBMENU : undefined}>
      {nodes.map((node) =>
        node.kind === 'group' ? (
          <NavGroup key={node.id} group={node} depth={depth} />
        ) : (
          <NavItem key={node.id} item={node} depth={depth} />
        ),
      )}
    </List>
  );
}

/**
 * A collapsible group (a button with aria-expanded); open at first when it holds the current page,
 * and opened when the current page moves into it (sign-in lands on `/` and is then redirected to a
 * page inside a group): the user always sees where they are. Leaving it keeps it as the user left it.
 */
function NavGroup({ group, depth }: { group: VisibleMenuGroup; depth: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = holdsPath(group.children, pathname);
  const [open, setOpen] = useState(current);
  const [wasCurrent, setWasCurrent] = useState(current);
  if (current !== wasCurrent) {
    setWasCurrent(current);
    if (current) setOpen(true);
  }
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
        sx={[{ pl: 2 + depth * 2, width: '100%', color: 'inherit' }, navFocusRing]}
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
