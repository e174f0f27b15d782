import Box from '@mui/material/Box';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import type { ChartData, ReportRow, TableData } from '@paydesk/contracts/reports/report.schemas';
import { crmCharts, merchantCharts } from '@paydesk/contracts/reports/report-charts.endpoints';
import {
  groupedByDayByMonth,
  groupedByPaymentChannel,
  transactionSummaryReport,
  transactionSummaryV2Report,
} from '@paydesk/contracts/reports/report-tables.endpoints';
import { useTranslation } from 'react-i18next';
import { allPages, useReport, useReports } from '../api/report-calls';
import { ReportChart } from '../components/report-chart';
import { ReportFiltersBar } from '../components/report-filters-bar';
import { ReportFrame } from '../components/report-frame';
import { ReportRowsTable, useLocalPage } from '../components/report-rows-table';
import { ReportSection } from '../components/report-section';
import type { ReportAudience } from '../model/report-audience';
import { LIST_FILTERS } from '../model/report-filters';
import { oldestUpdate, useReportExport, useRowsCsv } from '../model/use-report-export';
import { useReportFilters } from '../model/use-report-filters';

/**
 * The transaction summary reports (issue 19; docs/reports.md): each is the summary calls of spec §7
 * drawn as charts and paged tables for the filters in the URL, with a CSV of what the filters show.
 * - v1 (`crm/reports/transactions-summary-v1`): per currency (call 18);
 * - the summary (`crm/reports/transactions-summary`): per merchant (call 19);
 * - v3 (`crm/reports/transactions-summary-v3`): the five charts (calls 6–10) and the payment channels (21);
 * - per day and month (`crm/reports/transactions-summary-per-day-month`, call 20);
 * - the merchant's summary (`reports/transactions-summary`): its five charts (calls 1–5), per currency;
 * - the merchant's summary v1 (`reports/transactions-summary-v1`): per currency (call 2), as the
 *   operator's v1 is.
 */

const CHARTS_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } } as const;

/** A table of rows the server answers whole, paged on screen. */
function LocalPagedTable(props: {
  readonly label: string;
  readonly groupHeader: string;
  readonly rows: readonly ReportRow[];
  readonly withAmount?: boolean;
  readonly busy?: boolean;
  readonly loading?: boolean;
}) {
  const local = useLocalPage(props.rows);
  return <ReportRowsTable {...props} rows={local.rows} paging={local.paging} />;
}

/** A status's words (the chart and the table), the server's key otherwise. */
function useStatusLabel() {
  const { t } = useTranslation();
  return (row: { key: string; label: string }) =>
    t(`transactions.statuses.${row.key}`, { defaultValue: row.label });
}

interface PagedSummaryProps {
  readonly id: 'summaryV1' | 'summary';
  readonly endpoint: typeof transactionSummaryReport | typeof transactionSummaryV2Report;
  readonly withAmount: boolean;
}

/** A summary the server pages (calls 18 and 19): the page's groups as a bar chart over the table. */
function PagedSummaryReport({ id, endpoint, withAmount }: PagedSummaryProps) {
  const { t } = useTranslation();
  const filters = useReportFilters();
  const { state, query, update } = filters;
  const report = useReport(endpoint, { ...query, pageIndex: state.page, PageSize: state.pageSize });
  const rows = report.data?.data ?? [];
  const group = t(`reports.${id}.group`);
  const toCsv = useRowsCsv();
  const exportCsv = useReportExport(`${t(`reports.${id}.file`)}.csv`, async () => {
    const all = await allPages(endpoint, query, (page: TableData) => ({
      rows: page.data,
      count: page.count,
    }));
    return toCsv([{ dimension: group, rows: all }]);
  });
  return (
    <ReportFrame
      title={t(`reports.${id}.heading`)}
      description={t(`reports.${id}.description`)}
      updatedAt={oldestUpdate([report.data])}
      filters={<ReportFiltersBar audience="operator" state={state} lists={LIST_FILTERS} onChange={update} />}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && report.data === undefined}
      onRetry={() => void report.refetch()}
    >
      <ReportChart
        title={t(`reports.${id}.chart`)}
        rows={rows}
        kind="BarChart"
        measure="volume"
        categoryName={group}
        measureName={t('reports.columns.volume')}
        loading={report.isPending}
      />
      <ReportSection title={t(`reports.${id}.table`)}>
        <ReportRowsTable
          label={t(`reports.${id}.table`)}
          groupHeader={group}
          rows={rows}
          withAmount={withAmount}
          busy={report.isFetching}
          loading={report.isPending}
          paging={{
            page: { pageIndex: state.page, pageSize: state.pageSize },
            count: report.data?.count ?? 0,
            onChange: ({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize }),
          }}
        />
      </ReportSection>
    </ReportFrame>
  );
}

