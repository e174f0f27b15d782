import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TRANSACTION_JOB_LIMITS,
  TRANSACTION_JOB_STATUSES,
  type TransactionJobStatus,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import type { JobListArea } from '../../../lib/transaction-jobs/job-areas';
import { useJobList } from '../api/job-queries';
import { JobView } from './job-view';
import { JobsTable } from './jobs-table';

interface Props {
  readonly area: JobListArea;
  readonly heading: string;
  /** Under the heading: what starts a job from here (a link to the request or the lookup). */
  readonly start?: ReactNode;
  /** The user may cancel a queued or running job. */
  readonly canCancel: boolean;
}

const isStatus = (value: string | null): value is TransactionJobStatus =>
  (TRANSACTION_JOB_STATUSES as readonly string[]).includes(value ?? '');

/** A whole number from the URL, or the fallback when absent or not one. */
function numberParam(value: string | null, fallback: number, allowed?: readonly number[]): number {
  const n = Number(value);
  if (value === null || !Number.isInteger(n) || n < 0) return fallback;
  return allowed && !allowed.includes(n) ? fallback : n;
}

/**
 * A list of jobs (bulk updates or bulk actions), newest first, with a status filter and paging in
 * the URL; `?jobId=` opens one job in place, so a job's address can be shared and its back button
 * returns to the list.
 */
export function JobListPage({ area, heading, start, canCancel }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('jobId');
  if (jobId) return <JobView key={jobId} area={area} jobId={jobId} canCancel={canCancel} />;

  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = {
    pageIndex: numberParam(params.get('pageIndex'), 0),
    pageSize: numberParam(
      params.get('pageSize'),
      TRANSACTION_JOB_LIMITS.defaultPageSize,
      TRANSACTION_JOB_LIMITS.pageSizes,
    ),
  };
  const write = (patch: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {heading}
      </Typography>
      {start}
      <TextField
        select
        size="small"
        label={t('transactionJobs.list.statusFilter')}
        value={status ?? ''}
        onChange={(event) => write({ status: event.target.value, pageIndex: undefined })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 260 }}
      >
        <option value="">{t('transactionJobs.list.anyStatus')}</option>
        {TRANSACTION_JOB_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`transactionJobs.status.${s}`)}
          </option>
        ))}
      </TextField>
      <JobListTable
        area={area}
        status={status}
        page={page}
        onPage={(next) =>
          write({
            pageIndex: next.pageIndex || undefined,
            pageSize: next.pageSize === TRANSACTION_JOB_LIMITS.defaultPageSize ? undefined : next.pageSize,
          })
        }
      />
    </Stack>
  );
}

function JobListTable({
  area,
  status,
  page,
  onPage,
}: {
  area: JobListArea;
  status: TransactionJobStatus | undefined;
  page: { pageIndex: number; pageSize: number };
  onPage: (page: { pageIndex: number; pageSize: number }) => void;
}) {
  const { t } = useTranslation();
  const list = useJobList(area, {
    PageIndex: page.pageIndex,
    PageSize: page.pageSize,
    ...(status && { status }),
  });
  const failure = useErrorMessage(list.error);
  const data = list.data;
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {list.isFetching && !data && <LinearProgress aria-label={t('transactionJobs.list.loading')} />}
      {list.isError && !data && (
        <RetryAlert retryLabel={t('transactionJobs.list.retry')} onRetry={() => void list.refetch()}>
          {t('transactionJobs.list.loadFailed', { message: failure })}
        </RetryAlert>
      )}
      {data && data.data.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {status ? t('transactionJobs.list.emptyFiltered') : t('transactionJobs.list.empty')}
        </Typography>
      )}
      {data && data.data.length > 0 && (
        <>
          <JobsTable area={area} jobs={data.data} />
          <TablePaging
            page={page}
            count={data.count}
            pageSizes={TRANSACTION_JOB_LIMITS.pageSizes}
            onChange={onPage}
          />
        </>
      )}
    </Paper>
  );
}
