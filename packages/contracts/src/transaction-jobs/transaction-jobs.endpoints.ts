import { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { WebhookResendRequest } from '../transaction-webhooks/webhook-reports.schemas';
import { CsvExportQuery } from '../transactions/transaction.schemas';
import { text } from '../validation/text';
import {
  BulkActionRequest,
  BulkJob,
  BulkJobPage,
  BulkUpdateChange,
  BulkUpdateRequest,
  ExportJob,
  ExportJobList,
  JobIdParams,
  JobItemPage,
  JobItemsQuery,
  JobListQuery,
} from './transaction-jobs.schemas';

/**
 * Spec §7 "Transactions": bulk updates, bulk actions and export jobs (persistent, with progress).
 * The spec names the screens (transaction-bulk-update-request, transaction-bulk-update-history,
 * bulk-actions-lookup) but not their calls; these paths sit beside the transaction calls of the same
 * audience (docs/transaction-jobs.md). Every job is created answered 202-style with status Queued
 * (HTTP 200) and runs in the server's worker; poll its GET until the status is finished.
 */

const TAGS = ['transaction-jobs'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const OPERATORS = ['tenant', 'platform'] as const satisfies readonly Audience[];
const MERCHANTS = ['customer'] as const satisfies readonly Audience[];

/** The tenantId header (platform staff acting for one tenant) and an optional Idempotency-Key. */
const JobHeaders = z.looseObject({
  'idempotency-key': text(255).min(1).optional(),
  tenantid: z.uuid().optional(),
});

// ---------------------------------------------------------------------------------------------
// Platform bulk updates (transaction-bulk-update-request and -history)

const BULK_UPDATES = 'api/crm/transactions/bulk-updates';
const platform = { audiences: ['platform'], headers: JobHeaders, tags: TAGS } as const;
const REQUEST = ['Platform.Transaction.BulkUpdateRequest'] as const satisfies Permissions;
const HISTORY = [
  'Platform.Transaction.BulkUpdateHistory',
  'Platform.Transaction.BulkUpdateRequest',
] as const satisfies Permissions;

export const bulkUpdates = {
  create: defineEndpoint({
    ...platform,
    permissions: REQUEST,
    id: 'transactionJobs.bulkUpdates.create',
    method: 'POST',
    path: BULK_UPDATES,
    summary:
      'Queues one status change (StatusChange action) for up to 10,000 transactions (ids or external ids)',
    body: BulkUpdateRequest,
    response: BulkJob,
  }),
  upload: defineEndpoint({
    ...platform,
    permissions: REQUEST,
    id: 'transactionJobs.bulkUpdates.upload',
    method: 'POST',
    path: `${BULK_UPDATES}/csv`,
    summary:
      'Queues one status change for the transactions of a CSV file (multipart field `file`: one id or external id per row, optional header)',
    query: BulkUpdateChange,
    response: BulkJob,
  }),
  list: defineEndpoint({
    ...platform,
    permissions: HISTORY,
    id: 'transactionJobs.bulkUpdates.list',
    method: 'GET',
    path: BULK_UPDATES,
    summary: 'The bulk update history, newest first (status filter)',
    query: JobListQuery,
    response: BulkJobPage,
  }),
  get: defineEndpoint({
    ...platform,
    permissions: HISTORY,
    id: 'transactionJobs.bulkUpdates.get',
    method: 'GET',
    path: `${BULK_UPDATES}/{jobId}`,
    summary: 'One bulk update with its progress',
    params: JobIdParams,
    response: BulkJob,
  }),
  items: defineEndpoint({
    ...platform,
    permissions: HISTORY,
    id: 'transactionJobs.bulkUpdates.items',
    method: 'GET',
    path: `${BULK_UPDATES}/{jobId}/items`,
    summary: "One page of a bulk update's items in submitted order, with their outcomes",
    params: JobIdParams,
    query: JobItemsQuery,
    response: JobItemPage,
  }),
  cancel: defineEndpoint({
    ...platform,
    permissions: REQUEST,
    id: 'transactionJobs.bulkUpdates.cancel',
    method: 'POST',
    path: `${BULK_UPDATES}/{jobId}/cancel`,
    summary: 'Cancels a queued or running bulk update: items not yet applied are skipped (409 when finished)',
    params: JobIdParams,
    response: BulkJob,
  }),
};

// ---------------------------------------------------------------------------------------------
// Bulk actions (bulk-actions-lookup) and exports, for operators (CRM base) and merchants

function jobCalls<
  const A extends readonly Audience[],
  const B extends Permissions,
  const V extends Permissions,
>(family: 'crm' | 'merchant', base: string, audiences: A, bulkPermissions: B, viewPermissions: V) {
  const id = (name: string) => `transactionJobs.${family}.${name}`;
  const bulk = { audiences, permissions: bulkPermissions, headers: JobHeaders, tags: TAGS } as const;
  const view = { audiences, permissions: viewPermissions, headers: JobHeaders, tags: TAGS } as const;
  const actions = `${base}/bulk-actions`;
  const exports = `${base}/exports`;
  return {
    startBulkAction: defineEndpoint({
      ...bulk,
      id: id('startBulkAction'),
      method: 'POST',
      path: actions,
      summary:
        'Queues one money action (refund, capture, void, check status; in full) on up to 500 transactions',
      body: BulkActionRequest,
      response: BulkJob,
    }),
    listBulkActions: defineEndpoint({
      ...bulk,
      id: id('listBulkActions'),
      method: 'GET',
      path: actions,
      summary: "The bulk actions of the caller's scope, newest first (status filter)",
      query: JobListQuery,
      response: BulkJobPage,
    }),
    getBulkAction: defineEndpoint({
      ...bulk,
      id: id('getBulkAction'),
      method: 'GET',
      path: `${actions}/{jobId}`,
      summary: 'One bulk action with its progress',
      params: JobIdParams,
      response: BulkJob,
    }),
    bulkActionItems: defineEndpoint({
      ...bulk,
      id: id('bulkActionItems'),
      method: 'GET',
      path: `${actions}/{jobId}/items`,
      summary: "One page of a bulk action's items with their outcomes",
      params: JobIdParams,
      query: JobItemsQuery,
      response: JobItemPage,
    }),
    cancelBulkAction: defineEndpoint({
      ...bulk,
      id: id('cancelBulkAction'),
      method: 'POST',
      path: `${actions}/{jobId}/cancel`,
      summary: 'Cancels a queued or running bulk action (409 when finished)',
      params: JobIdParams,
      response: BulkJob,
    }),
    startExport: defineEndpoint({
      ...view,
      id: id('startExport'),
      method: 'POST',
      path: exports,
      summary: 'Queues an export of the lookup filter (the body is the query of GET …/csv); kept 24 h',
      body: CsvExportQuery,
      response: ExportJob,
    }),
    listExports: defineEndpoint({
      ...view,
      id: id('listExports'),
      method: 'GET',
      path: exports,
      summary: "The caller's own exports of the last 24 h, newest first",
      response: ExportJobList,
    }),
    getExport: defineEndpoint({
      ...view,
      id: id('getExport'),
      method: 'GET',
      path: `${exports}/{jobId}`,
      summary: "One of the caller's exports with its progress",
      params: JobIdParams,
      response: ExportJob,
    }),
    downloadExport: defineEndpoint({
      ...view,
      id: id('downloadExport'),
      method: 'GET',
      path: `${exports}/{jobId}/download`,
      summary: 'The finished export as transactions.zip (409 while it runs)',
      params: JobIdParams,
      response: z.unknown().describe('application/zip with one CSV file'),
      responseKind: 'blob',
    }),
  };
}

export const crmTransactionJobs = jobCalls(
  'crm',
  'api/crm/transactions',
  OPERATORS,
  ['CRM.Transaction.BulkActions'],
  ['CRM.Transaction.View', 'Platform.Transaction.Lookup'],
);
export const merchantTransactionJobs = jobCalls(
  'merchant',
  'api/transactions',
  MERCHANTS,
  ['Merchant.Transaction.BulkActions'],
  ['Merchant.Transaction.View'],
);

// ---------------------------------------------------------------------------------------------
// Bulk webhook resends (crm/reports/resend-webhooks, reports/resend-webhooks): a job whose items are
// transaction events, beside the webhook lists (wh/) of the same audience.

function webhookResendCalls<const A extends readonly Audience[], const P extends Permissions>(
  family: 'crm' | 'merchant',
  base: string,
  audiences: A,
  permissions: P,
) {
  const id = (name: string) => `transactionJobs.${family}.${name}`;
  const resend = { audiences, permissions, headers: JobHeaders, tags: TAGS } as const;
  const path = `${base}/wh/resend`;
  return {
    start: defineEndpoint({
      ...resend,
      id: id('startWebhookResend'),
      method: 'POST',
      path,
      summary: 'Queues a resend of the events of chosen deliveries (up to 500) or of a filter (up to 10,000)',
      body: WebhookResendRequest,
      response: BulkJob,
    }),
    list: defineEndpoint({
      ...resend,
      id: id('listWebhookResends'),
      method: 'GET',
      path,
      summary: "The bulk webhook resends of the caller's scope, newest first",
      query: JobListQuery,
      response: BulkJobPage,
    }),
    get: defineEndpoint({
      ...resend,
      id: id('getWebhookResend'),
      method: 'GET',
      path: `${path}/{jobId}`,
      summary: 'One bulk webhook resend with its progress',
      params: JobIdParams,
      response: BulkJob,
    }),
    items: defineEndpoint({
      ...resend,
      id: id('webhookResendItems'),
      method: 'GET',
      path: `${path}/{jobId}/items`,
      summary: "One page of a resend's events with their outcomes",
      params: JobIdParams,
      query: JobItemsQuery,
      response: JobItemPage,
    }),
    cancel: defineEndpoint({
      ...resend,
      id: id('cancelWebhookResend'),
      method: 'POST',
      path: `${path}/{jobId}/cancel`,
      summary: 'Cancels a queued or running resend: events not yet queued are skipped (409 when finished)',
      params: JobIdParams,
      response: BulkJob,
    }),
  };
}

export const crmWebhookResends = webhookResendCalls('crm', 'api/crm/transactions', OPERATORS, [
  'CRM.Reports.ResendWebhooks',
  'CRM.Transaction.Actions',
]);
export const merchantWebhookResends = webhookResendCalls('merchant', 'api/transactions', MERCHANTS, [
  'Merchant.Transaction.Actions',
]);
