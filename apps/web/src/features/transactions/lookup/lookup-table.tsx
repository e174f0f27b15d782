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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RowSelection } from '../../transaction-jobs/bulk-actions/use-row-selection';
import {
  useLookupCurrencies,
  usePaymentMethodOptions,
  useServiceProviderOptions,
} from '../api/lookup-options';
import { detailsPathOf, type LookupArea } from '../model/lookup-area';
import type { LookupSortField, LookupState } from '../model/lookup-params';
import { type CellContext, cellContent, NUMERIC_COLUMNS } from './transaction-cell';

interface LookupTableProps {
  readonly area: LookupArea;
  readonly columns: readonly TransactionColumn[];
  readonly rows: readonly Transaction[];
  readonly state: LookupState;
  readonly update: (patch: Partial<LookupState>) => void;
  /** Rows can be chosen for a bulk action (only with the bulk-action permission). */
  readonly selection?: RowSelection;
}

const SORTABLE: Partial<Record<TransactionColumn, LookupSortField>> = {
  createdAt: 'createdAt',
  amount: 'amount',
};

const names = (options: readonly { value: string; label: string }[] | undefined) =>
  new Map((options ?? []).map((o) => [o.value, o.label]));

/**
 * The lookup's rows in the user's columns. A row opens the transaction (click, or Enter on the
 * focused row). The table scrolls sideways inside its own box on a narrow screen, never the page.
 * With a selection, a first column of checkboxes chooses rows for a bulk action; a click on a
 * checkbox never opens the row.
 */
export function LookupTable({ area, columns, rows, state, update, selection }: LookupTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currencies = useLookupCurrencies().data;
  const methods = usePaymentMethodOptions().data;
  const providers = useServiceProviderOptions().data;
  const ctx: CellContext = useMemo(
    () => ({
      t,
      currencies,
      paymentMethodNames: names(methods),
      serviceProviderNames: names(providers),
    }),
    [t, currencies, methods, providers],
  );
  const sortBy = (field: LookupSortField) => {
    const same = state.sortBy === field;
    update({ sortBy: field, sortDirection: same && state.sortDirection === 'desc' ? 'asc' : 'desc' });
  };
  const open = (row: Transaction) => navigate(detailsPathOf(area, row.id));

  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={t('transactions.lookup.tableLabel')}>
        <TableHead>
          <TableRow>
            {selection && <SelectPageCell rows={rows} selection={selection} />}
            {columns.map((column) => {
              const sort = SORTABLE[column];
              const active = sort !== undefined && state.sortBy === sort;
              return (
                <TableCell
                  key={column}
                  align={NUMERIC_COLUMNS.has(column) ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap' }}
                  sortDirection={active ? state.sortDirection : false}
                >
                  {sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? state.sortDirection : 'desc'}
                      onClick={() => sortBy(sort)}
                    >
                      {t(`transactions.columns.${column}`)}
                    </TableSortLabel>
                  ) : (
                    t(`transactions.columns.${column}`)
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
              {columns.map((column) => (
                <TableCell
                  key={column}
                  align={NUMERIC_COLUMNS.has(column) ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {cellContent(column, row, ctx)}
                </TableCell>
              ))}
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
