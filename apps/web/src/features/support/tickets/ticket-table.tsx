import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TicketSummary } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import type { SupportArea } from '../model/support-area';
import type { TicketListState, TicketSortField } from '../model/ticket-list-params';
import { TicketRow } from './ticket-row';

type Column = { key: string; sort?: TicketSortField };

interface TicketTableProps {
  readonly area: SupportArea;
  readonly tickets: readonly TicketSummary[];
  readonly state: TicketListState;
  readonly update: (patch: Partial<TicketListState>) => void;
}

/**
 * Who the tickets are with, as a column: the merchant (tenant staff's merchant tickets) or the
 * tenant (platform staff). Merchants' tickets are all with their own tenant, and tenant staff's
 * tickets to the platform are all their own tenant's: there the column would say the same on
 * every row.
 */
export function showsCounterpart(area: SupportArea, state: Pick<TicketListState, 'ticketChannelType'>) {
  if (area === 'platform') return true;
  return area === 'tenant' && state.ticketChannelType !== 'TenantToPlatformTicketChannel';
}

export function TicketTable({ area, tickets, state, update }: TicketTableProps) {
  const { t } = useTranslation();
  const showCounterpart = showsCounterpart(area, state);
  const columns: Column[] = [
    { key: 'number', sort: 'ticketNumber' },
    { key: 'subject' },
    ...(showCounterpart ? [{ key: area === 'platform' ? 'tenant' : 'customer' }] : []),
    { key: 'category' },
    { key: 'priority', sort: 'priority' },
    { key: 'status', sort: 'status' },
    { key: 'label' },
    { key: 'assignee' },
    { key: 'lastActivity', sort: 'lastActivityOn' },
  ];
  const sortBy = (field: TicketSortField) => {
    const same = state.sortBy === field;
    update({ sortBy: field, sortDirection: same && state.sortDirection === 'desc' ? 'asc' : 'desc' });
  };

  return (
    // The table scrolls sideways inside its own box on a narrow screen, never the page.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('support.list.tableLabel')}>
        <TableHead>
          <TableRow>
            {columns.map(({ key, sort }) => (
              <TableCell
                key={key}
                sx={{ whiteSpace: 'nowrap' }}
                sortDirection={sort && state.sortBy === sort ? state.sortDirection : false}
              >
                {sort ? (
                  <TableSortLabel
                    active={state.sortBy === sort}
                    direction={state.sortBy === sort ? state.sortDirection : 'desc'}
                    onClick={() => sortBy(sort)}
                  >
                    {t(`support.list.columns.${key}`)}
                  </TableSortLabel>
                ) : (
                  t(`support.list.columns.${key}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tickets.map((ticket) => (
            <TicketRow key={ticket.ticketId} area={area} ticket={ticket} showCounterpart={showCounterpart} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
