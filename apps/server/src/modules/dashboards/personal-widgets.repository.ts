import { DASHBOARD_GRID, type PersonalWidgetSource } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { PersonalWidget, WidgetLayout } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { and, asc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { roles, users } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type WidgetRow, widgetOf } from './catalogue.repository';
import {
  type DefaultAudience,
  dashboardDefaultWidgets,
  dashboardWidgets,
  userDashboardShares,
  userDashboardWidgets,
} from './dashboards.table';

/** A user's own widgets, the ones shared with their roles, and the audiences' defaults. */

export type PersonalRow = typeof userDashboardWidgets.$inferSelect;

const layoutOf = (row: { x: number; y: number; w: number; h: number }): WidgetLayout => ({
  x: row.x,
  y: row.y,
  w: row.w,
  h: row.h,
});

function placed(
  row: { id: string; title: string; filters: string; x: number; y: number; w: number; h: number },
  base: WidgetRow,
  placement: { categoryId: string | null; source: PersonalWidgetSource; sharedBy: string | null },
): PersonalWidget {
  return {
    id: row.id,
    categoryId: placement.categoryId,
    title: row.title,
    filters: row.filters,
    layout: layoutOf(row),
    source: placement.source,
    readOnly: placement.source !== 'own',
    sharedBy: placement.sharedBy,
    widget: widgetOf(base),
  };
}

/** Grid order: top to bottom, then left to right (what a reload shows the user). */
const gridOrder = [
  asc(userDashboardWidgets.y),
  asc(userDashboardWidgets.x),
  asc(userDashboardWidgets.createdAt),
];

export async function selectOwnWidgets(tx: ScopedTx, userId: string): Promise<PersonalWidget[]> {
  const rows = await tx
    .select({ own: userDashboardWidgets, base: dashboardWidgets })
    .from(userDashboardWidgets)
    .innerJoin(dashboardWidgets, eq(dashboardWidgets.id, userDashboardWidgets.widgetId))
    .where(eq(userDashboardWidgets.userId, userId))
    .orderBy(...gridOrder);
  return rows.map((row) =>
    placed(row.own, row.base, { categoryId: row.own.categoryId, source: 'own', sharedBy: null }),
  );
}

export async function findOwnRow(tx: ScopedTx, userId: string, id: string): Promise<PersonalRow | null> {
  const [row] = await tx
    .select()
    .from(userDashboardWidgets)
    .where(and(eq(userDashboardWidgets.id, id), eq(userDashboardWidgets.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Colleagues' widgets shared with any of `roleIds`, each once. Row-level security keeps them
 * inside the viewer's tenant and, for a merchant user, their own merchant.
 */
export async function selectSharedWith(
  tx: ScopedTx,
  viewer: { readonly userId: string; readonly roleIds: readonly string[] },
): Promise<PersonalWidget[]> {
  if (viewer.roleIds.length === 0) return [];
  const rows = await tx
    .selectDistinctOn(
      [
        userDashboardWidgets.y,
        userDashboardWidgets.x,
        userDashboardWidgets.createdAt,
        userDashboardWidgets.id,
      ],
      {
        own: userDashboardWidgets,
        base: dashboardWidgets,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    )
    .from(userDashboardShares)
    .innerJoin(userDashboardWidgets, eq(userDashboardWidgets.id, userDashboardShares.widgetId))
    .innerJoin(dashboardWidgets, eq(dashboardWidgets.id, userDashboardWidgets.widgetId))
    .innerJoin(users, eq(users.id, userDashboardWidgets.userId))
    .where(
      and(
        inArray(userDashboardShares.roleId, [...viewer.roleIds]),
        ne(userDashboardWidgets.userId, viewer.userId),
      ),
    )
    .orderBy(...gridOrder, asc(userDashboardWidgets.id));
  return rows.map((row) =>
    placed(row.own, row.base, {
      categoryId: null,
      source: 'shared',
      sharedBy: `${row.firstName} ${row.lastName}`.trim(),
    }),
  );
}

/** A widget shared with one of the viewer's roles (clone's source when it is not their own). */
export async function findSharedWith(
  tx: ScopedTx,
  viewer: { readonly userId: string; readonly roleIds: readonly string[] },
  id: string,
): Promise<PersonalWidget | null> {
  const shared = await selectSharedWith(tx, viewer);
  return shared.find((widget) => widget.id === id) ?? null;
}

/** An audience's default dashboard, grouped by its category names, in its order. */
export async function selectDefaults(
  tx: ScopedTx,
  audience: DefaultAudience,
): Promise<{ categoryName: string; widget: PersonalWidget }[]> {
  const rows = await tx
    .select({ placement: dashboardDefaultWidgets, base: dashboardWidgets })
    .from(dashboardDefaultWidgets)
    .innerJoin(dashboardWidgets, eq(dashboardWidgets.id, dashboardDefaultWidgets.widgetId))
    .where(eq(dashboardDefaultWidgets.audience, audience))
    .orderBy(asc(dashboardDefaultWidgets.sortOrder));
  return rows.map((row) => ({
    categoryName: row.placement.categoryName,
    widget: placed(row.placement, row.base, { categoryId: null, source: 'default', sharedBy: null }),
  }));
}

/**
 * The first free row below the user's widgets: where an added or cloned widget goes. Held at the
 * grid's last row, so a very long dashboard still answers a layout the contract allows.
 */
export async function nextFreeRow(tx: ScopedTx, userId: string): Promise<number> {
  const [bottom] = await tx
    .select({ y: max(sql<number>`${userDashboardWidgets.y} + ${userDashboardWidgets.h}`) })
    .from(userDashboardWidgets)
    .where(eq(userDashboardWidgets.userId, userId));
  return Math.min(Number(bottom?.y ?? 0), DASHBOARD_GRID.maxRows);
}

/** Who shares: their tenant (null for platform staff) and the kind of role they hold. */
export interface ShareOwner {
  readonly tenantId: string | null;
  readonly roleAudience: 'platform' | 'tenant' | 'merchant';
}

/** Roles a user may share with: their own tenant's roles of their own kind (platform: platform roles). */
const shareableRoles = (owner: ShareOwner) =>
  and(
    eq(roles.audience, owner.roleAudience),
    owner.tenantId === null ? isNull(roles.tenantId) : eq(roles.tenantId, owner.tenantId),
  );

export async function findShareableRole(
  tx: ScopedTx,
  owner: ShareOwner,
  roleId: string,
): Promise<{ id: string; name: string } | null> {
  const [role] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, roleId), shareableRoles(owner)))
    .limit(1);
  return role ?? null;
}

export function selectShareableRoles(
  tx: ScopedTx,
  owner: ShareOwner,
): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(shareableRoles(owner))
    .orderBy(asc(roles.name), asc(roles.id));
}

export async function selectShares(
  tx: ScopedTx,
  userId: string,
): Promise<{ widgetId: string; roleId: string; roleName: string }[]> {
  return tx
    .select({
      widgetId: userDashboardShares.widgetId,
      roleId: userDashboardShares.roleId,
      roleName: roles.name,
    })
    .from(userDashboardShares)
    .innerJoin(userDashboardWidgets, eq(userDashboardWidgets.id, userDashboardShares.widgetId))
    .innerJoin(roles, eq(roles.id, userDashboardShares.roleId))
    .where(eq(userDashboardWidgets.userId, userId))
    .orderBy(asc(userDashboardShares.widgetId), asc(roles.name));
}
