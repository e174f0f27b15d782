import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { useServiceProviderName } from '../../../../lib/transactions/use-lookup-names';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchSmartRouting } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { TabState } from '../tab-state';

/** How smart routing chose the service provider, rule by rule. */
export function SmartRoutingTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const query = useTabQuery(transactionRef, 'smartRouting', fetchSmartRouting);
  const providerName = useServiceProviderName();
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <TabState query={query} empty={t('transactionDetails.empty.smartRouting')}>
      {(logs) => (
        <DataTable
          label={t('transactionDetails.tabs.smartRouting')}
          rows={logs}
          rowKey={(log) => log.id}
          columns={[
            { key: 'time', header: c('time'), cell: (log) => formatDateTimeSeconds(log.createdAt) },
            { key: 'rule', header: c('rule'), cell: (log) => log.ruleName },
            { key: 'decision', header: c('decision'), cell: (log) => log.decision },
            {
              key: 'serviceProvider',
              header: c('serviceProvider'),
              cell: (log) => providerName(log.serviceProvider),
            },
            { key: 'reason', header: c('reason'), cell: (log) => log.reason },
          ]}
        />
      )}
    </TabState>
  );
}
