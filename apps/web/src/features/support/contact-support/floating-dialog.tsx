import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import type { KeyboardEvent, ReactNode } from 'react';

interface FloatingDialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Escape. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small dialog in the bottom-right corner with no backdrop (spec §2 Contact Support), over a page
 * that stays usable. A Material UI Dialog would hide the rest of the page from assistive technology
 * (aria-hidden) while it is open, the alerts region included, so 'Files finished uploading' would go
 * unannounced; this one leaves the page alone. Tab and Shift+Tab stay inside (the trap's sentinels
 * wrap around), a click elsewhere is not pulled back, and Escape closes it unless a popup inside
 * (a list, a menu) took the key first. Focus returns to where it was when it closes.
 */
export function FloatingDialog({ labelledBy, onClose, children }: FloatingDialogProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };
  return (
    <Portal>
      <FocusTrap open disableEnforceFocus>
        <Paper
          role="dialog"
          aria-labelledby={labelledBy}
          tabIndex={-1}
          elevation={12}
          onKeyDown={onKeyDown}
          sx={{
            position: 'fixed',
            right: 16,
            bottom: 16,
            zIndex: (theme) => theme.zIndex.modal,
            width: 440,
            maxWidth: 'calc(100% - 32px)',
            maxHeight: 'calc(100% - 32px)',
            display: 'flex',
            flexDirection: 'column',
            outline: 'none',
          }}
        >
          {children}
        </Paper>
      </FocusTrap>
    </Portal>
  );
}
