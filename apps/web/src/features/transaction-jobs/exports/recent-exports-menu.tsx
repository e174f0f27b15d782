import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-format';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import { isLiveExport, useExportDownload, useRecentExports } from '../api/export-queries';
import { JobStatusPill } from '../components/job-status-pill';
import { ExportProgress } from './export-progress';

/**
 * "Recent exports" beside the lookup's export button: the caller's exports of the last 24 h, so
 * one started before leaving the lookup is not lost. Running ones show their progress (polled
 * while the list is open), finished ones a download until they expire, failed ones their message.
 * The list is asked for only when opened: the lookup itself makes no extra call.
 */
export function RecentExportsMenu({ area }: { area: LookupArea }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const open = anchor !== null;
  const exports = useRecentExports(area, open);
  const failure = useErrorMessage(exports.error);
  return (
    <>
      <Button
        variant="text"
        startIcon={<HistoryIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('transactionJobs.export.recent')}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360 } } }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
          {t('transactionJobs.export.recentTitle')}
        </Typography>
        <Divider />
        {exports.isPending && exports.isFetching && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={t('transactionJobs.export.recentLoading')} />
          </Box>
        )}
        {exports.isError && !exports.data && (
          <Alert severity="error" sx={{ m: 1 }}>
            {t('transactionJobs.export.recentFailed', { message: failure })}
          </Alert>
        )}
        {exports.data?.data.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('transactionJobs.export.recentEmpty')}
          </Typography>
        )}
        {exports.data && exports.data.data.length > 0 && (
          <List dense aria-label={t('transactionJobs.export.recent')}>
            {exports.data.data.map((job) => (
              <RecentExport key={job.id} area={area} job={job} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

function RecentExport({ area, job }: { area: LookupArea; job: ExportJob }) {
  const { t } = useTranslation();
  const download = useExportDownload(area);
  const created = formatDateTime(job.createdAt);
  return (
    <ListItem divider sx={{ display: 'block' }} aria-label={t('transactionJobs.export.created', { created })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">{t('transactionJobs.export.created', { created })}</Typography>
        <JobStatusPill status={job.status} />
      </Stack>
      {isLiveExport(job) && <ExportProgress job={job} width={320} />}
      {job.status === 'Failed' && job.message && (
        <Typography variant="caption" color="error">
          {job.message}
        </Typography>
      )}
      {job.status === 'Completed' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary">
            {t('transactionJobs.export.expires', { expires: formatDateTime(job.expiresAt) })}
          </Typography>
          <Button
            size="small"
            loading={download.isPending}
            onClick={() => download.mutate(job)}
            aria-label={t('transactionJobs.export.downloadLabel', { created })}
          >
            {t('transactionJobs.export.download')}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}
