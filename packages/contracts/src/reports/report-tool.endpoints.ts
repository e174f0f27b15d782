import { defineEndpoint } from '../http/endpoint';
import { ReportHeaders } from './report.schemas';
import {
  DataAnalytics,
  DataAnalyticsQuery,
  ReportToolToken,
  ReportToolTokenAccepted,
  ReportToolTokenCheck,
  ReportToolTokenInput,
} from './report-tool.schemas';

/**
 * The report pop-up tool's calls (spec §7 "The report tool uses a pop-up and messages"; the spec
 * shows no path): the data analytics for operators and merchants, a token for the pop-up, and the
 * pop-up's check of the token it was sent (409 REPORT_TOOL_TOKEN_INVALID for a token that is
 * unknown, expired, used, another user's, another report's or another key's).
 */

const TAGS = ['reports'] as const;
const OPERATOR = ['CRM.Reports.DataAnalytics'] as const;
const MERCHANT = ['Merchant.Reports.View'] as const;

export const reportToolCalls = {
  operatorData: defineEndpoint({
    id: 'reports.dataAnalytics.operator',
    method: 'GET',
    path: '/reporting/crm/reports/data-analytics',
    summary: "The period's payments per day, provider, method and currency, for the report tool",
    audiences: ['tenant', 'platform'],
    permissions: OPERATOR,
    headers: ReportHeaders,
    query: DataAnalyticsQuery,
    response: DataAnalytics,
    tags: TAGS,
  }),
  merchantData: defineEndpoint({
    id: 'reports.dataAnalytics.merchant',
    method: 'GET',
    path: 'api/reports/data-analytics',
    summary: "The merchant's payments per day, provider, method and currency, for the report tool",
    audiences: ['customer'],
    permissions: MERCHANT,
    headers: ReportHeaders,
    query: DataAnalyticsQuery,
    response: DataAnalytics,
    tags: TAGS,
  }),
  issueToken: defineEndpoint({
    id: 'reports.reportTool.issueToken',
    method: 'POST',
    path: '/reporting/report-tool/tokens',
    summary:
      "A token for a report pop-up's data message: the caller's, the report's and the key's, 2 minutes, once",
    audiences: ['customer', 'tenant', 'platform'],
    permissions: [...OPERATOR, ...MERCHANT],
    body: ReportToolTokenInput,
    response: ReportToolToken,
    tags: TAGS,
  }),
  checkToken: defineEndpoint({
    id: 'reports.reportTool.checkToken',
    method: 'POST',
    path: '/reporting/report-tool/tokens/check',
    summary: 'The pop-up checks (and uses up) the token a data message carried',
    audiences: ['customer', 'tenant', 'platform'],
    permissions: [...OPERATOR, ...MERCHANT],
    body: ReportToolTokenCheck,
    response: ReportToolTokenAccepted,
    tags: TAGS,
  }),
};
