import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TransactionColumn } from '@paydesk/contracts/transactions/transaction.model';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RowSelection } from '../../lib/hooks/use-row-selection';
import { detailsPathOf, type LookupArea } from '../../lib/transactions/lookup-area';
import { namesById } from '../../lib/transactions/lookup-names';
import {
  useLookupCurrencies,
  usePaymentMethodOptions,
  useServiceProviderOptions,
} from '../../lib/transactions/lookup-options';
import type { LookupSortField, LookupState } from '../../lib/transactions/lookup-params';
import { type CellContext, cellContent, NUMERIC_COLUMNS } from './transaction-cell';

/**
 * A column of a screen's own beside the lookup's (the APM lookup's APM type, reference, shopper):
 * its heading and its cell. Its values line up on the left.
 */
export interface ExtraColumn<R extends Transaction> {
  readonly heading: (t: TFunction) => string;
  readonly cell: (row: R, ctx: CellContext) => ReactNode;
}

/** The order the rows are in: its headings (created, amount) sort, and a click changes it. */
export interface LookupTableSort {
  readonly order: Pick<LookupState, 'sortBy' | 'sortDirection'>;
  readonly onChange: (order: Pick<LookupState, 'sortBy' | 'sortDirection'>) => void;
}

interface LookupTableProps<R extends Transaction, X extends string> {
  readonly area: LookupArea;
  /** The columns in their order: the lookup's, and the screen's own of `extraColumns`. */
  readonly columns: readonly (TransactionColumn | X)[];
  readonly rows: readonly R[];
  /** The screen's own columns, by name (none in the transaction lookup). */
  readonly extraColumns?: Readonly<Record<X, ExtraColumn<R>>>;
  /** The table's accessible name; the transaction lookup's by default. */
  readonly label?: string;
  /** Sortable headings; without it the headings are plain (a screen with one fixed order). */
  readonly sort?: LookupTableSort;
  /** Rows can be chosen for a bulk action (only with the bulk-action permission). */
  readonly selection?: RowSelection;
}

const SORTABLE: Partial<Record<TransactionColumn, LookupSortField>> = {
  createdAt: 'createdAt',
  amount: 'amount',
};

/**
 * The lookup's rows in the user's columns (or a screen's fixed ones, with its own columns among
 * them). A row opens the transaction (click, or Enter on the focused row). The table scrolls sideways
 * inside its own box on a narrow screen, never the page. With a selection, a first column of
 * checkboxes chooses rows for a bulk action; a click on a checkbox never opens the row. The names of
 * payment methods and service providers are asked for only when their column shows.
 */
export function LookupTable<R extends Transaction, X extends string = never>({
  area,
  columns,
  rows,
  extraColumns,
  label,
  sort,
  selection,
}: LookupTableProps<R, X>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currencies = useLookupCurrencies().data;
  const methods = usePaymentMethodOptions(columns.includes('paymentMethod')).data;
  const providers = useServiceProviderOptions(columns.includes('serviceProvider')).data;
  const ctx: CellContext = useMemo(
    () => ({
      t,
      currencies,
      paymentMethodNames: namesById(methods),
      serviceProviderNames: namesById(providers),
    }),
    [t, currencies, methods, providers],
  );
  const extraOf = (column: TransactionColumn | X): ExtraColumn<R> | undefined =>
    extraColumns && Object.hasOwn(extraColumns, column) ? extraColumns[column as X] : undefined;
  const alignOf = (column: TransactionColumn | X) =>
    NUMERIC_COLUMNS.has(column as TransactionColumn) ? 'right' : 'left';
  const sortBy = (field: LookupSortField) => {
    const same = sort?.order.sortBy === field;
    sort?.onChange({
      sortBy: field,
      sortDirection: same && sort.order.sortDirection === 'desc' ? 'asc' : 'desc',
    });
  };
  const open = (row: R) => navigate(detailsPathOf(area, row.id));

  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={label ?? t('transactions.lookup.tableLabel')}>
        <TableHead>
          <TableRow>
            {selection && <SelectPageCell rows={rows} selection={selection} />}
            {columns.map((column) => {
              const extra = extraOf(column);
              const heading = extra
                ? extra.heading(t)
                : t(`transactions.columns.${column as TransactionColumn}`);
              const field = sort && !extra ? SORTABLE[column as TransactionColumn] : undefined;
              // The direction of the column the rows are sorted by; undefined on every other.
              const direction = field && sort?.order.sortBy === field ? sort.order.sortDirection : undefined;
              return (
                <TableCell
                  key={column}
                  align={alignOf(column)}
                  sx={{ whiteSpace: 'nowrap' }}
                  sortDirection={direction ?? false}
                >
                  {field ? (
                    <TableSortLabel
                      active={direction !== undefined}
                      direction={direction ?? 'desc'}
                      onClick={() => sortBy(field)}
                    >
                      {heading}
                    </TableSortLabel>
                  ) : (
                    heading
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              tabIndex={0}
              aria-label={t('transactions.lookup.openTransaction', { externalId: row.externalId })}
              onClick={() => open(row)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') open(row);
              }}
              sx={{ cursor: 'pointer' }}
              selected={selection?.isSelected(row.id) ?? false}
            >
              {selection && (
                <TableCell
                  padding="checkbox"
                  onClick={(event) => event.stopPropagation()}
                  onKeyDown={(event) => event.stopPropagation()}
                >
                  <Checkbox
                    checked={selection.isSelected(row.id)}
                    onChange={() => selection.toggle(row.id)}
                    slotProps={{
                      input: {
                        'aria-label': t('transactionJobs.bulkActions.selectRow', {
                          externalId: row.externalId,
                        }),
                      },
                    }}
                  />
                </TableCell>
              )}
              {columns.map((column) => {
                const extra = extraOf(column);
                return (
                  <TableCell
                    key={column}
                    align={alignOf(column)}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {extra ? extra.cell(row, ctx) : cellContent(column as TransactionColumn, row, ctx)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The header checkbox: every row of this page selected, some (indeterminate), or none. */
function SelectPageCell({ rows, selection }: { rows: readonly Transaction[]; selection: RowSelection }) {
  const { t } = useTranslation();
  const ids = rows.map((r) => r.id);
  const chosen = ids.filter((id) => selection.isSelected(id)).length;
  const all = chosen > 0 && chosen === ids.length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={all}
        indeterminate={chosen > 0 && !all}
        onChange={() => selection.setMany(ids, !all)}
        slotProps={{ input: { 'aria-label': t('transactionJobs.bulkActions.selectPage') } }}
      />
    </TableCell>
  );
}
