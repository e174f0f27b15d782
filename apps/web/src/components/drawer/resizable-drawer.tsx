import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../panel-header/panel-header';
import { MIN_DRAWER_WIDTH } from './drawer-width';
import { ResizeHandle } from './resize-handle';
import { useDrawerWidth } from './use-drawer-width';

export interface ResizableDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The heading, which also names the dialog. */
  readonly title: string;
  /** The close button's accessible name; "Close" unless given. */
  readonly closeLabel?: string;
  readonly anchor?: 'left' | 'right';
  readonly defaultWidth?: number;
  readonly minWidth?: number;
  readonly children: ReactNode;
}

/**
 * A side drawer the user can widen or narrow (spec §2 "Side drawers can be resized"). It is a
 * modal dialog: focus stays inside, Escape and a click outside close it. The width is shared by
 * every drawer and kept in local storage (see useDrawerWidth).
 */
export function ResizableDrawer({
  open,
  onClose,
  title,
  closeLabel,
  anchor = 'right',
  defaultWidth = 400,
  minWidth = MIN_DRAWER_WIDTH,
  children,
}: ResizableDrawerProps) {
  const { t } = useTranslation();
  const size = useDrawerWidth(defaultWidth, minWidth);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'aria-modal': true,
          sx: { width: size.width, maxWidth: '100vw', overflow: 'visible' },
        },
        backdrop: { sx: { bgcolor: 'rgba(15, 23, 42, 0.12)' } },
      }}
    >
      <ResizeHandle anchor={anchor} size={size} controls={bodyId} />
      <PanelHeader
        titleId={titleId}
        title={title}
        closeLabel={closeLabel ?? t('layouts.drawer.close')}
        onClose={onClose}
      />
      <Box id={bodyId} sx={{ flex: 1, overflowY: 'auto', px: 2.5, py: 2 }}>
        {children}
      </Box>
    </Drawer>
  );
}
