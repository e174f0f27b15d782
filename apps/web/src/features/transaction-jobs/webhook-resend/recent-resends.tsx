import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import type { WebhookResendArea } from '../../../lib/transaction-jobs/job-areas';
import { useJobList } from '../api/job-queries';
import { JobsTable } from '../components/jobs-table';

/** The last resends shown under the deliveries; each opens in place (`?jobId=`) with its events. */
const RECENT = 10;

/** The recent bulk resends of the caller's scope, newest first, their progress kept moving. */
export function RecentResends({ area }: { readonly area: WebhookResendArea }) {
  const { t } = useTranslation();
  const list = useJobList(area, { PageIndex: 0, PageSize: RECENT });
  const failure = useErrorMessage(list.error);
  const jobs = list.data?.data;
  const title = t('reports.webhooks.resend.recent');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
        {title}
      </Typography>
      {list.isError && !jobs && (
        <RetryAlert retryLabel={t('transactionJobs.list.retry')} onRetry={() => void list.refetch()}>
          {t('transactionJobs.list.loadFailed', { message: failure })}
        </RetryAlert>
      )}
      {jobs && jobs.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('transactionJobs.list.empty')}
        </Typography>
      )}
      {jobs && jobs.length > 0 && <JobsTable area={area} jobs={jobs} />}
    </Paper>
  );
}
