import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  crmApiLogReport,
  merchantApiLogReport,
} from '@paydesk/contracts/transactions/api-log-report.endpoints';
import {
  API_LOG_OUTCOMES,
  API_LOG_REPORT_PAGING,
  type ApiLogReportRow,
} from '@paydesk/contracts/transactions/api-log-report.schemas';
import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { TEXT_MAX } from '@paydesk/contracts/validation/text';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiLogDialog } from '../../../components/api-log/api-log-dialog';
import type { Column } from '../../../components/data-table/data-table';
import { TenantFilterField } from '../../../components/filters/tenant-filter-field';
import { DayRangeFields } from '../../../components/forms/day-filter/day-filter-field';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { MerchantFilterField } from '../../../components/webhooks/merchant-filter-field';
import { callEndpoint } from '../../../lib/api/api-client';
import { configuredTimeZone } from '../../../lib/dates/time-zones';
import { csvText } from '../../../lib/format/csv';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useServiceProviderOptions } from '../../../lib/transactions/lookup-options';
import { allWebhookRows } from '../../../lib/webhooks/webhook-calls';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { reportKeys, useReport } from '../api/report-calls';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFrame } from '../components/report-frame';
import type { ReportAudience } from '../model/report-audience';
import { useReportExport } from '../model/use-report-export';
import {
  type ApiLogAudience,
  type ApiLogFilterState,
  apiLogFilterParams,
  apiLogFiltersFromParams,
  apiLogQueryOf,
  formatBodySize,
} from './api-log-filters';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;
type Typed = Pick<ApiLogFilterState, 'operation' | 'search'>;

/**
 * The API logs report (`crm/reports/api-logs`, `reports/api-logs`; docs/api-logs.md): the processor
 * API logs of every transaction the user may see, newest first, in their Test/Live mode and time
 * zone; filters in the URL, a row opens the log's redacted bodies (the transactions' one-log call,
 * in the shared dialog of the details' API-logs tab), and a CSV of every log the filters match.
 */
