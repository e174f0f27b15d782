import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../panel-header/panel-header';

export interface RightModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The heading, which also names the dialog. */
  readonly title: string;
  /** The restored width: a CSS width, capped to the window. */
  readonly width?: number | string;
  readonly children: ReactNode;
}

/**
 * A panel that slides in from the right over the page (spec §2 "A right-hand modal can be
 * maximised or restored, and the state is remembered until it closes"). A modal dialog: focus
 * stays inside and Escape closes it. It opens restored; maximised, it fills the window until it
 * is restored or closed.
 */
export function RightModal({ open, onClose, title, width = 720, children }: RightModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [maximised, setMaximised] = useState(false);
  // The state lasts until the panel closes: the next opening starts restored.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setMaximised(false);
  }
  const toggleLabel = maximised ? t('layouts.rightModal.restore') : t('layouts.rightModal.maximise');

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            width: maximised ? '100vw' : width,
            maxWidth: '100vw',
            transition: (theme) => theme.transitions.create('width'),
          },
        },
      }}
    >
      <PanelHeader
        titleId={titleId}
        title={title}
        closeLabel={t('layouts.rightModal.close')}
        onClose={onClose}
        actions={
          <Tooltip title={toggleLabel}>
            <IconButton aria-label={toggleLabel} onClick={() => setMaximised((m) => !m)}>
              {maximised ? <CloseFullscreenIcon fontSize="small" /> : <OpenInFullIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        }
      />
      <Box sx={{ flex: 1, overflowY: 'auto', p: 3, bgcolor: 'background.default' }}>{children}</Box>
    </Drawer>
  );
}
