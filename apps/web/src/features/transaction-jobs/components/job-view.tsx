import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { ApiError } from '../../../lib/api/api-error';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { errorMessageOf } from '../../../lib/http/error-message';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import { type JobListArea, jobListPathOf } from '../../../lib/transaction-jobs/job-areas';
import { jobKeys } from '../../../lib/transaction-jobs/job-query-keys';
import { transactionKeys } from '../../../lib/transactions/transaction-query-keys';
import { webhookKeys } from '../../../lib/webhooks/webhook-calls';
import { isLiveJob, jobItemsVersion, useCancelJob, useJob } from '../api/job-queries';
import { CancelJobDialog } from './cancel-job-dialog';
import { JobFacts } from './job-facts';
import { JobItemsTable } from './job-items-table';
import { JobProgress } from './job-progress';
import { JobStatusPill } from './job-status-pill';

interface Props {
  readonly area: JobListArea;
  readonly jobId: string;
  /** The user may cancel the job while it is queued or running. */
  readonly canCancel: boolean;
}

/**
 * One job, live: its facts, its progress (polled while queued or running, spec §8 doubling after a
 * failed poll, stopped when it has finished) and its items, read again whenever the job's status or
 * done count changes. When it finishes every transaction list is read again, since the job has
 * changed transactions.
 */
export function JobView(props: Props) {
  // A jobId that is no UUID (a typed or cut URL) names no job: the server would only answer 400.
  if (!JOB_ID.test(props.jobId)) return <MissingJob area={props.area} />;
  return <FetchedJobView {...props} />;
}

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Answers no second try can change: 404 (not there, or another tenant's or user's) and 400 (an id
 * the server refuses). Both read as "no such job", with no Retry that could only fail again.
 */
const NO_SUCH_JOB = new Set([400, 404]);

function BackToJobs({ area }: { area: JobListArea }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={jobListPathOf(area)}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'start' }}
    >
      {t('transactionJobs.job.back')}
    </Button>
  );
}

function MissingJob({ area }: { area: JobListArea }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <BackToJobs area={area} />
      <Alert severity="warning">{t('transactionJobs.job.notFound')}</Alert>
    </Stack>
  );
}

function FetchedJobView({ area, jobId, canCancel }: Props) {
  const { t } = useTranslation();
  const job = useJob(area, jobId);
  const failure = useErrorMessage(job.error);
  const back = <BackToJobs area={area} />;
  if (job.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <CircularProgress aria-label={t('transactionJobs.job.loading')} />
      </Stack>
    );
  }
  if (job.isError && !job.data) {
    if (job.error instanceof ApiError && NO_SUCH_JOB.has(job.error.status)) return <MissingJob area={area} />;
    return (
      <Stack spacing={2}>
        {back}
        <RetryAlert retryLabel={t('transactionJobs.job.retry')} onRetry={() => void job.refetch()}>
          {t('transactionJobs.job.loadFailed', { message: failure })}
        </RetryAlert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {back}
      <LiveJob area={area} job={job.data} pollFailed={job.isError} canCancel={canCancel} />
    </Stack>
  );
}

function LiveJob({
  area,
  job,
  pollFailed,
  canCancel,
}: {
  area: JobListArea;
  job: BulkJob;
  pollFailed: boolean;
  canCancel: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const cancel = useCancelJob(area);
  const [confirming, setConfirming] = useState(false);
  const live = isLiveJob(job);
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) {
      // The last poll saw the job finish: the transactions it changed (its items follow the job's
      // version by themselves, see useJobItems).
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists(area) });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      // A resend has queued new deliveries: the webhook lists on screen are read again.
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    }
    wasLive.current = live;
  }, [live, area, queryClient]);

  const confirmCancel = () =>
    cancel.mutate(job.id, {
      onSuccess: () => notify.success(t('transactionJobs.job.cancelled')),
      // A 409 says the job finished meanwhile (the server's message); the toast shows it.
      onError: async (error) => notify.error(await errorMessageOf(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('transactionJobs.job.heading', { created: formatDateTimeSeconds(job.createdAt) })}
        </Typography>
        <JobStatusPill status={job.status} />
        {canCancel && live && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('transactionJobs.job.cancel')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <JobProgress
            done={job.progress.done}
            total={job.progress.total}
            active={live}
            label={t('transactionJobs.progress.label')}
          />
          <Typography variant="body2">{t('transactionJobs.job.counts', job.progress)}</Typography>
          {live && (
            <Typography variant="caption" color="text.secondary">
              {t('transactionJobs.job.live')}
            </Typography>
          )}
          {pollFailed && <Alert severity="warning">{t('transactionJobs.job.pollFailed')}</Alert>}
          {job.message && <Alert severity="error">{job.message}</Alert>}
          <JobFacts job={job} />
        </Stack>
      </Paper>
      <JobItemsTable area={area} jobId={job.id} live={live} version={jobItemsVersion(job)} />
      {confirming && (
        <CancelJobDialog
          sending={cancel.isPending}
          onConfirm={confirmCancel}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
