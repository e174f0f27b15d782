import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useScrollsItself } from '../../lib/hooks/use-scrolls-itself';
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
  /**
   * The columns are as wide as their `width` (pixels) says, whatever their content: a longer text
   * ends in an ellipsis. The table fills its box, and is at least the sum of the widths (narrower,
   * the box scrolls sideways). Every column needs a numeric `width`.
   */
  readonly fixedLayout?: boolean;
  /**
   * The heading row stays in view while the rows scroll: the table's box scrolls, up to `maxHeight`
   * (a CSS length, e.g. '70vh').
   */
  readonly stickyHeader?: { readonly maxHeight: string | number };
  /** The look of the table element (e.g. the padding of its cells). */
  readonly tableSx?: SxProps<Theme>;
}

/** The width of a checkbox or expand column (MUI's padding="checkbox"). */
export const CONTROL_COLUMN_WIDTH = 48;

/** The least width of a fixed-layout table: its columns' widths and its control columns. */
export function fixedTableWidth(
  columns: readonly { readonly width?: number | string }[],
  controlColumns: number,
): number {
  const widths = columns.map((c) => (typeof c.width === 'number' ? c.width : 0));
  return widths.reduce((sum, w) => sum + w, 0) + controlColumns * CONTROL_COLUMN_WIDTH;
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
  fixedLayout = false,
  stickyHeader,
  tableSx,
  ...options
}: DataTableProps<R, S>) {
  // A table wider than its box scrolls inside it: the keyboard must reach it then (a table of plain
  // text has no other tab stop to scroll it into view).
  const [boxRef, scrolls] = useScrollsItself<HTMLDivElement>();
  const controls = (options.selection ? 1 : 0) + (options.expansion ? 1 : 0);
  const width = columns.length + controls;
  const layout = fixedLayout
    ? {
        tableLayout: 'fixed',
        width: '100%',
        minWidth: Math.max(minWidth ?? 0, fixedTableWidth(columns, controls)),
        '& .MuiTableCell-root': { overflow: 'hidden', textOverflow: 'ellipsis' },
        '& .MuiTableCell-paddingCheckbox': { width: CONTROL_COLUMN_WIDTH },
      }
    : minWidth
      ? { minWidth }
      : {};
  return (
    <TableContainer
      ref={boxRef}
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': label })}
      sx={{ overflowX: 'auto', maxWidth: '100%', ...(stickyHeader && { maxHeight: stickyHeader.maxHeight }) }}
    >
      <Table
        size="small"
        aria-label={label}
        aria-busy={busy}
        stickyHeader={stickyHeader !== undefined}
        sx={[layout, ...(tableSx === undefined ? [] : Array.isArray(tableSx) ? tableSx : [tableSx])]}
      >
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
