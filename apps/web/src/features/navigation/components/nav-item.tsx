import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { VisibleMenuItem } from '../menus/visible-menu';

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
        sx={{
          pl: 2 + depth * 2,
          '&.active': { bgcolor: 'rgba(255, 255, 255, 0.18)', fontWeight: 600 },
        }}
      >
        {Icon && (
          <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={t(item.title)} />
      </ListItemButton>
    </ListItem>
  );
}
