import Box from '@mui/material/Box';
import { webhookDestinations } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import type {
  DestinationStatistics,
  DestinationStatisticsRow,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { DayRangeFields } from '../../../components/forms/day-filter/day-filter-field';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { NoData } from '../../../components/load-state/no-data';
import { OwnerFilterFields } from '../../../components/webhooks/webhook-filter-bar';
import { configuredTimeZone } from '../../../lib/dates/time-zones';
import { csvText } from '../../../lib/format/csv';
import { formatInZone } from '../../../lib/format/date-format';
import { formatDecimal } from '../../../lib/format/number-format';
import { useWebhookCall } from '../../../lib/webhooks/webhook-calls';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { ReportFrame } from '../components/report-frame';
import { ReportSection } from '../components/report-section';
import { useReportExport } from '../model/use-report-export';
import {
  type DestinationStatisticsState,
  percentOf,
  statisticsFromParams,
  statisticsParams,
  statisticsQueryOf,
} from './destination-filters';
import { DestinationStatisticsChart } from './destination-statistics-chart';

const CHARTS_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;

/** A series point's time as the bucket reads: an hour of a short period, else a day (the user's zone). */
const bucketFormat = (bucket: DestinationStatistics['bucket']) =>
  bucket === 'hour' ? 'DD/MM HH:mm' : 'DD/MM/YYYY';

/**
 * The webhook destinations statistics (`crm/reports/webhooks-destinations/statistics`; issue 19):
 * for the period (the last 7 days by default), an optional tenant (platform staff) and merchant,
 * the attempts and success rate over time (per hour or day of the user's zone: the call is sent the
 * zone's offset) and, per endpoint, the success rate, the p50/p95 latency and the attempts each
 * delivery took.
 */
export function DestinationStatisticsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const zone = configuredTimeZone();
  const tenant = useCurrentUser().userType === 'Platform';
  const state = useMemo(() => {
    const read = statisticsFromParams(params, zone);
    return tenant ? read : { ...read, tenantId: '' };
  }, [params, zone, tenant]);
  const update = (patch: Partial<DestinationStatisticsState>) =>
    setParams(statisticsParams({ ...state, ...patch }, zone));
  const query = useMemo(() => statisticsQueryOf(state, zone), [state, zone]);
  const answer = useWebhookCall(webhookDestinations.statistics, query);
  const endpoints = answer.data?.endpoints ?? [];
  const c = (key: string) => t(`reports.webhooks.statistics.columns.${key}`);
  const percent = (rate: number | null) =>
    rate === null ? '' : t('reports.webhooks.percent', { value: percentOf(rate) });
  const ratio = (value: number | null) => (value === null ? '' : formatDecimal(value, 2));
  const time = t('reports.webhooks.statistics.time');

  const series = useMemo(() => {
    const data = answer.data;
    if (!data) return { attempts: [], success: [] };
    const label = (at: string) => formatInZone(at, bucketFormat(data.bucket), zone);
    return {
      attempts: data.series.map((point) => ({ label: label(point.at), value: point.attempts })),
      success: data.series
        .filter((point) => point.successRate !== null)
        .map((point) => ({
          label: label(point.at),
          value: Math.round((point.successRate ?? 0) * 1000) / 10,
        })),
    };
  }, [answer.data, zone]);

  // Every part of the screen in order, each line named by its part: the series over time (its
  // bucket's start as an instant, so a spreadsheet can sort it), then the endpoints.
  const exportCsv = useReportExport(`${t('reports.webhooks.statistics.file')}.csv`, async () => {
    const part = (key: string) => t(`reports.webhooks.statistics.csv.${key}`);
    const figures = (row: Omit<DestinationStatistics['series'][number], 'at'>) => [
      row.attempts,
      row.succeeded,
      row.successRate === null ? '' : percentOf(row.successRate),
      row.p50Ms ?? '',
      row.p95Ms ?? '',
    ];
    return csvText([
      [
        part('part'),
        time,
        c('merchant'),
        c('url'),
        c('attempts'),
        c('succeeded'),
        c('successRate'),
        c('p50'),
        c('p95'),
        c('deliveries'),
        c('delivered'),
        c('failed'),
        c('attemptsPerDelivery'),
      ],
      ...(answer.data?.series ?? []).map((point) => [part('series'), point.at, '', '', ...figures(point)]),
      ...endpoints.map((row) => [
        part('endpoint'),
        '',
        row.merchantName,
        row.url,
        ...figures(row),
        row.deliveries,
        row.delivered,
        row.failed,
        row.attemptsPerDelivery ?? '',
      ]),
    ]);
  });

  const columns: Column<DestinationStatisticsRow>[] = [
    { key: 'merchant', header: c('merchant'), cell: (row) => row.merchantName },
    { key: 'url', header: c('url'), cell: (row) => row.url, sx: { maxWidth: 260, overflowWrap: 'anywhere' } },
    { key: 'attempts', header: c('attempts'), align: 'right', cell: (row) => row.attempts },
    { key: 'successRate', header: c('successRate'), align: 'right', cell: (row) => percent(row.successRate) },
    { key: 'p50', header: c('p50'), align: 'right', cell: (row) => row.p50Ms ?? '' },
    { key: 'p95', header: c('p95'), align: 'right', cell: (row) => row.p95Ms ?? '' },
    { key: 'deliveries', header: c('deliveries'), align: 'right', cell: (row) => row.deliveries },
    { key: 'delivered', header: c('delivered'), align: 'right', cell: (row) => row.delivered },
    { key: 'failed', header: c('failed'), align: 'right', cell: (row) => row.failed },
    {
      key: 'attemptsPerDelivery',
      header: c('attemptsPerDelivery'),
      align: 'right',
      cell: (row) => ratio(row.attemptsPerDelivery),
    },
  ];

  const label = t('reports.webhooks.statistics.table');
  return (
    <ReportFrame
      title={t('reports.webhooks.statistics.heading')}
      description={t('reports.webhooks.statistics.description')}
      updatedAt={null}
      filters={
        <FilterBar label={t('reports.filters.label')} onSubmit={() => undefined}>
          <DayRangeFields
            labels={{ from: t('reports.filters.from'), to: t('reports.filters.to') }}
            from={state.from}
            to={state.to}
            onChange={update}
          />
          <OwnerFilterFields tenant={tenant} value={state} onChange={update} />
        </FilterBar>
      }
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={answer.isError && answer.data === undefined}
      onRetry={() => void answer.refetch()}
    >
      <Box sx={CHARTS_GRID}>
        <DestinationStatisticsChart
          title={t('reports.webhooks.statistics.attemptsChart')}
          kind="BarChart"
          rows={series.attempts}
          categoryName={time}
          measureName={c('attempts')}
        />
        <DestinationStatisticsChart
          title={t('reports.webhooks.statistics.successChart')}
          kind="LineChart"
          rows={series.success}
          categoryName={time}
          measureName={c('successRate')}
        />
      </Box>
      <ReportSection title={label}>
        <DataTable
          label={label}
          columns={columns}
          rows={endpoints}
          rowKey={(row) => `${row.tenantId}:${row.merchantId}:${row.url}`}
          busy={answer.isFetching}
          placeholder={(answer.isPending && t('reports.loading')) || (endpoints.length === 0 && <NoData />)}
        />
      </ReportSection>
    </ReportFrame>
  );
}
