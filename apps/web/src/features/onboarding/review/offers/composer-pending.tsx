import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

interface ComposerPendingProps {
  /** Why the form cannot be shown; none while what it needs is still loading. */
  readonly error?: string;
  readonly onClose: () => void;
}

/** A composer's body until its form can be shown: progress, or why not, with Cancel to leave. */
export function ComposerPending({ error, onClose }: ComposerPendingProps) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent dividers>
        {error !== undefined ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <LinearProgress aria-label={t('onboardingReview.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('onboardingReview.cancel')}</Button>
      </DialogActions>
    </>
  );
}
