import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetryAlert } from '../load-state/retry-alert';
import { type TablePage, TablePaging } from '../table-paging/table-paging';
import { DataTable, type DataTableProps } from './data-table';

/** The load of one page, as a TanStack query gives it (only what the table reads). */
export interface PagedQuery<R> {
  readonly data?: { readonly data: readonly R[]; readonly count: number };
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

export interface PagedTableProps<R, S extends string = string>
  extends Omit<DataTableProps<R, S>, 'rows' | 'placeholder' | 'busy'> {
  readonly query: PagedQuery<R>;
  readonly page: TablePage;
  readonly pageSizes: readonly number[];
  readonly onPageChange: (page: TablePage) => void;
  readonly countIsCapped?: boolean;
  /** The accessible name of the progress bar shown while a page loads. */
  readonly loadingLabel?: string;
  /** The text of a failed load; with `retryLabel` the alert offers a retry. */
  readonly loadFailed: ReactNode;
  readonly retryLabel?: string;
  /** The text in place of the table when nothing matches. */
  readonly emptyText: ReactNode;
  /**
   * The table sits in a padded box (under a search field): the states keep a top margin. Without
   * it the table runs edge to edge (a card's body) and the states keep their own padding.
   */
  readonly inset?: boolean;
}

/**
 * A paged list in its states: a progress bar while a page loads, the failed load (with a retry),
 * the empty text, or the rows with the paging control under them. The page (URL or local state)
 * stays with the caller.
 */
export function PagedTable<R, S extends string = string>({
  query,
  page,
  pageSizes,
  onPageChange,
  countIsCapped,
  loadingLabel,
  loadFailed,
  retryLabel,
  emptyText,
  inset = false,
  ...table
}: PagedTableProps<R, S>) {
  const data = query.data;
  const space = inset ? { mt: 2 } : { m: 2 };
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={loadingLabel} sx={inset ? space : undefined} />}
      {query.isError &&
        (retryLabel ? (
          <RetryAlert sx={space} retryLabel={retryLabel} onRetry={() => void query.refetch()}>
            {loadFailed}
          </RetryAlert>
        ) : (
          <Alert severity="error" sx={space}>
            {loadFailed}
          </Alert>
        ))}
      {data && data.count === 0 && (
        <Typography color={inset ? 'text.secondary' : undefined} sx={inset ? space : { p: 2 }}>
          {emptyText}
        </Typography>
      )}
      {data && data.count > 0 && (
        <>
          <DataTable {...table} rows={data.data} />
          <TablePaging
            page={page}
            count={data.count}
            countIsCapped={countIsCapped}
            pageSizes={pageSizes}
            onChange={onPageChange}
          />
        </>
      )}
    </>
  );
}
