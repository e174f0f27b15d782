import { defineEndpoint } from '../http/endpoint';
import { ApiLogReportPage, ApiLogReportQuery } from './api-log-report.schemas';
import { TenantHeader } from './transaction.schemas';

/**
 * The API logs report (docs/api-logs.md), on the report bases: operators on the reporting
 * service's `/reporting/crm/reports/api-logs` (as the login history), merchants on
 * `api/reports/api-logs` (as the merchant's report charts). Within the caller's scope (tenant,
 * merchant, per-user limits) and Test/Live mode, as the transaction lookup; platform staff see every
 * tenant, or one with `tenantId`. One log's (redacted) bodies: the transactions' `apiLog` call.
 */

const common = {
  method: 'GET',
  summary: 'Processor API logs across transactions, newest first, filtered and paged (no bodies)',
  headers: TenantHeader,
  query: ApiLogReportQuery,
  response: ApiLogReportPage,
  tags: ['reports'],
} as const;

export const crmApiLogReport = {
  list: defineEndpoint({
    ...common,
    id: 'reports.crm.apiLogs',
    path: '/reporting/crm/reports/api-logs',
    audiences: ['tenant', 'platform'],
    permissions: ['CRM.Reports.ApiLogs'],
  }),
};

export const merchantApiLogReport = {
  list: defineEndpoint({
    ...common,
    id: 'reports.merchant.apiLogs',
    path: 'api/reports/api-logs',
    audiences: ['customer'],
    permissions: ['Merchant.Reports.View'],
  }),
};
