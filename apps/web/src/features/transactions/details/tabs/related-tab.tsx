import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { formatDateTime } from '../../../../lib/format/date-format';
import { transactionPath } from '../../../../lib/transactions/detail-ref';
import { useMoney } from '../../../../lib/transactions/use-money';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchRelated } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { TabState } from '../tab-state';
import { TransactionStatusPill } from '../transaction-status-pill';

/** The parent payment and the refunds, payouts and chargebacks made from it, each a link. */
export function RelatedTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  // A related transaction goes back to the same lookup as this one.
  const { state } = useLocation();
  const money = useMoney();
  const query = useTabQuery(transactionRef, 'related', fetchRelated);
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <TabState query={query} empty={t('transactionDetails.empty.related')}>
      {(related) => (
        <DataTable
          label={t('transactionDetails.tabs.related')}
          rows={related}
          rowKey={(r) => r.transaction.id}
          columns={[
            {
              key: 'relation',
              header: c('relation'),
              cell: (r) => t(`transactionDetails.relations.${r.relation}`),
            },
            {
              key: 'externalId',
              header: c('externalId'),
              cell: (r) => (
                <Link
                  component={RouterLink}
                  to={transactionPath(transactionRef.area, r.transaction.id)}
                  state={state}
                >
                  {r.transaction.externalId}
                </Link>
              ),
            },
            {
              key: 'type',
              header: c('type'),
              cell: (r) => t(`transactions.types.${r.transaction.type}`),
            },
            {
              key: 'status',
              header: c('status'),
              cell: (r) => <TransactionStatusPill status={r.transaction.status} />,
            },
            {
              key: 'amount',
              header: c('amount'),
              align: 'right',
              cell: (r) => money.format(r.transaction.amount, r.transaction.currency),
            },
            { key: 'time', header: c('time'), cell: (r) => formatDateTime(r.transaction.createdAt) },
          ]}
        />
      )}
    </TabState>
  );
}
