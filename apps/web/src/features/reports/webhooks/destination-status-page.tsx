import TextField from '@mui/material/TextField';
import { webhookDestinations } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import { WEBHOOK_STATUSES } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import {
  type DestinationStatusRow,
  WEBHOOK_REPORT_PAGING,
  WEBHOOK_STATUS_RULES,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { OwnerFilterFields } from '../../../components/webhooks/webhook-filter-bar';
import { csvText } from '../../../lib/format/csv';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { allWebhookRows, useWebhookCall } from '../../../lib/webhooks/webhook-calls';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFrame } from '../components/report-frame';
import { useReportExport } from '../model/use-report-export';
import {
  type DestinationStatusState,
  destinationStatusFromParams,
  destinationStatusParams,
  destinationStatusQueryOf,
  percentOf,
} from './destination-filters';
import { DestinationStatusRules } from './destination-status-rules';

/**
 * The webhook destinations status (`crm/reports/webhooks-destinations/status`; issue 19): each
 * merchant's endpoint, its status and the facts it was derived from (the rules are shown beside
 * it), filtered by status, tenant (platform staff) and merchant in the URL.
 */
export function DestinationStatusPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tenant = useCurrentUser().userType === 'Platform';
  const state = useMemo(() => {
    const read = destinationStatusFromParams(params);
    return tenant ? read : { ...read, tenantId: '' };
  }, [params, tenant]);
  const update = (patch: Partial<DestinationStatusState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(destinationStatusParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }));
  };
  const query = useMemo(() => destinationStatusQueryOf(state), [state]);
  const page = useWebhookCall(webhookDestinations.status, query);
  const rows = page.data?.data ?? [];
  const c = (key: string, values: Record<string, number> = {}) =>
    t(`reports.webhooks.destinationStatus.columns.${key}`, values);
  const statusLabel = (row: DestinationStatusRow) => t(`reports.webhooks.statuses.${row.status}`);
  const urlOf = (row: DestinationStatusRow) =>
    row.url ?? t('reports.webhooks.destinationStatus.notConfigured');
  const rateHeader = c('successRate', { window: WEBHOOK_STATUS_RULES.window });
  const percent = (row: DestinationStatusRow) =>
    row.recentSuccessRate === null
      ? ''
      : t('reports.webhooks.percent', { value: percentOf(row.recentSuccessRate) });

  const exportCsv = useReportExport(`${t('reports.webhooks.destinationStatus.file')}.csv`, async () => {
    const all = await allWebhookRows(webhookDestinations.status, query, (answer) => answer);
    return csvText([
      [
        c('merchant'),
        c('url'),
        c('status'),
        rateHeader,
        c('failuresInARow'),
        c('lastAttempt'),
        c('lastSuccess'),
        c('waitingSince'),
        c('failingSince'),
      ],
      ...all.map((row) => [
        row.merchantName,
        row.url ?? '',
        statusLabel(row),
        percentOf(row.recentSuccessRate),
        row.failuresInARow,
        row.lastAttemptAt ?? '',
        row.lastSuccessAt ?? '',
        row.oldestWaitingSince ?? '',
        row.failingSince ?? '',
      ]),
    ]);
  });

  const columns: Column<DestinationStatusRow>[] = [
    { key: 'merchant', header: c('merchant'), cell: (row) => row.merchantName },
    { key: 'url', header: c('url'), cell: urlOf, sx: { maxWidth: 280, overflowWrap: 'anywhere' } },
    {
      key: 'status',
      header: c('status'),
      cell: (row) => <StatusPill value={row.status} kind="webhook" label={statusLabel(row)} />,
    },
    { key: 'successRate', header: rateHeader, align: 'right', cell: percent },
    { key: 'failuresInARow', header: c('failuresInARow'), align: 'right', cell: (row) => row.failuresInARow },
    { key: 'lastAttempt', header: c('lastAttempt'), cell: (row) => formatDateTimeSeconds(row.lastAttemptAt) },
    { key: 'lastSuccess', header: c('lastSuccess'), cell: (row) => formatDateTimeSeconds(row.lastSuccessAt) },
    {
      key: 'waitingSince',
      header: c('waitingSince'),
      cell: (row) => formatDateTimeSeconds(row.oldestWaitingSince),
    },
    {
      key: 'failingSince',
      header: c('failingSince'),
      cell: (row) => formatDateTimeSeconds(row.failingSince),
    },
  ];

  const label = t('reports.webhooks.destinationStatus.table');
  return (
    <ReportFrame
      title={t('reports.webhooks.destinationStatus.heading')}
      description={t('reports.webhooks.destinationStatus.description')}
      updatedAt={null}
      filters={
        <FilterBar label={t('reports.filters.label')} onSubmit={() => undefined}>
          <TextField
            size="small"
            select
            name="status"
            label={t('reports.webhooks.filters.status')}
            value={state.status}
            onChange={(e) => update({ status: e.target.value as DestinationStatusState['status'] })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <option value="">{t('reports.webhooks.filters.anyStatus')}</option>
            {WEBHOOK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`reports.webhooks.statuses.${s}`)}
              </option>
            ))}
          </TextField>
          <OwnerFilterFields tenant={tenant} value={state} onChange={update} />
        </FilterBar>
      }
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={page.isError && page.data === undefined}
      onRetry={() => void page.refetch()}
    >
      <DestinationStatusRules />
      <PagedReportTable
        title={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.tenantId}:${row.merchantId}`}
        query={page}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={page.data?.count ?? 0}
        pageSizes={WEBHOOK_REPORT_PAGING.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
    </ReportFrame>
  );
}
