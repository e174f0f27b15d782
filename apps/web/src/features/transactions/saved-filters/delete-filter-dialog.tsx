import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface DeleteFilterDialogProps {
  readonly open: boolean;
  /** The name of the filter to delete. */
  readonly name: string;
  readonly deleting: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}

/** Asks before a saved filter is deleted (there is no undo). */
export function DeleteFilterDialog({ open, name, deleting, onClose, onConfirm }: DeleteFilterDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-filter-title">
      <DialogTitle id="delete-filter-title">{t('transactions.savedFilters.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('transactions.savedFilters.deleteBody', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('transactions.savedFilters.cancel')}</Button>
        <Button color="error" variant="contained" loading={deleting} onClick={onConfirm}>
          {t('transactions.savedFilters.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
