import { defineEndpoint } from '../http/endpoint';
import { DailyReportFilePage, DailyReportFileQuery } from './transactions-daily.schemas';

/**
 * The transactions daily files a caller may download (docs/transactions-daily.md), newest day
 * first, in the `Mode` header's Test/Live data. The spec names the downloads, not these lists.
 * Tenant staff see their tenant's merchants within their customer limits; platform staff every
 * tenant's, or one with `tenantId`; a merchant user its own merchant's.
 */
const common = {
  tags: ['reports'],
  method: 'GET',
  query: DailyReportFileQuery,
  response: DailyReportFilePage,
} as const;

export const transactionsDailyCalls = {
  operatorFiles: defineEndpoint({
    ...common,
    audiences: ['tenant', 'platform'],
    permissions: ['CRM.Reports.TransactionsDaily', 'CRM.Reports.TransactionsDailyV1'],
    id: 'reports.transactionsDaily.files',
    path: '/reporting/crm/reports/transactions-daily/files',
    summary: 'The generated transactions daily files (one per merchant, mode and UTC day)',
  }),
  merchantFiles: defineEndpoint({
    ...common,
    audiences: ['customer'],
    permissions: ['Merchant.Reports.View'],
    id: 'reports.merchant.transactionsDaily.files',
    path: 'api/reports/transactions-daily/files',
    summary: "The merchant's generated transactions daily files (one per mode and UTC day)",
  }),
};
