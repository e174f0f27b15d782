import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { formatDateTime } from '../../../lib/format/date-format';
import { type TransactionArea, transactionPath } from '../../../lib/transactions/detail-ref';
import { usePaymentMethodName } from '../../../lib/transactions/use-lookup-names';
import { useMoney } from '../../../lib/transactions/use-money';
import type { PendingPage, usePendingList } from '../api/action-pending';
import { TabState } from '../details/tab-state';

interface PendingTableProps {
  readonly area: TransactionArea;
  readonly list: ReturnType<typeof usePendingList>;
  readonly page: PendingPage;
  readonly onPageChange: (page: PendingPage) => void;
  /** The table's accessible name. */
  readonly label: string;
  /** The text under the table when the page holds no rows. */
  readonly emptyText: string;
  /** Columns before the time column (e.g. the selection checkbox). */
  readonly leadingColumns?: readonly Column<Transaction>[];
  /**
   * A payment method column after the amount, by the method's name as the lookup shows it (the
   * methods' list is asked for only with it).
   */
  readonly paymentMethodColumn?: boolean;
  /** Columns between the amount (or the payment method) and the actions. */
  readonly extraColumns?: readonly Column<Transaction>[];
  /** The buttons of a row's actions cell. */
  readonly rowActions: (row: Transaction) => ReactNode;
}

/**
 * A page of pending payments or payouts: time, external id (a link to the details), merchant and
 * amount, the payment method if asked for, any extra columns, the row actions, the empty text and
 * the paging, in the tab's states.
 */
export function PendingTable({
  area,
  list,
  page,
  onPageChange,
  label,
  emptyText,
  leadingColumns = [],
  paymentMethodColumn = false,
  extraColumns = [],
  rowActions,
}: PendingTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const methodName = usePaymentMethodName(paymentMethodColumn);
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <TabState query={list} empty={null}>
      {(result) => (
        <>
          <DataTable
            label={label}
            rows={result.data}
            rowKey={(row) => row.id}
            columns={[
              ...leadingColumns,
              { key: 'time', header: c('time'), cell: (row) => formatDateTime(row.createdAt) },
              {
                key: 'externalId',
                header: c('externalId'),
                cell: (row) => (
                  <Link component={RouterLink} to={transactionPath(area, row.id)}>
                    {row.externalId}
                  </Link>
                ),
              },
              {
                key: 'merchant',
                header: t('transactionDetails.header.merchant'),
                cell: (row) => row.merchantName,
              },
              {
                key: 'amount',
                header: c('amount'),
                align: 'right',
                cell: (row) => money.format(row.amount, row.currency),
              },
              ...(paymentMethodColumn
                ? [
                    {
                      key: 'paymentMethod',
                      header: t('transactionDetails.header.paymentMethod'),
                      cell: (row: Transaction) => methodName(row.paymentMethod),
                    },
                  ]
                : []),
              ...extraColumns,
              {
                key: 'actions',
                header: c('actions'),
                cell: (row) => (
                  <Stack
                    direction="row"
                    spacing={1}
                    role="group"
                    aria-label={t('transactionDetails.pending.rowActions', { externalId: row.externalId })}
                  >
                    {rowActions(row)}
                  </Stack>
                ),
              },
            ]}
          />
          {result.data.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
          <TablePaging
            page={page}
            count={result.count}
            countIsCapped={result.countIsCapped}
            pageSizes={TRANSACTION_PAGING.pageSizes}
            onChange={onPageChange}
          />
        </>
      )}
    </TabState>
  );
}
