import type { DeclineReasonsByProvider, DeclineStatistics } from '@paydesk/contracts/reports/report.schemas';
import {
  declineReasonsByProvider,
  declineReasonsStatistics,
  declineReasonsStatisticsExport,
} from '@paydesk/contracts/reports/report-tables.endpoints';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { NoData } from '../../../components/load-state/no-data';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { callEndpoint } from '../../../lib/api/api-client';
import { csvText } from '../../../lib/format/csv';
import { formatAmount, formatDecimal } from '../../../lib/format/number-format';
import { useMoney } from '../../../lib/transactions/use-money';
import { useReport } from '../api/report-calls';
import { ReportChart } from '../components/report-chart';
import { ReportFiltersBar } from '../components/report-filters-bar';
import { ReportFrame } from '../components/report-frame';
import { useLocalPage } from '../components/report-rows-table';
import { ReportSection } from '../components/report-section';
import { type ListFilter, REPORT_TABLE_PAGING } from '../model/report-filters';
import { oldestUpdate, useReportExport } from '../model/use-report-export';
import { useReportFilters } from '../model/use-report-filters';

/**
 * The decline reports (issue 19; docs/reports.md): a declined or failed transaction's reason is its
 * response message (else its code). Their status is fixed, so they have no status filter.
 * - declined transaction reasons (`crm/reports/declined-transaction-reasons`, calls 16 and 17): each
 *   reason's count, share of all declines and volume, paged by the server, and the server's CSV;
 * - decline reasons (`crm/reports/decline-reasons`, call 15): the reasons of each service provider
 *   and their share of that provider's declines.
 */

const DECLINE_FILTERS: readonly ListFilter[] = [
  'currency',
  'customer',
  'paymentMethod',
  'serviceProvider',
  'transactionType',
];

type StatisticsRow = DeclineStatistics['data'][number];
type ProviderRow = DeclineReasonsByProvider['data'][number];

const percent = (share: number) => `${formatDecimal(share)} %`;

export function DeclinedTransactionReasonsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { state, query, update } = useReportFilters();
  const report = useReport(declineReasonsStatistics, {
    ...query,
    pageIndex: state.page,
    PageSize: state.pageSize,
  });
  const rows = report.data?.data ?? [];
  const exportCsv = useReportExport(
    'decline-reasons-statistics.csv',
    () => callEndpoint(declineReasonsStatisticsExport, { query }) as Promise<Blob>,
  );
  const columns: Column<StatisticsRow>[] = [
    {
      key: 'reason',
      header: t('reports.declines.reason'),
      cell: (row) => row.reason || t('reports.declines.noReason'),
    },
    {
      key: 'count',
      header: t('reports.declines.count'),
      align: 'right',
      cell: (row) => formatAmount(row.count, 0),
    },
    {
      key: 'share',
      header: t('reports.declines.shareOfAll'),
      align: 'right',
      cell: (row) => percent(row.share),
    },
    {
      key: 'volume',
      header: t('reports.columns.volume'),
      align: 'right',
      cell: (row) => money.format(row.volume, row.baseCurrency),
    },
  ];
  // The chart draws the page's reasons (the server orders them most frequent first).
  const chartRows = useMemo(
    () =>
      rows.map((row) => ({
        key: row.reason,
        label: row.reason || t('reports.declines.noReason'),
        count: row.count,
        successCount: 0,
        successRate: 0,
        volume: row.volume,
        baseCurrency: row.baseCurrency,
        amount: null,
        currency: null,
      })),
    [rows, t],
  );
  return (
    <ReportFrame
      title={t('reports.declinedReasons.heading')}
      description={t('reports.declinedReasons.description')}
      updatedAt={oldestUpdate([report.data])}
      filters={
        <ReportFiltersBar audience="operator" state={state} lists={DECLINE_FILTERS} onChange={update} />
      }
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && report.data === undefined}
      onRetry={() => void report.refetch()}
    >
      <ReportChart
        title={t('reports.declinedReasons.chart')}
        rows={chartRows}
        kind="BarChart"
        measure="count"
        categoryName={t('reports.declines.reason')}
        measureName={t('reports.declines.count')}
        loading={report.isPending}
      />
      <ReportSection title={t('reports.declinedReasons.table')}>
        <DataTable
          label={t('reports.declinedReasons.table')}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.reason}\u0000${row.baseCurrency}`}
          busy={report.isFetching}
          placeholder={(report.isPending && t('reports.loading')) || (rows.length === 0 && <NoData />)}
        />
        <TablePaging
          page={{ pageIndex: state.page, pageSize: state.pageSize }}
          count={report.data?.count ?? 0}
          pageSizes={REPORT_TABLE_PAGING.pageSizes}
          onChange={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
        />
      </ReportSection>
    </ReportFrame>
  );
}

export function DeclineReasonsPage() {
  const { t } = useTranslation();
  const { state, query, update } = useReportFilters();
  const report = useReport(declineReasonsByProvider, query);
  const rows = report.data?.data ?? [];
  const local = useLocalPage(rows);
  const exportCsv = useReportExport(`${t('reports.declineReasons.file')}.csv`, async () =>
    csvText([
      [
        t('reports.declines.serviceProvider'),
        t('reports.declines.reason'),
        t('reports.declines.count'),
        t('reports.declines.shareOfProviderCsv'),
      ],
      ...rows.map((row) => [row.serviceProvider, row.reason, row.count, row.share.toFixed(2)]),
    ]),
  );
  const columns: Column<ProviderRow>[] = [
    { key: 'provider', header: t('reports.declines.serviceProvider'), cell: (row) => row.serviceProvider },
    {
      key: 'reason',
      header: t('reports.declines.reason'),
      cell: (row) => row.reason || t('reports.declines.noReason'),
    },
    {
      key: 'count',
      header: t('reports.declines.count'),
      align: 'right',
      cell: (row) => formatAmount(row.count, 0),
    },
    {
      key: 'share',
      header: t('reports.declines.shareOfProvider'),
      align: 'right',
      cell: (row) => percent(row.share),
    },
  ];
  // The chart: each provider's declines (its reasons added up).
  const byProvider = useMemo(() => {
    const counts = new Map<string, number>();
    for (const row of rows)
      counts.set(row.serviceProvider, (counts.get(row.serviceProvider) ?? 0) + row.count);
    return [...counts].map(([provider, count]) => ({
      key: provider,
      label: provider,
      count,
      successCount: 0,
      successRate: 0,
      volume: 0,
      baseCurrency: 'EUR',
      amount: null,
      currency: null,
    }));
  }, [rows]);
  return (
    <ReportFrame
      title={t('reports.declineReasons.heading')}
      description={t('reports.declineReasons.description')}
      updatedAt={oldestUpdate([report.data])}
      filters={
        <ReportFiltersBar audience="operator" state={state} lists={DECLINE_FILTERS} onChange={update} />
      }
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && report.data === undefined}
      onRetry={() => void report.refetch()}
    >
      <ReportChart
        title={t('reports.declineReasons.chart')}
        rows={byProvider}
        kind="BarChart"
        measure="count"
        categoryName={t('reports.declines.serviceProvider')}
        measureName={t('reports.declines.count')}
        loading={report.isPending}
      />
      <ReportSection title={t('reports.declineReasons.table')}>
        <DataTable
          label={t('reports.declineReasons.table')}
          columns={columns}
          rows={local.rows}
          rowKey={(row) => `${row.serviceProvider}\u0000${row.reason}`}
          busy={report.isFetching}
          placeholder={(report.isPending && t('reports.loading')) || (rows.length === 0 && <NoData />)}
        />
        <TablePaging {...local.paging} pageSizes={REPORT_TABLE_PAGING.pageSizes} />
      </ReportSection>
    </ReportFrame>
  );
}
