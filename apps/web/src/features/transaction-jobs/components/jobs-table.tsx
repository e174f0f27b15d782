import Link from '@mui/material/Link';
import type { BulkJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDateTime } from '../../../lib/format/date-format';
import { type JobListArea, jobPathOf } from '../../../lib/transaction-jobs/job-areas';
import { isLiveJob } from '../api/job-queries';
import { JobProgress } from './job-progress';
import { JobStatusPill } from './job-status-pill';

interface Props {
  readonly area: JobListArea;
  readonly jobs: readonly BulkJob[];
}

/** A page of jobs: when, status, the change, its progress, who asked, when it finished. */
export function JobsTable({ area, jobs }: Props) {
  const { t } = useTranslation();
  const c = (key: string) => t(`transactionJobs.list.${key}`);
  return (
    <DataTable
      label={c('tableLabel')}
      rows={jobs}
      rowKey={(job) => job.id}
      columns={[
        {
          key: 'created',
          header: c('created'),
          cell: (job) => {
            const created = formatDateTime(job.createdAt);
            return (
              <Link
                component={RouterLink}
                to={jobPathOf(area, job.id)}
                aria-label={t('transactionJobs.list.open', { created })}
              >
                {created}
              </Link>
            );
          },
        },
        { key: 'status', header: c('status'), cell: (job) => <JobStatusPill status={job.status} /> },
        {
          key: 'action',
          header: c(area === 'platform' ? 'action' : 'bulkAction'),
          cell: (job) => t(`transactionJobs.action.${job.action}`, { defaultValue: job.action }),
        },
        {
          key: 'progress',
          header: c('progress'),
          cell: (job) => (
            <JobProgress
              done={job.progress.done}
              total={job.progress.total}
              active={isLiveJob(job)}
              label={t('transactionJobs.progress.label')}
            />
          ),
        },
        { key: 'requester', header: c('requester'), cell: (job) => job.requestedBy.email },
        { key: 'finished', header: c('finished'), cell: (job) => formatDateTime(job.finishedAt) },
      ]}
    />
  );
}
