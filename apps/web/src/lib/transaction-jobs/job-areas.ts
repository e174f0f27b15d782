import type { Permission } from '@paydesk/contracts/auth/permissions';
import {
  bulkUpdates,
  crmTransactionJobs,
  crmWebhookResends,
  merchantTransactionJobs,
  merchantWebhookResends,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import type { TransactionArea } from '../transactions/detail-ref';
import type { LookupArea } from '../transactions/lookup-area';

/**
 * Where bulk actions run: the tenant area (operators, CRM base) and the merchant area. Platform
 * staff change transactions in bulk through bulk updates instead.
 */
export type BulkActionArea = 'tenant' | 'merchant';

/** Where bulk webhook resends run (issue 19): the operators' reports and the merchant's. */
export type WebhookResendArea = 'tenantWebhookResend' | 'merchantWebhookResend';

/**
 * The screens of jobs: each area's bulk actions, the platform's bulk update history, and each
 * audience's bulk webhook resends (their items are events, not transactions).
 */
export type JobListArea = BulkActionArea | 'platform' | WebhookResendArea;

/** The job calls of one list screen: read the list, one job, its items, and cancel. */
type Crm = typeof crmTransactionJobs;
type Merchant = typeof merchantTransactionJobs;
type Resends = typeof crmWebhookResends | typeof merchantWebhookResends;
export interface JobCalls {
  readonly list:
    | typeof bulkUpdates.list
    | Crm['listBulkActions']
    | Merchant['listBulkActions']
    | Resends['list'];
  readonly get: typeof bulkUpdates.get | Crm['getBulkAction'] | Merchant['getBulkAction'] | Resends['get'];
  readonly items:
    | typeof bulkUpdates.items
    | Crm['bulkActionItems']
    | Merchant['bulkActionItems']
    | Resends['items'];
  readonly cancel:
    | typeof bulkUpdates.cancel
    | Crm['cancelBulkAction']
    | Merchant['cancelBulkAction']
    | Resends['cancel'];
}

const JOB_CALLS: Record<JobListArea, JobCalls> = {
  platform: bulkUpdates,
  tenant: {
    list: crmTransactionJobs.listBulkActions,
    get: crmTransactionJobs.getBulkAction,
    items: crmTransactionJobs.bulkActionItems,
    cancel: crmTransactionJobs.cancelBulkAction,
  },
  merchant: {
    list: merchantTransactionJobs.listBulkActions,
    get: merchantTransactionJobs.getBulkAction,
    items: merchantTransactionJobs.bulkActionItems,
    cancel: merchantTransactionJobs.cancelBulkAction,
  },
  tenantWebhookResend: crmWebhookResends,
  merchantWebhookResend: merchantWebhookResends,
};

export function jobCallsOf(area: JobListArea): JobCalls {
  return JOB_CALLS[area];
}

/** The call that starts a bulk webhook resend in an area. */
export function startWebhookResendOf(area: WebhookResendArea) {
  return area === 'merchantWebhookResend' ? merchantWebhookResends.start : crmWebhookResends.start;
}

/**
 * Who may start (and cancel) bulk webhook resends, per area: the contract's own keys (operators
 * hold either the report's resend key or the transaction actions key).
 */
export function webhookResendPermissionsOf(area: WebhookResendArea): readonly Permission[] {
  return (area === 'merchantWebhookResend' ? merchantWebhookResends : crmWebhookResends).start.permissions;
}

/** The transaction area a job's items link into (a resend's events belong to transactions too). */
export function transactionAreaOf(area: JobListArea): TransactionArea {
  if (area === 'tenantWebhookResend') return 'tenant';
  if (area === 'merchantWebhookResend') return 'merchant';
  return area;
}

/** The call that starts a bulk action in an area. */
export function startBulkActionOf(area: BulkActionArea) {
  return area === 'merchant' ? merchantTransactionJobs.startBulkAction : crmTransactionJobs.startBulkAction;
}

/** The export job calls of a lookup: merchants on the merchant base, operators on the CRM base. */
export function exportCallsOf(area: LookupArea) {
  const family = area === 'merchant' ? merchantTransactionJobs : crmTransactionJobs;
  return {
    start: family.startExport,
    list: family.listExports,
    get: family.getExport,
    download: family.downloadExport,
  };
}

/** Spec §6: who may start and see bulk actions, per area. */
const BULK_ACTION_PERMISSION: Record<BulkActionArea, Permission> = {
  tenant: 'CRM.Transaction.BulkActions',
  merchant: 'Merchant.Transaction.BulkActions',
};

/**
 * The bulk-action permission a lookup area's selection needs; null for the platform lookup, which
 * has no row selection (platform staff use bulk updates).
 */
export function bulkActionPermissionOf(area: LookupArea): Permission | null {
  return area === 'platform' ? null : BULK_ACTION_PERMISSION[area];
}

const JOB_LIST_PATHS: Record<JobListArea, string> = {
  tenant: '/transaction-management/bulk-actions-lookup',
  merchant: '/merchant/transaction-management/bulk-actions-lookup',
  platform: '/platform/transaction-management/transaction-bulk-update-history',
  tenantWebhookResend: '/crm/reports/resend-webhooks',
  merchantWebhookResend: '/reports/resend-webhooks',
};

/** The jobs screen of an area. */
export function jobListPathOf(area: JobListArea): string {
  return JOB_LIST_PATHS[area];
}

/**
 * One job, opened on its list screen (`?jobId=`): the route table has no detail route under the
 * jobs screens, and the list's guard is the job's guard.
 */
export function jobPathOf(area: JobListArea, jobId: string): string {
  return `${JOB_LIST_PATHS[area]}?jobId=${encodeURIComponent(jobId)}`;
}

export const BULK_UPDATE_REQUEST_PATH = '/platform/transaction-management/transaction-bulk-update-request';
