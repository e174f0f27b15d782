import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

interface ComposerDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The frame of the proposal and agreement composers: wide, full screen on a phone. Neither a click
 * outside nor Escape closes it, so typed fees and body are not lost by accident; Cancel does.
 */
export function ComposerDialog({ title, onClose, children }: ComposerDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="offer-composer-title"
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose();
      }}
    >
      <DialogTitle id="offer-composer-title">{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
