import type { ChartModel } from './chart-model';
import type { ChartValues } from './chart-values';

/**
 * The ECharts option for a chart model: plain data, so it is tested without drawing. Each data
 * item keeps its raw value (minor units, seconds) for the tooltip, and draws the scaled one.
 */
export interface ChartDatum {
  readonly name: string;
  readonly value: number;
  readonly raw: number;
}

type Option = Record<string, unknown>;

function data(model: ChartModel, index: number, values: ChartValues): ChartDatum[] {
  const series = model.series[index];
  return model.categories.map((name, i) => {
    const raw = series?.values[i] ?? 0;
    return { name, value: values.scale(raw), raw };
  });
}

interface TooltipItem {
  readonly marker?: string;
  readonly seriesName?: string;
  readonly name?: string;
  readonly data?: Partial<ChartDatum>;
}

function tooltip(values: ChartValues, trigger: 'item' | 'axis') {
  return {
    trigger,
    formatter: (params: TooltipItem | TooltipItem[]) => {
      const items = Array.isArray(params) ? params : [params];
      const title = items[0]?.name ?? '';
      const lines = items.map(
        (item) => `${item.marker ?? ''}${item.seriesName ?? ''}: ${values.format(item.data?.raw ?? 0)}`,
      );
      return [title, ...lines].join('<br/>');
    },
  };
}

export function echartsOption(model: ChartModel, values: ChartValues, palette: readonly string[]): Option {
  const base: Option = { color: palette, animation: false, aria: { enabled: true } };
  if (model.kind === 'PieChart') {
    return {
      ...base,
      tooltip: tooltip(values, 'item'),
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: model.series[0]?.name ?? '',
          radius: ['40%', '70%'],
          data: data(model, 0, values),
          label: { show: false },
        },
      ],
    };
  }
  if (model.kind === 'GeoChart') {
    const items = data(model, 0, values);
    const max = Math.max(1, ...items.map((item) => item.value));
    return {
      ...base,
      tooltip: tooltip(values, 'item'),
      visualMap: {
        min: 0,
        max,
        left: 'left',
        bottom: 0,
        calculable: true,
        inRange: { color: ['#e0f2f1', palette[0]] },
      },
      series: [
        {
          type: 'map',
          map: 'world',
          name: model.series[0]?.name ?? '',
          roam: true,
          data: items,
          emphasis: { label: { show: false } },
        },
      ],
    };
  }
  return {
    ...base,
    tooltip: tooltip(values, 'axis'),
    legend: model.series.length > 1 ? { bottom: 0 } : undefined,
    grid: { left: 8, right: 8, top: 16, bottom: model.series.length > 1 ? 32 : 8, containLabel: true },
    xAxis: { type: 'category', data: [...model.categories], name: model.categoryName },
    yAxis: { type: 'value' },
    series: model.series.map((series, index) => ({
      type: series.drawAs === 'line' ? 'line' : 'bar',
      name: series.name,
      data: data(model, index, values),
      smooth: series.drawAs === 'line',
    })),
  };
}
