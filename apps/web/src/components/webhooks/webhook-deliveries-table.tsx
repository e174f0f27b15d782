import type { WebhookDeliveryRow } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds } from '../../lib/format/date-format';
import type { WebhookAudience } from '../../lib/webhooks/webhook-calls';
import { type Column, DataTable, type TableSelection } from '../data-table/data-table';
import { StatusPill } from '../status-pill/status-pill';

interface Props {
  readonly audience: WebhookAudience;
  readonly label: string;
  readonly rows: readonly WebhookDeliveryRow[];
  readonly busy?: boolean;
  readonly placeholder?: ReactNode;
  /** Rows chosen by checkboxes (the bulk resend). */
  readonly selection?: TableSelection<WebhookDeliveryRow>;
}

/**
 * A page of webhook deliveries (the webhook report and the bulk resend): the state, the event and
 * its transaction, the merchant (operators see several), where it went, how many attempts of the
 * most it was given, the last answer and how long it took, the last error, and when.
 */
export function WebhookDeliveriesTable({ audience, label, rows, busy, placeholder, selection }: Props) {
  const { t } = useTranslation();
  const c = (key: string) => t(`reports.webhooks.columns.${key}`);
  const columns: Column<WebhookDeliveryRow>[] = [
    {
      key: 'state',
      header: c('state'),
      cell: (row) => (
        <StatusPill
          value={row.state}
          kind="webhookDelivery"
          label={t(`reports.webhooks.states.${row.state}`)}
        />
      ),
    },
    { key: 'eventType', header: c('eventType'), cell: (row) => row.eventType },
    {
      key: 'transaction',
      header: c('transaction'),
      cell: (row) => row.transactionId,
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    },
    ...(audience === 'operator'
      ? [{ key: 'merchant', header: c('merchant'), cell: (row: WebhookDeliveryRow) => row.merchantName }]
      : []),
    { key: 'url', header: c('url'), cell: (row) => row.url, sx: { maxWidth: 240, overflowWrap: 'anywhere' } },
    {
      key: 'attempts',
      header: c('attempts'),
      align: 'right',
      cell: (row) => t('reports.webhooks.attemptsOf', { attempt: row.attempt, max: row.maxAttempts }),
    },
    {
      key: 'response',
      header: c('response'),
      align: 'right',
      cell: (row) => row.responseStatus ?? (row.attempt > 0 ? t('reports.webhooks.noAnswer') : ''),
    },
    {
      key: 'duration',
      header: c('duration'),
      align: 'right',
      cell: (row) =>
        row.durationMs === null ? '' : t('reports.webhooks.durationMs', { ms: row.durationMs }),
    },
    {
      key: 'error',
      header: c('lastError'),
      cell: (row) => row.lastError ?? '',
      sx: { maxWidth: 240, overflowWrap: 'anywhere' },
    },
    { key: 'created', header: c('created'), cell: (row) => formatDateTimeSeconds(row.createdAt) },
    { key: 'delivered', header: c('delivered'), cell: (row) => formatDateTimeSeconds(row.deliveredAt) },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      busy={busy}
      placeholder={placeholder}
      selection={selection}
    />
  );
}
