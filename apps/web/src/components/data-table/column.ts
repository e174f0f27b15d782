import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

/** A column of a `DataTable`: its heading, what a row shows in it, and how it lines up and sorts. */
export interface Column<R, S extends string = string> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: R) => ReactNode;
  readonly align?: 'left' | 'right';
  /** The column's width (a number is pixels), set on its heading. */
  readonly width?: number | string;
  /** The field the column sorts by: its heading sorts when the table is given a `sort`. */
  readonly sortKey?: S;
  /** The look of the column's cells (not its heading). */
  readonly sx?: SxProps<Theme>;
  /** The look of one row's cell in the column, after `sx` (a bold unread subject). */
  readonly rowSx?: (row: R) => SxProps<Theme>;
  /** A narrow column of a control (an expand button): the checkbox padding. */
  readonly padding?: 'checkbox';
}

/** The order a table's rows are in; the caller owns it (often in the URL). */
export interface SortOrder<S extends string> {
  readonly sortBy: S;
  readonly sortDirection: SortDirection;
}

export interface TableSort<S extends string> {
  readonly order: SortOrder<S>;
  /** A click on a sortable heading: the order it asks for (see `nextSortOrder`). */
  readonly onChange: (order: SortOrder<S>) => void;
}

/**
 * The order after a click on a heading: a new column sorts newest/largest first (descending), a
 * second click on the same column turns it ascending, a third back to descending.
 */
export function nextSortOrder<S extends string>(current: SortOrder<S>, field: S): SortOrder<S> {
  const same = current.sortBy === field;
  return { sortBy: field, sortDirection: same && current.sortDirection === 'desc' ? 'asc' : 'desc' };
}
