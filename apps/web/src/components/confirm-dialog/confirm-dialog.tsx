import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What will happen, naming what it happens to; a string is drawn as a paragraph. */
  readonly message: ReactNode;
  readonly confirmLabel: string;
  /** The way back; 'Cancel' unless the caller names it ('Keep draft'). */
  readonly cancelLabel?: string;
  /** The confirmed step is under way: both buttons are disabled, the confirm one shows progress. */
  readonly busy?: boolean;
  /** The step destroys something (a draft): the confirm button is drawn in the error colour. */
  readonly destructive?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /**
   * Escape (the dialog is not dismissed by a click beside it). The cancel button's action unless
   * given: a question whose two answers both go on (keep the draft / discard it) stays put here.
   */
  readonly onDismiss?: () => void;
}

/**
 * "Are you sure?" before an irreversible step (accepting an offer, a live payment) or before text
 * is lost: a title, what will happen, a confirm and a cancel. The confirm fires once: it is disabled
 * while `busy`, and nothing is sent on cancel, which is the caller's to honour.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
  onDismiss,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (!busy && reason === 'escapeKeyDown') (onDismiss ?? onCancel)();
      }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      role="alertdialog"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={messageId}>
        {typeof message === 'string' ? <Typography>{message}</Typography> : message}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? t('widgets.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={() => {
            if (!busy) onConfirm();
          }}
          disabled={busy}
          loading={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
