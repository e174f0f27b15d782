import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import {
  type ChartKind,
  type ChartRow,
  chartModel,
  isEmptyChart,
} from '../../../components/charts/chart-model';
import { chartValues } from '../../../components/charts/chart-values';
import { LazyChartView, preloadChartView } from '../../../components/charts/lazy-chart-view';
import { NoData } from '../../../components/load-state/no-data';

interface SeriesChartProps {
  readonly title: string;
  readonly kind: Extract<ChartKind, 'BarChart' | 'LineChart' | 'ComboChart'>;
  /** One row a category: `category` is what the axis shows, each series' column its value. */
  readonly rows: readonly ChartRow[];
  readonly category: string;
  readonly categoryName: string;
  /** The series drawn, each a column of the rows with its name (a legend entry). */
  readonly series: readonly { readonly column: string; readonly name: string }[];
  readonly loading?: boolean;
}

/**
 * A report chart of counts that are not transaction rows (ReportChart draws those): several named
 * series over one category axis, with the shared chart kit and its table for screen readers;
 * 'No data' when every value is zero.
 */
export function SeriesChart({
  title,
  kind,
  rows,
  category,
  categoryName,
  series,
  loading,
}: SeriesChartProps) {
  useEffect(preloadChartView, []);
  const model = useMemo(() => {
    const drawn = chartModel(
      {
        chartType: kind,
        xAxisColumn: category,
        xAxisColumnName: categoryName,
        yAxisColumn: series.map((s) => s.column),
      },
      rows,
    );
    const names = new Map(series.map((s) => [s.column, s.name]));
    return { ...drawn, series: drawn.series.map((s) => ({ ...s, name: names.get(s.column) ?? s.name })) };
  }, [kind, rows, category, categoryName, series]);
  // Counts, no currency: the decimals of a currency are never asked for.
  const values = useMemo(() => chartValues(model, null, () => 0), [model]);
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
