import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirmStepUpChallenge, createStepUpChallenge } from '@paydesk/contracts/step-up/step-up.endpoints';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DigitInput } from '../../../components/forms/numeric/digit-input';
import { callEndpoint } from '../../../lib/api/api-client';
import { errorCodeOf } from '../../../lib/api/field-errors';
import type { StepUpRequest } from '../../../lib/api/step-up';
import { errorMessageOf } from '../../../lib/http/error-message';
import { useCurrentUser } from '../../auth/use-current-user';
import { profileSettingsPath } from '../../navigation/user-paths';

type Stage =
  | { readonly kind: 'preparing' }
  | { readonly kind: 'ready'; readonly challengeId: string; readonly summary: string }
  | { readonly kind: 'refused'; readonly message: string; readonly notEnrolled: boolean };

/**
 * Confirms one request with the authenticator's code (docs/administration.md "Step-up codes"): the
 * server names what is confirmed (the challenge's summary), the user types the 6-digit code, and
 * the one-time step-up code goes back to the API client, which sends the request again with it. A
 * wrong code can be typed again (a new challenge each time); five in a row lock step-up.
 */
export function StepUpDialog({
  request,
  onDone,
}: {
  readonly request: StepUpRequest;
  readonly onDone: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const titleId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'preparing' });
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);

  const refuse = async (error: unknown) => {
    const reason = errorCodeOf(error);
    setStage({
      kind: 'refused',
      message:
        reason === 'STEP_UP_NOT_ENROLLED'
          ? t('stepUp.dialog.notEnrolled')
          : reason === 'STEP_UP_LOCKED'
            ? t('stepUp.dialog.locked')
            : await errorMessageOf(error),
      notEnrolled: reason === 'STEP_UP_NOT_ENROLLED',
    });
  };

  const challenge = async () => {
    try {
      const answer = await callEndpoint(createStepUpChallenge, { body: request });
      setStage({ kind: 'ready', challengeId: answer.challengeId, summary: answer.summary });
    } catch (error) {
      await refuse(error);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one challenge per request asked about
  useEffect(() => {
    void challenge();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'ready' || code.length !== 6 || busy) return;
    setBusy(true);
    try {
      const answer = await callEndpoint(confirmStepUpChallenge, {
        params: { id: stage.challengeId },
        body: { code },
      });
      onDone(answer.scaCode);
    } catch (error) {
      if (errorCodeOf(error) === 'STEP_UP_INVALID') {
        // The challenge is spent: the next try starts a new one.
        setWrong(true);
        setCode('');
        await challenge();
      } else await refuse(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : () => onDone(null)}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('stepUp.dialog.title')}</DialogTitle>
        <DialogContent>
          {stage.kind === 'preparing' && <LinearProgress aria-label={t('stepUp.dialog.preparing')} />}
          {stage.kind === 'refused' && (
            <Alert severity={stage.notEnrolled ? 'info' : 'error'}>
              {stage.message}
              {stage.notEnrolled && (
                <>
                  {' '}
                  <Link component={RouterLink} to={profileSettingsPath(user)} onClick={() => onDone(null)}>
                    {t('stepUp.dialog.openProfile')}
                  </Link>
                </>
              )}
            </Alert>
          )}
          {stage.kind === 'ready' && (
            <Stack spacing={2}>
              <Typography>{t('stepUp.dialog.intro')}</Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="step-up-summary">
                {stage.summary}
              </Typography>
              <DigitInput
                name="code"
                label={t('stepUp.dialog.code')}
                value={code}
                onChange={setCode}
                maxLength={6}
                helperText={t('stepUp.dialog.codeHint')}
                error={wrong ? t('stepUp.dialog.wrongCode') : undefined}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onDone(null)} disabled={busy}>
            {t('stepUp.dialog.cancel')}
          </Button>
          {stage.kind !== 'refused' && (
            <Button
              type="submit"
              variant="contained"
              disabled={stage.kind !== 'ready' || code.length !== 6 || busy}
            >
              {t('stepUp.dialog.confirm')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
