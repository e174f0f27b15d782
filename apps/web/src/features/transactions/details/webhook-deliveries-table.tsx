import type { WebhookDelivery } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';

/** The transaction's webhook deliveries, newest first: state, attempts, the endpoint's answer. */
export function WebhookDeliveriesTable({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`transactionDetails.webhooks.columns.${key}`);
  return (
    <DataTable
      label={t('transactionDetails.webhooks.deliveriesHeading')}
      rows={deliveries}
      rowKey={(d) => d.id}
      columns={[
        { key: 'created', header: c('created'), cell: (d) => formatDateTimeSeconds(d.createdAt) },
        { key: 'event', header: c('event'), cell: (d) => d.eventType },
        { key: 'state', header: c('state'), cell: (d) => t(`transactionDetails.webhooks.states.${d.state}`) },
        {
          key: 'attempt',
          header: c('attempt'),
          cell: (d) => t('transactionDetails.webhooks.attempts', { attempt: d.attempt, max: d.maxAttempts }),
        },
        { key: 'response', header: c('response'), cell: (d) => d.responseStatus ?? '' },
        {
          key: 'duration',
          header: c('duration'),
          align: 'right',
          cell: (d) =>
            d.durationMs === null ? '' : t('transactionDetails.durationMs', { ms: d.durationMs }),
        },
        {
          key: 'nextAttempt',
          header: c('nextAttempt'),
          cell: (d) => (d.nextAttemptAt ? formatDateTimeSeconds(d.nextAttemptAt) : ''),
        },
        { key: 'error', header: c('error'), cell: (d) => d.lastError ?? '' },
        { key: 'requestedBy', header: c('requestedBy'), cell: (d) => d.requestedBy ?? '' },
      ]}
    />
  );
}
