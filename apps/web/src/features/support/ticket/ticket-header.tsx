import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-format';
import { personName } from '../shared/person-name';
import { CategoryPill, LabelChip, TicketStatusPill } from '../shared/ticket-pills';
import { TimeAgo } from '../shared/time-ago';

/** #number, subject, status, category, priority, who opened it and when, last activity. */
export function TicketHeader({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const counterpart = ticket.customer?.legalBusinessName ?? ticket.tenant.tenantName;
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('support.detail.heading', { number: ticket.ticketNumber, subject: ticket.subject })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TicketStatusPill status={ticket.status} />
        <CategoryPill category={ticket.category} />
        <Typography variant="body2">
          {t('support.detail.priority', { priority: t(`support.priorities.${ticket.priority}`) })}
        </Typography>
        {ticket.label && <LabelChip label={ticket.label} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('support.detail.createdBy', {
          name: personName(ticket.createdBy),
          counterpart,
          date: formatDateTime(ticket.createdOn),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('support.detail.lastActivity')} <TimeAgo value={ticket.lastActivityOn} />
      </Typography>
    </Stack>
  );
}
