import type { ApmTransaction } from '@paydesk/contracts/apm-transactions/apm-transaction.schemas';
import type { TransactionColumn } from '@paydesk/contracts/transactions/transaction.model';
import type { ExtraColumn } from '../../../components/transaction-lookup/lookup-table';
import { orDash } from '../../../components/transaction-lookup/transaction-cell';

/** What an APM row shows beyond a card row: the columns the transaction lookup has not. */
export const APM_EXTRA_COLUMNS = {
  apmType: {
    heading: (t) => t('apmTransactions.columns.apmType'),
    cell: (row, { t }) => t(`apmTransactions.apmTypes.${row.apmType}`),
  },
  apmReference: {
    heading: (t) => t('apmTransactions.columns.apmReference'),
    cell: (row, { t }) => orDash(row.apmReference, t),
  },
  shopperAccount: {
    heading: (t) => t('apmTransactions.columns.shopperAccount'),
    cell: (row, { t }) => orDash(row.shopperAccount, t),
  },
  shopperState: {
    heading: (t) => t('apmTransactions.columns.shopperState'),
    cell: (row, { t }) => t(`apmTransactions.shopperStates.${row.shopperState}`),
  },
} satisfies Record<string, ExtraColumn<ApmTransaction>>;

export type ApmColumn = TransactionColumn | keyof typeof APM_EXTRA_COLUMNS;

/** The APM lookup's columns, fixed (it has no column chooser): the lookup's and the APM's, in order. */
export const APM_COLUMNS: readonly ApmColumn[] = [
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
];
