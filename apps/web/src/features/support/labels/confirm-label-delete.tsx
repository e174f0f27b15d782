import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmLabelDeleteProps {
  /** The label to delete; null keeps the confirmation closed. */
  label: Label | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (label: Label) => void;
}

/** Asks before a label is deleted: the server also takes it off every ticket that has it. */
export function ConfirmLabelDelete({ label, deleting, onCancel, onConfirm }: ConfirmLabelDeleteProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={label !== null} onClose={onCancel} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{t('supportDialogs.labels.confirmDeleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('supportDialogs.labels.confirmDelete', { name: label?.value ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('supportDialogs.labels.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={deleting}
          onClick={() => label && onConfirm(label)}
        >
          {t('supportDialogs.labels.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
