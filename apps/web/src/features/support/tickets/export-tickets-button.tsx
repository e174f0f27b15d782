import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { exportPlatformTickets } from '@paydesk/contracts/support/ticket.endpoints';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** Platform staff: a zip of the platform tickets (one JSON per tenant), for the chosen tenant if any. */
export function ExportTicketsButton({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const exporting = useMutation({
    mutationFn: async () =>
      (await callEndpoint(exportPlatformTickets, { query: tenantId ? { tenantId } : {} })) as Blob,
    onSuccess: (zip) => {
      saveBlob(zip, 'support-tickets.zip');
      notify.success(t('support.list.exported'));
    },
  });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {t('support.list.export')}
    </Button>
  );
}
