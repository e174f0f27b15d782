import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { and, type Column, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';

/**
 * What data a request may touch (ARCHITECTURE §4), made once from the Actor. Every repository
 * filters through the helpers below and never writes a tenant filter by hand; row-level security
 * (see with-scope.ts and migrations/0002_tenancy.sql) is the second line.
 */
export interface DataScope {
  /** 'all' for platform staff (unless narrowed by the tenantId header); else the visible tenants. */
  readonly tenantIds: 'all' | readonly string[];
  /** A merchant user's own merchant: everything is narrowed to it. */
  readonly merchantId: string | null;
  /** Per-user limits (spec §6); null means not limited. */
  readonly customerIds: readonly string[] | null;
  readonly paymentMethodIds: readonly string[] | null;
  readonly serviceProviderIds: readonly string[] | null;
  /** Test or Live data (spec §4). */
  readonly mode: SystemMode;
}

/**
 * Every tenant, no limits. Only for work done before or outside a user's request: resolving who
 * the caller is, seeding, migrations' data steps. Never for a request's own data.
 */
export const SYSTEM_SCOPE: DataScope = Object.freeze({
  tenantIds: 'all',
  merchantId: null,
  customerIds: null,
  paymentMethodIds: null,
  serviceProviderIds: null,
  mode: 'Live',
});

/** One tenant's data and nothing else (e.g. serving that tenant's public branding files). */
export function tenantOnlyScope(tenantId: string): DataScope {
  return { ...SYSTEM_SCOPE, tenantIds: [tenantId] };
}

/**
 * The actor's own scope: platform staff see every tenant, tenant staff their tenant, merchant users
 * their merchant in their tenant; each narrowed by the user's limits.
 */
export function scopeForActor(actor: Actor): DataScope {
  const base = {
    customerIds: actor.limits.customers,
    paymentMethodIds: actor.limits.paymentMethods,
    serviceProviderIds: actor.limits.serviceProviders,
    mode: actor.mode,
  };
  if (actor.audience === 'platform') return { ...base, tenantIds: 'all', merchantId: null };
  // A tenant or merchant user always has a tenant (a check constraint says so); without one, nothing.
  const tenantIds = actor.tenantId ? [actor.tenantId] : [];
  if (actor.audience === 'tenant') return { ...base, tenantIds, merchantId: null };
  return { ...base, tenantIds, merchantId: actor.merchantId ?? NO_MERCHANT };
}

/** A merchant user without a merchant sees no merchant's data: an id no row has. */
const NO_MERCHANT = '00000000-0000-0000-0000-000000000000';

/** Narrows a platform scope to one tenant (the tenantId header); other scopes are not widened. */
export function narrowToTenant(scope: DataScope, tenantId: string): DataScope {
  if (scope.tenantIds !== 'all' && !scope.tenantIds.includes(tenantId)) return { ...scope, tenantIds: [] };
  return { ...scope, tenantIds: [tenantId] };
}

export function canSeeTenant(scope: DataScope, tenantId: string): boolean {
  return scope.tenantIds === 'all' || scope.tenantIds.includes(tenantId);
}

/** `column` is one of the scope's tenants; undefined (no filter) for every tenant. */
export function scopedTenantCondition(scope: DataScope, tenantColumn: Column): SQL | undefined {
  if (scope.tenantIds === 'all') return undefined;
  return inList(tenantColumn, scope.tenantIds);
}

/**
 * A merchant-owned row the scope may see: its tenant is visible, it is the merchant user's own
 * merchant, and it is within the user's customer limits.
 */
export function scopedMerchantCondition(
  scope: DataScope,
  columns: { readonly tenantId: Column; readonly merchantId: Column },
): SQL | undefined {
  return and(
    scopedTenantCondition(scope, columns.tenantId),
    scope.merchantId === null ? undefined : inList(columns.merchantId, [scope.merchantId]),
    limitCondition(scope.customerIds, columns.merchantId),
  );
}

/**
 * A row of a tenant that may also name one of its merchants (an audit event: a tenant's own rows
 * have none): its tenant is visible; a merchant user sees only their merchant's rows; a row naming
 * a merchant must be within the user's customer limits, while the tenant's own rows stay visible.
 */
export function scopedTenantOrMerchantCondition(
  scope: DataScope,
  columns: { readonly tenantId: Column; readonly merchantId: Column },
): SQL | undefined {
  const customers = limitCondition(scope.customerIds, columns.merchantId);
  return and(
    scopedTenantCondition(scope, columns.tenantId),
    scope.merchantId === null ? undefined : inList(columns.merchantId, [scope.merchantId]),
    customers === undefined ? undefined : or(isNull(columns.merchantId), customers),
  );
}

export function scopedPaymentMethodCondition(scope: DataScope, column: Column): SQL | undefined {
  return limitCondition(scope.paymentMethodIds, column);
}

export function scopedServiceProviderCondition(scope: DataScope, column: Column): SQL | undefined {
  return limitCondition(scope.serviceProviderIds, column);
}

/** A per-user limit: null is unlimited, an empty list allows nothing. */
function limitCondition(limit: readonly string[] | null, column: Column): SQL | undefined {
  return limit === null ? undefined : inList(column, limit);
}

function inList(column: Column, values: readonly string[]): SQL {
  return values.length === 0 ? sql`false` : inArray(column, [...values]);
}
