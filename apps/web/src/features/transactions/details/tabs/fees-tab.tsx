import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { useMoney } from '../../../../lib/transactions/use-money';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchFees } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { TabState } from '../tab-state';

/**
 * Fees charged on the transaction. A fee is integer minor units of its currency, so it shows in
 * the currency's decimals (2 for most; spec §9 "Fees show 2 decimals" is about decimal fee rates).
 */
export function FeesTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useTabQuery(transactionRef, 'fees', fetchFees);
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <TabState query={query} empty={t('transactionDetails.empty.fees')}>
      {(fees) => (
        <DataTable
          label={t('transactionDetails.tabs.fees')}
          rows={fees}
          rowKey={(fee) => fee.id}
          columns={[
            { key: 'feeType', header: c('feeType'), cell: (fee) => fee.feeType },
            { key: 'description', header: c('description'), cell: (fee) => fee.description },
            {
              key: 'amount',
              header: c('amount'),
              align: 'right',
              cell: (fee) => money.format(fee.amount, fee.currency),
            },
          ]}
        />
      )}
    </TabState>
  );
}
