import {
  WEBHOOK_REPORT_PAGING,
  type WebhookDeliveryRow,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../../components/load-state/no-data';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { WebhookDeliveriesTable } from '../../../components/webhooks/webhook-deliveries-table';
import { WebhookFilterBar } from '../../../components/webhooks/webhook-filter-bar';
import { csvText } from '../../../lib/format/csv';
import { useWebhookFilters } from '../../../lib/webhooks/use-webhook-filters';
import {
  allWebhookRows,
  useWebhookCall,
  type WebhookAudience,
  webhookListCallsOf,
} from '../../../lib/webhooks/webhook-calls';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { ReportFrame } from '../components/report-frame';
import { ReportSection } from '../components/report-section';
import { useReportExport } from '../model/use-report-export';

/**
 * The webhook report (`crm/reports/webhookreport`, `reports/webhookreport`; issue 19): each delivery
 * of a transaction event to the merchant's endpoint (wh/), newest first, with its latest attempt;
 * filters in the URL, and a CSV of every delivery they match.
 */
export function WebhookReportPage({ audience }: { readonly audience: WebhookAudience }) {
  const { t } = useTranslation();
  const tenant = useCurrentUser().userType === 'Platform' && audience === 'operator';
  const { state, query, update } = useWebhookFilters(audience, { tenant });
  const endpoint = webhookListCallsOf(audience).deliveries;
  const page = useWebhookCall(endpoint, query);
  const rows = page.data?.data ?? [];

  const exportCsv = useReportExport(`${t('reports.webhooks.report.file')}.csv`, async () => {
    const all = await allWebhookRows(endpoint, query, (answer) => answer);
    const c = (key: string) => t(`reports.webhooks.columns.${key}`);
    const operator = audience === 'operator';
    return csvText([
      [
        c('createdUtc'),
        c('state'),
        c('eventType'),
        c('eventId'),
        c('transaction'),
        ...(operator ? [c('merchant')] : []),
        c('url'),
        c('attemptsMade'),
        c('maxAttempts'),
        c('response'),
        c('durationMs'),
        c('lastError'),
        c('deliveredUtc'),
      ],
      ...all.map((row: WebhookDeliveryRow) => [
        row.createdAt,
        t(`reports.webhooks.states.${row.state}`),
        row.eventType,
        row.eventId,
        row.transactionId,
        ...(operator ? [row.merchantName] : []),
        row.url,
        row.attempt,
        row.maxAttempts,
        row.responseStatus ?? '',
        row.durationMs ?? '',
        row.lastError ?? '',
        row.deliveredAt ?? '',
      ]),
    ]);
  });

  const label = t('reports.webhooks.report.table');
  return (
    <ReportFrame
      title={t('reports.webhooks.report.heading')}
      description={t('reports.webhooks.report.description')}
      updatedAt={null}
      filters={<WebhookFilterBar audience={audience} state={state} tenant={tenant} onChange={update} />}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={page.isError && page.data === undefined}
      onRetry={() => void page.refetch()}
    >
      <ReportSection title={label}>
        <WebhookDeliveriesTable
          audience={audience}
          label={label}
          rows={rows}
          busy={page.isFetching}
          placeholder={(page.isPending && t('reports.loading')) || (rows.length === 0 && <NoData />)}
        />
        <TablePaging
          page={{ pageIndex: state.page, pageSize: state.pageSize }}
          count={page.data?.count ?? 0}
          pageSizes={WEBHOOK_REPORT_PAGING.pageSizes}
          onChange={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
        />
      </ReportSection>
    </ReportFrame>
  );
}
