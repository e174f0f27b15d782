import { randomUUID } from 'node:crypto';
import type { PayoutLimit, PayoutLimits } from '@paydesk/contracts/payout-limits/payout-limits.schemas';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { currencies } from '../../infra/db/schema';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { requireMerchantInScope } from '../../infra/tenancy/merchant-in-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { payoutLimitAudit, payoutLimits } from '../money';

/** A level of limits: the tenant's default (merchantId null) or one merchant's own. */
export interface LimitOwner {
  readonly tenantId: string;
  readonly merchantId: string | null;
}

/** The merchant in the caller's scope (another tenant's, or outside the user's limits: 404). */
export async function requireMerchantOwner(
  tx: ScopedTx,
  scope: DataScope,
  merchantId: string,
): Promise<LimitOwner> {
  return { tenantId: await requireMerchantInScope(tx, scope, merchantId), merchantId };
}

export async function selectLimits(tx: ScopedTx, owner: LimitOwner): Promise<PayoutLimits> {
  const rows = await tx
    .select({
      currency: payoutLimits.currency,
      perPayout: payoutLimits.perPayout,
      perDay: payoutLimits.perDay,
    })
    .from(payoutLimits)
    .where(ownerCondition(owner))
    .orderBy(asc(payoutLimits.currency));
  return { merchantId: owner.merchantId, limits: rows };
}

/** The currencies of `codes` Paydesk does not know. */
export async function unknownCurrencies(tx: ScopedTx, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const known = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(inArray(currencies.id, [...codes]));
  const knownIds = new Set(known.map((row) => row.id));
  return new Set(codes.filter((code) => !knownIds.has(code)));
}

/** Holds the level's limits for this database transaction, so two saves of one level never interleave. */
export async function lockOwner(tx: ScopedTx, owner: LimitOwner): Promise<void> {
  const key = `payout-limit-owner:${owner.tenantId}:${owner.merchantId ?? 'tenant'}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Replaces the level's rows with `limits` (a currency with both fields null is not stored: it inherits). */
export async function replaceLimits(
  tx: ScopedTx,
  owner: LimitOwner,
  limits: readonly PayoutLimit[],
  actor: Actor,
): Promise<void> {
  await tx.delete(payoutLimits).where(ownerCondition(owner));
  const kept = limits.filter((limit) => limit.perPayout !== null || limit.perDay !== null);
  if (kept.length === 0) return;
  await tx.insert(payoutLimits).values(
    kept.map((limit) => ({
      tenantId: owner.tenantId,
      id: randomUUID(),
      merchantId: owner.merchantId,
      currency: limit.currency,
      perPayout: limit.perPayout,
      perDay: limit.perDay,
      updatedBy: actor.email,
    })),
  );
}

export async function insertAudit(
  tx: ScopedTx,
  entry: {
    readonly owner: LimitOwner;
    readonly actor: Actor;
    readonly before: PayoutLimits;
    readonly after: PayoutLimits;
    readonly headers: Record<string, string | null>;
  },
): Promise<void> {
  await tx.insert(payoutLimitAudit).values({
    tenantId: entry.owner.tenantId,
    id: randomUUID(),
    merchantId: entry.owner.merchantId,
    action: 'payoutLimitsChange',
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    before: entry.before.limits,
    after: entry.after.limits,
    request: { headers: entry.headers },
  });
}

function ownerCondition(owner: LimitOwner) {
  return and(
    eq(payoutLimits.tenantId, owner.tenantId),
    owner.merchantId === null
      ? isNull(payoutLimits.merchantId)
      : eq(payoutLimits.merchantId, owner.merchantId),
  );
}
