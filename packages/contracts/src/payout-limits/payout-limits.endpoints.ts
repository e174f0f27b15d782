import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { MerchantIdParams, PayoutLimits, PayoutLimitsRequest } from './payout-limits.schemas';

/**
 * Payout limits (a Paydesk extension: the portal spec has no call for them; docs/transactions.md
 * "Payout limits"). Tenant staff read them where they approve payouts (CRM.Payments.Pending) and set
 * them with CRM.Transaction.PayoutLimits. The tenant's default sits beside the CRM calls; a
 * merchant's override under the merchant (another tenant's merchant is 404). Every change is audited.
 */

const TAGS = ['transactions', 'payout-limits'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const READ = ['CRM.Payments.Pending', 'CRM.Transaction.PayoutLimits'] as const satisfies Permissions;
const WRITE = ['CRM.Transaction.PayoutLimits'] as const satisfies Permissions;
const BASE = 'api/crm/payout-limits';
const MERCHANT = 'api/crm/merchants/{merchantId}/payout-limits';
const common = { audiences: ['tenant'], response: PayoutLimits, tags: TAGS } as const;

export const getTenantPayoutLimits = defineEndpoint({
  ...common,
  id: 'payoutLimits.tenant.get',
  method: 'GET',
  path: BASE,
  summary: "The tenant's default payout limits, per currency",
  permissions: READ,
});

export const putTenantPayoutLimits = defineEndpoint({
  ...common,
  id: 'payoutLimits.tenant.put',
  method: 'PUT',
  path: BASE,
  summary: "Replaces the tenant's default payout limits (a currency left out uses the built-in default)",
  permissions: WRITE,
  body: PayoutLimitsRequest,
});

export const getMerchantPayoutLimits = defineEndpoint({
  ...common,
  id: 'payoutLimits.merchant.get',
  method: 'GET',
  path: MERCHANT,
  summary: "A merchant's own payout limits, per currency (what it does not set, it inherits)",
  permissions: READ,
  params: MerchantIdParams,
});

export const putMerchantPayoutLimits = defineEndpoint({
  ...common,
  id: 'payoutLimits.merchant.put',
  method: 'PUT',
  path: MERCHANT,
  summary:
    "Replaces a merchant's payout limits (a null field or a currency left out inherits the tenant's default)",
  permissions: WRITE,
  params: MerchantIdParams,
  body: PayoutLimitsRequest,
});
