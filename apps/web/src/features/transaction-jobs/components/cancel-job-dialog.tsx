import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly sending: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asks before a running job is cancelled: what it already changed stays changed. */
export function CancelJobDialog({ sending, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('transactionJobs.job.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('transactionJobs.job.cancelText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('transactionJobs.job.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={sending} disabled={sending}>
          {t('transactionJobs.job.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
