import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BankOrder } from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/data-table/paged-table';
import { StatusPill } from '../../../components/status-pill/status-pill';
import type { TablePage } from '../../../components/table-paging/table-paging';
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

const CELL_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The tenant's uploaded orders, newest first (spec §9 page sizes); a row opens the order. */
export function OrdersTable({ onOpen }: { onOpen: (order: BankOrder) => void }) {
  const { t } = useTranslation();
  // Spec §9 paging; a new page size starts again at the first page.
  const [page, setPage] = useState<TablePage>({ pageIndex: 0, pageSize: TRANSACTION_PAGING.defaultPageSize });
  const { pageIndex, pageSize } = page;
  const orders = useBankOrders(pageIndex, pageSize);
  const currencies = useLookupCurrencies().data;
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
      <PagedTable
        label={t('bankOrders.list.tableLabel')}
        columns={COLUMNS.map((column) => ({
          key: column,
          header: t(`bankOrders.list.columns.${column}`),
          cell: (order: BankOrder) => cell(column, order),
          sx: CELL_SX,
        }))}
        rowKey={(order) => order.id}
        noWrapHeaders
        onRowClick={onOpen}
        rowLabel={(order) => t('bankOrders.list.open', { fileName: order.fileName })}
        query={orders}
        page={page}
        pageSizes={TRANSACTION_PAGING.pageSizes}
        onPageChange={setPage}
        loadingLabel={t('bankOrders.list.loading')}
        loadFailed={t('bankOrders.list.loadFailed')}
        retryLabel={t('bankOrders.list.retry')}
        emptyText={t('bankOrders.list.empty')}
      />
    </Paper>
  );
}
