import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import {
  ChartData,
  HourlyReportFilter,
  ReportFilter,
  ReportHeaders,
  ReportTableQuery,
  TableData,
} from './report.schemas';

/**
 * Spec §7 "Widget data and reports": the transaction-summary charts (report calls 1–14 of
 * p02-reports.md) on three bases: the merchant's (`api/reports/…`), the operator's
 * (`api/crm/reports/…`) and the reporting service's twins of the operator's (`/reporting/crm/…`).
 * A chart is readable with the report key or with the dashboard key, since dashboard widgets draw
 * the same data. Everything is within the caller's scope and the `Mode` header's Test/Live data.
 */

const TAGS = ['reports'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const OPERATORS = ['tenant', 'platform'] as const satisfies readonly Audience[];
const MERCHANTS = ['customer'] as const satisfies readonly Audience[];
const OPERATOR_CHARTS = [
  'CRM.Reports.TransactionsSummaryV3',
  'CRM.Dashboard.View',
] as const satisfies Permissions;
const MERCHANT_CHARTS = ['Merchant.Reports.View', 'Merchant.Dashboard.View'] as const satisfies Permissions;

/** The five charts every base has (calls 1–5 and 6–10). */
function summaryCharts<const A extends readonly Audience[], const K extends Permissions>(
  family: string,
  base: string,
  audiences: A,
  permissions: K,
) {
  const id = (chart: string) => `reports.${family}.${chart}`;
  const common = {
    audiences,
    permissions,
    headers: ReportHeaders,
    query: ReportFilter,
    response: ChartData,
    tags: TAGS,
  } as const;
  return {
    byStatus: defineEndpoint({
      ...common,
      id: id('byStatus'),
      method: 'GET',
      path: `${base}/grouped-by-status`,
      summary: 'Transactions of the period per status',
    }),
    byCurrency: defineEndpoint({
      ...common,
      id: id('byCurrency'),
      method: 'GET',
      path: `${base}/grouped-by-currency`,
      summary: 'Transactions of the period per currency, with the amount in that currency',
    }),
    byServiceProvider: defineEndpoint({
      ...common,
      id: id('byServiceProvider'),
      method: 'GET',
      path: `${base}/grouped-by-service-provider`,
      summary: 'Transactions of the period per service provider, with the success rate',
    }),
    byPaymentMethod: defineEndpoint({
      ...common,
      id: id('byPaymentMethod'),
      method: 'GET',
      path: `${base}/grouped-by-payment-method`,
      summary: 'Transactions of the period per payment method, with the success rate',
    }),
    byDay: defineEndpoint({
      ...common,
      id: id('byDay'),
      method: 'GET',
      path: `${base}/grouped-by-day`,
      summary: "Transactions per day of the caller's time zone (timezoneOffset), in time order",
    }),
  };
}

const MERCHANT_BASE = 'api/reports/transaction-summary/charts';

export const merchantCharts = summaryCharts('merchant', MERCHANT_BASE, MERCHANTS, MERCHANT_CHARTS);
export const crmCharts = summaryCharts(
  'crm',
  'api/crm/reports/transaction-summary/charts',
  OPERATORS,
  OPERATOR_CHARTS,
);
export const reportingCharts = summaryCharts(
  'reporting',
  '/reporting/crm/reports/transaction-summary/charts',
  OPERATORS,
  OPERATOR_CHARTS,
);

/** The merchant's charts besides the five (calls 11–14): by hour, base currency, and conversion. */
function merchantOnlyCharts(family: string, base: string) {
  const common = {
    audiences: MERCHANTS,
    permissions: MERCHANT_CHARTS,
    headers: ReportHeaders,
    query: ReportFilter,
    response: ChartData,
    tags: TAGS,
  } as const;
  return {
    byHour: defineEndpoint({
      ...common,
      id: `reports.${family}.byHour`,
      method: 'GET',
      path: `${base}/grouped-by-hour`,
      summary: "The 24 hours from dateFrom (default: the last 24 hours), per hour of the caller's time zone",
      query: HourlyReportFilter,
    }),
    byBaseCurrency: defineEndpoint({
      ...common,
      id: `reports.${family}.byBaseCurrency`,
      method: 'GET',
      path: `${base}/grouped-by-base-currency`,
      summary: 'Transactions of the period per base currency',
    }),
    byBaseCurrencyAmount: defineEndpoint({
      ...common,
      id: `reports.${family}.byBaseCurrencyAmount`,
      method: 'GET',
      path: `${base}/grouped-by-base-currency-amount`,
      summary: "The base-currency volume per day of the caller's time zone, in time order",
    }),
    byHppConversion: defineEndpoint({
      ...common,
      id: `reports.${family}.byHppConversion`,
      method: 'GET',
      path: `${base}/grouped-by-hpp-conversion`,
      summary:
        'Payment conversion: payments started (key Started), succeeded, declined or failed, and still open (docs/analytics.md)',
    }),
  };
}

export const merchantOnly = merchantOnlyCharts('merchant', MERCHANT_BASE);

/**
 * Spec §7: "Customer variants under api/reports/customer/…", and no more. They are the merchant's
 * charts at that base, for the same merchant users and with the same answers (a merchant is the
 * spec's customer, level 0), so a widget configured with either path draws the same numbers.
 */
const CUSTOMER_BASE = 'api/reports/customer/transaction-summary/charts';
export const customerCharts = summaryCharts('customer', CUSTOMER_BASE, MERCHANTS, MERCHANT_CHARTS);
export const customerOnly = merchantOnlyCharts('customer', CUSTOMER_BASE);

/**
 * The three TRANSACTIONS_CHART_REPORTING_BY_… widget sources (spec §3): a widget's `/reporting/…`
 * endpoint is called with `/reporting` rewritten to `/reporting/dashboard` (spec §7). Tables, paged.
 */
const DASHBOARD_CHARTS = '/reporting/dashboard/crm/reports/transaction-summary/charts';
const dashboardTable = {
  audiences: OPERATORS,
  permissions: OPERATOR_CHARTS,
  headers: ReportHeaders,
  query: ReportTableQuery,
  response: TableData,
  tags: TAGS,
} as const;

export const dashboardByCustomer = defineEndpoint({
  ...dashboardTable,
  id: 'reports.dashboard.byCustomer',
  method: 'GET',
  path: `${DASHBOARD_CHARTS}/grouped-by-customer`,
  summary: 'Transactions of the period per merchant (customer), largest first, one page',
});

export const dashboardByServiceProvider = defineEndpoint({
  ...dashboardTable,
  id: 'reports.dashboard.byServiceProvider',
  method: 'GET',
  path: `${DASHBOARD_CHARTS}/grouped-by-service-provider`,
  summary: 'Transactions of the period per service provider, largest first, one page',
});

export const dashboardByPaymentMethod = defineEndpoint({
  ...dashboardTable,
  id: 'reports.dashboard.byPaymentMethod',
  method: 'GET',
  path: `${DASHBOARD_CHARTS}/grouped-by-payment-method`,
  summary: 'Transactions of the period per payment method, largest first, one page',
});
