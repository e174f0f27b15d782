import type {
  AssignableCategories,
  AssignableRoleType,
  RoleWidgets,
  TenantWidgets,
} from '@paydesk/contracts/dashboards/dashboard-management.schemas';
import type { Widget } from '@paydesk/contracts/dashboards/widget.schemas';
import { eq, inArray } from 'drizzle-orm';
import { roles, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { canSeeTenant, scopeForActor } from '../../infra/tenancy/data-scope';
import {
  type AssignableRole,
  availableWidgetIdsOf,
  replaceRoleWidgets,
  replaceTenantWidgets,
  roleWidgetIds,
  selectAssignableRoles,
  tenantWidgetIds,
} from './assignment.repository';
import { existingWidgetIds, groupByCategory, selectWidgets } from './catalogue.repository';
import { type DashboardContext, recordDashboardChange } from './dashboard-context';
import { dashboardWidgets } from './dashboards.table';

/**
 * Widget assignment (spec §6: "for tenant, tenant-role and merchant-role"; docs/dashboards.md
 * "Who gets which widget"). The platform gives a tenant widgets of the catalogue; the tenant (or
 * the platform for it) gives each of its roles some of those. A user may add the widgets their
 * tenant gets that one of their roles gets too; platform staff every widget.
 */

export const ASSIGNMENT_MESSAGES = {
  unknownWidget: 'No such widget',
  notAssignedToTenant: "The role's tenant does not get this widget: assign it to the tenant first",
  roleType: {
    crm: 'This is a merchant role: use the merchant roles',
    merchant: 'This is a tenant role: use the tenant roles',
  },
} as const;

/** The widgets the caller may put on their dashboard; null for platform staff (every widget). */
export async function availableWidgetIds(ctx: DashboardContext): Promise<Set<string> | null> {
  if (ctx.actor.audience === 'platform') return null;
  if (!ctx.actor.tenantId) return new Set();
  return availableWidgetIdsOf(ctx.tx, { userId: ctx.actor.userId, tenantId: ctx.actor.tenantId });
}

/** The caller's available catalogue widgets (call 29), in catalogue order. */
export async function availableWidgets(ctx: DashboardContext): Promise<Widget[]> {
  const available = await availableWidgetIds(ctx);
  if (available === null) return selectWidgets(ctx.tx);
  if (available.size === 0) return [];
  return selectWidgets(ctx.tx, inArray(dashboardWidgets.id, [...available]));
}

/** The catalogue as management shows it (calls 11, 12): all of it for the platform, else the tenant's. */
export async function managedCatalogue(ctx: DashboardContext): Promise<Widget[]> {
  if (ctx.actor.audience === 'platform') return selectWidgets(ctx.tx);
  const own = await tenantWidgetIds(ctx.tx, ctx.actor.tenantId ?? '');
  if (own.size === 0) return [];
  return selectWidgets(ctx.tx, inArray(dashboardWidgets.id, [...own]));
}

async function requireTenant(ctx: DashboardContext, tenantId: string): Promise<void> {
  const [tenant] = canSeeTenant(scopeForActor(ctx.actor), tenantId)
    ? await ctx.tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1)
    : [];
  if (!tenant) throw AppError.notFound('Tenant');
}

/** Every id must be a catalogue widget: an unknown one is a 400 on its place in the list. */
async function requireKnownWidgets(ctx: DashboardContext, widgetIds: readonly string[]): Promise<void> {
  const known = await existingWidgetIds(ctx.tx, widgetIds);
  const unknown = widgetIds.flatMap((id, index) =>
    known.has(id) ? [] : [{ field: `body.widgetsIds.${index}`, message: ASSIGNMENT_MESSAGES.unknownWidget }],
  );
  if (unknown.length > 0) throw AppError.validation(unknown);
}

const distinct = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** Call 1: the tenant's whole set. Its roles keep only the widgets still in it. */
export async function assignTenantWidgets(
  ctx: DashboardContext,
  tenantId: string,
  widgetsIds: readonly string[],
): Promise<TenantWidgets> {
  await requireTenant(ctx, tenantId);
  const wanted = distinct(widgetsIds);
  await requireKnownWidgets(ctx, wanted);
  const before = [...(await tenantWidgetIds(ctx.tx, tenantId))].sort();
  await replaceTenantWidgets(ctx.tx, tenantId, wanted);
  const after = [...(await tenantWidgetIds(ctx.tx, tenantId))].sort();
  await recordDashboardChange(ctx, {
    tenantId,
    action: 'dashboardAssignment.tenant',
    resourceType: 'tenant-dashboard-widgets',
    resourceId: tenantId,
    before,
    after,
  });
  return { tenantId, widgetsIds: after };
}

