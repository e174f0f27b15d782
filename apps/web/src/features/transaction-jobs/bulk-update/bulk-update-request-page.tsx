import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type { BulkJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { ApiError } from '../../../lib/api/api-error';
import { errorMessageOf } from '../../../lib/http/error-message';
import { jobListPathOf, jobPathOf } from '../../../lib/transaction-jobs/job-areas';
import { jobKeys } from '../../../lib/transaction-jobs/job-query-keys';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { type BulkUpdateSubmission, submitBulkUpdate } from '../api/bulk-update-calls';
import { ConfirmJobDialog } from '../components/confirm-job-dialog';
import { BulkUpdateFields } from './bulk-update-fields';
import { TransactionsSource } from './transactions-source';
import { useBulkUpdateForm } from './use-bulk-update-form';

/**
 * Platform staff change the status of many transactions at once (spec §2
 * transaction-bulk-update-request): a CSV of ids or external ids, or a pasted list; the status
 * change and its reason; a comment. A confirmation says how many transactions will change; the job
 * is then queued and opened in the history, where its progress shows live.
 */
export function BulkUpdateRequestPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useBulkUpdateForm();
  const [confirming, setConfirming] = useState<BulkUpdateSubmission | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadPercent, setUploadPercent] = useState(0);
  // One key per confirmation: a double click or a retry queues one job (the server replays it).
  const idempotencyKey = useRef('');
  const c = (key: string, options: Record<string, unknown> = {}) =>
    t(`transactionJobs.bulkUpdate.${key}`, options);

  const send = useMutation({
    mutationFn: (submission: BulkUpdateSubmission) =>
      submitBulkUpdate(submission, idempotencyKey.current, setUploadPercent),
    meta: { silentError: true },
    onMutate: () => {
      setFailure(null);
      setUploadPercent(0);
    },
    onSuccess: async (job: BulkJob) => {
      notify.success(c('submitted'));
      await queryClient.invalidateQueries({ queryKey: jobKeys.area('platform') });
      navigate(jobPathOf('platform', job.id));
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 400) {
        // Field and row messages belong at the fields: back to the form.
        form.refused(error);
        setConfirming(null);
        return;
      }
      setFailure(await errorMessageOf(error));
    },
  });

  const review = () => {
    const submission = form.review() ? form.submission() : null;
    if (!submission) return;
    idempotencyKey.current = crypto.randomUUID();
    setFailure(null);
    setConfirming(submission);
  };
  const action = form.change.actionType ? t(`transactionJobs.action.${form.change.actionType}`) : '';

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {c('heading')}
        </Typography>
        {holdsAny(user.permissions, ['Platform.Transaction.BulkUpdateHistory']) && (
          <Button component={RouterLink} to={jobListPathOf('platform')} startIcon={<HistoryIcon />}>
            {c('historyHeading')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <TransactionsSource
            value={form.source}
            listCount={form.listCount}
            onKind={form.setKind}
            onFile={form.setFile}
            onListText={form.setListText}
            error={form.errors.source}
            rowErrors={form.rowErrors}
            disabled={send.isPending}
          />
          <BulkUpdateFields
            value={form.change}
            onChange={form.setChange}
            errors={form.errors}
            disabled={send.isPending}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={send.isPending}
          >
            {c('review')}
          </Button>
        </Stack>
      </Paper>
      {confirming && (
        <ConfirmJobDialog
          title={c('confirmTitle')}
          text={c('confirmText', { count: form.count, action })}
          note={c('confirmNote')}
          confirmLabel={c('submit')}
          backLabel={c('back')}
          sending={send.isPending}
          uploadPercent={confirming.source === 'file' ? uploadPercent : undefined}
          uploadLabel={c('uploading')}
          failure={failure}
          onConfirm={() => !send.isPending && send.mutate(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
