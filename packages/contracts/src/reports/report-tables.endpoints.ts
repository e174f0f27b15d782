import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import {
  ChartData,
  DayMonthData,
  DeclineReasonsByProvider,
  DeclineStatistics,
  ReportFilter,
  ReportHeaders,
  ReportTableQuery,
  TableData,
} from './report.schemas';

/**
 * Spec §7 "Widget data and reports": the reporting service's operator reports (calls 15–21 of
 * p02-reports.md) and their platform variants ("(and a platform variant)"), which span every tenant
 * and take `tenantId` to narrow, as `transactions-lookup/platform/searchKey` does. The operator call
 * itself answers a platform user for the tenant the `tenantId` header names, or every tenant.
 */

const TAGS = ['reports'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const OPERATORS = ['tenant', 'platform'] as const;
const PLATFORM = ['platform'] as const;
const BASE = '/reporting/crm/reports';

const DECLINES_BY_PROVIDER = [
  'CRM.Reports.DeclineReasons',
  'CRM.Dashboard.View',
] as const satisfies Permissions;
const DECLINE_STATISTICS = ['CRM.Reports.DeclinedTransactionReasons'] as const satisfies Permissions;
const SUMMARY_V1 = ['CRM.Reports.TransactionsSummaryV1'] as const satisfies Permissions;
const SUMMARY_V2 = ['CRM.Reports.TransactionsSummary'] as const satisfies Permissions;
const PER_DAY_MONTH = ['CRM.Reports.TransactionsSummaryPerDayMonth'] as const satisfies Permissions;
const CHARTS_V3 = ['CRM.Reports.TransactionsSummaryV3', 'CRM.Dashboard.View'] as const satisfies Permissions;

const common = { audiences: OPERATORS, headers: ReportHeaders, query: ReportFilter, tags: TAGS } as const;

export const declineReasonsByProvider = defineEndpoint({
  ...common,
  id: 'reports.declineReasonsByProvider',
  method: 'GET',
  path: `${BASE}/decline-reasons-by-service-provider`,
  summary: "Each service provider's decline reasons with their share of its declines",
  permissions: DECLINES_BY_PROVIDER,
  response: DeclineReasonsByProvider,
});

export const platformDeclineReasonsByProvider = defineEndpoint({
  ...declineReasonsByProvider,
  id: 'reports.platform.declineReasonsByProvider',
  path: `${BASE}/decline-reasons-by-service-provider/platform`,
  summary: "Each service provider's decline reasons across every tenant (tenantId narrows)",
  audiences: PLATFORM,
});

export const declineReasonsStatistics = defineEndpoint({
  ...common,
  id: 'reports.declineReasonsStatistics',
  method: 'GET',
  path: `${BASE}/decline-reasons-statistics`,
  summary: 'Each decline reason of the period with its count and share of all declines, one page',
  permissions: DECLINE_STATISTICS,
  query: ReportTableQuery,
  response: DeclineStatistics,
});

export const declineReasonsStatisticsExport = defineEndpoint({
  ...common,
  id: 'reports.declineReasonsStatisticsExport',
  method: 'GET',
  path: `${BASE}/decline-reasons-statistics/export`,
  summary: 'Every decline reason of the period as CSV (reason, count, share, volume, base currency)',
  permissions: DECLINE_STATISTICS,
  response: z.unknown().describe('text/csv'),
  responseKind: 'blob',
});

export const transactionSummaryReport = defineEndpoint({
  ...common,
  id: 'reports.transactionSummaryV1',
  method: 'GET',
  path: `${BASE}/transaction-summary-report`,
  summary: 'Summary v1: the period per currency (count, success rate, amount and base volume), one page',
  permissions: SUMMARY_V1,
  query: ReportTableQuery,
  response: TableData,
});

export const transactionSummaryV2Report = defineEndpoint({
  ...common,
  id: 'reports.transactionSummaryV2',
  method: 'GET',
  path: `${BASE}/transaction-summary-v2-report`,
  summary: 'Summary v2: the period per merchant (customer), largest first, one page',
  permissions: SUMMARY_V2,
  query: ReportTableQuery,
  response: TableData,
});

export const groupedByDayByMonth = defineEndpoint({
  ...common,
  id: 'reports.groupedByDayByMonth',
  method: 'GET',
  path: `${BASE}/grouped-by-day-by-month`,
  summary: "The period per day and per month of the caller's time zone",
  permissions: PER_DAY_MONTH,
  response: DayMonthData,
});

export const platformGroupedByDayByMonth = defineEndpoint({
  ...groupedByDayByMonth,
  id: 'reports.platform.groupedByDayByMonth',
  path: `${BASE}/grouped-by-day-by-month/platform`,
  summary: 'Per day and per month across every tenant (tenantId narrows)',
  audiences: PLATFORM,
});

export const groupedByPaymentChannel = defineEndpoint({
  ...common,
  id: 'reports.groupedByPaymentChannel',
  method: 'GET',
  path: `${BASE}/transaction-summary/v2/charts/grouped-by-payment-channel`,
  summary: 'Transactions of the period per payment channel (method, provider and currency)',
  permissions: CHARTS_V3,
  response: ChartData,
});

export const platformGroupedByPaymentChannel = defineEndpoint({
  ...groupedByPaymentChannel,
  id: 'reports.platform.groupedByPaymentChannel',
  path: `${BASE}/transaction-summary/platform/v2/charts/grouped-by-payment-channel`,
  summary: 'Transactions per payment channel across every tenant (tenantId narrows)',
  audiences: PLATFORM,
});
