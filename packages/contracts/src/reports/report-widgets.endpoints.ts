import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { ChartData, ReportFilter, ReportHeaders, WidgetSummary } from './report.schemas';

/**
 * The widget sources that are not charts (p01-dashboards.md open point 4): the COUNT, SUCCESS_RATE
 * and BANNER widgets' figures with the previous equal period, and the MAP widget's countries. Served
 * under `/reporting/dashboard/widgets/` like every widget source (spec §7 rewrites `/reporting`),
 * to every audience, each in its own scope.
 */

const TAGS = ['reports'] as const;
const DASHBOARD_VIEW = ['CRM.Dashboard.View', 'Merchant.Dashboard.View'] as const satisfies readonly [
  Permission,
  ...Permission[],
];
const common = {
  audiences: ['customer', 'tenant', 'platform'],
  permissions: DASHBOARD_VIEW,
  headers: ReportHeaders,
  query: ReportFilter,
  tags: TAGS,
} as const;

export const widgetSummary = defineEndpoint({
  ...common,
  id: 'reports.widgets.summary',
  method: 'GET',
  path: '/reporting/dashboard/widgets/summary',
  summary: 'Count, success rate and base-currency volume of the period and of the equal period before it',
  response: WidgetSummary,
});

export const widgetByCountry = defineEndpoint({
  ...common,
  id: 'reports.widgets.byCountry',
  method: 'GET',
  path: '/reporting/dashboard/widgets/by-country',
  summary: "Transactions of the period per customer country (two letters; '' when unknown), for the map",
  response: ChartData,
});
