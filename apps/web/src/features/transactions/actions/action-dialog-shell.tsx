import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ActionDialogShellProps {
  readonly title: string;
  readonly submitLabel: string;
  /** Valid and not sending: the submit button is enabled. */
  readonly canSubmit: boolean;
  readonly sending: boolean;
  /** The server's refusal (409/422), shown at the top of the dialog. */
  readonly refusal: string | null;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The frame every action dialog shares: Material UI's Dialog traps focus and closes on Escape
 * (not while a request is in flight, so the outcome is seen); the form submits with Enter.
 */
export function ActionDialogShell({
  title,
  submitLabel,
  canSubmit,
  sending,
  refusal,
  onSubmit,
  onClose,
  children,
}: ActionDialogShellProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (!sending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !sending) onSubmit();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            {t('transactionDetails.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit || sending} loading={sending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
