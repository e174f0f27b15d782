import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ApmTransaction } from '@paydesk/contracts/apm-transactions/apm-transaction.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useLookupCurrencies, usePaymentMethodOptions } from '../../transactions/api/lookup-options';
import { detailsPathOf } from '../../transactions/model/lookup-area';
import { moneyDisplay } from '../../transactions/model/money-display';

const COLUMNS = [
  'createdAt',
  'externalId',
  'merchantName',
  'paymentMethod',
  'apmType',
  'apmReference',
  'shopperAccount',
  'shopperState',
  'status',
  'amount',
] as const;
type Column = (typeof COLUMNS)[number];

/**
 * The APM lookup's rows. A row opens the transaction's details (the operator's details route: the
 * same transaction, with its events, logs and actions), by click or Enter.
 */
export function ApmTable({ rows }: { rows: readonly ApmTransaction[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currencies = useLookupCurrencies().data;
  const methods = new Map((usePaymentMethodOptions().data ?? []).map((o) => [o.value, o.label]));
  const orDash = (value: string | null) => value || t('apmTransactions.noValue');
  const cell = (column: Column, row: ApmTransaction): ReactNode => {
    switch (column) {
      case 'createdAt':
        return formatDateTimeSeconds(row.createdAt);
      case 'externalId':
        return row.externalId;
      case 'merchantName':
        return row.merchantName;
      case 'paymentMethod':
        return methods.get(row.paymentMethod) ?? row.paymentMethod;
      case 'apmType':
        return t(`apmTransactions.apmTypes.${row.apmType}`);
      case 'apmReference':
        return orDash(row.apmReference);
      case 'shopperAccount':
        return orDash(row.shopperAccount);
      case 'shopperState':
        return t(`apmTransactions.shopperStates.${row.shopperState}`);
      case 'status':
        return <StatusPill value={row.status} label={t(`transactions.statuses.${row.status}`)} />;
      case 'amount':
        return moneyDisplay(row.amount, row.currency, currencies);
    }
  };
  const open = (row: ApmTransaction) => navigate(detailsPathOf('tenant', row.id));

  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={t('apmTransactions.tableLabel')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'amount' ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t(`apmTransactions.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              tabIndex={0}
              aria-label={t('apmTransactions.openTransaction', { externalId: row.externalId })}
              onClick={() => open(row)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') open(row);
              }}
              sx={{ cursor: 'pointer' }}
            >
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'amount' ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {cell(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
