import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DisputeAction, DisputeOutcome } from '@paydesk/contracts/disputes/dispute.model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { FileUploadField } from '../../../components/file-upload/file-upload';
import { ApiError } from '../../../lib/api/api-error';
import { errorCodeOf } from '../../../lib/api/field-errors';
import { errorMessageOf } from '../../../lib/http/error-message';
import { detailKeys } from '../../../lib/transactions/detail-query-keys';
import { type DisputeStepRequest, disputeKeys, sendDisputeStep } from '../api/dispute-calls';
import { useEvidenceFiles } from './use-evidence-files';

/**
 * One step on a dispute: evidence, accept, or the decision. The Idempotency-Key is made when the
 * dialog opens, so a double click or a retry after a lost answer acts once; a refusal (409: the
 * dispute moved on) is shown in the dialog, the dispute is read again and the next send gets a new
 * key, except after ACTION_IN_FLIGHT (the same request is still running), whose retry keeps it.
 */
export function DisputeStepDialog({
  disputeId,
  tenantId,
  step,
  onClose,
}: {
  disputeId: string;
  /** The dispute's tenant for platform staff (their files go there and calls name it); else null. */
  tenantId: string | null;
  step: DisputeAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = useRef(crypto.randomUUID());
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<DisputeOutcome>('Won');
  const [textError, setTextError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const files = useEvidenceFiles(tenantId, setFileIds);

  const mutation = useMutation({
    mutationFn: (request: DisputeStepRequest) => sendDisputeStep(disputeId, request, key.current, tenantId),
    meta: { silentError: true },
    onSuccess: async (details) => {
      queryClient.setQueryData(disputeKeys.one(disputeId), details);
      notify.success(t(`disputes.actions.done.${step}`));
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
        // The payment's money and status changed with the dispute.
        queryClient.invalidateQueries({ queryKey: detailKeys.all }),
      ]);
    },
    onError: async (error) => {
      const message = await errorMessageOf(error);
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        // The same request still running (ACTION_IN_FLIGHT) keeps the key: a retry gets its answer.
        if (errorCodeOf(error) !== 'ACTION_IN_FLIGHT') key.current = crypto.randomUUID();
        setRefusal(message);
        void queryClient.invalidateQueries({ queryKey: disputeKeys.all });
        return;
      }
      setRefusal(error instanceof ApiError && error.status < 500 ? message : t('disputes.actions.failed'));
    },
  });

  const submit = () => {
    setRefusal(null);
    if (step === 'submitEvidence') {
      if (text.trim() === '') {
        setTextError(t('disputes.actions.required'));
        return;
      }
      mutation.mutate({ step, text: text.trim(), fileIds });
    } else if (step === 'accept') {
      mutation.mutate({ step, ...(note.trim() ? { note: note.trim() } : {}) });
    } else {
      mutation.mutate({ step, outcome, ...(note.trim() ? { note: note.trim() } : {}) });
    }
  };

  const title = t(`disputes.actions.${step}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="dispute-step-title">
      <DialogTitle id="dispute-step-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {step === 'submitEvidence' && (
            <TextField
              label={t('disputes.actions.evidenceText')}
              multiline
              minRows={4}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setTextError(null);
              }}
              error={!!textError}
              helperText={textError ?? t('disputes.actions.evidenceHint')}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          )}
          {step === 'submitEvidence' && <FileUploadField uploads={files} disabled={mutation.isPending} />}
          {step === 'accept' && <Typography>{t('disputes.actions.acceptText')}</Typography>}
          {step === 'decide' && (
            <RadioGroup
              aria-label={t('disputes.actions.outcome')}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as DisputeOutcome)}
            >
              <FormControlLabel value="Won" control={<Radio />} label={t('disputes.actions.won')} />
              <FormControlLabel value="Lost" control={<Radio />} label={t('disputes.actions.lost')} />
            </RadioGroup>
          )}
          {step !== 'submitEvidence' && (
            <TextField
              label={t('disputes.actions.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('disputes.actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={mutation.isPending || files.busy}>
          {t('disputes.actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
