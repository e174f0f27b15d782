import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { configuredTimeZone, formatUtcOffset, timeZoneOffsetMinutes } from '../../../../lib/dates/time-zones';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { useServiceProviderName } from '../../../../lib/transactions/use-lookup-names';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchCascading } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { TabState } from '../tab-state';
import { TransactionStatusPill } from '../transaction-status-pill';

/**
 * Cascading attempts across service providers. Spec §7 `{id}/cascading?offset`: the offset is the
 * user's zone's (minutes east of UTC), the zone the times are shown in.
 */
export function CascadingTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const [offset] = useState(() => timeZoneOffsetMinutes(configuredTimeZone(), new Date()));
  const query = useTabQuery(
    transactionRef,
    'cascading',
    (ref, signal) => fetchCascading(ref, offset, signal),
    offset,
  );
  const providerName = useServiceProviderName();
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <TabState query={query} empty={t('transactionDetails.empty.cascading')}>
      {(attempts) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('transactionDetails.cascadingOffset', { offset: formatUtcOffset(offset) })}
          </Typography>
          <DataTable
            label={t('transactionDetails.tabs.cascading')}
            rows={attempts}
            rowKey={(a) => String(a.attempt)}
            columns={[
              { key: 'attempt', header: c('attempt'), align: 'right', cell: (a) => a.attempt },
              {
                key: 'serviceProvider',
                header: c('serviceProvider'),
                cell: (a) => providerName(a.serviceProvider),
              },
              {
                key: 'status',
                header: c('status'),
                cell: (a) => <TransactionStatusPill status={a.status} />,
              },
              { key: 'responseCode', header: c('responseCode'), cell: (a) => a.responseCode },
              { key: 'message', header: c('message'), cell: (a) => a.responseMessage },
              { key: 'time', header: c('time'), cell: (a) => formatDateTimeSeconds(a.createdAt) },
            ]}
          />
        </>
      )}
    </TabState>
  );
}
