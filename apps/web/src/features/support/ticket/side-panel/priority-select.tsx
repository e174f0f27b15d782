import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TICKET_PRIORITIES, type TicketPriority } from '@paydesk/contracts/support/support.model';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { changePriority } from '../../api/ticket-calls';
import type { TicketRef } from '../../api/ticket-ref';
import { useTicketAction } from '../use-ticket-action';

export function PrioritySelect({ ticket, ticketRef }: { ticket: Ticket; ticketRef: TicketRef }) {
  const { t } = useTranslation();
  const change = useTicketAction(
    ticket.ticketId,
    (priority: TicketPriority) => changePriority(ticketRef, priority),
    (priority) => t('support.panel.priorityChanged', { priority: t(`support.priorities.${priority}`) }),
  );
  return (
    <TextField
      select
      size="small"
      id="ticket-priority"
      label={t('support.panel.priority')}
      value={ticket.priority}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.target.value as TicketPriority)}
    >
      {TICKET_PRIORITIES.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {t(`support.priorities.${priority}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
