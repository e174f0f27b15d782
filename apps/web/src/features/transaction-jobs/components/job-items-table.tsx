import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  JOB_ITEM_OUTCOMES,
  type JobItemOutcome,
  TRANSACTION_JOB_LIMITS,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { type TablePage, TablePaging } from '../../../components/table-paging/table-paging';
import { formatDateTime } from '../../../lib/format/date-format';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import { type JobListArea, transactionAreaOf } from '../../../lib/transaction-jobs/job-areas';
import { transactionPath } from '../../../lib/transactions/detail-ref';
import { useJobItems } from '../api/job-queries';
import { ItemOutcomePill } from './job-status-pill';

interface Props {
  readonly area: JobListArea;
  readonly jobId: string;
  /** The job is still queued or running. */
  readonly live: boolean;
  /** The job's state the items are read for (jobItemsVersion): a new one reads them again. */
  readonly version: string;
}

/**
 * A job's items in submitted order with their outcomes, filtered by outcome and paged. A found
 * transaction shows by its external id (a bulk action submits internal ids, which say nothing to a
 * user) and links to its details (in the area's own lookup), so a refusal can be looked into; an
 * item not found shows what was submitted.
 */
export function JobItemsTable({ area, jobId, live, version }: Props) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<JobItemOutcome | ''>('');
  const [page, setPage] = useState<TablePage>({
    pageIndex: 0,
    pageSize: TRANSACTION_JOB_LIMITS.defaultPageSize,
  });
  const items = useJobItems(
    area,
    jobId,
    { PageIndex: page.pageIndex, PageSize: page.pageSize, ...(outcome && { outcome }) },
    { live, version },
  );
  const failure = useErrorMessage(items.error);
  const c = (key: string) => t(`transactionJobs.items.${key}`);
  const data = items.data;
  return (
    <Stack spacing={1}>
      <TextField
        select
        label={c('outcomeFilter')}
        value={outcome}
        onChange={(event) => {
          setOutcome(event.target.value as JobItemOutcome | '');
          setPage((p) => ({ ...p, pageIndex: 0 }));
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 240 }}
        size="small"
      >
        <option value="">{c('anyOutcome')}</option>
        {JOB_ITEM_OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {t(`transactionJobs.outcome.${o}`)}
          </option>
        ))}
      </TextField>
      {items.isFetching && !data && <LinearProgress aria-label={c('tableLabel')} />}
      {items.isError && !data && (
        <RetryAlert retryLabel={t('transactionJobs.list.retry')} onRetry={() => void items.refetch()}>
          {t('transactionJobs.list.loadFailed', { message: failure })}
        </RetryAlert>
      )}
      {data && data.data.length === 0 && <Typography color="text.secondary">{c('empty')}</Typography>}
      {data && data.data.length > 0 && (
        <>
          <DataTable
            label={c('tableLabel')}
            rows={data.data}
            rowKey={(item) => String(item.position)}
            columns={[
              { key: 'position', header: c('position'), align: 'right', cell: (item) => item.position },
              {
                key: 'reference',
                header: c('reference'),
                cell: (item) =>
                  item.transactionId ? (
                    <Link
                      component={RouterLink}
                      to={transactionPath(transactionAreaOf(area), item.transactionId)}
                    >
                      {item.externalId ?? item.reference}
                    </Link>
                  ) : (
                    item.reference
                  ),
              },
              {
                key: 'outcome',
                header: c('outcome'),
                cell: (item) => <ItemOutcomePill outcome={item.outcome} />,
              },
              { key: 'message', header: c('message'), cell: (item) => item.message ?? '' },
              { key: 'status', header: c('status'), cell: (item) => <StatusPill value={item.status} /> },
              { key: 'processed', header: c('processed'), cell: (item) => formatDateTime(item.processedAt) },
            ]}
          />
          <TablePaging
            page={page}
            count={data.count}
            pageSizes={TRANSACTION_JOB_LIMITS.pageSizes}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