export function ApiLogsReportPage({ audience }: { readonly audience: ReportAudience }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const who: ApiLogAudience =
    audience === 'merchant' ? 'merchant' : user.userType === 'Platform' ? 'platform' : 'tenant';
  const zone = configuredTimeZone();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => apiLogFiltersFromParams(params, zone, who), [params, zone, who]);
  const update = (patch: Partial<ApiLogFilterState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(apiLogFilterParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }, zone));
  };
  const query = apiLogQueryOf(state, zone);
  const endpoint = audience === 'merchant' ? merchantApiLogReport.list : crmApiLogReport.list;
  const page = useReport(endpoint, query);
  const rows = page.data?.data ?? [];
  const providers = useServiceProviderOptions();
  const [typed, setTyped] = useState<Typed>({ operation: state.operation, search: state.search });
  useEffect(() => setTyped({ operation: state.operation, search: state.search }), [state]);
  const [open, setOpen] = useState<ApiLogReportRow | null>(null);
  const c = (key: string) => t(`apiLogs.columns.${key}`);
  const f = (key: string) => t(`apiLogs.filters.${key}`);
  const operator = audience === 'operator';

  const exportCsv = useReportExport(`${t('apiLogs.file')}.csv`, async () => {
    const all = await allWebhookRows(endpoint, query, (answer) => answer);
    return csvText([
      [
        c('createdAtUtc'),
        c('transaction'),
        c('externalId'),
        c('orderReference'),
        ...(operator ? [c('merchant')] : []),
        c('provider'),
        c('direction'),
        c('method'),
        c('url'),
        c('statusCode'),
        c('durationMs'),
        c('requestSize'),
        c('responseSize'),
      ],
      ...all.map((row) => [
        row.createdAt,
        row.transactionId,
        row.externalId,
        row.orderReference ?? '',
        ...(operator ? [row.merchantName] : []),
        row.provider,
        t(`transactionDetails.directions.${row.direction}`),
        row.method,
        row.url,
        row.statusCode,
        row.durationMs,
        formatBodySize(row.requestBytes),
        formatBodySize(row.responseBytes),
      ]),
    ]);
  });

  const columns: Column<ApiLogReportRow>[] = [
    { key: 'createdAt', header: c('createdAt'), cell: (row) => formatDateTimeSeconds(row.createdAt) },
    {
      key: 'transaction',
      header: c('transaction'),
      cell: (row) => (
        <>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
            {row.transactionId}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[row.externalId, row.orderReference].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    ...(operator
      ? [{ key: 'merchant', header: c('merchant'), cell: (row: ApiLogReportRow) => row.merchantName }]
      : []),
    { key: 'provider', header: c('provider'), cell: (row) => row.provider },
    {
      key: 'operation',
      header: c('operation'),
      cell: (row) => (
        <Link
          component="button"
          type="button"
          sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          aria-label={t('apiLogs.open', { method: row.method, operation: row.operation })}
          onClick={() => setOpen(row)}
        >
          {`${row.method} ${row.operation}`}
        </Link>
      ),
    },
    { key: 'statusCode', header: c('statusCode'), align: 'right', cell: (row) => row.statusCode },
    {
      key: 'duration',
      header: c('duration'),
      align: 'right',
      cell: (row) => t('transactionDetails.durationMs', { ms: row.durationMs }),
    },
    {
      key: 'size',
      header: c('size'),
      align: 'right',
      cell: (row) =>
        t('apiLogs.sizes', {
          request: formatBodySize(row.requestBytes),
          response: formatBodySize(row.responseBytes),
        }),
    },
  ];

  const filters = (
    <FilterBar label={t('reports.filters.label')} onSubmit={() => update(typed)}>
      <DayRangeFields
        labels={{ from: t('reports.filters.from'), to: t('reports.filters.to') }}
        from={state.from}
        to={state.to}
        onChange={update}
      />
      {who === 'platform' && (
        <TenantFilterField
          value={state.tenantId}
          onChange={(tenantId) => update({ ...typed, tenantId })}
          label={f('tenant')}
          anyLabel={f('anyTenant')}
        />
      )}
      {operator && (
        <MerchantFilterField
          value={state.merchantId}
          onChange={(merchantId) => update({ ...typed, merchantId })}
        />
      )}
      <TextField
        size="small"
        select
        name="provider"
        label={f('provider')}
        value={state.provider}
        onChange={(e) => update({ ...typed, provider: e.target.value })}
        slotProps={selectProps}
        sx={{ minWidth: 200 }}
      >
        <option value="">{f('anyProvider')}</option>
        {state.provider && !providers.data?.some((o) => o.value === state.provider) && (
          <option value={state.provider}>{state.provider}</option>
        )}
        {(providers.data ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        name="outcome"
        label={f('outcome')}
        value={state.outcome}
        onChange={(e) => update({ ...typed, outcome: e.target.value as ApiLogFilterState['outcome'] })}
        slotProps={selectProps}
        sx={{ minWidth: 160 }}
      >
        <option value="">{f('anyOutcome')}</option>
        {API_LOG_OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {t(`apiLogs.outcomes.${o}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        name="operation"
        label={f('operation')}
        helperText={f('operationHint')}
        value={typed.operation}
        onChange={(e) => setTyped((current) => ({ ...current, operation: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX.key } }}
        sx={{ minWidth: 200 }}
      />
      <TextField
        size="small"
        name="search"
        label={f('search')}
        helperText={f('searchHint')}
        value={typed.search}
        onChange={(e) => setTyped((current) => ({ ...current, search: e.target.value }))}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX.search } }}
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" variant="contained">
        {f('apply')}
      </Button>
    </FilterBar>
  );

  return (
    <ReportFrame
      title={t('apiLogs.heading')}
      description={t('apiLogs.description')}
      updatedAt={null}
      filters={filters}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={page.isError && page.data === undefined}
      onRetry={() => void page.refetch()}
    >
      <PagedReportTable
        title={t('apiLogs.table')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        query={page}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={page.data?.count ?? 0}
        countIsCapped={page.data?.countIsCapped}
        pageSizes={API_LOG_REPORT_PAGING.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
      {open && <ReportApiLogDialog audience={who} row={open} onClose={() => setOpen(null)} />}
    </ReportFrame>
  );
}

/** A row's log with its redacted bodies: the transactions' one-log call, in the row's tenant for platform staff. */
function ReportApiLogDialog({
  audience,
  row,
  onClose,
}: {
  readonly audience: ApiLogAudience;
  readonly row: ApiLogReportRow;
  readonly onClose: () => void;
}) {
  const call = audience === 'merchant' ? merchantTransactions.apiLog : crmTransactions.apiLog;
  const headers: Record<string, string> = audience === 'platform' ? { tenantId: row.tenantId } : {};
  const query = useQuery({
    queryKey: [...reportKeys.all, 'apiLog', audience, row.id],
    queryFn: ({ signal }) => callEndpoint(call, { params: { logId: row.id }, headers, signal }),
    meta: { silentError: true },
  });
  return <ApiLogDialog log={row} query={query} onClose={onClose} />;
}
