import TablePagination from '@mui/material/TablePagination';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { useTranslation } from 'react-i18next';
import type { PendingPage } from '../api/action-pending';

interface Props {
  readonly page: PendingPage;
  readonly onChange: (page: PendingPage) => void;
  readonly count: number;
  /** The server stopped counting (spec §9 capped count): the total is "10000+". */
  readonly capped: boolean;
}

/** Spec §9 paging: page sizes 5, 10, 20, 50, 75, 100 (default 20). */
export function PendingPagination({ page, onChange, count, capped }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={capped ? -1 : count}
      page={page.pageIndex}
      rowsPerPage={page.pageSize}
      rowsPerPageOptions={[...TRANSACTION_PAGING.pageSizes]}
      onPageChange={(_, pageIndex) => onChange({ ...page, pageIndex })}
      onRowsPerPageChange={(event) => onChange({ pageIndex: 0, pageSize: Number(event.target.value) })}
      labelRowsPerPage={t('transactionDetails.pending.pageSize')}
      labelDisplayedRows={({ from, to }) =>
        t(capped ? 'transactionDetails.pending.pageRangeCapped' : 'transactionDetails.pending.pageRange', {
          from,
          to,
          count,
        })
      }
    />
  );
}

export const FIRST_PAGE: PendingPage = { pageIndex: 0, pageSize: TRANSACTION_PAGING.defaultPageSize };
