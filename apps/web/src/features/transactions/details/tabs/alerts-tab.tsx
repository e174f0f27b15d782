import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchAlerts, fetchAntifraud } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { alertTypeLabel } from '../alert-type';
import { RestrictionsSection } from '../restrictions-section';
import { TabState } from '../tab-state';

const heading = { fontSize: '1rem', fontWeight: 600, mb: 1 } as const;

/** Anti-fraud restrictions (with their reset), alerts raised on the transaction, and the anti-fraud checks run on it. */
export function AlertsTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const alerts = useTabQuery(transactionRef, 'alerts', fetchAlerts);
  const antifraud = useTabQuery(transactionRef, 'antifraud', fetchAntifraud);
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <Stack spacing={3}>
      <RestrictionsSection transactionRef={transactionRef} />
      <section>
        <Typography variant="h3" sx={heading}>
          {t('transactionDetails.alertsHeading')}
        </Typography>
        <TabState query={alerts} empty={t('transactionDetails.empty.alerts')}>
          {(rows) => (
            <DataTable
              label={t('transactionDetails.alertsHeading')}
              rows={rows}
              rowKey={(a) => a.id}
              columns={[
                { key: 'time', header: c('time'), cell: (a) => formatDateTimeSeconds(a.createdAt) },
                { key: 'type', header: c('type'), cell: (a) => alertTypeLabel(t, a.type) },
                {
                  key: 'severity',
                  header: c('severity'),
                  cell: (a) => t(`transactionDetails.severities.${a.severity}`),
                },
                { key: 'message', header: c('message'), cell: (a) => a.message },
              ]}
            />
          )}
        </TabState>
      </section>
      <section>
        <Typography variant="h3" sx={heading}>
          {t('transactionDetails.antifraudHeading')}
        </Typography>
        <TabState query={antifraud} empty={t('transactionDetails.empty.antifraud')}>
          {(rows) => (
            <DataTable
              label={t('transactionDetails.antifraudHeading')}
              rows={rows}
              rowKey={(a) => a.id}
              columns={[
                { key: 'time', header: c('time'), cell: (a) => formatDateTimeSeconds(a.createdAt) },
                { key: 'provider', header: c('provider'), cell: (a) => a.provider },
                { key: 'score', header: c('score'), align: 'right', cell: (a) => a.score },
                {
                  key: 'decision',
                  header: c('decision'),
                  cell: (a) => t(`transactionDetails.antifraudDecisions.${a.decision}`),
                },
                { key: 'rules', header: c('rules'), cell: (a) => a.rules.join(', ') },
              ]}
            />
          )}
        </TabState>
      </section>
    </Stack>
  );
}
