import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
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
import { type TablePage, TablePaging } from '../../../components/table-paging/table-paging';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useMoney } from '../../../lib/transactions/use-money';
import { useBankOrderItems } from '../api/bank-order-calls';

const COLUMNS = ['rowNumber', 'beneficiaryName', 'beneficiaryIban', 'amount', 'reference', 'status'] as const;

/** One order: its bank, account (masked), uploader and its payments in file order, paged. */
export function OrderDialog({ order, onClose }: { order: BankOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  // Spec §9 paging; a new page size starts again at the first page.
  const [page, setPage] = useState<TablePage>({ pageIndex: 0, pageSize: TRANSACTION_PAGING.defaultPageSize });
  const { pageIndex, pageSize } = page;
  const items = useBankOrderItems(order.id, pageIndex, pageSize);
  const data = items.data;

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
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('bankOrders.order.tableLabel')}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                        {t(`bankOrders.order.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell>{item.rowNumber}</TableCell>
                      <TableCell>{item.beneficiaryName}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{item.beneficiaryIban}</TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {format(item.amount, item.currency)}
                      </TableCell>
                      <TableCell>{item.reference}</TableCell>
                      <TableCell>{t(`bankOrders.statuses.${item.status}`)}</TableCell>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bankOrders.order.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
