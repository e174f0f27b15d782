import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { supportAnalytics } from '@paydesk/contracts/support/support-analytics.endpoints';
import {
  SUPPORT_ANALYTICS_GROUPS,
  SUPPORT_ANALYTICS_PAGING,
  type SupportAnalyticsGroup,
  type SupportAnalyticsReport,
  type SupportAnalyticsRow,
  type SupportAnalyticsTotals,
} from '@paydesk/contracts/support/support-analytics.schemas';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { TenantFilterField } from '../../../components/filters/tenant-filter-field';
import { DayRangeFields } from '../../../components/forms/day-filter/day-filter-field';
import { callEndpoint } from '../../../lib/api/api-client';
import { configuredTimeZone } from '../../../lib/dates/time-zones';
import { csvText } from '../../../lib/format/csv';
import { formatAmount } from '../../../lib/format/number-format';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useReport } from '../api/report-calls';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFrame } from '../components/report-frame';
import { ReportTiles } from '../components/report-tiles';
import { SeriesChart } from '../components/series-chart';
import { useReportExport } from '../model/use-report-export';
import { formatDuration } from './duration-format';
import {
  type SupportAnalyticsState,
  supportAnalyticsFromParams,
  supportAnalyticsParams,
  supportAnalyticsQueryOf,
} from './support-analytics-filters';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A group's name: the server's, else what a group without one is (unassigned, no label). */
function groupName(row: SupportAnalyticsRow, groupBy: SupportAnalyticsGroup, t: TFunction): string {
  return row.label ?? (row.key ? row.key : t(`supportAnalytics.noGroup.${groupBy}`));
}

/**
 * The support analytics report (`crm/reports/support-analytics-report`; docs/support-analytics.md):
 * the tickets of the desk the user's side answers (tenant staff: their merchants'; platform staff:
 * the tenants'), opened and closed, first-response and resolution times and billable tickets, in
 * totals, per day and per agent, label or customer; filters in the URL and a CSV of all of it.
 */
