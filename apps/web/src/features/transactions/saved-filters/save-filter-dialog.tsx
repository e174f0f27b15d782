import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SavedFilterRequest } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SaveFilterDialogProps {
  readonly open: boolean;
  readonly saving: boolean;
  /** The server's reason the name was refused (a name taken already), shown on the field. */
  readonly serverError?: string | null;
  /** The name was edited: a refusal of the previous name no longer applies. */
  readonly onNameChange?: () => void;
  readonly onClose: () => void;
  readonly onSave: (name: string) => void;
}

/** Names the current filter; the contract's rule (letters, digits, spaces, - and _) checks it. */
export function SaveFilterDialog({
  open,
  saving,
  serverError,
  onNameChange,
  onClose,
  onSave,
}: SaveFilterDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const checked = SavedFilterRequest.shape.name.safeParse(name);
  const problem =
    (tried && !checked.success ? checked.error.issues[0]?.message : undefined) ?? serverError ?? undefined;
  const close = () => {
    setName('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (checked.success) onSave(checked.data);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="save-filter-title">
      <DialogTitle id="save-filter-title">{t('transactions.savedFilters.saveTitle')}</DialogTitle>
      <DialogContent>
        <form
          id="save-filter-form"
          // The contract's rule speaks, not the browser's own bubble.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            autoFocus
            margin="dense"
            name="name"
            label={t('transactions.savedFilters.nameLabel')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              onNameChange?.();
            }}
            error={problem !== undefined}
            helperText={problem}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('transactions.savedFilters.cancel')}</Button>
        <Button type="submit" form="save-filter-form" variant="contained" loading={saving}>
          {t('transactions.savedFilters.confirmSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
