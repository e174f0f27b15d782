import type { CustomerOption, TenantOption } from '@paydesk/contracts/support/support.schemas';
import type { MerchantRow, TenantDetails } from '@paydesk/contracts/tenants/tenants.schemas';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { merchants, tenants } from '../../infra/db/schema';
import { searchCondition } from '../../infra/db/text-search';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedTenantCondition,
} from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

export interface Page {
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** Case-insensitive name order, then id, so pages never overlap or skip a row. */
const byName = (
  column: typeof merchants.legalBusinessName | typeof tenants.name,
  id: SQL | typeof tenants.id,
) => [asc(sql`lower(${column})`), asc(id)];

function merchantsInScope(scope: DataScope): SQL | undefined {
  return scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id });
}

export interface MerchantQuery extends Page {
  readonly searchKey?: string;
  readonly merchantStatus?: string;
}

/** Merchants in scope (customer limits too), by name, searched on the legal name. */
export async function listMerchants(
  tx: ScopedTx,
  scope: DataScope,
  query: MerchantQuery,
): Promise<{ count: number; data: MerchantRow[] }> {
  const where = and(
    merchantsInScope(scope),
    searchCondition(query.searchKey, [merchants.legalBusinessName]),
    query.merchantStatus
      ? sql`lower(${merchants.merchantStatus}) = lower(${query.merchantStatus})`
      : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(merchants).where(where);
  const data = await tx
    .select({
      merchantId: merchants.id,
      legalBusinessName: merchants.legalBusinessName,
      tenantId: merchants.tenantId,
      merchantStatus: merchants.merchantStatus,
      processingStatus: merchants.processingStatus,
      isActive: merchants.isActive,
    })
    .from(merchants)
    .where(where)
    .orderBy(...byName(merchants.legalBusinessName, sql`${merchants.id}`))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return { count: total?.n ?? 0, data };
}

/** A tenant's active merchants as ticket customer options, by name. */
export async function activeMerchantsOfTenant(
  tx: ScopedTx,
  scope: DataScope,
  tenantId: string,
): Promise<CustomerOption[]> {
  return tx
    .select({ merchantId: merchants.id, legalBusinessName: merchants.legalBusinessName })
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), eq(merchants.isActive, true), merchantsInScope(scope)))
    .orderBy(...byName(merchants.legalBusinessName, sql`${merchants.id}`));
}

/** Whether the tenant exists within the scope (an unknown or invisible tenant is a 404 either way). */
export async function tenantExists(tx: ScopedTx, scope: DataScope, tenantId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), scopedTenantCondition(scope, tenants.id)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The tenant columns of TenantDetails. merchantCount counts the active merchants the scope can see:
 * all of them for platform and unlimited tenant staff, fewer for a user with customer limits.
 */
function detailColumns(tx: ScopedTx, scope: DataScope) {
  return {
    tenantId: tenants.id,
    tenantName: tenants.name,
    isDefaultTenant: tenants.isDefault,
    isActive: tenants.isActive,
    supportEmail: tenants.supportEmail,
    emailSenderAddress: tenants.emailSenderAddress,
    merchantCount: tx.$count(
      merchants,
      and(eq(merchants.tenantId, tenants.id), eq(merchants.isActive, true), merchantsInScope(scope)),
    ),
    createdAt: tenants.createdAt,
  };
}

function toDetails(row: Omit<TenantDetails, 'createdOn'> & { createdAt: Date }): TenantDetails {
  const { createdAt, ...rest } = row;
  return { ...rest, merchantCount: Number(rest.merchantCount), createdOn: createdAt.toISOString() };
}

export async function listTenants(
  tx: ScopedTx,
  scope: DataScope,
  page: Page & { readonly searchKey?: string },
): Promise<{ count: number; data: TenantDetails[] }> {
  const where = and(
    scopedTenantCondition(scope, tenants.id),
    searchCondition(page.searchKey, [tenants.name]),
  );
  const [total] = await tx.select({ n: count() }).from(tenants).where(where);
  const rows = await tx
    .select(detailColumns(tx, scope))
    .from(tenants)
    .where(where)
    .orderBy(...byName(tenants.name, tenants.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  return { count: total?.n ?? 0, data: rows.map(toDetails) };
}

export async function findTenantDetails(
  tx: ScopedTx,
  scope: DataScope,
  tenantId: string,
): Promise<TenantDetails | null> {
  const [row] = await tx
    .select(detailColumns(tx, scope))
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), scopedTenantCondition(scope, tenants.id)))
    .limit(1);
  return row ? toDetails(row) : null;
}

/** Active tenants as options, by name (the platform's "Create ticket for Tenant"). */
export async function activeTenantOptions(tx: ScopedTx, scope: DataScope): Promise<TenantOption[]> {
  return tx
    .select({ tenantId: tenants.id, tenantName: tenants.name })
    .from(tenants)
    .where(and(eq(tenants.isActive, true), scopedTenantCondition(scope, tenants.id)))
    .orderBy(...byName(tenants.name, tenants.id));
}

/** The address mail about a tenant is sent from; undefined when the tenant is not the scope's. */
export async function tenantSenderAddress(
  tx: ScopedTx,
  scope: DataScope,
  tenantId: string,
): Promise<{ emailSenderAddress: string | null } | undefined> {
  const [row] = await tx
    .select({ emailSenderAddress: tenants.emailSenderAddress })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), scopedTenantCondition(scope, tenants.id)))
    .limit(1);
  return row;
}
