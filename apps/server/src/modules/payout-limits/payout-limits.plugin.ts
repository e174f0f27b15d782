import {
  getMerchantPayoutLimits,
  getTenantPayoutLimits,
  putMerchantPayoutLimits,
  putTenantPayoutLimits,
} from '@paydesk/contracts/payout-limits/payout-limits.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { type LimitOwner, requireMerchantOwner, selectLimits } from './payout-limits.repository';
import { saveLimits } from './payout-limits.service';

/**
 * Payout limits (a Paydesk extension; docs/transactions.md "Payout limits"): tenant staff read and
 * set their tenant's default and each merchant's override. The money kernel checks them on every
 * payout request and approval.
 */
export const payoutLimitsModule: FastifyPluginAsync = async (app) => {
  const tenantOwner = (actor: Actor): LimitOwner => {
    // The endpoints are for tenant staff only, who always have a tenant.
    if (!actor.tenantId) throw AppError.forbidden();
    return { tenantId: actor.tenantId, merchantId: null };
  };

  registerEndpoint(app, getTenantPayoutLimits, ({ request, actor }) =>
    withRequestScope(request, (tx) => selectLimits(tx, tenantOwner(actor))),
  );
  registerEndpoint(app, putTenantPayoutLimits, ({ request, actor, body }) =>
    withRequestScope(request, (tx) => saveLimits(tx, tenantOwner(actor), body, { actor, request })),
  );
  registerEndpoint(app, getMerchantPayoutLimits, ({ request, params }) =>
    withRequestScope(request, async (tx, scope) =>
      selectLimits(tx, await requireMerchantOwner(tx, scope, params.merchantId)),
    ),
  );
  registerEndpoint(app, putMerchantPayoutLimits, ({ request, actor, params, body }) =>
    withRequestScope(request, async (tx, scope) =>
      saveLimits(tx, await requireMerchantOwner(tx, scope, params.merchantId), body, { actor, request }),
    ),
  );
};
