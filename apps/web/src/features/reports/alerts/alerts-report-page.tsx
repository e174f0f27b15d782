import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ALERT_PAGING,
  AlertMetric,
  AlertState,
  type AlertView,
} from '@paydesk/contracts/alerts/alert.schemas';
import { type ChangeEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { useNotify } from '../../../components/feedback/feedback-context';
import { TenantFilterField } from '../../../components/filters/tenant-filter-field';
import { DayRangeFields } from '../../../components/forms/day-filter/day-filter-field';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { MerchantFilterField } from '../../../components/webhooks/merchant-filter-field';
import { errorCodeOf } from '../../../lib/api/field-errors';
import { configuredTimeZone } from '../../../lib/dates/time-zones';
import { csvText } from '../../../lib/format/csv';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { errorMessageOf } from '../../../lib/http/error-message';
import { allWebhookRows } from '../../../lib/webhooks/webhook-calls';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFrame } from '../components/report-frame';
import { useReportExport } from '../model/use-report-export';
import { alertAudienceOf, alertListCallOf, useAcknowledgeAlert, useAlertList } from './alert-calls';
import { AlertDetailDialog } from './alert-detail-dialog';
import {
  type AlertFilterState,
  alertFilterParams,
  alertFiltersFromParams,
  alertListQueryOf,
} from './alert-filters';
import { alertTexts } from './alert-texts';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The alerts report (`crm/reports/alerts`; issue 19): the alerts the rules raised, newest first,
 * for tenant staff over their merchants (`/tenant/alerts`) and for platform staff over every tenant
 * (`/platform/alerts`); filters in the URL, a CSV of every alert they match, Acknowledge on each
 * alert not yet acknowledged, and `?alert=<id>` (a notification's link) opening its details.
 */
export function AlertsReportPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useCurrentUser();
  const audience = alertAudienceOf(user.userType);
  const platform = audience === 'platform';
  const zone = configuredTimeZone();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => alertFiltersFromParams(params, zone), [params, zone]);
  const query = useMemo(() => alertListQueryOf(state, zone, { tenant: platform }), [state, zone, platform]);
  const update = (patch: Partial<AlertFilterState>) => {
    const resetsPage = Object.keys(patch).some((key) => !['page', 'pageSize', 'alertId'].includes(key));
    setParams(alertFilterParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }, zone));
  };
  const page = useAlertList(audience, query);
  const acknowledge = useAcknowledgeAlert();
  const rows = page.data?.data ?? [];
  const c = (key: string) => t(`alerts.report.columns.${key}`);
  const f = (key: string) => t(`alerts.report.filters.${key}`);

  const onAcknowledge = (alert: AlertView) =>
    acknowledge.mutate(alert, {
      onSuccess: () =>
        notify.success(
          t('alerts.report.acknowledgedToast', { rule: alert.ruleName, merchant: alert.merchantName }),
        ),
      // Someone was first (409 ALERT_ALREADY_ACKNOWLEDGED): the server says who; the rows are read again.
      onError: async (error) => {
        const message = await errorMessageOf(error);
        if (errorCodeOf(error) === 'ALERT_ALREADY_ACKNOWLEDGED') notify.warning(message);
        else notify.error(message);
      },
    });
  const acknowledgeButton = (alert: AlertView) =>
    alert.acknowledgedAt === null && (
      <Button
        size="small"
        variant="outlined"
        onClick={() => onAcknowledge(alert)}
        loading={acknowledge.isPending && acknowledge.variables?.id === alert.id}
        aria-label={t('alerts.report.acknowledgeRow', { rule: alert.ruleName, merchant: alert.merchantName })}
      >
        {t('alerts.report.acknowledge')}
      </Button>
    );

  const exportCsv = useReportExport(`${t('alerts.report.file')}.csv`, async () => {
    const all = await allWebhookRows(alertListCallOf(audience), query, (answer) => answer);
    return csvText([
      [
        c('state'),
        c('rule'),
        c('merchant'),
        ...(platform ? [c('tenant')] : []),
        c('metric'),
        c('comparator'),
        c('threshold'),
        c('value'),
        c('lastValue'),
        c('mode'),
        c('started'),
        c('resolved'),
        c('acknowledgedAt'),
        c('acknowledgedBy'),
      ],
      ...all.map((alert) => [
        t(`alerts.states.${alert.state}`),
        alert.ruleName,
        alert.merchantName,
        ...(platform ? [alert.tenantName] : []),
        alertTexts(t, alert).metric,
        t(`alerts.comparators.${alert.comparator}`),
        alert.threshold,
        alert.firedValue,
        alert.lastValue,
        alert.mode,
        alert.startedAt,
        alert.resolvedAt ?? '',
        alert.acknowledgedAt ?? '',
        alert.acknowledgedBy ?? '',
      ]),
    ]);
  });

  const columns: Column<AlertView>[] = [
    {
      key: 'state',
      header: c('state'),
      cell: (alert) => (
        <StatusPill value={alert.state} kind="alert" label={t(`alerts.states.${alert.state}`)} />
      ),
    },
    { key: 'rule', header: c('rule'), cell: (alert) => alert.ruleName },
    { key: 'merchant', header: c('merchant'), cell: (alert) => alert.merchantName },
    ...(platform
      ? [{ key: 'tenant', header: c('tenant'), cell: (alert: AlertView) => alert.tenantName }]
      : []),
    { key: 'metric', header: c('metric'), cell: (alert) => alertTexts(t, alert).metric },
    { key: 'value', header: c('value'), align: 'right', cell: (alert) => alertTexts(t, alert).fired },
    { key: 'started', header: c('started'), cell: (alert) => formatDateTimeSeconds(alert.startedAt) },
    { key: 'resolved', header: c('resolved'), cell: (alert) => formatDateTimeSeconds(alert.resolvedAt) },
    { key: 'acknowledged', header: c('acknowledged'), cell: (alert) => alertTexts(t, alert).acknowledged },
    {
      key: 'actions',
      header: c('actions'),
      cell: (alert) => (
        <Stack direction="row" spacing={1}>
          {acknowledgeButton(alert)}
          <Button
            size="small"
            onClick={() => update({ alertId: alert.id })}
            aria-label={t('alerts.report.detailsRow', { rule: alert.ruleName, merchant: alert.merchantName })}
          >
            {t('alerts.report.details')}
          </Button>
        </Stack>
      ),
    },
  ];

  const choose =
    <K extends keyof AlertFilterState>(key: K) =>
    (e: ChangeEvent<HTMLInputElement>) =>
      update({ [key]: e.target.value } as Partial<AlertFilterState>);
  const filters = (
    <FilterBar label={t('reports.filters.label')} onSubmit={() => undefined}>
      <DayRangeFields
        labels={{ from: f('from'), to: f('to') }}
        from={state.from}
        to={state.to}
        onChange={update}
      />
      <TextField
        size="small"
        select
        name="state"
        label={f('state')}
        value={state.state}
        onChange={choose('state')}
        slotProps={selectProps}
        sx={{ minWidth: 150 }}
      >
        <option value="">{f('anyState')}</option>
        {AlertState.options.map((s) => (
          <option key={s} value={s}>
            {t(`alerts.states.${s}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        name="metric"
        label={f('metric')}
        value={state.metric}
        onChange={choose('metric')}
        slotProps={selectProps}
        sx={{ minWidth: 180 }}
      >
        <option value="">{f('anyMetric')}</option>
        {AlertMetric.options.map((m) => (
          <option key={m} value={m}>
            {t(`alerts.metrics.${m}`)}
          </option>
        ))}
      </TextField>
      <MerchantFilterField value={state.merchantId} onChange={(merchantId) => update({ merchantId })} />
      {platform && (
        <TenantFilterField
          value={state.tenantId}
          onChange={(tenantId) => update({ tenantId })}
          label={f('tenant')}
          anyLabel={f('anyTenant')}
        />
      )}
    </FilterBar>
  );

  return (
    <ReportFrame
      title={t('alerts.report.heading')}
      description={t('alerts.report.description')}
      updatedAt={null}
      filters={filters}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={page.isError && page.data === undefined}
      onRetry={() => void page.refetch()}
    >
      <PagedReportTable
        title={t('alerts.report.table')}
        columns={columns}
        rows={rows}
        rowKey={(alert) => alert.id}
        query={page}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={page.data?.count ?? 0}
        pageSizes={ALERT_PAGING.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
      {state.alertId && (
        <AlertDetailDialog
          alertId={state.alertId}
          showTenant={platform}
          actions={acknowledgeButton}
          onClose={() => update({ alertId: '' })}
        />
      )}
    </ReportFrame>
  );
}
