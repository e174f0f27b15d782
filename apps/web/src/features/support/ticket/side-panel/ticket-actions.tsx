import DownloadIcon from '@mui/icons-material/Download';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { saveBlob } from '../../../../lib/save-blob';
import { exportFeedCsv } from '../../api/ticket-calls';
import type { TicketViewer } from '../ticket-viewer';
import { Escalation } from './escalation';
import { InviteDialog } from './invite-dialog';
import { PanelSection } from './panel-section';

/** Invite an outside party, export the feed as CSV, and (tenant staff) escalate. */
export function TicketActions({ ticket, viewer }: { ticket: Ticket; viewer: TicketViewer }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [inviting, setInviting] = useState(false);
  const exportCsv = useMutation({
    mutationFn: () => exportFeedCsv(viewer.ref),
    onSuccess: (csv) => {
      saveBlob(csv, `ticket-${ticket.ticketNumber}-feed.csv`);
      notify.success(t('support.panel.feedExported'));
    },
  });
  return (
    <PanelSection title={t('support.panel.actions')}>
      <Button
        size="small"
        startIcon={<PersonAddIcon />}
        onClick={() => setInviting(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('support.panel.invite')}
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        loading={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('support.panel.exportFeed')}
      </Button>
      {viewer.canEscalate && <Escalation ticket={ticket} />}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        ticketId={ticket.ticketId}
        ticketRef={viewer.ref}
      />
    </PanelSection>
  );
}
