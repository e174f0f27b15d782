import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §2/§4: 'You have been inactive', a countdown, 'Quit' and 'Continue'. It has no `onClose`, so
 * Escape and a click outside do nothing: the user answers, or the countdown does.
 */
export function IdleDialog({
  open,
  secondsLeft,
  onContinue,
  onQuit,
}: {
  open: boolean;
  secondsLeft: number;
  onContinue: () => void;
  onQuit: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('feedback.idle.title')}</DialogTitle>
      <DialogContent>
        <Typography role="timer" aria-live="polite">
          {t('feedback.idle.countdown', { count: secondsLeft })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onQuit}>{t('feedback.idle.quit')}</Button>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {t('feedback.idle.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
