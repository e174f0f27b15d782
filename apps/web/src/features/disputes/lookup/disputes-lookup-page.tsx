import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DISPUTE_PAGING } from '@paydesk/contracts/disputes/dispute.model';
import type { Dispute } from '@paydesk/contracts/disputes/dispute.schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { formatDateTime } from '../../../lib/format/date-format';
import { moneyDisplay } from '../../../lib/transactions/money-display';
import { useDisputePage } from '../api/dispute-calls';
import { DisputeDrawer } from '../details/dispute-drawer';
import { STATUS_COLOURS } from '../model/status-colours';
import { type DisputeFilterState, filtersFromParams, listQueryOf, paramsOf } from './dispute-filters';
import { DisputeFiltersBar } from './dispute-filters-bar';

/**
 * The disputes lookup (crm/disputes, transaction-management/disputes/disputes-lookup): filters and
 * paging in the URL, newest first; a row opens the dispute beside the list (?dispute=id), where
 * staff respond to it.
 */
export function DisputesLookupPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = filtersFromParams(params);
  const page = useDisputePage(listQueryOf(state));
  const update = (next: Partial<DisputeFilterState>) => {
    // A new filter starts again at the first page; paging and opening a dispute keep the filters.
    const resetsPage = Object.keys(next).some((k) => k !== 'page' && k !== 'dispute' && k !== 'pageSize');
    setParams(paramsOf({ ...state, ...(resetsPage ? { page: 0 } : {}), ...next }));
  };
  const rows = page.data?.data ?? [];
  const columns = useDisputeColumns((d) => update({ dispute: d.id }));
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {t('disputes.heading')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DisputeFiltersBar state={state} onChange={update} />
      </Paper>
      <Paper variant="outlined">
        {page.isError ? (
          <RetryAlert retryLabel={t('disputes.retry')} onRetry={() => void page.refetch()}>
            {t('disputes.loadFailed')}
          </RetryAlert>
        ) : (
          <>
            <DataTable
              label={t('disputes.tableLabel')}
              columns={columns}
              rows={rows}
              rowKey={(d) => d.id}
              busy={page.isFetching}
              placeholder={
                (page.isSuccess && rows.length === 0 && t('disputes.empty')) ||
                (page.isPending && t('disputes.loading'))
              }
            />
            <TablePaging
              page={{ pageIndex: state.page, pageSize: state.pageSize }}
              count={page.data?.count ?? 0}
              pageSizes={DISPUTE_PAGING.pageSizes}
              onChange={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
            />
          </>
        )}
      </Paper>
      <DisputeDrawer id={state.dispute} onClose={() => update({ dispute: null })} />
    </Stack>
  );
}

/** The lookup's columns; a dispute's external id is the button that opens it. */
function useDisputeColumns(onOpen: (dispute: Dispute) => void): Column<Dispute>[] {
  const { t } = useTranslation();
  const header = (key: string) => t(`disputes.columns.${key}`);
  return [
    { key: 'openedAt', header: header('openedAt'), cell: (d) => formatDateTime(d.openedAt) },
    {
      key: 'externalId',
      header: header('externalId'),
      cell: (d) => (
        <Link
          component="button"
          type="button"
          onClick={() => onOpen(d)}
          aria-label={t('disputes.openDispute', { externalId: d.externalId })}
        >
          {d.externalId}
        </Link>
      ),
    },
    { key: 'merchant', header: header('merchant'), cell: (d) => d.merchantName },
    {
      key: 'code',
      header: header('code'),
      cell: (d) => (
        <>
          {d.disputeCode}
          {d.reasonText && (
            <Typography variant="body2" color="text.secondary">
              {d.reasonText}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'category',
      header: header('category'),
      cell: (d) => (d.category ? t(`disputes.category.${d.category}`) : ''),
    },
    {
      key: 'amount',
      header: header('amount'),
      align: 'right',
      cell: (d) => moneyDisplay(d.amount, d.currency),
    },
    {
      key: 'status',
      header: header('status'),
      cell: (d) => (
        <Chip size="small" color={STATUS_COLOURS[d.status]} label={t(`disputes.status.${d.status}`)} />
      ),
    },
    { key: 'updatedAt', header: header('updatedAt'), cell: (d) => formatDateTime(d.updatedAt) },
  ];
}
