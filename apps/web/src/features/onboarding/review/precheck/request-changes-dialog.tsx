import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { RequestChangesBody } from '@paydesk/contracts/onboarding/precheck.schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { Textarea } from '../../../../components/forms/text/textarea';
import { useRequestPrecheckChanges } from '../../api/tenant-onboarding-queries';

interface RequestChangesDialogProps {
  readonly merchantId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Returns a submitted pre-check form to the merchant with a note (contracts RequestChangesBody: the
 * note is required). The merchant reads the note on their form.
 */
export function RequestChangesDialog({ merchantId, open, onClose }: RequestChangesDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const requestChanges = useRequestPrecheckChanges(merchantId);

  const parsed = RequestChangesBody.safeParse({ note });
  const error =
    note.trim() === ''
      ? t('onboardingReview.precheck.changesDialog.noteRequired')
      : parsed.success
        ? undefined
        : parsed.error.issues[0]?.message;

  const close = () => {
    if (requestChanges.isPending) return;
    setNote('');
    setTried(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success || error) return;
    requestChanges.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('onboardingReview.precheck.changesDialog.sent'));
        setNote('');
        setTried(false);
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="request-changes-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="request-changes-title">
          {t('onboardingReview.precheck.changesDialog.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('onboardingReview.precheck.changesDialog.intro')}
          </DialogContentText>
          <Textarea
            name="note"
            value={note}
            onChange={setNote}
            onBlur={() => setTried(true)}
            label={t('onboardingReview.precheck.changesDialog.note')}
            required
            rows={4}
            maxLength={1000}
            error={tried ? error : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={requestChanges.isPending}>
            {t('onboardingReview.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={requestChanges.isPending}>
            {t('onboardingReview.precheck.changesDialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
