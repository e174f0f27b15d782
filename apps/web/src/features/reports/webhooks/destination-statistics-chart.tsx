import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { type ChartKind, chartModel, isEmptyChart } from '../../../components/charts/chart-model';
import { chartValues } from '../../../components/charts/chart-values';
import { LazyChartView, preloadChartView } from '../../../components/charts/lazy-chart-view';
import { NoData } from '../../../components/load-state/no-data';

interface Props {
  readonly title: string;
  readonly kind: Extract<ChartKind, 'BarChart' | 'LineChart'>;
  readonly rows: readonly { readonly label: string; readonly value: number }[];
  readonly categoryName: string;
  readonly measureName: string;
}

/**
 * One series of the statistics over time, drawn with the shared chart kit (the numbers also in the
 * kit's table for screen readers); 'No data' when nothing was attempted in the period.
 */
export function DestinationStatisticsChart({ title, kind, rows, categoryName, measureName }: Props) {
  useEffect(preloadChartView, []);
  const model = useMemo(
    () =>
      chartModel(
        {
          chartType: kind,
          xAxisColumn: 'label',
          xAxisColumnName: categoryName,
          yAxisColumn: ['value'],
          yAxisColumnName: measureName,
        },
        rows,
      ),
    [kind, rows, categoryName, measureName],
  );
  // Counts and percents, no currency: the decimals of a currency are never asked for.
  const values = useMemo(() => chartValues(model, null, () => 0), [model]);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {isEmptyChart(model) ? <NoData /> : <LazyChartView model={model} values={values} title={title} />}
    </Paper>
  );
}
