import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface ComposerActionsProps {
  /** The form's message, shown beside the buttons (the fields carry their own). */
  readonly problem?: string;
  /** A save (and send) is under way: every button waits. */
  readonly pending: boolean;
  /** Whether the call under way sends; its button shows the spinner. */
  readonly sending?: boolean;
  readonly onCancel: () => void;
  /** 'Save draft' (false) or 'Send to merchant' (true). */
  readonly onSubmit: (send: boolean) => void;
}

/** The footer of the proposal and agreement composers: Cancel, Save draft, Send. */
export function ComposerActions({ problem, pending, sending, onCancel, onSubmit }: ComposerActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      {problem !== undefined && (
        <Typography role="alert" color="error" variant="body2" sx={{ flex: 1 }}>
          {problem}
        </Typography>
      )}
      <Button onClick={onCancel} disabled={pending}>
        {t('onboardingReview.cancel')}
      </Button>
      <Button
        variant="outlined"
        onClick={() => onSubmit(false)}
        disabled={pending}
        loading={pending && sending === false}
      >
        {t('onboardingReview.composer.saveDraft')}
      </Button>
      <Button
        variant="contained"
        onClick={() => onSubmit(true)}
        disabled={pending}
        loading={pending && sending === true}
      >
        {t('onboardingReview.composer.send')}
      </Button>
    </DialogActions>
  );
}
