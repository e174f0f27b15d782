import { z } from 'zod';

/** Spec §1: the eight widget types. */
export const WidgetType = z.enum([
  'CHART_WIDGET',
  'BANNER_WIDGET',
  'TABLE_WIDGET',
  'PIPELINE_CHART',
  'MAP_WIDGET',
  'WEBHOOK_STATUS',
  'COUNT_WIDGET',
  'SUCCESS_RATE_WIDGET',
]);
export type WidgetType = z.infer<typeof WidgetType>;

/** Spec §3 chartConfiguration.chartType. GeoChart draws the ~240 two-letter countries. */
export const ChartType = z.enum(['PieChart', 'LineChart', 'BarChart', 'ComboChart', 'GeoChart']);
export type ChartType = z.infer<typeof ChartType>;

/**
 * Spec §3's nine chart data sources, exactly as written: the `_BY_…` names read with the prefix
 * `TRANSACTIONS`, and three `TRANSACTIONS_CHART_REPORTING_BY_…` variants. A chart widget's
 * `dataSourceEndpointId` is one of them (sent as the `endpointId` header, spec §7).
 */
export const ChartDataSource = z.enum([
  'TRANSACTIONS_BY_STATUS',
  'TRANSACTIONS_BY_CURRENCY',
  'TRANSACTIONS_BY_PAYMENT_METHOD',
  'TRANSACTIONS_BY_SERVICE_PROVIDER',
  'TRANSACTIONS_BY_DATE',
  'TRANSACTIONS_GROUPED_BY_BASE_CURRENCY',
  'TRANSACTIONS_CHART_REPORTING_BY_CUSTOMER',
  'TRANSACTIONS_CHART_REPORTING_BY_SERVICE_PROVIDER',
  'TRANSACTIONS_CHART_REPORTING_BY_PAYMENT_METHOD',
]);
export type ChartDataSource = z.infer<typeof ChartDataSource>;

/** Spec §3 chartConfiguration.tooltipType. */
export const TooltipType = z.enum(['currency', 'time', 'default']);
export type TooltipType = z.infer<typeof TooltipType>;

/**
 * How a widget gets its data (spec §3 `dataSourceType`, meaning not given): `Endpoint` is a GET on
 * `dataSourceEndpoint` (spec §7 "Widget data and reports"); `Static` draws `dataSourceData` itself
 * (a banner's text), with no call.
 */
export const DataSourceType = z.enum(['Endpoint', 'Static']);
export type DataSourceType = z.infer<typeof DataSourceType>;

/** Spec §4 WEBHOOK_STATUS values. */
export const WebhookStatus = z.enum(['NotConfigured', 'Configured', 'Delivering', 'NotDelivering']);
export type WebhookStatus = z.infer<typeof WebhookStatus>;

/**
 * Spec §7 user-dashboard category `userType`: whose dashboard a personal category belongs to, the
 * operator dashboard (`crm`, tenant and platform staff) or the merchant one (`merchant`).
 */
export const DashboardUserType = z.enum(['crm', 'merchant']);
export type DashboardUserType = z.infer<typeof DashboardUserType>;

/**
 * Where a widget on a user's dashboard comes from: the user's own, shared with one of their roles
 * by a colleague (read-only), or their audience's seeded default (read-only, shown while they have
 * none of their own).
 */
export const PersonalWidgetSource = z.enum(['own', 'shared', 'default']);
export type PersonalWidgetSource = z.infer<typeof PersonalWidgetSource>;

/** The 12-column grid personal widgets are laid out on (docs/dashboards.md "Layout"). */
export const DASHBOARD_GRID = { columns: 12, maxRows: 1000, maxHeight: 24 } as const;

/** Spec §9: widget and table page size 5; the options a table offers. */
export const WIDGET_PAGING = { defaultPageSize: 5, pageSizes: [5, 10, 20, 50, 75, 100] } as const;
