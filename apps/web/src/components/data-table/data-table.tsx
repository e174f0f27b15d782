import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { BodyRow } from './body-row';
import type { Column, TableSort } from './column';
import { HeaderRow } from './header-row';
import type { RowOptions } from './row-options';

export type { Column, SortOrder, TableSort } from './column';
export type { RowExpansion, TableSelection } from './row-options';

export interface DataTableProps<R, S extends string = string> extends RowOptions<R> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly Column<R, S>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R) => string;
  /** Sortable headings (the columns with a `sortKey`); without it every heading is plain. */
  readonly sort?: TableSort<S>;
  /** One full-width row under the rows: an empty or loading text shown inside the table. */
  readonly placeholder?: ReactNode;
  /** A new page is on its way (aria-busy). */
  readonly busy?: boolean;
  /** Headings stay on one line (a wide table scrolls sideways instead). */
  readonly noWrapHeaders?: boolean;
  /** The table's least width (px): narrower, its box scrolls sideways. */
  readonly minWidth?: number;
}

/**
 * The portal's one table: headings from the columns, a row per item, and the options a list needs
 * (sortable headings, open a row, choose rows, expand a row). The table scrolls sideways inside its
 * own box on a narrow screen, never the page.
 */
export function DataTable<R, S extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  placeholder,
  busy,
  noWrapHeaders = false,
  minWidth,
  ...options
}: DataTableProps<R, S>) {
  const width = columns.length + (options.selection ? 1 : 0) + (options.expansion ? 1 : 0);
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={label} aria-busy={busy} sx={minWidth ? { minWidth } : undefined}>
        <HeaderRow
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
          noWrap={noWrapHeaders}
          options={options}
        />
        <TableBody>
          {rows.map((row) => {
            const id = rowKey(row);
            return <BodyRow key={id} id={id} row={row} columns={columns} options={options} />;
          })}
          {placeholder !== undefined && placeholder !== null && placeholder !== false && (
            <TableRow>
              <TableCell colSpan={width}>{placeholder}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