/**
 * A tenant or merchant role of a tenant the caller sees; another tenant's, a platform role or an
 * unknown id is not there (404). `type` is the kind the call is for; the other kind is refused.
 */
async function requireRole(
  ctx: DashboardContext,
  roleId: string,
  type?: AssignableRoleType,
): Promise<AssignableRole> {
  const [role] = await selectAssignableRoles(ctx.tx, eq(roles.id, roleId));
  if (!role || !canSeeTenant(scopeForActor(ctx.actor), role.tenantId)) throw AppError.notFound('Role');
  if (type && role.roleType !== type) {
    throw AppError.refused('DASHBOARD_ROLE_TYPE_MISMATCH', ASSIGNMENT_MESSAGES.roleType[type]);
  }
  return role;
}

async function roleWidgetsOf(ctx: DashboardContext, role: AssignableRole): Promise<RoleWidgets> {
  const byRole = await roleWidgetIds(ctx.tx, [role.id]);
  return {
    roleId: role.id,
    roleName: role.name,
    roleType: role.roleType,
    tenantId: role.tenantId,
    widgetsIds: byRole.get(role.id) ?? [],
  };
}

/** Calls 2, 15 and 16: the role's whole set, within its tenant's widgets. */
export async function assignRoleWidgets(
  ctx: DashboardContext,
  input: { readonly roleId: string; readonly widgetsIds: readonly string[] },
  type?: AssignableRoleType,
): Promise<RoleWidgets> {
  const role = await requireRole(ctx, input.roleId, type);
  const wanted = distinct(input.widgetsIds);
  const tenantSet = await tenantWidgetIds(ctx.tx, role.tenantId);
  if (wanted.some((id) => !tenantSet.has(id))) {
    throw AppError.refused(
      'DASHBOARD_WIDGET_NOT_ASSIGNED_TO_TENANT',
      ASSIGNMENT_MESSAGES.notAssignedToTenant,
    );
  }
  const before = await roleWidgetsOf(ctx, role);
  await replaceRoleWidgets(ctx.tx, role, wanted);
  const after = await roleWidgetsOf(ctx, role);
  await recordDashboardChange(ctx, {
    tenantId: role.tenantId,
    action: 'dashboardAssignment.role',
    resourceType: 'role-dashboard-widgets',
    resourceId: role.id,
    before: before.widgetsIds,
    after: after.widgetsIds,
  });
  return after;
}

/** Call 3: the tenant's roles with their widgets (platform staff: the named tenant's, or all). */
export async function listRoleWidgets(ctx: DashboardContext, tenantId?: string): Promise<RoleWidgets[]> {
  if (tenantId) await requireTenant(ctx, tenantId);
  const scope = scopeForActor(ctx.actor);
  const visible = (await selectAssignableRoles(ctx.tx)).filter(
    (role) => canSeeTenant(scope, role.tenantId) && (!tenantId || role.tenantId === tenantId),
  );
  const byRole = await roleWidgetIds(
    ctx.tx,
    visible.map((role) => role.id),
  );
  return visible.map((role) => ({
    roleId: role.id,
    roleName: role.name,
    roleType: role.roleType,
    tenantId: role.tenantId,
    widgetsIds: byRole.get(role.id) ?? [],
  }));
}

async function assignableFrom(
  ctx: DashboardContext,
  offered: readonly Widget[],
  assigned: ReadonlySet<string>,
): Promise<AssignableCategories> {
  const categories = await groupByCategory(ctx.tx, offered);
  return {
    items: categories.map((category) => ({
      id: category.id,
      name: category.name,
      widgets: category.widgets.map((widget) => ({
        widgetId: widget.widgetId,
        name: widget.name,
        widgetType: widget.data.configuration.widgetType,
        assigned: assigned.has(widget.widgetId),
      })),
    })),
  };
}

/** Call 13: the whole catalogue, each widget saying whether the tenant gets it. */
export async function tenantAssignable(
  ctx: DashboardContext,
  tenantId: string,
): Promise<AssignableCategories> {
  await requireTenant(ctx, tenantId);
  return assignableFrom(ctx, await selectWidgets(ctx.tx), await tenantWidgetIds(ctx.tx, tenantId));
}

/** Call 14 (and its merchant twin): the role's tenant's widgets, each saying whether the role gets it. */
export async function roleAssignable(
  ctx: DashboardContext,
  roleId: string,
  type: AssignableRoleType,
): Promise<AssignableCategories> {
  const role = await requireRole(ctx, roleId, type);
  const tenantSet = await tenantWidgetIds(ctx.tx, role.tenantId);
  const offered =
    tenantSet.size === 0 ? [] : await selectWidgets(ctx.tx, inArray(dashboardWidgets.id, [...tenantSet]));
  return assignableFrom(ctx, offered, new Set((await roleWidgetsOf(ctx, role)).widgetsIds));
}
