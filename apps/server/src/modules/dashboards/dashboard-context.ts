import type { DashboardUserType } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { FastifyRequest } from 'fastify';
import { requestWho } from '../../infra/audit/audit-who';
import { recordAudit } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';

/** One dashboard request: who asks, and the scoped transaction its work runs in. */
export interface DashboardContext {
  readonly tx: ScopedTx;
  readonly actor: Actor;
  readonly request: FastifyRequest;
}

/**
 * Runs a dashboard call in the caller's own scope (row-level security the second line), never one
 * narrowed by a header: the catalogue is one for all, and everything else is the caller's tenant's.
 */
export function inDashboardScope<T>(
  request: FastifyRequest,
  actor: Actor,
  fn: (ctx: DashboardContext) => Promise<T>,
): Promise<T> {
  return withScope(request.server.database.db, scopeForActor(actor), (tx) => fn({ tx, actor, request }));
}

/** Which dashboard the caller has: merchant users the merchant one, staff the operator one (spec §2). */
export function dashboardUserTypeOf(actor: Actor): DashboardUserType {
  return actor.audience === 'customer' ? 'merchant' : 'crm';
}

/** The tenant and merchant a user's own rows carry (both null for platform staff). */
export function ownerColumnsOf(actor: Actor): { tenantId: string | null; merchantId: string | null } {
  return { tenantId: actor.tenantId, merchantId: actor.audience === 'customer' ? actor.merchantId : null };
}

/** A dashboard change as the audit trail records it (the resource before and after). */
export interface DashboardChange {
  readonly tenantId: string | null;
  readonly merchantId?: string | null;
  readonly action: string;
  readonly resourceType: string;
  readonly resourceId: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

/**
 * Records a dashboard change in the audit trail, in the change's own transaction. `tenantId` is the
 * chain: null for the platform's catalogue, the tenant for its assignments and its users' dashboards.
 */
export function recordDashboardChange(ctx: DashboardContext, change: DashboardChange): Promise<void> {
  return recordAudit(ctx.tx, { ...change, who: requestWho(ctx.actor, ctx.request) });
}

/** Records a change of the caller's own dashboard, in their tenant's chain with their merchant. */
export function recordOwnDashboardChange(
  ctx: DashboardContext,
  change: Omit<DashboardChange, 'tenantId' | 'merchantId'>,
): Promise<void> {
  return recordDashboardChange(ctx, { ...change, ...ownerColumnsOf(ctx.actor) });
}
