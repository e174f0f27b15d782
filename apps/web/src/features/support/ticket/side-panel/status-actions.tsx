import LockOpenIcon from '@mui/icons-material/LockOpen';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { closeTicket, reopenTicket } from '../../api/ticket-calls';
import type { TicketRef } from '../../api/ticket-ref';
import { TicketStatusPill } from '../../shared/ticket-pills';
import { useTicketAction } from '../use-ticket-action';
import { PanelSection } from './panel-section';

/** Spec §4: open, closed, reopened. */
export function StatusActions({ ticket, ticketRef }: { ticket: Ticket; ticketRef: TicketRef }) {
  const { t } = useTranslation();
  const close = useTicketAction(
    ticket.ticketId,
    () => closeTicket(ticketRef),
    () => t('support.panel.closedDone'),
  );
  const reopen = useTicketAction(
    ticket.ticketId,
    () => reopenTicket(ticketRef),
    () => t('support.panel.reopenedDone'),
  );
  return (
    <PanelSection title={t('support.panel.status')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TicketStatusPill status={ticket.status} />
        {ticket.status === 'Opened' ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<TaskAltIcon />}
            loading={close.isPending}
            onClick={() => close.mutate()}
          >
            {t('support.panel.close')}
          </Button>
        ) : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<LockOpenIcon />}
            loading={reopen.isPending}
            onClick={() => reopen.mutate()}
          >
            {t('support.panel.reopen')}
          </Button>
        )}
      </Stack>
    </PanelSection>
  );
}
