import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BankOrder, BankOrderItem } from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { type TablePage, TablePaging } from '../../../components/table-paging/table-paging';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useMoney } from '../../../lib/transactions/use-money';
import { useBankOrderItems } from '../api/bank-order-calls';

/** One order: its bank, account (masked), uploader and its payments in file order, paged. */
export function OrderDialog({ order, onClose }: { order: BankOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  // Spec §9 paging; a new page size starts again at the first page.
  const [page, setPage] = useState<TablePage>({ pageIndex: 0, pageSize: TRANSACTION_PAGING.defaultPageSize });
  const { pageIndex, pageSize } = page;
  const items = useBankOrderItems(order.id, pageIndex, pageSize);
  const data = items.data;
  const column = (
    key: string,
    cell: Column<BankOrderItem>['cell'],
    more?: Pick<Column<BankOrderItem>, 'align' | 'sx'>,
  ): Column<BankOrderItem> => ({ key, header: t(`bankOrders.order.columns.${key}`), cell, ...more });
  const columns = [
    column('rowNumber', (item) => item.rowNumber),
    column('beneficiaryName', (item) => item.beneficiaryName),
    column('beneficiaryIban', (item) => item.beneficiaryIban, { sx: { fontFamily: 'monospace' } }),
    column('amount', (item) => format(item.amount, item.currency), {
      align: 'right',
      sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    }),
    column('reference', (item) => item.reference),
    column('status', (item) => t(`bankOrders.statuses.${item.status}`)),
  ];

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="bank-order-title">
      <DialogTitle id="bank-order-title">
        {t('bankOrders.order.heading', { fileName: order.fileName })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${order.bankName} · ${order.accountNumberMasked} · ${order.uploadedBy} · ${formatDateTimeSeconds(order.uploadedAt)}`}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('bankOrders.notSubmitted')}
        </Alert>
        {items.isFetching && <LinearProgress />}
        {items.isError && <Alert severity="error">{t('bankOrders.order.loadFailed')}</Alert>}
        {data && (
          <>
            <DataTable
              label={t('bankOrders.order.tableLabel')}
              columns={columns}
              rows={data.data}
              rowKey={(item) => item.id}
            />
            <TablePaging
              page={page}
              count={data.count}
              pageSizes={TRANSACTION_PAGING.pageSizes}
              onChange={setPage}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bankOrders.order.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
