import type { ComponentType } from 'react';
import type { WidgetType } from '../model/widget-view';
import { ChartWidget } from './chart-widget';
import { PipelineWidget } from './pipeline-widget';
import { BannerWidget, CountWidget, SuccessRateWidget } from './summary-widgets';
import { WebhookStatusWidget } from './webhook-status-widget';
import type { WidgetBodyProps } from './widget-body';

/** What draws each widget type but the table (which pages, see widget-card.tsx). */
export const WIDGET_BODIES: Readonly<
  Record<Exclude<WidgetType, 'TABLE_WIDGET'>, ComponentType<WidgetBodyProps>>
> = {
  CHART_WIDGET: ChartWidget,
  MAP_WIDGET: ChartWidget,
  BANNER_WIDGET: BannerWidget,
  COUNT_WIDGET: CountWidget,
  SUCCESS_RATE_WIDGET: SuccessRateWidget,
  PIPELINE_CHART: PipelineWidget,
  WEBHOOK_STATUS: WebhookStatusWidget,
};
