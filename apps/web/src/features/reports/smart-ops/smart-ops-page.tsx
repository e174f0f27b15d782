import { smartOpsCalls } from '@paydesk/contracts/reports/smart-ops.endpoints';
import {
  SMART_OPS,
  type SmartOpsFigures,
  type SmartOpsRow,
  type SmartOpsRule,
} from '@paydesk/contracts/reports/smart-ops.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { NoData } from '../../../components/load-state/no-data';
import { csvText } from '../../../lib/format/csv';
import { formatAmount, formatDecimal } from '../../../lib/format/number-format';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { allPages, useReport } from '../api/report-calls';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFiltersBar } from '../components/report-filters-bar';
import { ReportFrame } from '../components/report-frame';
import { ReportSection } from '../components/report-section';
import { ReportTiles } from '../components/report-tiles';
import { SeriesChart } from '../components/series-chart';
import type { ReportAudience } from '../model/report-audience';
import { LIST_FILTERS } from '../model/report-filters';
import { oldestUpdate, useReportExport } from '../model/use-report-export';
import { useReportFilters } from '../model/use-report-filters';

/**
 * The smart ops report (`crm/reports/smart-ops`, `reports/smart-ops`; issue 19, docs/smart-ops.md):
 * per service provider and payment method, the period's transactions, their success rate, how many
 * a smart-routing rule routed, how many cascaded, the attempts they took and the retries that ended
 * in success, with the most frequent routing rules. The reports' filters (a tenant too, for platform
 * staff) in the URL; the CSV holds the totals, every provider and method and the rules.
 */

// The success rate is the report's measure: a status filter would make it meaningless.
const FILTERS = LIST_FILTERS.filter((filter) => filter !== 'transactionStatus');

const percent = (value: number) => `${formatDecimal(value)} %`;
const whole = (value: number) => formatAmount(value, 0);

