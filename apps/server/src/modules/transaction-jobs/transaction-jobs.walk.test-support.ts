import {
  bulkUpdates,
  crmTransactionJobs,
  crmWebhookResends,
  merchantTransactionJobs,
  merchantWebhookResends,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ForeignIdRule, ModuleWalk, WalkUser } from '../../test/endpoint-walk';
import { DEMO_EMAILS } from '../../test/fixtures';
import { transactionJobs } from './transaction-jobs.table';

/**
 * The endpoint walk's data for the transaction jobs: a bulk action and a bulk webhook resend of each
 * tenant's staff and of a merchant of each tenant, and an export of the platform admin. A caller's foreign bulk action is
 * one of another tenant (or, for a merchant user, of another merchant); every export of another
 * user is foreign, and the platform admin's is nobody else's.
 */
const acme = demoMerchant('acme').id;
const seaside = demoMerchant('seaside-travel').id;
const jobId = (what: string) => demoId(`walk:transaction-jobs:${what}`);
const JOBS = {
  northwind: jobId('bulk-action:northwind'),
  blueharbor: jobId('bulk-action:blueharbor'),
  acme: jobId('bulk-action:acme'),
  seaside: jobId('bulk-action:seaside'),
  platformExport: jobId('export:platform'),
  bulkUpdate: jobId('bulk-update'),
} as const;
const resendId = (owner: Owner) => jobId(`webhook-resend:${owner}`);
const userId = (email: string) => demoId(`user:${email}`);

type Owner = 'northwind' | 'blueharbor' | 'acme' | 'seaside';

/** Whose jobs a caller must not see: another tenant's (staff), another merchant's (merchant users). */
function foreignOwner(caller: WalkUser): Owner {
  const otherTenant = caller.tenantId === BLUE_HARBOR.id;
  if (caller.audience === 'customer') return otherTenant ? 'acme' : 'seaside';
  return otherTenant ? 'northwind' : 'blueharbor';
}

const bulkActionRule: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) => JOBS[foreignOwner(caller)],
};
const resendRule: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) => resendId(foreignOwner(caller)),
};
const exportRule: ForeignIdRule = { kind: 'tenant-owned', foreignId: () => JOBS.platformExport };
const platformOnly: ForeignIdRule = {
  kind: 'not-tenant-owned',
  reason: 'Bulk updates are the platform’s own jobs: only platform staff call them, and they see every one',
};

const withJobParam = (calls: Record<string, { id: string; params?: unknown }>) =>
  Object.values(calls).filter((e) => e.params !== undefined);

const foreignIds: Record<string, ForeignIdRule> = {};
for (const e of withJobParam(bulkUpdates)) foreignIds[`${e.id}.jobId`] = platformOnly;
for (const e of [...withJobParam(crmTransactionJobs), ...withJobParam(merchantTransactionJobs)]) {
  foreignIds[`${e.id}.jobId`] = e.id.includes('Export') ? exportRule : bulkActionRule;
}
for (const e of [...withJobParam(crmWebhookResends), ...withJobParam(merchantWebhookResends)]) {
  foreignIds[`${e.id}.jobId`] = resendRule;
}
const resendOfWalkDelivery = {
  body: { deliveryIds: [demoId('walk:transaction-webhooks:delivery:acme')] },
};

const change = { transactions: ['WALK-NO-SUCH-TRANSACTION'], actionType: 'Fail', comment: 'Endpoint walk' };

export const TRANSACTION_JOBS_WALK: ModuleWalk = {
  foreignIds,
  examples: {
    [bulkUpdates.create.id]: { body: change },
    [bulkUpdates.upload.id]: { query: { actionType: 'Fail', comment: 'Endpoint walk' } },
    [crmTransactionJobs.startBulkAction.id]: {
      body: { action: 'checkStatus', transactionIds: [demoId('walk:transaction-jobs:none')] },
    },
    [merchantTransactionJobs.startBulkAction.id]: {
      body: { action: 'checkStatus', transactionIds: [demoId('walk:transaction-jobs:none')] },
    },
    [crmTransactionJobs.startExport.id]: { body: { amountFrom: 1, amountTo: 2 } },
    [merchantTransactionJobs.startExport.id]: { body: { amountFrom: 1, amountTo: 2 } },
    [crmWebhookResends.start.id]: resendOfWalkDelivery,
    [merchantWebhookResends.start.id]: resendOfWalkDelivery,
  },
  async addData(db: Database) {
    const job = (
      id: string,
      kind: 'BulkAction' | 'Export' | 'BulkUpdate' | 'WebhookResend',
      owner: { tenantId: string | null; merchantId: string | null; email: string; profile: string },
    ) => ({
      id,
      kind,
      tenantId: owner.tenantId,
      merchantId: owner.merchantId,
      // Finished already: the walk's worker has nothing to do with them.
      status: 'Completed' as const,
      action:
        kind === 'Export'
          ? 'export'
          : kind === 'BulkUpdate'
            ? 'Fail'
            : kind === 'WebhookResend'
              ? 'resendWebhook'
              : 'checkStatus',
      filter: kind === 'Export' ? {} : null,
      requestedBy: userId(owner.email),
      requesterEmail: owner.email,
      requesterProfile: owner.profile,
      mode: 'Live' as const,
      expiresAt: kind === 'Export' ? new Date(Date.now() + 24 * 3600 * 1000) : null,
    });
    const tenantStaff = (tenantId: string, email: string) => ({
      tenantId,
      merchantId: null,
      email,
      profile: 'crm',
    });
    const merchantUser = (tenantId: string, merchantId: string, email: string) => ({
      tenantId,
      merchantId,
      email,
      profile: 'merchant',
    });
    const platform = { tenantId: null, merchantId: null, email: DEMO_EMAILS.PLATFORM, profile: 'Platform' };
    await withScope(db, SYSTEM_SCOPE, (tx) =>
      tx
        .insert(transactionJobs)
        .values([
          job(JOBS.northwind, 'BulkAction', tenantStaff(NORTHWIND.id, DEMO_EMAILS.NORTHWIND_ADMIN)),
          job(JOBS.blueharbor, 'BulkAction', tenantStaff(BLUE_HARBOR.id, DEMO_EMAILS.BLUE_HARBOR_ADMIN)),
          job(JOBS.acme, 'BulkAction', merchantUser(NORTHWIND.id, acme, DEMO_EMAILS.ACME)),
          job(
            JOBS.seaside,
            'BulkAction',
            merchantUser(BLUE_HARBOR.id, seaside, 'merchant.admin@seaside.test'),
          ),
          job(resendId('northwind'), 'WebhookResend', tenantStaff(NORTHWIND.id, DEMO_EMAILS.NORTHWIND_ADMIN)),
          job(
            resendId('blueharbor'),
            'WebhookResend',
            tenantStaff(BLUE_HARBOR.id, DEMO_EMAILS.BLUE_HARBOR_ADMIN),
          ),
          job(resendId('acme'), 'WebhookResend', merchantUser(NORTHWIND.id, acme, DEMO_EMAILS.ACME)),
          job(
            resendId('seaside'),
            'WebhookResend',
            merchantUser(BLUE_HARBOR.id, seaside, 'merchant.admin@seaside.test'),
          ),
          job(JOBS.platformExport, 'Export', platform),
          job(JOBS.bulkUpdate, 'BulkUpdate', platform),
        ]),
    );
  },
};
