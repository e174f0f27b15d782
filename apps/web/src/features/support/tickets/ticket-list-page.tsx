import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SUPPORT_PAGING, type TicketChannel } from '@paydesk/contracts/support/support.model';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { useTicketList } from '../api/ticket-list-queries';
import { type SupportArea, TENANT_CHANNELS } from '../model/support-area';
import { hasFilters, NO_FILTERS, PAGE_SIZE_OPTIONS, toListRequest } from '../model/ticket-list-params';
import { NewTicketButton } from '../shared/new-ticket-button';
import { ExportTicketsButton } from './export-tickets-button';
import { isHandlerList, TicketFilters } from './ticket-filters';
import { TicketTable } from './ticket-table';
import { useTicketListState } from './use-ticket-list-state';

/**
 * The full ticket list (…/support-tickets): filters, sort and page in the URL, read from the
 * server. Tenant staff switch between their merchants' tickets and their own to the platform.
 */
export function TicketListPage({ area }: { area: SupportArea }) {
  const { t } = useTranslation();
  const { state, update } = useTicketListState(area);
  const list = useTicketList(area, toListRequest(state));
  const filtered = hasFilters(state);

  const emptyText = filtered
    ? t('support.list.emptyFiltered')
    : isHandlerList(area, state)
      ? t(`support.list.emptyHandler.${area}`)
      : t('support.list.emptyRequester');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t(`support.list.heading.${area}`)}
        </Typography>
        {area === 'platform' && <ExportTicketsButton tenantId={state.tenantId} />}
        <NewTicketButton />
      </Stack>
      {area === 'tenant' && (
        <Tabs
          value={state.ticketChannelType}
          onChange={(_, channel: TicketChannel) =>
            // The assignee and customer filters belong to the merchant tickets only.
            update({ ticketChannelType: channel, assignee: null, customerId: null })
          }
          aria-label={t('support.list.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TENANT_CHANNELS.map((channel) => (
            <Tab key={channel} value={channel} label={t(`support.list.tabs.${channel}`)} />
          ))}
        </Tabs>
      )}
      <TicketFilters area={area} state={state} update={update} />
      {/* minWidth 0: the table scrolls inside its own container, never the page. */}
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        {list.isFetching && <LinearProgress aria-label={t('support.loading')} />}
        {list.isError && (
          <RetryAlert sx={{ m: 2 }} retryLabel={t('support.retry')} onRetry={() => void list.refetch()}>
            {t('support.list.loadFailed')}
          </RetryAlert>
        )}
        {list.data && list.data.count === 0 && (
          <Stack spacing={1} sx={{ p: 3, alignItems: 'flex-start' }}>
            <Typography>{emptyText}</Typography>
            {filtered && (
              <Button onClick={() => update(NO_FILTERS)}>{t('support.list.filters.clear')}</Button>
            )}
          </Stack>
        )}
        {list.data && list.data.count > 0 && (
          <>
            <TicketTable area={area} tickets={list.data.data} state={state} update={update} />
            <TablePaging
              page={state}
              count={list.data.count}
              // The server counts a list up to SUPPORT_PAGING.listCountCap matches.
              countIsCapped={list.data.count >= SUPPORT_PAGING.listCountCap}
              pageSizes={PAGE_SIZE_OPTIONS}
              onChange={update}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
