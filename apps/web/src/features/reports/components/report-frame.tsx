import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Freshness } from '../../../components/load-state/freshness';
import { RetryAlert } from '../../../components/load-state/retry-alert';

interface ReportFrameProps {
  readonly title: string;
  readonly description: string;
  /** How fresh the numbers are (the oldest of the report's calls); nothing while none answered. */
  readonly updatedAt: string | null;
  readonly filters: ReactNode;
  /** Downloads the CSV of what the filters show. */
  readonly onExport: () => void;
  readonly exporting: boolean;
  /** A call failed and nothing is on screen: the retry. */
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/**
 * Every report screen's frame: its heading and what it shows, how fresh the numbers are, the CSV
 * export of exactly what the filters show, the filters, then its charts and tables.
 */
export function ReportFrame({
  title,
  description,
  updatedAt,
  filters,
  onExport,
  exporting,
  failed,
  onRetry,
  children,
}: ReportFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
          <Freshness updatedAt={updatedAt} />
        </Stack>
        <Button startIcon={<DownloadIcon />} loading={exporting} onClick={onExport} disabled={failed}>
          {t('reports.exportCsv')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {filters}
      </Paper>
      {failed ? (
        <RetryAlert retryLabel={t('reports.retry')} onRetry={onRetry}>
          {t('reports.loadFailed')}
        </RetryAlert>
      ) : (
        children
      )}
    </Stack>
  );
}
