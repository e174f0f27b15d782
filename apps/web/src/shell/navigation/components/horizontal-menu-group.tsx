import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibleMenuGroup } from '../menus/visible-menu';
import { HorizontalMenuPanel } from './horizontal-menu-panel';
import { navFocusRing } from './nav-focus-ring';

interface HorizontalMenuGroupProps {
  readonly group: VisibleMenuGroup;
  readonly open: boolean;
  readonly current: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A menu group of the enterprise layout's top bar: a disclosure button (aria-expanded) with a
 * dropdown of links. The dropdown stays inside the navigation landmark (no portal), so the menu's
 * links are found in "Main menu" like in every other layout. Escape closes it and returns focus.
 */
export function HorizontalMenuGroup({ group, open, current, onOpenChange }: HorizontalMenuGroupProps) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const Icon = group.icon;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    anchor.current?.focus();
  };

  return (
    <li>
      <Button
        ref={anchor}
        color="inherit"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onKeyDown}
        startIcon={Icon ? <Icon fontSize="small" /> : undefined}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={[
          {
            textTransform: 'none',
            fontWeight: current ? 700 : 500,
            px: 1.5,
            borderRadius: 0,
            height: 48,
            whiteSpace: 'nowrap',
            boxShadow: current || open ? 'inset 0 -3px 0 currentColor' : 'none',
            '& .MuiButton-endIcon': { ml: 0.25 },
          },
          navFocusRing,
        ]}
      >
        {t(group.title)}
      </Button>
      <Popper
        open={open}
        anchorEl={anchor.current}
        placement="bottom-start"
        disablePortal
        modifiers={[{ name: 'preventOverflow', options: { padding: 16 } }]}
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
      >
        <ClickAwayListener
          onClickAway={(event) => {
            if (!anchor.current?.contains(event.target as Node)) onOpenChange(false);
          }}
        >
          <Paper elevation={8} onKeyDown={onKeyDown} sx={{ mt: 0.5, color: 'text.primary' }}>
            <HorizontalMenuPanel nodes={group.children} id={panelId} onNavigate={() => onOpenChange(false)} />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </li>
  );
}
