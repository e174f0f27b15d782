import TablePagination from '@mui/material/TablePagination';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One table's page (spec §9: sizes 5, 10, 20, 50, 75, 100, default 20); a new size starts at page 1. */
export function useOrdersPage() {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TRANSACTION_PAGING.defaultPageSize);
  return {
    pageIndex,
    pageSize,
    setPageIndex,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPageIndex(0);
    },
  };
}

type OrdersPage = ReturnType<typeof useOrdersPage>;

/** The paging control under the orders list and under an order's payments. */
export function OrdersPagination({ page, count }: { page: OrdersPage; count: number }) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page.pageIndex}
      rowsPerPage={page.pageSize}
      rowsPerPageOptions={[...TRANSACTION_PAGING.pageSizes]}
      onPageChange={(_, next) => page.setPageIndex(next)}
      onRowsPerPageChange={(event) => page.setPageSize(Number(event.target.value))}
      labelRowsPerPage={t('transactions.lookup.rowsPerPage')}
    />
  );
}
