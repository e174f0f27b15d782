import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DISPUTE_PAGING } from '@paydesk/contracts/disputes/dispute.model';
import type { Dispute } from '@paydesk/contracts/disputes/dispute.schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
            <Table size="small" aria-label={t('disputes.tableLabel')} aria-busy={page.isFetching}>
              <TableHead>
                <TableRow>
                  {(
                    [
                      'openedAt',
                      'externalId',
                      'merchant',
                      'code',
                      'category',
                      'amount',
                      'status',
                      'updatedAt',
                    ] as const
                  ).map((c) => (
                    <TableCell key={c} align={c === 'amount' ? 'right' : 'left'}>
                      {t(`disputes.columns.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((d) => (
                  <DisputeRow key={d.id} dispute={d} onOpen={() => update({ dispute: d.id })} />
                ))}
                {page.isSuccess && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>{t('disputes.empty')}</TableCell>
                  </TableRow>
                )}
                {page.isPending && (
                  <TableRow>
                    <TableCell colSpan={8}>{t('disputes.loading')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
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

function DisputeRow({ dispute: d, onOpen }: { dispute: Dispute; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <TableRow hover>
      <TableCell>{formatDateTime(d.openedAt)}</TableCell>
      <TableCell>
        <Link
          component="button"
          type="button"
          onClick={onOpen}
          aria-label={t('disputes.openDispute', { externalId: d.externalId })}
        >
          {d.externalId}
        </Link>
      </TableCell>
      <TableCell>{d.merchantName}</TableCell>
      <TableCell>
        {d.disputeCode}
        {d.reasonText && (
          <Typography variant="body2" color="text.secondary">
            {d.reasonText}
          </Typography>
        )}
      </TableCell>
      <TableCell>{d.category ? t(`disputes.category.${d.category}`) : ''}</TableCell>
      <TableCell align="right">{moneyDisplay(d.amount, d.currency)}</TableCell>
      <TableCell>
        <Chip size="small" color={STATUS_COLOURS[d.status]} label={t(`disputes.status.${d.status}`)} />
      </TableCell>
      <TableCell>{formatDateTime(d.updatedAt)}</TableCell>
    </TableRow>
  );
}
