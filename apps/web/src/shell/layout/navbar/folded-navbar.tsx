import Box from '@mui/material/Box';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_CURRENT_GROUP, NAV_EXPAND_ICON, NAV_LABEL } from '../../navigation/components/nav-classes';
import { NavMenu } from '../../navigation/components/nav-menu';
import { NAVBAR_WIDTH } from './navbar';
import { NavbarBrand } from './navbar-brand';
import { useUserMenu } from './use-user-menu';

export const FOLDED_NAVBAR_WIDTH = 72;

/**
 * The folded sidebar of vertical-v2 (spec §2): icons only, opening over the page while the pointer
 * or the keyboard focus is on it, and kept open beside the page when the menu button pins it. The
 * labels are only made transparent when folded, so every entry keeps its accessible name.
 */
export function FoldedNavbar({ id, pinned }: { id: string; pinned: boolean }) {
  const { t } = useTranslation();
  const nodes = useUserMenu();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expanded = pinned || hovered || focused;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const width = (open: boolean) => (open ? NAVBAR_WIDTH : FOLDED_NAVBAR_WIDTH);
  return (
    // The placeholder keeps the page beside the folded (or pinned) navbar; a hover-opened one floats.
    <Box sx={{ width: width(pinned), flexShrink: 0, transition: 'width 200ms' }}>
      <Box
        component="nav"
        id={id}
        aria-label={t('layout.mainMenu')}
        data-folded={!expanded}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        sx={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          zIndex: 'drawer',
          width: width(expanded),
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'portal.sidebar',
          color: 'portal.sidebarText',
          boxShadow: expanded && !pinned ? 12 : 'none',
          transition: 'width 200ms, box-shadow 200ms',
          '& > ul > li > .MuiListItemButton-root': { pl: 3 },
          [`& .${NAV_LABEL}`]: { whiteSpace: 'nowrap', transition: 'opacity 150ms' },
          '&[data-folded="true"]': {
            [`& .${NAV_LABEL}`]: { opacity: 0 },
            [`& .${NAV_EXPAND_ICON}, & .MuiCollapse-root`]: { display: 'none' },
            // Folded, the open page's entry is hidden: its group's icon stands for it.
            [`& .${NAV_CURRENT_GROUP}`]: { bgcolor: 'rgba(255, 255, 255, 0.18)' },
          },
        }}
      >
        <Box
          sx={{
            height: 64,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: expanded ? 'flex-start' : 'center',
          }}
        >
          <NavbarBrand mark={!expanded} maxHeight={40} />
        </Box>
        <NavMenu nodes={nodes} />
      </Box>
    </Box>
  );
}
