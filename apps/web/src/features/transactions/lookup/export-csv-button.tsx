import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useTranslation } from 'react-i18next';
import { formatDataSize, formatDecimal } from '../../../lib/format/number-format';
import { useExportJob } from '../api/lookup-csv';
import type { LookupArea } from '../model/lookup-area';
import type { LookupState } from '../model/lookup-params';

/**
 * Exports every transaction the current filter matches as CSV (zipped). The export runs as a job
 * on the server; its progress shows beside the button until the zip downloads.
 */
export function ExportCsvButton({ area, state }: { area: LookupArea; state: LookupState }) {
  const { t } = useTranslation();
  const exporting = useExportJob(area);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {exporting.busy && <ExportProgress job={exporting.job} />}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={exporting.busy}
        loadingPosition="start"
        disabled={exporting.busy}
        onClick={() => exporting.start(state)}
      >
        {t('transactions.export.button')}
      </Button>
    </Stack>
  );
}

/**
 * How far the export has come: the zip's size so far and the rows the lookup counted when it
 * started (the job reports bytes, not rows, so the bar moves without a percent).
 */
function ExportProgress({ job }: { job: ExportJob | undefined }) {
  const { t } = useTranslation();
  const writing = job?.status === 'Running' || (job?.bytesWritten ?? 0) > 0;
  const size = formatDataSize(job?.bytesWritten ?? 0);
  let text = t('transactionJobs.export.preparing');
  if (job && writing) {
    if (job.rowsExpected === null) text = t('transactionJobs.export.progressUnknown', { size });
    else
      text = t(
        job.rowsExpectedIsCapped
          ? 'transactionJobs.export.progressCapped'
          : 'transactionJobs.export.progress',
        {
          size,
          rows: formatDecimal(job.rowsExpected, 0),
        },
      );
  }
  return (
    <Box sx={{ width: 220 }} role="status" aria-label={t('transactionJobs.export.progressLabel')}>
      <LinearProgress aria-label={t('transactionJobs.export.progressLabel')} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
