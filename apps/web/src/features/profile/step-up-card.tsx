import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StepUpEnrolment } from '@paydesk/contracts/step-up/step-up.schemas';
import { toDataURL } from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../components/feedback/feedback-context';
import { DigitInput } from '../../components/forms/numeric/digit-input';
import { RetryAlert } from '../../components/load-state/retry-alert';
import { errorCodeOf } from '../../lib/api/field-errors';
import { formatDateTime } from '../../lib/format/date-format';
import { errorMessageOf } from '../../lib/http/error-message';
import {
  useConfirmEnrolment,
  useRemoveEnrolment,
  useStartEnrolment,
  useStepUpStatus,
} from './api/step-up-calls';

/**
 * Step-up codes in profile settings: set up an authenticator app (a QR code of the secret, the key
 * to type by hand, and a first code to prove it works), replace it, or remove it (itself confirmed
 * with a code). The secret is shown once: leaving the page without confirming drops it.
 */
export function StepUpCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const status = useStepUpStatus();
  const start = useStartEnrolment();
  const remove = useRemoveEnrolment();
  const [pending, setPending] = useState<StepUpEnrolment | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const begin = async () => {
    setProblem(null);
    try {
      setPending(await start.mutateAsync());
    } catch (error) {
      setProblem(await errorMessageOf(error));
    }
  };
  const confirmRemoval = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('stepUp.enrolment.removed'));
    } catch {
      // The failure is reported by the query client (a cancelled step-up included).
    }
    setRemoving(false);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('stepUp.enrolment.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('stepUp.enrolment.intro')}
      </Typography>
      {status.isLoading && <LinearProgress aria-label={t('stepUp.enrolment.heading')} sx={{ mt: 2 }} />}
      {status.isError && (
        <RetryAlert retryLabel={t('stepUp.enrolment.retry')} onRetry={() => status.refetch()} sx={{ mt: 2 }}>
          {t('stepUp.enrolment.loadFailed')}
        </RetryAlert>
      )}
      {status.data && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Typography>
            {status.data.enrolled ? t('stepUp.enrolment.enrolled') : t('stepUp.enrolment.notEnrolled')}
          </Typography>
          {status.data.lockedUntil && (
            <Alert severity="warning">
              {t('stepUp.enrolment.lockedUntil', { when: formatDateTime(status.data.lockedUntil) })}
            </Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {pending ? (
            <EnrolmentForm enrolment={pending} onDone={() => setPending(null)} />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant={status.data.enrolled ? 'outlined' : 'contained'}
                onClick={begin}
                disabled={start.isPending}
              >
                {status.data.enrolled ? t('stepUp.enrolment.replace') : t('stepUp.enrolment.start')}
              </Button>
              {status.data.enrolled && (
                <Button color="error" onClick={() => setRemoving(true)}>
                  {t('stepUp.enrolment.remove')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      )}
      {removing && (
        <ConfirmDialog
          open
          title={t('stepUp.enrolment.removeTitle')}
          message={t('stepUp.enrolment.removeMessage')}
          confirmLabel={t('stepUp.enrolment.remove')}
          destructive
          busy={remove.isPending}
          onConfirm={confirmRemoval}
          onCancel={() => setRemoving(false)}
        />
      )}
    </Paper>
  );
}

/** The new secret as a QR code and as text, and the first code from the app that turns it on. */
function EnrolmentForm({
  enrolment,
  onDone,
}: {
  readonly enrolment: StepUpEnrolment;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const confirm = useConfirmEnrolment();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(enrolment.otpauthUrl, { margin: 1, width: 200 }).then((url) => {
      if (current) setQr(url);
    });
    return () => {
      current = false;
    };
  }, [enrolment.otpauthUrl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6 || confirm.isPending) return;
    setProblem(null);
    try {
      await confirm.mutateAsync(code);
      notify.success(t('stepUp.enrolment.done'));
      onDone();
    } catch (error) {
      // A refused code is a 403, whose general wording would say "not authorized": say what it is.
      setProblem(
        errorCodeOf(error) === 'STEP_UP_INVALID' ? t('stepUp.dialog.wrongCode') : await errorMessageOf(error),
      );
      setCode('');
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <Typography variant="body2">{t('stepUp.enrolment.scan')}</Typography>
      {qr && (
        <Box component="img" src={qr} alt={t('stepUp.enrolment.qrLabel')} sx={{ width: 200, height: 200 }} />
      )}
      <Typography variant="body2">
        {t('stepUp.enrolment.secret')}:{' '}
        <Box
          component="code"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="step-up-secret"
        >
          {enrolment.secret}
        </Box>
      </Typography>
      <DigitInput
        name="code"
        label={t('stepUp.enrolment.code')}
        value={code}
        onChange={setCode}
        maxLength={6}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={code.length !== 6 || confirm.isPending}>
          {t('stepUp.enrolment.confirm')}
        </Button>
        <Button onClick={onDone} disabled={confirm.isPending}>
          {t('stepUp.enrolment.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
