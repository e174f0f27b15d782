import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What can be done to one widget; an action left out is not offered. */
export interface WidgetActions {
  readonly details?: () => void;
  readonly earlier?: () => void;
  readonly later?: () => void;
  readonly wider?: () => void;
  readonly narrower?: () => void;
  readonly duplicate?: () => void;
  readonly move?: () => void;
  readonly share?: () => void;
  readonly remove?: () => void;
}

const ORDER = [
  'details',
  'earlier',
  'later',
  'wider',
  'narrower',
  'duplicate',
  'move',
  'share',
  'remove',
] as const;

/**
 * A widget's menu: the details dialog, moving and sizing without a mouse, duplicating, moving to
 * another category, sharing, removing.
 */
export function WidgetMenu({ title, actions }: { readonly title: string; readonly actions: WidgetActions }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const offered = ORDER.filter((name) => actions[name]);
  if (offered.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('dashboards.menu.label', { title })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offered.map((name) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null);
              actions[name]?.();
            }}
          >
            {t(`dashboards.menu.${name}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
