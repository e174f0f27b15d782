import Badge from '@mui/material/Badge';
import Link from '@mui/material/Link';
import type { TicketSummary } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { type SupportArea, ticketPath } from '../model/support-area';
import { rememberTicketCrumbs } from '../model/ticket-crumbs';
import type { TicketSortField } from '../model/ticket-list-params';
import { personName } from '../shared/person-name';
import { CategoryPill, LabelChip, TicketStatusPill } from '../shared/ticket-pills';
import { TimeAgo } from '../shared/time-ago';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Who the ticket is with: the merchant of a merchant's ticket, else the tenant. */
function counterpartOf(ticket: TicketSummary): string {
  return ticket.customer?.legalBusinessName ?? ticket.tenant.tenantName;
}

/** The ticket list's columns; the number, priority, status and last activity sort. */
export function useTicketColumns(
  area: SupportArea,
  showCounterpart: boolean,
): Column<TicketSummary, TicketSortField>[] {
  const { t } = useTranslation();
  const header = (key: string) => t(`support.list.columns.${key}`);
  const counterpart = area === 'platform' ? 'tenant' : 'customer';
  return [
    {
      key: 'number',
      header: header('number'),
      sortKey: 'ticketNumber',
      sx: NO_WRAP,
      cell: (ticket) => t('support.ticketNumber', { number: ticket.ticketNumber }),
    },
    {
      key: 'subject',
      header: header('subject'),
      // Bold when unread; the link inherits the cell's weight. The minimum width keeps words whole:
      // only a token longer than the column (a pasted reference, a URL) breaks where it must.
      sx: { minWidth: 200, maxWidth: 360 },
      rowSx: (ticket) => ({ fontWeight: ticket.unreadCount > 0 ? 700 : 400 }),
      cell: (ticket) => <SubjectLink area={area} ticket={ticket} />,
    },
    ...(showCounterpart ? [{ key: counterpart, header: header(counterpart), cell: counterpartOf }] : []),
    {
      key: 'category',
      header: header('category'),
      cell: (ticket) => <CategoryPill category={ticket.category} />,
    },
    {
      key: 'priority',
      header: header('priority'),
      sortKey: 'priority',
      cell: (ticket) => t(`support.priorities.${ticket.priority}`),
    },
    {
      key: 'status',
      header: header('status'),
      sortKey: 'status',
      cell: (ticket) => <TicketStatusPill status={ticket.status} />,
    },
    {
      key: 'label',
      header: header('label'),
      cell: (ticket) => ticket.label && <LabelChip label={ticket.label} />,
    },
    {
      key: 'assignee',
      header: header('assignee'),
      cell: (ticket) => personName(ticket.assignee) ?? t('support.list.unassigned'),
    },
    {
      key: 'lastActivity',
      header: header('lastActivity'),
      sortKey: 'lastActivityOn',
      sx: NO_WRAP,
      cell: (ticket) => <TimeAgo value={ticket.lastActivityOn} />,
    },
  ];
}

function SubjectLink({ area, ticket }: { area: SupportArea; ticket: TicketSummary }) {
  const { t } = useTranslation();
  const path = ticketPath(area, ticket);
  const unread = ticket.unreadCount > 0;
  return (
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
  );
}
