import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { jobPathOf, type WebhookResendArea } from '../../../lib/transaction-jobs/job-areas';
import { isLiveJob, useJob } from '../api/job-queries';
import { JobProgress } from '../components/job-progress';
import { JobStatusPill } from '../components/job-status-pill';

/**
 * The resend just queued, live: its status and progress, polled until it has finished (useJob
 * stops by itself then), with the way to its items (which events were sent, which left alone).
 */
export function ResendProgress({
  area,
  jobId,
}: {
  readonly area: WebhookResendArea;
  readonly jobId: string;
}) {
  const { t } = useTranslation();
  const job = useJob(area, jobId);
  const data = job.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('reports.webhooks.resend.progressTitle')}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
            {t('reports.webhooks.resend.progressTitle')}
          </Typography>
          {data && <JobStatusPill status={data.status} />}
          <Button component={RouterLink} to={jobPathOf(area, jobId)}>
            {t('reports.webhooks.resend.openJob')}
          </Button>
        </Stack>
        {data && (
          <>
            <JobProgress
              done={data.progress.done}
              total={data.progress.total}
              active={isLiveJob(data)}
              label={t('transactionJobs.progress.label')}
            />
            <Typography variant="body2">{t('transactionJobs.job.counts', data.progress)}</Typography>
            {data.message && <Alert severity="error">{data.message}</Alert>}
          </>
        )}
        {job.isError && <Alert severity="warning">{t('transactionJobs.job.pollFailed')}</Alert>}
      </Stack>
    </Paper>
  );
}
