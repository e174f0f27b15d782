import Box from '@mui/material/Box';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { ChartView as ChartViewComponent } from './chart-view';

const load = () => import('./chart-view');
const ChartView = lazy(() => load().then((module) => ({ default: module.ChartView })));

/** Starts loading the chart view: a screen of charts calls it as it mounts, beside its data calls. */
export function preloadChartView(): void {
  void load();
}

/**
 * The chart view, in a chunk of its own loaded with the first chart: shared by the dashboards and
 * the reports, it would otherwise be a chunk of the first screen a user lands on (the first-load
 * budget, docs/architecture.md). Until it has loaded, the chart's place is kept.
 */
export function LazyChartView(props: ComponentProps<typeof ChartViewComponent>) {
  return (
    <Suspense fallback={<Box sx={{ height: props.height ?? 240 }} />}>
      <ChartView {...props} />
    </Suspense>
  );
}
