import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface JobProgressProps {
  /** Items (or rows) handled so far. */
  readonly done: number;
  /** Items (or rows) in the job; 0 while the total is not known yet. */
  readonly total: number;
  /** What the bar is about, for screen readers (e.g. "Progress of job 3"). */
  readonly label: string;
  /** The unit shown under the bar: "12 of 40" by default, or "12 of 40 rows". */
  readonly unit?: 'items' | 'rows';
  /** Still moving: an unknown total shows an indeterminate bar instead of 0 %. */
  readonly active?: boolean;
}

/** The percent a job has reached, whole, never above 100 (a total of 0 is 0 %). */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/**
 * A job's progress: a determinate bar with "done of total" and the percent beside it. While a
 * running job does not know its total yet, the bar moves without a value rather than sit at 0 %.
 */
export function JobProgress({ done, total, label, unit = 'items', active = false }: JobProgressProps) {
  const { t } = useTranslation();
  const percent = percentOf(done, total);
  const unknown = active && total <= 0;
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant={unknown ? 'indeterminate' : 'determinate'}
        value={unknown ? undefined : percent}
        aria-label={label}
      />
      <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t(`transactionJobs.progress.${unit}`, { done, total, percent })}
      </Typography>
    </Box>
  );
}
