import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReportRow } from '@paydesk/contracts/reports/report.schemas';
import { useEffect, useMemo } from 'react';
import { type ChartKind, chartModel, isEmptyChart } from '../../../components/charts/chart-model';
import { chartValues } from '../../../components/charts/chart-values';
import { LazyChartView, preloadChartView } from '../../../components/charts/lazy-chart-view';
import { NoData } from '../../../components/load-state/no-data';
import { useMoney } from '../../../lib/transactions/use-money';
import { chartGroups } from '../model/report-rows';

interface ReportChartProps {
  readonly title: string;
  readonly rows: readonly ReportRow[];
  readonly kind: Exclude<ChartKind, 'GeoChart'>;
  /** What the bars, slices or line measure: transactions, or the base-currency volume. */
  readonly measure: 'count' | 'volume';
  /** The name of a group's value (a status's words); its label as the server gives it without. */
  readonly labelOf?: (row: { key: string; label: string }) => string;
  readonly categoryName: string;
  readonly measureName: string;
  /** The first answer is on its way: the chart's place is kept, rather than saying 'No data'. */
  readonly loading?: boolean;
}

/**
 * One chart of a report, drawn from the same rows as its table (ECharts, loaded with the first
 * chart), with the numbers in a table for screen readers; 'No data' when there is nothing to draw.
 * A volume chart over groups of several base currencies draws the transactions instead.
 */
export function ReportChart({
  title,
  rows,
  kind,
  measure,
  labelOf,
  categoryName,
  measureName,
  loading = false,
}: ReportChartProps) {
  const money = useMoney();
  useEffect(preloadChartView, []);
  const groups = useMemo(() => chartGroups(rows), [rows]);
  const byVolume = measure === 'volume' && groups.every((group) => group.baseCurrency !== null);
  const model = useMemo(
    () =>
      chartModel(
        {
          chartType: kind,
          xAxisColumn: 'label',
          xAxisColumnName: categoryName,
          yAxisColumn: [byVolume ? 'volume' : 'count'],
          yAxisColumnName: measureName,
          tooltipType: byVolume ? 'currency' : null,
        },
        groups.map((group) => ({ ...group, label: labelOf ? labelOf(group) : group.label })),
      ),
    [kind, categoryName, measureName, byVolume, groups, labelOf],
  );
  const values = useMemo(
    () => chartValues(model, byVolume ? 'currency' : null, money.decimals),
    [model, byVolume, money.decimals],
  );
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {loading && rows.length === 0 ? (
        <Skeleton variant="rounded" height={240} />
      ) : isEmptyChart(model) ? (
        <NoData />
      ) : (
        <LazyChartView model={model} values={values} title={title} />
      )}
    </Paper>
  );
}