export const SummaryV1ReportPage = () => (
  <PagedSummaryReport id="summaryV1" endpoint={transactionSummaryReport} withAmount />
);
export const SummaryReportPage = () => (
  <PagedSummaryReport id="summary" endpoint={transactionSummaryV2Report} withAmount={false} />
);

interface ChartPart {
  readonly key: 'status' | 'currency' | 'serviceProvider' | 'paymentMethod' | 'day' | 'paymentChannel';
  readonly endpoint: AnyEndpoint;
}

/** The charts of the five summaries every base has, then (operators) the payment channels' table. */
function ChartsSummaryReport({ audience, parts }: { audience: ReportAudience; parts: readonly ChartPart[] }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const { state, query, update } = useReportFilters();
  const reports = useReports(
    parts.map((part) => part.endpoint),
    query,
  );
  const answers = parts.map((part, index) => ({ part, report: reports[index] as (typeof reports)[number] }));
  const rowsOf = (key: ChartPart['key']) =>
    (answers.find((a) => a.part.key === key)?.report.data as ChartData | undefined)?.data ?? [];

  const id = audience === 'operator' ? 'summaryV3' : 'merchantSummary';
  const group = (key: ChartPart['key']) => t(`reports.charts.${key}.group`);
  const toCsv = useRowsCsv();
  const exportCsv = useReportExport(`${t(`reports.${id}.file`)}.csv`, async () =>
    toCsv(parts.map((part) => ({ dimension: group(part.key), rows: rowsOf(part.key) }))),
  );
  const failed = answers.some((a) => a.report.isError && a.report.data === undefined);
  const chart = (
    key: ChartPart['key'],
    kind: 'PieChart' | 'BarChart' | 'LineChart',
    labelOf?: typeof statusLabel,
  ) => (
    <ReportChart
      key={key}
      title={t(`reports.charts.${key}.title`)}
      rows={rowsOf(key)}
      kind={kind}
      measure="count"
      labelOf={labelOf}
      categoryName={group(key)}
      measureName={t('reports.columns.count')}
      loading={answers.find((a) => a.part.key === key)?.report.isPending}
    />
  );
  const byCurrency = audience === 'merchant' ? 'currency' : 'paymentChannel';
  return (
    <ReportFrame
      title={t(`reports.${id}.heading`)}
      description={t(`reports.${id}.description`)}
      updatedAt={oldestUpdate(answers.map((a) => a.report.data as ChartData | undefined))}
      filters={<ReportFiltersBar audience={audience} state={state} lists={LIST_FILTERS} onChange={update} />}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={failed}
      onRetry={() => answers.forEach((a) => void a.report.refetch())}
    >
      <Box sx={CHARTS_GRID}>
        {chart('status', 'PieChart', statusLabel)}
        {chart('day', 'LineChart')}
        {chart('serviceProvider', 'BarChart')}
        {chart('paymentMethod', 'BarChart')}
      </Box>
      <ReportSection title={t(`reports.charts.${byCurrency}.title`)}>
        <LocalPagedTable
          label={t(`reports.charts.${byCurrency}.title`)}
          groupHeader={group(byCurrency)}
          rows={rowsOf(byCurrency)}
          withAmount
          busy={answers.some((a) => a.report.isFetching)}
          loading={answers.some((a) => a.report.isPending)}
        />
      </ReportSection>
      {audience === 'operator' && (
        <ReportSection title={t('reports.charts.currency.title')}>
          <LocalPagedTable
            label={t('reports.charts.currency.title')}
            groupHeader={group('currency')}
            rows={rowsOf('currency')}
            withAmount
          />
        </ReportSection>
      )}
    </ReportFrame>
  );
}

