import {
  WEBHOOK_REPORT_PAGING,
  type WebhookAttemptRow,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/data-table';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { WebhookFilterBar } from '../../../components/webhooks/webhook-filter-bar';
import { csvText } from '../../../lib/format/csv';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useWebhookFilters } from '../../../lib/webhooks/use-webhook-filters';
import {
  allWebhookRows,
  useWebhookCall,
  type WebhookAudience,
  webhookListCallsOf,
} from '../../../lib/webhooks/webhook-calls';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFrame } from '../components/report-frame';
import { useReportExport } from '../model/use-report-export';

/**
 * The webhook report v2 (`crm/reports/webhookreportV2`, `reports/webhookreportV2`; issue 19): one row
 * per delivery attempt (wh2/), newest first, with what the endpoint answered and how long it took;
 * the report's filters in the URL, and a CSV of every attempt they match.
 */
export function WebhookAttemptsPage({ audience }: { readonly audience: WebhookAudience }) {
  const { t } = useTranslation();
  const tenant = useCurrentUser().userType === 'Platform' && audience === 'operator';
  const { state, query, update } = useWebhookFilters(audience, { tenant });
  const endpoint = webhookListCallsOf(audience).attempts;
  const page = useWebhookCall(endpoint, query);
  const rows = page.data?.data ?? [];
  const c = (key: string) => t(`reports.webhooks.columns.${key}`);
  const operator = audience === 'operator';
  const outcome = (row: WebhookAttemptRow) => t(`reports.webhooks.outcome.${row.succeeded ? 'yes' : 'no'}`);

  const exportCsv = useReportExport(`${t('reports.webhooks.reportV2.file')}.csv`, async () => {
    const all = await allWebhookRows(endpoint, query, (answer) => answer);
    return csvText([
      [
        c('startedAtUtc'),
        c('eventType'),
        c('eventId'),
        c('transaction'),
        ...(operator ? [c('merchant')] : []),
        c('url'),
        c('attempt'),
        c('answer'),
        c('durationMs'),
        c('error'),
        c('succeeded'),
      ],
      ...all.map((row: WebhookAttemptRow) => [
        row.startedAt,
        row.eventType,
        row.eventId,
        row.transactionId,
        ...(operator ? [row.merchantName] : []),
        row.url,
        row.attempt,
        row.responseStatus ?? '',
        row.durationMs ?? '',
        row.error ?? '',
        t(`reports.webhooks.${row.succeeded ? 'yes' : 'no'}`),
      ]),
    ]);
  });

  const columns: Column<WebhookAttemptRow>[] = [
    { key: 'startedAt', header: c('startedAt'), cell: (row) => formatDateTimeSeconds(row.startedAt) },
    { key: 'eventType', header: c('eventType'), cell: (row) => row.eventType },
    {
      key: 'transaction',
      header: c('transaction'),
      cell: (row) => row.transactionId,
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    },
    ...(operator
      ? [{ key: 'merchant', header: c('merchant'), cell: (row: WebhookAttemptRow) => row.merchantName }]
      : []),
    { key: 'attempt', header: c('attempt'), align: 'right', cell: (row) => row.attempt },
    {
      key: 'answer',
      header: c('answer'),
      align: 'right',
      cell: (row) => row.responseStatus ?? t('reports.webhooks.noAnswer'),
    },
    { key: 'duration', header: c('durationMs'), align: 'right', cell: (row) => row.durationMs ?? '' },
    {
      key: 'error',
      header: c('error'),
      cell: (row) => row.error ?? '',
      sx: { maxWidth: 280, overflowWrap: 'anywhere' },
    },
    {
      key: 'succeeded',
      header: c('succeeded'),
      cell: (row) => <StatusPill value={row.succeeded ? 'Successful' : 'Failed'} label={outcome(row)} />,
    },
  ];

  const label = t('reports.webhooks.reportV2.table');
  return (
    <ReportFrame
      title={t('reports.webhooks.reportV2.heading')}
      description={t('reports.webhooks.reportV2.description')}
      updatedAt={null}
      filters={<WebhookFilterBar audience={audience} state={state} tenant={tenant} onChange={update} />}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={page.isError && page.data === undefined}
      onRetry={() => void page.refetch()}
    >
      <PagedReportTable
        title={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        query={page}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={page.data?.count ?? 0}
        pageSizes={WEBHOOK_REPORT_PAGING.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
    </ReportFrame>
  );
}
