import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/** One page of a paged table: its zero-based index and its size. */
export interface TablePage {
  readonly pageIndex: number;
  readonly pageSize: number;
}

export interface TablePagingProps {
  readonly page: TablePage;
  /** The rows the filter matches (or the cap, when `countIsCapped`). */
  readonly count: number;
  /** The server stopped counting at the cap: the true count is at least `count` (shown "10000+"). */
  readonly countIsCapped?: boolean;
  /** The page sizes offered: the table's own constant (contracts TRANSACTION_PAGING, DISPUTE_PAGING …). */
  readonly pageSizes: readonly number[];
  /** A new page, or a new page size (which goes back to the first page). */
  readonly onChange: (page: TablePage) => void;
}

/**
 * The paging control under a paged table (spec §9 paging), with the portal's texts. A capped count
 * pages up to the cap: past it, a narrower filter is the way on. The page itself (URL or local
 * state) stays with the table's feature.
 */
export function TablePaging({ page, count, countIsCapped = false, pageSizes, onChange }: TablePagingProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page.pageIndex}
      rowsPerPage={page.pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, pageIndex) => onChange({ pageIndex, pageSize: page.pageSize })}
      onRowsPerPageChange={(event) => onChange({ pageIndex: 0, pageSize: Number(event.target.value) })}
      labelRowsPerPage={t('paging.rowsPerPage')}
      labelDisplayedRows={({ from, to }) =>
        t(countIsCapped ? 'paging.displayedRowsCapped' : 'paging.displayedRows', { from, to, count })
      }
    />
  );
}