export function SupportAnalyticsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const platform = user.userType === 'Platform';
  const zone = configuredTimeZone();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => supportAnalyticsFromParams(params, zone), [params, zone]);
  const query = useMemo(() => supportAnalyticsQueryOf(state, zone, { platform }), [state, zone, platform]);
  const update = (patch: Partial<SupportAnalyticsState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(supportAnalyticsParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }, zone));
  };
  const report = useReport(supportAnalytics, query);
  const answer = report.data;
  const rows = answer?.data ?? [];
  const billing = answer?.totals.billable !== null && answer?.totals.billable !== undefined;
  const c = (key: string) => t(`supportAnalytics.columns.${key}`);
  const f = (key: string) => t(`supportAnalytics.filters.${key}`);
  const duration = (seconds: number | null) => formatDuration(seconds, t);
  const groupHeader = t(`supportAnalytics.groups.${state.groupBy}`);

  const exportCsv = useReportExport(`${t('supportAnalytics.file')}.csv`, async () => {
    // Every group of the filters, 100 at a time; the totals and days come with each page.
    const pages: SupportAnalyticsReport[] = [];
    const all: SupportAnalyticsRow[] = [];
    for (let pageIndex = 0; ; pageIndex += 1) {
      const next = await callEndpoint(supportAnalytics, { query: { ...query, pageIndex, pageSize: 100 } });
      pages.push(next);
      all.push(...next.data);
      if (next.data.length === 0 || all.length >= next.count) break;
    }
    const first = pages[0];
    const withBilling = first?.totals.billable !== null && first?.totals.billable !== undefined;
    const figures = (row: SupportAnalyticsTotals) => [
      row.opened,
      row.closed,
      row.stillOpen,
      row.firstResponseMedian ?? '',
      row.firstResponseP90 ?? '',
      row.resolutionMedian ?? '',
      ...(withBilling ? [row.billable ?? 0] : []),
    ];
    return csvText([
      [
        c('part'),
        c('group'),
        c('opened'),
        c('closed'),
        c('stillOpen'),
        c('firstResponseMedianSeconds'),
        c('firstResponseP90Seconds'),
        c('resolutionMedianSeconds'),
        ...(withBilling ? [c('billable')] : []),
      ],
      ...(first
        ? [[t('supportAnalytics.csv.total'), t('supportAnalytics.csv.allTickets'), ...figures(first.totals)]]
        : []),
      ...(first?.perDay ?? []).map((day) => [t('supportAnalytics.csv.day'), day.day, day.opened, day.closed]),
      ...all.map((row) => [groupHeader, groupName(row, state.groupBy, t), ...figures(row)]),
    ]);
  });

  const columns: Column<SupportAnalyticsRow>[] = [
    { key: 'group', header: groupHeader, cell: (row) => groupName(row, state.groupBy, t) },
    { key: 'opened', header: c('opened'), align: 'right', cell: (row) => formatAmount(row.opened, 0) },
    { key: 'closed', header: c('closed'), align: 'right', cell: (row) => formatAmount(row.closed, 0) },
    {
      key: 'stillOpen',
      header: c('stillOpen'),
      align: 'right',
      cell: (row) => formatAmount(row.stillOpen, 0),
    },
    {
      key: 'firstResponseMedian',
      header: c('firstResponseMedian'),
      align: 'right',
      cell: (row) => duration(row.firstResponseMedian),
    },
    {
      key: 'firstResponseP90',
      header: c('firstResponseP90'),
      align: 'right',
      cell: (row) => duration(row.firstResponseP90),
    },
    {
      key: 'resolutionMedian',
      header: c('resolutionMedian'),
      align: 'right',
      cell: (row) => duration(row.resolutionMedian),
    },
    ...(billing
      ? [
          {
            key: 'billable',
            header: c('billable'),
            align: 'right' as const,
            cell: (row: SupportAnalyticsRow) => formatAmount(row.billable ?? 0, 0),
          },
        ]
      : []),
  ];

  const totals = answer?.totals;
  const tiles = [
    { key: 'opened', value: totals ? formatAmount(totals.opened, 0) : '' },
    { key: 'closed', value: totals ? formatAmount(totals.closed, 0) : '' },
    { key: 'firstResponseMedian', value: totals ? duration(totals.firstResponseMedian) : '' },
    { key: 'resolutionMedian', value: totals ? duration(totals.resolutionMedian) : '' },
    ...(billing || !totals
      ? [{ key: 'billable', value: totals ? formatAmount(totals.billable ?? 0, 0) : '' }]
      : []),
  ];

  const choose =
    (key: 'groupBy' | 'tenantId') =>
    (e: ChangeEvent<HTMLInputElement>): void =>
      update({ [key]: e.target.value } as Partial<SupportAnalyticsState>);

  const filters = (
    <Box
      component="section"
      aria-label={t('reports.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <DayRangeFields
        labels={{ from: t('reports.filters.from'), to: t('reports.filters.to') }}
        from={state.from}
        to={state.to}
        onChange={update}
      />
      <TextField
        size="small"
        select
        name="groupBy"
        label={f('groupBy')}
        value={state.groupBy}
        onChange={choose('groupBy')}
        slotProps={selectProps}
        sx={{ minWidth: 160 }}
      >
        {SUPPORT_ANALYTICS_GROUPS.map((group) => (
          <option key={group} value={group}>
            {t(`supportAnalytics.groups.${group}`)}
          </option>
        ))}
      </TextField>
      {platform && (
        <TenantFilterField
          value={state.tenantId}
          onChange={(tenantId) => update({ tenantId })}
          label={f('tenant')}
          anyLabel={f('anyTenant')}
        />
      )}
    </Box>
  );

  return (
    <ReportFrame
      title={t('supportAnalytics.heading')}
      description={t(platform ? 'supportAnalytics.descriptionPlatform' : 'supportAnalytics.description')}
      updatedAt={null}
      filters={filters}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && answer === undefined}
      onRetry={() => void report.refetch()}
    >
      <ReportTiles
        label={t('supportAnalytics.totals')}
        idPrefix="support-analytics"
        tiles={tiles.map((tile) => ({ ...tile, label: t(`supportAnalytics.tiles.${tile.key}`) }))}
        loaded={totals !== undefined}
      />
      <SeriesChart
        title={t('supportAnalytics.chart')}
        kind="BarChart"
        rows={answer?.perDay ?? []}
        category="day"
        categoryName={t('supportAnalytics.day')}
        series={[
          { column: 'opened', name: c('opened') },
          { column: 'closed', name: c('closed') },
        ]}
        loading={report.isPending}
      />
      <PagedReportTable
        title={t('supportAnalytics.table', { group: groupHeader.toLowerCase() })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key ?? ''}
        query={report}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={answer?.count ?? 0}
        pageSizes={SUPPORT_ANALYTICS_PAGING.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
    </ReportFrame>
  );
}
