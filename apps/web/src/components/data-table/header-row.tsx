import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type Column, nextSortOrder, type TableSort } from './column';
import type { RowOptions } from './row-options';

interface HeaderRowProps<R, S extends string> {
  readonly columns: readonly Column<R, S>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R) => string;
  readonly sort?: TableSort<S>;
  readonly noWrap: boolean;
  readonly options: RowOptions<R>;
}

/**
 * The headings (`th`, scope col). A sortable heading is a button; the sorted one carries aria-sort
 * (MUI sets it from `sortDirection`) so a screen reader says the order.
 */
export function HeaderRow<R, S extends string>({
  columns,
  rows,
  rowKey,
  sort,
  noWrap,
  options,
}: HeaderRowProps<R, S>) {
  const { selection, expansion } = options;
  return (
    <TableHead>
      <TableRow>
        {selection && (
          <SelectPageCell
            ids={rows.map(rowKey)}
            selection={selection.model}
            label={selection.pageCheckboxLabel}
          />
        )}
        {expansion && <TableCell padding="checkbox" />}
        {columns.map((c) => {
          const field = sort ? c.sortKey : undefined;
          // The direction of the column the rows are sorted by; undefined on every other.
          const direction =
            field !== undefined && sort?.order.sortBy === field ? sort.order.sortDirection : undefined;
          return (
            <TableCell
              key={c.key}
              align={c.align}
              padding={c.padding}
              sx={{ width: c.width, whiteSpace: noWrap ? 'nowrap' : undefined }}
              sortDirection={direction ?? false}
            >
              {field !== undefined && sort ? (
                <TableSortLabel
                  active={direction !== undefined}
                  direction={direction ?? 'desc'}
                  onClick={() => sort.onChange(nextSortOrder(sort.order, field))}
                >
                  {c.header}
                </TableSortLabel>
              ) : (
                c.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}

/** The heading's checkbox: every row of this page selected, some (indeterminate), or none. */
function SelectPageCell({
  ids,
  selection,
  label,
}: {
  ids: readonly string[];
  selection: NonNullable<RowOptions<unknown>['selection']>['model'];
  label: string;
}) {
  const chosen = ids.filter((id) => selection.isSelected(id)).length;
  const all = chosen > 0 && chosen === ids.length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={all}
        indeterminate={chosen > 0 && !all}
        onChange={() => selection.setMany(ids, !all)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}
