import Chip from '@mui/material/Chip';
import type {
  JobItemOutcome,
  TransactionJobStatus,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { useTranslation } from 'react-i18next';
import { STATUS_PALETTE } from '../../../components/status-pill/status-palette';
import type { StatusTone } from '../../../components/status-pill/status-tones';

/**
 * Spec §4 pill tones for job statuses and item outcomes, which are not in the spec's lists: what
 * succeeded is positive, what is waiting is pending, what went wrong is negative, and what was
 * left alone (cancelled, skipped) is neutral.
 */
const JOB_TONES: Record<TransactionJobStatus, StatusTone> = {
  Queued: 'pending',
  Running: 'hold',
  Completed: 'positive',
  CompletedWithErrors: 'pending',
  Failed: 'negative',
  Cancelled: 'neutral',
};

const OUTCOME_TONES: Record<JobItemOutcome, StatusTone> = {
  Pending: 'pending',
  Applied: 'positive',
  Refused: 'negative',
  NotFound: 'negative',
  Failed: 'negative',
  Skipped: 'neutral',
};

function Pill({ tone, label, value }: { tone: StatusTone; label: string; value: string }) {
  const colours = STATUS_PALETTE[tone];
  return (
    <Chip
      size="small"
      label={label}
      data-tone={tone}
      data-status={value}
      sx={{ bgcolor: colours.background, color: colours.text, fontWeight: 600, borderRadius: 4 }}
    />
  );
}

/** A job's status as a coloured pill. */
export function JobStatusPill({ status }: { status: TransactionJobStatus }) {
  const { t } = useTranslation();
  return <Pill tone={JOB_TONES[status]} label={t(`transactionJobs.status.${status}`)} value={status} />;
}

/** One item's outcome as a coloured pill. */
export function ItemOutcomePill({ outcome }: { outcome: JobItemOutcome }) {
  const { t } = useTranslation();
  return (
    <Pill tone={OUTCOME_TONES[outcome]} label={t(`transactionJobs.outcome.${outcome}`)} value={outcome} />
  );
}
