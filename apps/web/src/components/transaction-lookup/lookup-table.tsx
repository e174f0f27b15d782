import type { TransactionColumn } from '@paydesk/contracts/transactions/transaction.model';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { RowSelection } from '../../lib/hooks/use-row-selection';
import { columnHeadingKey, detailsPathOf, type LookupArea } from '../../lib/transactions/lookup-area';
import { namesById } from '../../lib/transactions/lookup-names';
import {
  useLookupCurrencies,
  usePaymentMethodOptions,
  useServiceProviderOptions,
} from '../../lib/transactions/lookup-options';
import type { LookupSortField, LookupState } from '../../lib/transactions/lookup-params';
import { lookupReturnOf } from '../../lib/transactions/lookup-return';
import { type Column, DataTable } from '../data-table/data-table';
import { EXTRA_COLUMN_WIDTH, LOOKUP_COLUMN_WIDTHS, LOOKUP_TABLE_SX } from './lookup-column-widths';
import { type CellContext, cellContent, NUMERIC_COLUMNS } from './transaction-cell';

/**
 * A column of a screen's own beside the lookup's (the APM lookup's APM type, reference, shopper):
 * its heading and its cell. Its values line up on the left.
 */
export interface ExtraColumn<R extends Transaction> {
  readonly heading: (t: TFunction) => string;
  readonly cell: (row: R, ctx: CellContext) => ReactNode;
  /** Its width in pixels (EXTRA_COLUMN_WIDTH unless given). */
  readonly width?: number;
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

const CELL_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The rows scroll under the headings inside the table's box, at most this high. */
const TABLE_MAX_HEIGHT = '70vh';

const SORTABLE: Partial<Record<TransactionColumn, LookupSortField>> = {
  createdAt: 'createdAt',
  amount: 'amount',
};

/**
 * The lookup's rows in the user's columns (or a screen's fixed ones, with its own columns among
 * them), each as wide as LOOKUP_COLUMN_WIDTHS says (a longer text ends in an ellipsis), under
 * headings that stay in view while the rows scroll. Merchants see the payer where operators see
 * the merchant ("Customer"). A row opens the transaction (click, or Enter on the focused row), handing it this lookup's
 * URL so its "Back to the lookup" returns here (lookup-return.ts). The table scrolls sideways
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
  const location = useLocation();
  const currencies = useLookupCurrencies().data;
  const methods = usePaymentMethodOptions(columns.includes('paymentMethod')).data;
  const providers = useServiceProviderOptions(columns.includes('serviceProvider')).data;
  const ctx: CellContext = useMemo(
    () => ({
      t,
      area,
      currencies,
      paymentMethodNames: namesById(methods),
      serviceProviderNames: namesById(providers),
    }),
    [t, area, currencies, methods, providers],
  );
  const extraOf = (column: TransactionColumn | X): ExtraColumn<R> | undefined =>
    extraColumns && Object.hasOwn(extraColumns, column) ? extraColumns[column as X] : undefined;
  const tableColumns: Column<R, LookupSortField>[] = columns.map((column) => {
    const extra = extraOf(column);
    return {
      key: column,
      header: extra ? extra.heading(t) : t(columnHeadingKey(column as TransactionColumn, area)),
      cell: (row) => (extra ? extra.cell(row, ctx) : cellContent(column as TransactionColumn, row, ctx)),
      align: NUMERIC_COLUMNS.has(column as TransactionColumn) ? 'right' : 'left',
      sortKey: extra ? undefined : SORTABLE[column as TransactionColumn],
      sx: CELL_SX,
      width: extra ? (extra.width ?? EXTRA_COLUMN_WIDTH) : LOOKUP_COLUMN_WIDTHS[column as TransactionColumn],
    };
  });

  return (
    <DataTable
      label={label ?? t('transactions.lookup.tableLabel')}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.id}
      noWrapHeaders
      fixedLayout
      stickyHeader={{ maxHeight: TABLE_MAX_HEIGHT }}
      tableSx={LOOKUP_TABLE_SX}
      sort={sort}
      onRowClick={(row) => navigate(detailsPathOf(area, row.id), { state: lookupReturnOf(location) })}
      rowLabel={(row) => t('transactions.lookup.openTransaction', { externalId: row.externalId })}
      selection={
        selection && {
          model: selection,
          checkboxLabel: (row) => t('transactionJobs.bulkActions.selectRow', { externalId: row.externalId }),
          pageCheckboxLabel: t('transactionJobs.bulkActions.selectPage'),
        }
      }
    />
  );
}
