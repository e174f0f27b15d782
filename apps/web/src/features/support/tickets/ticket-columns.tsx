import Badge from '@mui/material/Badge';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TicketSummary } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type SupportArea, ticketPath } from '../model/support-area';
import { rememberTicketCrumbs } from '../model/ticket-crumbs';
import { personName } from '../shared/person-name';
import { CategoryPill, LabelChip, TicketStatusPill } from '../shared/ticket-pills';
import { TimeAgo } from '../shared/time-ago';

/** Who the ticket is with: the merchant of a merchant's ticket, else the tenant. */
function counterpartOf(ticket: TicketSummary): string {
  return ticket.customer?.legalBusinessName ?? ticket.tenant.tenantName;
}

export function TicketRow({
  area,
  ticket,
  showCounterpart,
}: {
  area: SupportArea;
  ticket: TicketSummary;
  showCounterpart: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = ticketPath(area, ticket);
  const unread = ticket.unreadCount > 0;
  const open = () => {
    rememberTicketCrumbs(area, path, ticket, t);
    void navigate(path);
  };
  return (
    <TableRow hover data-unread={unread || undefined} onClick={open} sx={{ cursor: 'pointer' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {t('support.ticketNumber', { number: ticket.ticketNumber })}
      </TableCell>
      {/*
        Bold when unread; the link inherits the cell's weight. The minimum width keeps words whole:
        only a token longer than the column (a pasted reference, a URL) breaks where it must.
      */}
      <TableCell sx={{ minWidth: 200, maxWidth: 360, fontWeight: unread ? 700 : 400 }}>
        <Badge
          color="primary"
          badgeContent={ticket.unreadCount}
          slotProps={{
            badge: { 'aria-label': t('support.list.unreadBadge', { count: ticket.unreadCount }) },
          }}
          sx={{ maxWidth: '100%', pr: unread ? 2 : 0 }}
        >
          <Link
            component={RouterLink}
            to={path}
            // The row opens the ticket too; the link is what keyboards and screen readers use.
            onClick={(event) => {
              event.stopPropagation();
              rememberTicketCrumbs(area, path, ticket, t);
            }}
            underline="hover"
            color="inherit"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {ticket.subject}
          </Link>
        </Badge>
      </TableCell>
      {showCounterpart && <TableCell>{counterpartOf(ticket)}</TableCell>}
      <TableCell>
        <CategoryPill category={ticket.category} />
      </TableCell>
      <TableCell>{t(`support.priorities.${ticket.priority}`)}</TableCell>
      <TableCell>
        <TicketStatusPill status={ticket.status} />
      </TableCell>
      <TableCell>{ticket.label && <LabelChip label={ticket.label} />}</TableCell>
      <TableCell>{personName(ticket.assignee) ?? t('support.list.unassigned')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <TimeAgo value={ticket.lastActivityOn} />
      </TableCell>
    </TableRow>
  );
}
