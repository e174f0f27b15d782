import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ExportJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useTranslation } from 'react-i18next';
import { formatDataSize, formatDecimal } from '../../../lib/format/number-format';
import { percentOf } from '../components/job-progress';

/**
 * How far an export has come, in rows: "N of M rows (P %)" over a determinate bar, M being the
 * lookup's count when the export started. A capped count (10,000+) or one not known yet gives no
 * honest percent, so the bar then moves without a value; the zip's size so far shows beneath.
 */
export function ExportProgress({ job, width = 240 }: { job: ExportJob | undefined; width?: number }) {
  const { t } = useTranslation();
  const label = t('transactionJobs.export.progressLabel');
  const started = job !== undefined && (job.status !== 'Queued' || job.rowsWritten > 0);
  const total = job?.rowsExpected ?? null;
  const determinate = started && total !== null && total > 0 && !job.rowsExpectedIsCapped;
  const percent = determinate ? percentOf(job.rowsWritten, total) : 0;
  const rows = (n: number) => formatDecimal(n, 0);

  let text = t('transactionJobs.export.preparing');
  if (started && total === null)
    text = t('transactionJobs.export.rowsUnknown', { done: rows(job.rowsWritten) });
  else if (started && total !== null)
    text = t(job.rowsExpectedIsCapped ? 'transactionJobs.export.rowsCapped' : 'transactionJobs.export.rows', {
      done: rows(job.rowsWritten),
      total: rows(total),
      percent: total > 0 ? percentOf(job.rowsWritten, total) : 100,
    });
  return (
    <Box sx={{ width }} role="status" aria-label={label}>
      <LinearProgress
        variant={determinate ? 'determinate' : 'indeterminate'}
        value={determinate ? percent : undefined}
        aria-label={label}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Typography>
      {started && job.bytesWritten > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('transactionJobs.export.size', { size: formatDataSize(job.bytesWritten) })}
        </Typography>
      )}
    </Box>
  );
}
