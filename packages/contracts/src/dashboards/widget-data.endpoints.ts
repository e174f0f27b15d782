import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { PipelineData, WebhookStatusData, WidgetDataHeaders, WidgetDataQuery } from './widget-data.schemas';

/**
 * The widget data sources the dashboards module serves (spec §7 "Widget data and reports": the
 * portal rewrites a widget's `/reporting/…` endpoint to `/reporting/dashboard/…`, so a widget's
 * `dataSourceEndpoint` reads `/reporting/widgets/webhook-status`). The chart and summary sources are
 * the reports'. Each answers in the caller's scope and the Mode header's mode.
 */

type Keys = readonly [Permission, ...Permission[]];
const VIEW = ['CRM.Dashboard.View', 'Merchant.Dashboard.View'] as const satisfies Keys;
const common = {
  audiences: ['customer', 'tenant', 'platform'],
  permissions: VIEW,
  query: WidgetDataQuery,
  headers: WidgetDataHeaders,
  tags: ['dashboards'],
} as const;

export const webhookStatusWidget = defineEndpoint({
  ...common,
  id: 'dashboards.data.webhookStatus',
  method: 'GET',
  path: '/reporting/dashboard/widgets/webhook-status',
  summary:
    "WEBHOOK_STATUS: each merchant's webhook status (NotConfigured, Configured, Delivering, NotDelivering) from its addresses and the last 24 hours' deliveries",
  response: WebhookStatusData,
});

export const pipelineWidget = defineEndpoint({
  ...common,
  id: 'dashboards.data.pipeline',
  method: 'GET',
  path: '/reporting/dashboard/widgets/pipeline',
  summary: "PIPELINE_CHART: the onboarding stages, and where each merchant's onboarding stands",
  response: PipelineData,
});
