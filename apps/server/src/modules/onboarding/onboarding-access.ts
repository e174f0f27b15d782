import type { ProcessingStatus } from '@paydesk/contracts/auth/levels';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { merchants, tenants, users } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { type DataScope, scopedMerchantCondition } from '../../infra/tenancy/data-scope';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/** The merchant an onboarding call works on, with the names offers and notifications show. */
export interface OnboardingMerchant {
  readonly tenantId: string;
  readonly merchantId: string;
  readonly legalBusinessName: string;
  readonly processingStatus: ProcessingStatus;
  readonly tenantName: string;
}

/** Everything an onboarding action works with: one scoped transaction, the caller and the merchant. */
export interface OnboardingContext {
  readonly tx: ScopedTx;
  readonly scope: DataScope;
  readonly actor: Actor;
}

/** Runs `fn` in the request's scoped transaction with the caller. */
export function inScope<T>(
  request: FastifyRequest,
  fn: (context: OnboardingContext) => Promise<T>,
): Promise<T> {
  const actor = request.actor;
  if (!actor) throw AppError.unauthenticated();
  return withRequestScope(request, (tx, scope) => fn({ tx, scope, actor }));
}

/**
 * A merchant the scope may see (its tenant, a merchant user's own merchant, customer limits), else
 * 404. `lock` takes the merchant's row lock: every change to a merchant's onboarding takes it first,
 * so versions, "one open proposal" and "boarded once" hold under concurrent requests, and locks are
 * always taken in the same order (merchant, then offer).
 */
export async function findMerchant(
  context: OnboardingContext,
  merchantId: string,
  options: { readonly lock?: boolean } = {},
): Promise<OnboardingMerchant> {
  const query = context.tx
    .select({
      tenantId: merchants.tenantId,
      merchantId: merchants.id,
      legalBusinessName: merchants.legalBusinessName,
      processingStatus: merchants.processingStatus,
      tenantName: tenants.name,
    })
    .from(merchants)
    .innerJoin(tenants, eq(tenants.id, merchants.tenantId))
    .where(
      and(
        eq(merchants.id, merchantId),
        scopedMerchantCondition(context.scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: merchants }) : await query;
  if (!row) throw AppError.notFound('Merchant');
  return row;
}

/** A merchant user's own merchant (the merchant side's calls name no merchant). */
export function ownMerchant(
  context: OnboardingContext,
  options: { readonly lock?: boolean } = {},
): Promise<OnboardingMerchant> {
  const merchantId = context.actor.merchantId;
  if (!merchantId) throw AppError.notFound('Merchant');
  return findMerchant(context, merchantId, options);
}

/** The caller's time zone, for the dates written into offers (their {{date}}). */
export async function timeZoneOf(context: OnboardingContext): Promise<string> {
  const [row] = await context.tx
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, context.actor.userId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}
