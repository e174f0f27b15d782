import type { TableRowProps } from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { RowSelection } from '../../lib/hooks/use-row-selection';

/** A row's own attributes: MUI's row props, and `data-*` flags (a test or a style reads them). */
export type RowAttributes = Omit<TableRowProps, 'children'> & {
  readonly [flag: `data-${string}`]: string | boolean | undefined;
};

/** Rows chosen by checkboxes in a first column (by `rowKey`), for an action on several rows. */
export interface TableSelection<R> {
  readonly model: RowSelection;
  /** The accessible name of a row's checkbox. */
  readonly checkboxLabel: (row: R) => string;
  /** The accessible name of the heading's checkbox (every row of the page). */
  readonly pageCheckboxLabel: string;
}

/** Rows that open a detail under them, by a toggle button in a first column. */
export interface RowExpansion<R> {
  /** The accessible name of a row's toggle button. */
  readonly toggleLabel: (row: R) => string;
  readonly detail: (row: R) => ReactNode;
}

/** What a row does and says besides its cells. */
export interface RowOptions<R> {
  /** A click on the row (a link or button inside it stops its own click from reaching the row). */
  readonly onRowClick?: (row: R) => void;
  /**
   * The row's accessible name. With it the row itself takes the keyboard's focus and opens on
   * Enter; without it, a link inside the row is the keyboard's way in.
   */
  readonly rowLabel?: (row: R) => string;
  /** Further attributes of a row (a `data-*` flag). */
  readonly rowProps?: (row: R) => RowAttributes;
  readonly selection?: TableSelection<R>;
  readonly expansion?: RowExpansion<R>;
}
