import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { chartModel, isEmptyChart } from '../charts/chart-model';
import { chartValues } from '../charts/chart-values';
import { ChartView } from '../charts/chart-view';
import { lookupLink } from '../model/lookup-link';
import { NoData } from './no-data';
import type { WidgetBodyProps } from './widget-body';
import { useDashboardContext } from './widget-context';

/**
 * CHART_WIDGET and MAP_WIDGET: a pie, line, bar, combo or world map of the rows. A click on a bar,
 * slice or country opens the lookup with those payments (when the lookup can filter on it).
 */
export function ChartWidget({ widget, payload, range }: WidgetBodyProps) {
  const context = useDashboardContext();
  const navigate = useNavigate();
  const settings = widget.chart ?? {
    chartType: 'GeoChart' as const,
    xAxisColumn: 'country',
    yAxisColumn: ['count'],
    tooltipType: null,
  };
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
  const open = (category: string) => {
    const row = payload.rows.find((r) => String(r[settings.xAxisColumn] ?? '') === category);
    const link = lookupLink({
      area: context.area,
      ...range,
      zone: context.zone,
      filters: widget.filters,
      groupBy: settings.xAxisColumn,
      ...(row ? { row } : {}),
    });
    if (link && row) navigate(link);
  };
  return <ChartView model={model} values={values} title={widget.title} onSelect={open} />;
}
