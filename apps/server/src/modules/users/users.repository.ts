import { and, asc, eq, isNull } from 'drizzle-orm';
import { type merchants, roles, tenants, userRoles, users } from '../../infra/db/schema';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedTenantCondition,
} from '../../infra/tenancy/data-scope';
import { merchantInScope } from '../../infra/tenancy/merchant-in-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

export type UserWithRole = NonNullable<Awaited<ReturnType<typeof findUserWithRole>>>;
export type TenantRow = typeof tenants.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export interface MerchantUserRow {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * A user the scope can see, with their first role by name (spec §3's systemRoleId and
 * systemRoleName) and whether any of their roles is an administrator's. A user holds several roles
 * (user_roles, 0026); their permissions are the actor's, not read here.
 */
export async function findUserWithRole(tx: ScopedTx, scope: DataScope, userId: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), scopedTenantCondition(scope, users.tenantId)))
    .limit(1);
  if (!user) return undefined;
  const held = await tx
    .select({ id: roles.id, name: roles.name, isAdministrator: roles.isAdministrator })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name), asc(roles.id));
  const first = held[0];
  const role = first
    ? { id: first.id, name: first.name, isAdministrator: held.some((r) => r.isAdministrator) }
    : null;
  return { user, role };
}

export async function findTenant(
  tx: ScopedTx,
  scope: DataScope,
  tenantId: string,
): Promise<TenantRow | undefined> {
  const rows = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), scopedTenantCondition(scope, tenants.id)))
    .limit(1);
  return rows[0];
}

/** Every tenant the scope can see, id and name. */
export async function listTenantNames(
  tx: ScopedTx,
  scope: DataScope,
): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(scopedTenantCondition(scope, tenants.id))
    .orderBy(asc(tenants.name));
}

/** The user's merchant, as the scope may see it (infra/tenancy/merchant-in-scope.ts). */
export const findMerchant = merchantInScope;

/** The active users of a merchant, by name. */
export async function listMerchantUsers(
  tx: ScopedTx,
  scope: DataScope,
  merchant: { tenantId: string; id: string },
): Promise<MerchantUserRow[]> {
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.tenantId, merchant.tenantId),
        eq(users.merchantId, merchant.id),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        scopedMerchantCondition(scope, { tenantId: users.tenantId, merchantId: users.merchantId }),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
}
