import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { useMoney } from '../../../../lib/transactions/use-money';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchAccountingEntries } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { TabState } from '../tab-state';

/** The ledger entries the transaction wrote (kept under its merchant as the customer). */
export function AccountingTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useTabQuery(transactionRef, 'accounting', fetchAccountingEntries);
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <TabState query={query} empty={t('transactionDetails.empty.accounting')}>
      {(entries) => (
        <DataTable
          label={t('transactionDetails.tabs.accounting')}
          rows={entries}
          rowKey={(e) => e.id}
          columns={[
            { key: 'time', header: c('time'), cell: (e) => formatDateTimeSeconds(e.createdAt) },
            { key: 'account', header: c('account'), cell: (e) => e.account },
            {
              key: 'direction',
              header: c('direction_entry'),
              cell: (e) => t(`transactionDetails.entryDirections.${e.direction}`),
            },
            {
              key: 'amount',
              header: c('amount'),
              align: 'right',
              cell: (e) => money.format(e.amount, e.currency),
            },
            { key: 'description', header: c('description'), cell: (e) => e.description },
          ]}
        />
      )}
    </TabState>
  );
}
