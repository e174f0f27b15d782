/**
 * ECharts with only what the dashboard draws (pie, line, bar, combo, the world map), registered
 * once. Loaded lazily with the first chart, so neither the shell nor the dashboard's first
 * paint carries it.
 */
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  MapChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

export type ChartInstance = echarts.ECharts;

export function createChart(element: HTMLElement): ChartInstance {
  return echarts.init(element, undefined, { renderer: 'svg' });
}

let worldMap: Promise<void> | null = null;

/** The world map, registered once under the name 'world' (its own chunk: ~30 KB of outlines). */
export function ensureWorldMap(): Promise<void> {
  worldMap ??= import('./world-map').then(({ worldGeoJson }) => {
    echarts.registerMap('world', worldGeoJson() as Parameters<typeof echarts.registerMap>[1]);
  });
  return worldMap;
}