const OPERATOR_PARTS: readonly ChartPart[] = [
  { key: 'status', endpoint: crmCharts.byStatus },
  { key: 'day', endpoint: crmCharts.byDay },
  { key: 'serviceProvider', endpoint: crmCharts.byServiceProvider },
  { key: 'paymentMethod', endpoint: crmCharts.byPaymentMethod },
  { key: 'currency', endpoint: crmCharts.byCurrency },
  { key: 'paymentChannel', endpoint: groupedByPaymentChannel },
];
const MERCHANT_PARTS: readonly ChartPart[] = [
  { key: 'status', endpoint: merchantCharts.byStatus },
  { key: 'day', endpoint: merchantCharts.byDay },
  { key: 'serviceProvider', endpoint: merchantCharts.byServiceProvider },
  { key: 'paymentMethod', endpoint: merchantCharts.byPaymentMethod },
  { key: 'currency', endpoint: merchantCharts.byCurrency },
];

export const SummaryV3ReportPage = () => <ChartsSummaryReport audience="operator" parts={OPERATOR_PARTS} />;
export const MerchantSummaryReportPage = () => (
  <ChartsSummaryReport audience="merchant" parts={MERCHANT_PARTS} />
);

/** Per day and month (call 20): the days as a line, the months and the days as tables. */
export function PerDayMonthReportPage() {
  const { t } = useTranslation();
  const { state, query, update } = useReportFilters();
  const report = useReport(groupedByDayByMonth, query);
  const days = report.data?.days ?? [];
  const months = report.data?.months ?? [];
  const toCsv = useRowsCsv();
  const exportCsv = useReportExport(`${t('reports.perDayMonth.file')}.csv`, async () =>
    toCsv([
      { dimension: t('reports.perDayMonth.month'), rows: months },
      { dimension: t('reports.perDayMonth.day'), rows: days },
    ]),
  );
  return (
    <ReportFrame
      title={t('reports.perDayMonth.heading')}
      description={t('reports.perDayMonth.description')}
      updatedAt={oldestUpdate([report.data])}
      filters={<ReportFiltersBar audience="operator" state={state} lists={LIST_FILTERS} onChange={update} />}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && report.data === undefined}
      onRetry={() => void report.refetch()}
    >
      <ReportChart
        title={t('reports.perDayMonth.chart')}
        rows={days}
        kind="LineChart"
        measure="count"
        categoryName={t('reports.perDayMonth.day')}
        measureName={t('reports.columns.count')}
        loading={report.isPending}
      />
      <ReportSection title={t('reports.perDayMonth.months')}>
        <LocalPagedTable
          label={t('reports.perDayMonth.months')}
          groupHeader={t('reports.perDayMonth.month')}
          rows={months}
          busy={report.isFetching}
          loading={report.isPending}
        />
      </ReportSection>
      <ReportSection title={t('reports.perDayMonth.days')}>
        <LocalPagedTable
          label={t('reports.perDayMonth.days')}
          groupHeader={t('reports.perDayMonth.day')}
          rows={days}
          busy={report.isFetching}
          loading={report.isPending}
        />
      </ReportSection>
    </ReportFrame>
  );
}

/** The merchant's summary v1: its transactions per currency, with amounts and volumes (call 2). */
export function MerchantSummaryV1ReportPage() {
  const { t } = useTranslation();
  const { state, query, update } = useReportFilters();
  const report = useReport(merchantCharts.byCurrency, query);
  const rows = report.data?.data ?? [];
  const group = t('reports.summaryV1.group');
  const toCsv = useRowsCsv();
  const exportCsv = useReportExport(`${t('reports.summaryV1.file')}.csv`, async () =>
    toCsv([{ dimension: group, rows }]),
  );
  return (
    <ReportFrame
      title={t('reports.summaryV1.heading')}
      description={t('reports.merchantSummaryV1.description')}
      updatedAt={oldestUpdate([report.data])}
      filters={<ReportFiltersBar audience="merchant" state={state} lists={LIST_FILTERS} onChange={update} />}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && report.data === undefined}
      onRetry={() => void report.refetch()}
    >
      <ReportChart
        title={t('reports.summaryV1.chart')}
        rows={rows}
        kind="BarChart"
        measure="volume"
        categoryName={group}
        measureName={t('reports.columns.volume')}
        loading={report.isPending}
      />
      <ReportSection title={t('reports.summaryV1.table')}>
        <LocalPagedTable
          label={t('reports.summaryV1.table')}
          groupHeader={group}
          rows={rows}
          withAmount
          busy={report.isFetching}
          loading={report.isPending}
        />
      </ReportSection>
    </ReportFrame>
  );
}
