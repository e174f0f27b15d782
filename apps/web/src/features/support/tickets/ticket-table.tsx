import type { TicketSummary } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { type SupportArea, ticketPath } from '../model/support-area';
import { rememberTicketCrumbs } from '../model/ticket-crumbs';
import type { TicketListState } from '../model/ticket-list-params';
import { useTicketColumns } from './ticket-columns';

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
  const navigate = useNavigate();
  const columns = useTicketColumns(area, showsCounterpart(area, state));
  const open = (ticket: TicketSummary) => {
    const path = ticketPath(area, ticket);
    rememberTicketCrumbs(area, path, ticket, t);
    void navigate(path);
  };
  return (
    <DataTable
      label={t('support.list.tableLabel')}
      columns={columns}
      rows={tickets}
      rowKey={(ticket) => ticket.ticketId}
      noWrapHeaders
      sort={{ order: state, onChange: update }}
      onRowClick={open}
      rowProps={(ticket) => ({ 'data-unread': ticket.unreadCount > 0 || undefined })}
    />
  );
}
