import TablePagination from '@mui/material/TablePagination';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { useTranslation } from 'react-i18next';
import type { LookupState } from '../model/lookup-params';

interface LookupPaginationProps {
  readonly count: number;
  /** The server stopped counting at the cap: the true count is at least `count` (shown "10000+"). */
  readonly countIsCapped: boolean;
  readonly state: LookupState;
  readonly update: (patch: Partial<LookupState>) => void;
}

/**
 * Spec §9 paging: page sizes 5, 10, 20, 50, 75, 100 (default 20). A capped count pages up to the
 * cap: past 10000 rows, a narrower filter is the way on.
 */
export function LookupPagination({ count, countIsCapped, state, update }: LookupPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={state.pageIndex}
      rowsPerPage={state.pageSize}
      rowsPerPageOptions={[...TRANSACTION_PAGING.pageSizes]}
      onPageChange={(_, pageIndex) => update({ pageIndex })}
      onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
      labelRowsPerPage={t('transactions.lookup.rowsPerPage')}
      labelDisplayedRows={({ from, to }) =>
        countIsCapped
          ? t('transactions.lookup.displayedRowsCapped', { from, to, count })
          : t('transactions.lookup.displayedRows', { from, to, count })
      }
    />
  );
}
