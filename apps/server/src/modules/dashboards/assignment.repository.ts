import type { AssignableRoleType } from '@paydesk/contracts/dashboards/dashboard-management.schemas';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { roles, userRoles } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { dashboardRoleWidgets, dashboardTenantWidgets } from './dashboards.table';

/** Which catalogue widgets a tenant and its roles get (the rows of calls 1–3 and 13–16). */

export interface AssignableRole {
  readonly id: string;
  readonly name: string;
  readonly tenantId: string;
  readonly roleType: AssignableRoleType;
}

const ROLE_TYPE = { tenant: 'crm', merchant: 'merchant' } as const;

/** Tenant and merchant roles (platform roles get everything and are not assigned). */
export async function selectAssignableRoles(tx: ScopedTx, where?: SQL): Promise<AssignableRole[]> {
  const rows = await tx
    .select({ id: roles.id, name: roles.name, tenantId: roles.tenantId, audience: roles.audience })
    .from(roles)
    .where(and(isNotNull(roles.tenantId), inArray(roles.audience, ['tenant', 'merchant']), where))
    .orderBy(roles.tenantId, roles.audience, roles.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tenantId: row.tenantId as string,
    roleType: ROLE_TYPE[row.audience as 'tenant' | 'merchant'],
  }));
}

export async function tenantWidgetIds(tx: ScopedTx, tenantId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ widgetId: dashboardTenantWidgets.widgetId })
    .from(dashboardTenantWidgets)
    .where(eq(dashboardTenantWidgets.tenantId, tenantId));
  return new Set(rows.map((row) => row.widgetId));
}

export async function roleWidgetIds(
  tx: ScopedTx,
  roleIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byRole = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await tx
    .select({ roleId: dashboardRoleWidgets.roleId, widgetId: dashboardRoleWidgets.widgetId })
    .from(dashboardRoleWidgets)
    .where(inArray(dashboardRoleWidgets.roleId, [...roleIds]))
    .orderBy(dashboardRoleWidgets.widgetId);
  for (const row of rows) byRole.get(row.roleId)?.push(row.widgetId);
  return byRole;
}

/** Replaces a tenant's set; its roles' rows for widgets it no longer has go by the foreign key. */
export async function replaceTenantWidgets(tx: ScopedTx, tenantId: string, widgetIds: readonly string[]) {
  await tx.delete(dashboardTenantWidgets).where(eq(dashboardTenantWidgets.tenantId, tenantId));
  if (widgetIds.length === 0) return;
  await tx.insert(dashboardTenantWidgets).values(widgetIds.map((widgetId) => ({ tenantId, widgetId })));
}

export async function replaceRoleWidgets(tx: ScopedTx, role: AssignableRole, widgetIds: readonly string[]) {
  await tx.delete(dashboardRoleWidgets).where(eq(dashboardRoleWidgets.roleId, role.id));
  if (widgetIds.length === 0) return;
  await tx
    .insert(dashboardRoleWidgets)
    .values(widgetIds.map((widgetId) => ({ roleId: role.id, tenantId: role.tenantId, widgetId })));
}

/**
 * The widgets a tenant or merchant user may have: those their tenant gets that one of their roles
 * gets too (the intersection, written out though the role rows' foreign key already keeps them
 * inside the tenant's set). Only roles of the user's own tenant count, as for their permissions.
 */
export async function availableWidgetIdsOf(
  tx: ScopedTx,
  user: { readonly userId: string; readonly tenantId: string },
): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ widgetId: dashboardRoleWidgets.widgetId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.tenantId, user.tenantId)))
    .innerJoin(dashboardRoleWidgets, eq(dashboardRoleWidgets.roleId, roles.id))
    .innerJoin(
      dashboardTenantWidgets,
      and(
        eq(dashboardTenantWidgets.tenantId, user.tenantId),
        eq(dashboardTenantWidgets.widgetId, dashboardRoleWidgets.widgetId),
      ),
    )
    .where(eq(userRoles.userId, user.userId));
  return new Set(rows.map((row) => row.widgetId));
}

/** The ids of the roles a user holds. */
export async function heldRoleIds(tx: ScopedTx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}
