import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface Props {
  readonly title: string;
  /** What will happen, with how many transactions. */
  readonly text: string;
  readonly note: string;
  readonly confirmLabel: string;
  readonly backLabel: string;
  readonly sending: boolean;
  /** Upload progress (0-100) while a file is sent; undefined otherwise. */
  readonly uploadPercent?: number;
  readonly uploadLabel?: string;
  /** Why the last send failed, shown at the top. */
  readonly failure: string | null;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /** Fields asked at the last step (e.g. a bulk action's reason). */
  readonly children?: ReactNode;
}

/**
 * The last step before a job is queued: it says how many transactions the job will change. It
 * stays open while sending (Escape does nothing then), so the outcome is seen.
 */
export function ConfirmJobDialog({
  title,
  text,
  note,
  confirmLabel,
  backLabel,
  sending,
  uploadPercent,
  uploadLabel,
  failure,
  onConfirm,
  onClose,
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Typography>{text}</Typography>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
          {children}
          {sending && uploadPercent !== undefined && (
            <LinearProgress variant="determinate" value={uploadPercent} aria-label={uploadLabel} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {backLabel}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={sending} disabled={sending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
