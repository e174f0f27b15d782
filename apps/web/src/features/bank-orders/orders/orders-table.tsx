import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BankOrder } from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { type TablePage, TablePaging } from '../../../components/table-paging/table-paging';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useLookupCurrencies } from '../../../lib/transactions/lookup-options';
import { useBankOrders } from '../api/bank-order-calls';
import { totalsText } from './order-money';

const COLUMNS = [
  'uploadedAt',
  'fileName',
  'bankName',
  'account',
  'itemCount',
  'totals',
  'uploadedBy',
  'status',
] as const;

/** The tenant's uploaded orders, newest first (spec §9 page sizes); a row opens the order. */
export function OrdersTable({ onOpen }: { onOpen: (order: BankOrder) => void }) {
  const { t } = useTranslation();
  // Spec §9 paging; a new page size starts again at the first page.
  const [page, setPage] = useState<TablePage>({ pageIndex: 0, pageSize: TRANSACTION_PAGING.defaultPageSize });
  const { pageIndex, pageSize } = page;
  const orders = useBankOrders(pageIndex, pageSize);
  const currencies = useLookupCurrencies().data;
  const data = orders.data;
  const cell = (column: (typeof COLUMNS)[number], order: BankOrder) => {
    switch (column) {
      case 'uploadedAt':
        return formatDateTimeSeconds(order.uploadedAt);
      case 'fileName':
        return order.fileName;
      case 'bankName':
        return order.bankName;
      case 'account':
        return order.accountNumberMasked;
      case 'itemCount':
        return order.itemCount;
      case 'totals':
        return totalsText(order.totals, currencies);
      case 'uploadedBy':
        return order.uploadedBy;
      case 'status':
        return <StatusPill value={order.status} label={t(`bankOrders.statuses.${order.status}`)} />;
    }
  };

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {t('bankOrders.list.heading')}
      </Typography>
      {orders.isFetching && <LinearProgress aria-label={t('bankOrders.list.loading')} />}
      {orders.isError && (
        <RetryAlert
          sx={{ m: 2 }}
          retryLabel={t('bankOrders.list.retry')}
          onRetry={() => void orders.refetch()}
        >
          {t('bankOrders.list.loadFailed')}
        </RetryAlert>
      )}
      {data && data.data.length === 0 && <Typography sx={{ p: 2 }}>{t('bankOrders.list.empty')}</Typography>}
      {data && data.data.length > 0 && (
        <>
          <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table size="small" aria-label={t('bankOrders.list.tableLabel')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                      {t(`bankOrders.list.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((order) => (
                  <TableRow
                    key={order.id}
                    hover
                    tabIndex={0}
                    aria-label={t('bankOrders.list.open', { fileName: order.fileName })}
                    onClick={() => onOpen(order)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') onOpen(order);
                    }}
                    sx={{ cursor: 'pointer' }}
                  >
                    {COLUMNS.map((column) => (
                      <TableCell
                        key={column}
                        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {cell(column, order)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePaging
            page={page}
            count={data.count}
            pageSizes={TRANSACTION_PAGING.pageSizes}
            onChange={setPage}
          />
        </>
      )}
    </Paper>
  );
}
