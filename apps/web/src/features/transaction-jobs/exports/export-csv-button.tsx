import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import type { LookupState } from '../../../lib/transactions/lookup-params';
import { ExportProgress } from './export-progress';
import { useExportJob } from './lookup-csv';
import { RecentExportsMenu } from './recent-exports-menu';

/**
 * Exports every transaction the current filter matches as CSV (zipped). The export runs as a job
 * on the server; its progress in rows shows beside the button until the zip downloads, and
 * "Recent exports" keeps the caller's exports of the last 24 h within reach after leaving the page.
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
      <RecentExportsMenu area={area} />
    </Stack>
  );
}
