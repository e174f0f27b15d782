import { Box, useTheme } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { visuallyHidden } from '../visually-hidden';
import type { ChartModel } from './chart-model';
import type { ChartValues } from './chart-values';
import { echartsOption } from './echarts-option';
import type { ChartInstance } from './echarts-runtime';

/** Spec §9: chart redraw debounce 300 ms; re-render (resize) delay 500 ms. */
export const CHART_REDRAW_DEBOUNCE_MS = 300;
export const CHART_RERENDER_DELAY_MS = 500;

interface ChartViewProps {
  readonly model: ChartModel;
  readonly values: ChartValues;
  readonly title: string;
  readonly height?: number;
  /** A click on a bar, slice or country: its category (the widget links it to the lookup). */
  readonly onSelect?: (category: string) => void;
}

/**
 * One chart, drawn by ECharts once its code has loaded, with the same numbers in a table for
 * screen readers (and for anyone whose browser cannot draw it).
 */
export function ChartView({ model, values, title, height = 240, onSelect }: ChartViewProps) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const palette = useMemo(
    () => [theme.palette.primary.main, '#f59e0b', '#6366f1', '#ef4444', '#10b981', '#8b5cf6', '#64748b'],
    [theme.palette.primary.main],
  );
  const settled = useDebouncedValue(model, CHART_REDRAW_DEBOUNCE_MS);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let disposed = false;
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            clearTimeout(resizeTimer);
            resizeTimer = setTimeout(() => chart.current?.resize(), CHART_RERENDER_DELAY_MS);
          });
    import('./echarts-runtime')
      .then(async (runtime) => {
        if (settled.kind === 'GeoChart') await runtime.ensureWorldMap();
        if (disposed) return;
        const instance = chart.current ?? runtime.createChart(element);
        chart.current = instance;
        // `data-drawn` says the chart's first frame is painted (ECharts' 'rendered'; its animation
        // goes on): what the dashboard's draw benchmark waits for (e2e/bench/dashboard-draw.mjs).
        delete element.dataset.drawn;
        instance.off('rendered');
        instance.on('rendered', () => {
          element.dataset.drawn = 'true';
        });
        instance.setOption(echartsOption(settled, values, palette), { notMerge: true });
        instance.off('click');
        instance.on('click', (event) => {
          if (typeof event.name === 'string' && event.name) select.current?.(event.name);
        });
        observer?.observe(element);
      })
      .catch(() => {
        // The drawing failed to load (offline, an old browser): the table below still holds the data.
      });
    return () => {
      disposed = true;
      clearTimeout(resizeTimer);
      observer?.disconnect();
    };
  }, [settled, values, palette]);

  useEffect(
    () => () => {
      chart.current?.dispose();
      chart.current = null;
    },
    [],
  );

  return (
    <Box sx={{ position: 'relative' }}>
      <Box ref={container} data-chart="" sx={{ height, width: '100%' }} aria-hidden="true" />
      {/* The clip is on a box around the table: a table is never narrower than its content, so a
          clipped table of long labels still widened the page on a phone. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{model.categoryName}</th>
              {model.series.map((series) => (
                <th key={series.column} scope="col">
                  {series.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.categories.map((category, row) => (
              // Categories are the grouped values, each once.
              <tr key={category}>
                <th scope="row">{category}</th>
                {model.series.map((series) => (
                  <td key={series.column}>{values.format(series.values[row] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
