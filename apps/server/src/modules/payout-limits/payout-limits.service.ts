import { isDeepStrictEqual } from 'node:util';
import {
  PAYOUT_LIMIT_MESSAGES,
  type PayoutLimits,
  type PayoutLimitsRequest,
} from '@paydesk/contracts/payout-limits/payout-limits.schemas';
import type { FastifyRequest } from 'fastify';
import { requestWho } from '../../infra/audit/audit-who';
import { recordAudit } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { requestHeadersOf } from '../money';
import {
  insertAudit,
  type LimitOwner,
  lockOwner,
  replaceLimits,
  selectLimits,
  unknownCurrencies,
} from './payout-limits.repository';

/**
 * Saving a level's payout limits: the currencies must be known ones (400 on the field), the level's
 * rows are replaced as a whole, and a change writes an audit record with the limits before and after
 * in the same database transaction.
 */
export async function saveLimits(
  tx: ScopedTx,
  owner: LimitOwner,
  body: PayoutLimitsRequest,
  who: { readonly actor: Actor; readonly request: FastifyRequest },
): Promise<PayoutLimits> {
  const unknown = await unknownCurrencies(
    tx,
    body.limits.map((limit) => limit.currency),
  );
  if (unknown.size > 0) {
    throw AppError.validation(
      body.limits.flatMap((limit, index) =>
        unknown.has(limit.currency)
          ? [{ field: `body.limits.${index}.currency`, message: PAYOUT_LIMIT_MESSAGES.currencyUnknown }]
          : [],
      ),
    );
  }
  await lockOwner(tx, owner);
  const before = await selectLimits(tx, owner);
  await replaceLimits(tx, owner, body.limits, who.actor);
  const after = await selectLimits(tx, owner);
  if (!isDeepStrictEqual(before, after)) {
    // payout_limit_audit stays the limits' own history; the audit trail is
    // the cross-cutting, chained record.
    await insertAudit(tx, { owner, actor: who.actor, before, after, headers: requestHeadersOf(who.request) });
    await recordAudit(tx, {
      tenantId: owner.tenantId,
      merchantId: owner.merchantId,
      who: requestWho(who.actor, who.request),
      action: 'payoutLimits.update',
      resourceType: owner.merchantId ? 'merchant-payout-limits' : 'tenant-payout-limits',
      resourceId: owner.merchantId ?? owner.tenantId,
      before: before.limits,
      after: after.limits,
    });
  }
  return after;
}
