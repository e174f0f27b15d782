import { defineEndpoint } from '../http/endpoint';
import { ReportHeaders } from './report.schemas';
import { SmartOpsQuery, SmartOpsReport } from './smart-ops.schemas';

/**
 * The smart ops report's calls (issue 19; the spec names the routes, not their calls;
 * docs/smart-ops.md), on the report calls' two bases: the operator's on the reporting service
 * (tenant staff their tenant within their limits, platform staff every tenant or the one `tenantId`
 * names, as the other operator reports) and the merchant's own on `api/reports/…`.
 */

const common = {
  tags: ['reports'],
  method: 'GET',
  headers: ReportHeaders,
  query: SmartOpsQuery,
  response: SmartOpsReport,
} as const;

export const smartOpsCalls = {
  operator: defineEndpoint({
    ...common,
    audiences: ['tenant', 'platform'],
    permissions: ['CRM.Reports.SmartOps'],
    id: 'reports.smartOps.operator',
    path: '/reporting/crm/reports/smart-ops',
    summary:
      'Per service provider and payment method: success rate, smart routing, cascading and retries recovered, with the top routing rules',
  }),
  merchant: defineEndpoint({
    ...common,
    audiences: ['customer'],
    permissions: ['Merchant.Reports.View'],
    id: 'reports.smartOps.merchant',
    path: 'api/reports/smart-ops',
    summary:
      "The merchant's success rate, smart routing, cascading and retries recovered per service provider and payment method",
  }),
};
