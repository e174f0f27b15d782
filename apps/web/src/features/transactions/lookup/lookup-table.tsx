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
 */
export function LookupTable({ area, columns, rows, state, update }: LookupTableProps) {
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
            >
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
