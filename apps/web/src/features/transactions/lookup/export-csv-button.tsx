import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { useCsvExport } from '../api/lookup-csv';
import type { LookupArea } from '../model/lookup-area';
import type { LookupState } from '../model/lookup-params';

/** Downloads every transaction the current filter matches as CSV (zipped); busy while it runs. */
export function ExportCsvButton({ area, state }: { area: LookupArea; state: LookupState }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const exporting = useCsvExport(area);
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={exporting.isPending}
      loadingPosition="start"
      disabled={exporting.isPending}
      onClick={() =>
        exporting.mutate(state, { onError: () => notify.error(t('transactions.export.failed')) })
      }
    >
      {t('transactions.export.button')}
    </Button>
  );
}
