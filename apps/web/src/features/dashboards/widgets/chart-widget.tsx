import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { chartModel, isEmptyChart } from '../../../components/charts/chart-model';
import { chartValues } from '../../../components/charts/chart-values';
import { LazyChartView } from '../../../components/charts/lazy-chart-view';
import { NoData } from '../../../components/load-state/no-data';
import { dimensionOf, lookupLink } from '../model/lookup-link';
import type { WidgetBodyProps } from './widget-body';
import { useDashboardContext } from './widget-context';

/** A map without a chart configuration draws the count per country (the by-country source's rows). */
const MAP_BY_COUNTRY = {
  chartType: 'GeoChart' as const,
  xAxisColumn: 'key',
  yAxisColumn: ['count'],
  tooltipType: null,
};

/**
 * CHART_WIDGET and MAP_WIDGET: a pie, line, bar, combo or world map of the rows. A click on a bar,
 * slice or country opens the lookup with those payments (when the lookup can filter on it).
 */
export function ChartWidget({ widget, payload, range }: WidgetBodyProps) {
  const context = useDashboardContext();
  const navigate = useNavigate();
  const settings = widget.chart ?? MAP_BY_COUNTRY;
  const kind = widget.type === 'MAP_WIDGET' ? 'GeoChart' : settings.chartType;
  const model = useMemo(
    () => chartModel({ ...settings, chartType: kind }, payload.rows),
    [settings, kind, payload.rows],
  );
  const values = useMemo(
    () => chartValues(model, settings.tooltipType, context.decimalsOf),
    [model, settings.tooltipType, context.decimalsOf],
  );
  if (isEmptyChart(model)) return <NoData />;
  const dimension = dimensionOf(widget.source.dataSourceEndpointId);
  // A group opens the lookup by the row's `key` (a status, a merchant id), not its label.
  const open = (category: string) => {
    const row = payload.rows.find((r) => String(r[settings.xAxisColumn] ?? '') === category);
    const value = row ? String(row.key ?? row[settings.xAxisColumn] ?? '') : '';
    if (!dimension || !value) return;
    const link = lookupLink({
      area: context.area,
      ...range,
      zone: context.zone,
      filters: widget.filters,
      group: { dimension, value },
    });
    if (link) navigate(link);
  };
  return <LazyChartView model={model} values={values} title={widget.title} onSelect={open} />;
}
