import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BoardingDocument } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmRemoveDocumentProps {
  /** The document to remove; null keeps the confirmation closed. */
  readonly document: BoardingDocument | null;
  readonly removing: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: (document: BoardingDocument) => void;
}

/** Asks before a document goes: its file is deleted with it. */
export function ConfirmRemoveDocument({
  document,
  removing,
  onCancel,
  onConfirm,
}: ConfirmRemoveDocumentProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={document !== null} onClose={onCancel} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{t('onboarding.documents.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('onboarding.documents.confirmBody', { name: document?.fileName ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('onboarding.documents.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={removing}
          onClick={() => document && onConfirm(document)}
        >
          {t('onboarding.documents.confirmRemove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
