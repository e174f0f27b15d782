import type { BulkJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '../../../components/fact-list/fact-list';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';

/** What a job changes, who asked, and when it ran. Facts a job does not have are left out. */
export function JobFacts({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`transactionJobs.job.${key}`);
  const facts: (Fact | false)[] = [
    {
      label: c(job.kind === 'BulkUpdate' ? 'action' : 'bulkAction'),
      value: t(`transactionJobs.action.${job.action}`, { defaultValue: job.action }),
    },
    job.declineReason !== null && { label: c('declineReason'), value: job.declineReason },
    job.comment !== null && {
      label: job.kind === 'BulkUpdate' ? c('comment') : c('reason'),
      value: job.comment,
    },
    { label: c('requester'), value: job.requestedBy.email },
    { label: c('created'), value: formatDateTimeSeconds(job.createdAt) },
    job.startedAt !== null && { label: c('started'), value: formatDateTimeSeconds(job.startedAt) },
    job.finishedAt !== null && { label: c('finished'), value: formatDateTimeSeconds(job.finishedAt) },
  ];
  return <FactList facts={facts.filter((f): f is Fact => f !== false)} />;
}
