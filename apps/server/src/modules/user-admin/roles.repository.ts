import type { ManagedUserType, Role, RoleOption } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, asc, count, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { qualified } from '../../infra/db/qualified';
import { roles } from '../../infra/db/schema';
import { type DataScope, scopedTenantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/**
 * Tenant roles (`crm`: its staff's) and merchant roles (`merchant`: its merchants' users'), always
 * of a tenant the scope sees. Platform roles (no tenant) are not managed here: platform staff hold
 * every key whatever their role.
 */

export type RoleAudience = 'tenant' | 'merchant';
export const AUDIENCE_OF_TYPE: Record<ManagedUserType, RoleAudience> = {
  crm: 'tenant',
  merchant: 'merchant',
};
const TYPE_OF_AUDIENCE: Record<string, ManagedUserType> = { tenant: 'crm', merchant: 'merchant' };

/** Active, not deleted users holding the role. */
const userCount = sql<number>`(
  select count(*)::int from user_roles ur join users u on u.id = ur.user_id
   where ur.role_id = ${qualified(roles.id)} and u.is_active and u.deleted_at is null)`;

const roleColumns = {
  id: roles.id,
  audience: roles.audience,
  tenantId: roles.tenantId,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
  scaRequiredPermissions: roles.scaRequiredPermissions,
  isAdministrator: roles.isAdministrator,
  userCount,
  createdAt: roles.createdAt,
};

interface RoleRow {
  readonly id: string;
  readonly audience: string;
  readonly tenantId: string | null;
  readonly name: string;
  readonly description: string | null;
  readonly permissions: string[];
  readonly scaRequiredPermissions: string[];
  readonly isAdministrator: boolean;
  readonly userCount: number;
  readonly createdAt: Date;
}

/** Roles of tenants the scope sees (never platform roles), of one type or either. */
function rolesIn(scope: DataScope, type?: ManagedUserType, tenantId?: string): SQL {
  return and(
    isNotNull(roles.tenantId),
    type ? eq(roles.audience, AUDIENCE_OF_TYPE[type]) : inArray(roles.audience, ['tenant', 'merchant']),
    scopedTenantCondition(scope, roles.tenantId),
    tenantId ? eq(roles.tenantId, tenantId) : undefined,
  ) as SQL;
}

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    type: TYPE_OF_AUDIENCE[row.audience] ?? 'crm',
    tenantId: row.tenantId,
    name: row.name,
    description: row.description,
    permissions: row.permissions as Role['permissions'],
    scaRequiredPermissions: row.scaRequiredPermissions as Role['scaRequiredPermissions'],
    isAdministrator: row.isAdministrator,
    userCount: Number(row.userCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findRole(
  tx: ScopedTx,
  scope: DataScope,
  roleId: string,
  type?: ManagedUserType,
): Promise<Role | undefined> {
  const [row] = await tx
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, roleId), rolesIn(scope, type)))
    .limit(1);
  return row ? toRole(row as RoleRow) : undefined;
}

/** The role and its tenant, locked for the edit (two edits of one role run one after the other). */
export async function lockRole(tx: ScopedTx, roleId: string): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update');
}

export async function listRoles(
  tx: ScopedTx,
  scope: DataScope,
  type: ManagedUserType,
  tenantId?: string,
): Promise<Role[]> {
  const rows = await tx
    .select(roleColumns)
    .from(roles)
    .where(rolesIn(scope, type, tenantId))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
  return rows.map((row) => toRole(row as RoleRow));
}

export async function pageRoles(
  tx: ScopedTx,
  scope: DataScope,
  type: ManagedUserType,
  page: { pageIndex: number; pageSize: number },
): Promise<{ count: number; data: Role[] }> {
  const where = rolesIn(scope, type);
  const [total] = await tx.select({ n: count() }).from(roles).where(where);
  const rows = await tx
    .select(roleColumns)
    .from(roles)
    .where(where)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  return { count: total?.n ?? 0, data: rows.map((row) => toRole(row as RoleRow)) };
}

export async function listRoleOptions(
  tx: ScopedTx,
  scope: DataScope,
  type: ManagedUserType,
  tenantId?: string,
): Promise<RoleOption[]> {
  return tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(rolesIn(scope, type, tenantId))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
}

/** The roles among `roleIds` a user of `type` in `tenantId` may hold, with their keys. */
export async function assignableRoles(
  tx: ScopedTx,
  scope: DataScope,
  type: ManagedUserType,
  tenantId: string,
  roleIds: readonly string[],
): Promise<{ id: string; name: string; permissions: string[] }[]> {
  if (roleIds.length === 0) return [];
  return tx
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(and(inArray(roles.id, [...roleIds]), rolesIn(scope, type, tenantId)));
}

/** The keys of roles by id (the roles a user holds now), whatever their tenant. */
export async function keysOfRoles(tx: ScopedTx, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  return rows.flatMap((row) => row.permissions);
}

/** A role of the tenant and type already has this name, case ignored (`except` the role edited). */
export async function roleNameTaken(
  tx: ScopedTx,
  tenantId: string,
  type: ManagedUserType,
  name: string,
  except?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.audience, AUDIENCE_OF_TYPE[type]),
        sql`lower(${roles.name}) = lower(${name})`,
        except ? ne(roles.id, except) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface RoleFields {
  readonly name?: string;
  readonly description?: string | null;
  readonly permissions: string[];
  readonly scaRequiredPermissions: string[];
  readonly isAdministrator: boolean;
}

/** Adds the role; false when the tenant has a role of the type with the name (case ignored). */
export async function insertRole(
  tx: ScopedTx,
  role: RoleFields & { id: string; tenantId: string; type: ManagedUserType; name: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(roles)
    .values({
      id: role.id,
      tenantId: role.tenantId,
      audience: AUDIENCE_OF_TYPE[role.type],
      name: role.name,
      description: role.description ?? null,
      permissions: role.permissions,
      scaRequiredPermissions: role.scaRequiredPermissions,
      isAdministrator: role.isAdministrator,
    })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  return inserted.length > 0;
}

/**
 * Holds the tenant's names of one role type until the transaction ends: a rename checks the name
 * is free and saves it under this lock, so two renames to one name at once cannot both pass the
 * check (the loser would meet the unique index as an error instead of a refusal).
 */
export async function lockRoleNames(tx: ScopedTx, tenantId: string, type: ManagedUserType): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`role-names:${tenantId}:${type}`}, 0))`,
  );
}

export async function updateRoleRow(tx: ScopedTx, roleId: string, fields: RoleFields): Promise<void> {
  await tx.update(roles).set(fields).where(eq(roles.id, roleId));
}