export function SmartOpsPage({ audience }: { readonly audience: ReportAudience }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const platform = audience === 'operator' && user.userType === 'Platform';
  const { state, query, update } = useReportFilters();
  const call = audience === 'operator' ? smartOpsCalls.operator : smartOpsCalls.merchant;
  const report = useReport(call, { ...query, pageIndex: state.page, PageSize: state.pageSize });
  const answer = report.data;
  const rows = answer?.data ?? [];
  const c = (key: string) => t(`smartOps.columns.${key}`);

  const exportCsv = useReportExport(`${t('smartOps.file')}.csv`, async () => {
    const all = await allPages(call, query, (page) => ({ rows: page.data, count: page.count }));
    const figures = (row: SmartOpsFigures) => [
      row.count,
      row.successCount,
      row.successRate.toFixed(2),
      row.routedCount,
      row.routedShare.toFixed(2),
      row.cascadedCount,
      row.cascadedShare.toFixed(2),
      row.attempts,
      row.averageAttempts.toFixed(2),
      row.recoveredCount,
      row.recoveredShare.toFixed(2),
    ];
    return csvText([
      [
        c('part'),
        c('serviceProvider'),
        c('paymentMethod'),
        c('count'),
        c('successCount'),
        t('smartOps.csv.successRate'),
        c('routedCount'),
        t('smartOps.csv.routedShare'),
        c('cascadedCount'),
        t('smartOps.csv.cascadedShare'),
        t('smartOps.csv.attempts'),
        c('averageAttempts'),
        c('recoveredCount'),
        t('smartOps.csv.recoveredShare'),
      ],
      ...(answer ? [[t('smartOps.csv.total'), '', '', ...figures(answer.totals)]] : []),
      ...all.map((row) => [t('smartOps.csv.route'), row.serviceProvider, row.paymentMethod, ...figures(row)]),
      ...(answer?.rules ?? []).map((rule) => [
        t('smartOps.csv.rule'),
        rule.ruleName,
        rule.decision,
        rule.count,
      ]),
    ]);
  });

  /** A figure's column: its heading and its value, right-aligned. */
  const figure = (key: keyof SmartOpsFigures, format: (value: number) => string): Column<SmartOpsRow> => ({
    key,
    header: c(key),
    align: 'right',
    cell: (row) => format(row[key]),
  });
  const columns: Column<SmartOpsRow>[] = [
    { key: 'serviceProvider', header: c('serviceProvider'), cell: (row) => row.serviceProvider },
    { key: 'paymentMethod', header: c('paymentMethod'), cell: (row) => row.paymentMethod },
    figure('count', whole),
    figure('successRate', percent),
    figure('routedCount', whole),
    figure('cascadedCount', whole),
    figure('cascadedShare', percent),
    figure('averageAttempts', formatDecimal),
    figure('recoveredCount', whole),
    figure('recoveredShare', percent),
  ];
  const ruleColumns: Column<SmartOpsRule>[] = [
    { key: 'ruleName', header: c('ruleName'), cell: (rule) => rule.ruleName || t('smartOps.noRule') },
    { key: 'decision', header: c('decision'), cell: (rule) => rule.decision },
    { key: 'count', header: c('decisions'), align: 'right', cell: (rule) => whole(rule.count) },
  ];

  const totals = answer?.totals;
  const tiles = (
    [
      ['count', (f: SmartOpsFigures) => whole(f.count)],
      ['successRate', (f: SmartOpsFigures) => percent(f.successRate)],
      ['routedShare', (f: SmartOpsFigures) => percent(f.routedShare)],
      ['cascadedShare', (f: SmartOpsFigures) => percent(f.cascadedShare)],
      ['averageAttempts', (f: SmartOpsFigures) => formatDecimal(f.averageAttempts)],
      ['recoveredShare', (f: SmartOpsFigures) => percent(f.recoveredShare)],
    ] as const
  ).map(([key, value]) => ({
    key,
    label: t(`smartOps.tiles.${key}`),
    value: totals ? value(totals) : '',
  }));

  // The chart draws the page's rows (the server orders them most transactions first).
  const chartRows = useMemo(
    () =>
      rows.map((row) => ({
        route: t('smartOps.route', { provider: row.serviceProvider, method: row.paymentMethod }),
        count: row.count,
        cascadedCount: row.cascadedCount,
        recoveredCount: row.recoveredCount,
      })),
    [rows, t],
  );
  const series = useMemo(
    () => [
      { column: 'count', name: t('smartOps.columns.count') },
      { column: 'cascadedCount', name: t('smartOps.columns.cascadedCount') },
      { column: 'recoveredCount', name: t('smartOps.columns.recoveredCount') },
    ],
    [t],
  );

  return (
    <ReportFrame
      title={t('smartOps.heading')}
      description={t(audience === 'merchant' ? 'smartOps.descriptionMerchant' : 'smartOps.description')}
      updatedAt={oldestUpdate([answer])}
      filters={
        <ReportFiltersBar
          audience={audience}
          state={state}
          lists={FILTERS}
          tenant={platform}
          onChange={update}
        />
      }
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && answer === undefined}
      onRetry={() => void report.refetch()}
    >
      <ReportTiles label={t('smartOps.totals')} idPrefix="smart-ops" tiles={tiles} loaded={!!totals} />
      <SeriesChart
        title={t('smartOps.chart')}
        kind="BarChart"
        rows={chartRows}
        category="route"
        categoryName={c('route')}
        series={series}
        loading={report.isPending}
      />
      <PagedReportTable
        title={t('smartOps.table')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.serviceProvider}\u0000${row.paymentMethod}`}
        query={report}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={answer?.count ?? 0}
        pageSizes={SMART_OPS.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
      <ReportSection title={t('smartOps.rules')}>
        <DataTable
          label={t('smartOps.rules')}
          columns={ruleColumns}
          rows={answer?.rules ?? []}
          rowKey={(rule) => `${rule.ruleName}\u0000${rule.decision}`}
          busy={report.isFetching}
          placeholder={
            (report.isPending && t('reports.loading')) || ((answer?.rules.length ?? 0) === 0 && <NoData />)
          }
        />
      </ReportSection>
    </ReportFrame>
  );
}
