import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import {
  AssignableCategories,
  CategoriesWithWidgets,
  Category,
  CategoryIdParams,
  CategoryInput,
  CategoryList,
  RoleQuery,
  RolesQuery,
  RoleWidgets,
  RoleWidgetsInput,
  RoleWidgetsList,
  TenantIdParams,
  TenantWidgets,
  TenantWidgetsInput,
  WidgetList,
  WidgetParams,
} from './dashboard-management.schemas';
import { Widget, WidgetInput } from './widget.schemas';

/**
 * Dashboard management, calls 1–16 of docs/dashboards.md (spec §7 "Dashboard management"; base
 * `/reporting/api`, "v2 always on"). All need `Dashboard.Management` (spec §6's `Dashboard.*` form),
 * not the role-editing keys. The widget catalogue (categories and widgets) and which widgets a
 * tenant gets are the platform's; which of its tenant's widgets a tenant role or a merchant role
 * gets is the tenant's (platform staff may do it for any tenant). Every write is audited.
 */

type Keys = readonly [Permission, ...Permission[]];
const MANAGE = ['Dashboard.Management'] as const satisfies Keys;
const BASE = '/reporting/api/dashboard';
const platform = { audiences: ['platform'], permissions: MANAGE, tags: ['dashboards'] } as const;
const staff = { audiences: ['tenant', 'platform'], permissions: MANAGE, tags: ['dashboards'] } as const;
const Deleted = z.object({ deleted: z.literal(true) });

export const assignTenantWidgets = defineEndpoint({
  ...platform,
  id: 'dashboards.management.tenantWidgets.assign',
  method: 'POST',
  path: `${BASE}/management/{tenantId}/widgets`,
  summary: 'Sets which catalogue widgets a tenant gets (the whole set; roles keep only widgets still in it)',
  params: TenantIdParams,
  body: TenantWidgetsInput,
  response: TenantWidgets,
});

export const assignRoleWidgets = defineEndpoint({
  ...staff,
  id: 'dashboards.management.roles.assign',
  method: 'POST',
  path: `${BASE}/management/roles`,
  summary: "Sets which of its tenant's widgets a role (tenant or merchant) gets (the whole set)",
  body: RoleWidgetsInput,
  response: RoleWidgets,
});

export const listRoleWidgets = defineEndpoint({
  ...staff,
  id: 'dashboards.management.roles.list',
  method: 'GET',
  path: `${BASE}/management/roles`,
  summary:
    'Every tenant and merchant role of the tenant with the widgets it gets (platform staff name the tenant, or see all)',
  query: RolesQuery,
  response: RoleWidgetsList,
});

export const listCategories = defineEndpoint({
  ...staff,
  id: 'dashboards.categories.list',
  method: 'GET',
  path: `${BASE}/category`,
  summary: 'The widget catalogue’s categories, with how many widgets each holds',
  response: CategoryList,
});

export const createCategory = defineEndpoint({
  ...platform,
  id: 'dashboards.categories.create',
  method: 'POST',
  path: `${BASE}/category`,
  summary: 'Adds a category to the widget catalogue',
  body: CategoryInput,
  response: Category,
});

export const updateCategory = defineEndpoint({
  ...platform,
  id: 'dashboards.categories.update',
  method: 'PUT',
  path: `${BASE}/category/{categoryId}`,
  summary: 'Renames a catalogue category',
  params: CategoryIdParams,
  body: CategoryInput,
  response: Category,
});

export const deleteCategory = defineEndpoint({
  ...platform,
  id: 'dashboards.categories.delete',
  method: 'DELETE',
  path: `${BASE}/category/{categoryId}`,
  summary: 'Deletes an empty catalogue category (409 DASHBOARD_CATEGORY_IN_USE while it holds widgets)',
  params: CategoryIdParams,
  response: Deleted,
});

export const createWidget = defineEndpoint({
  ...platform,
  id: 'dashboards.widgets.create',
  method: 'POST',
  path: `${BASE}/widget`,
  summary: 'Adds a widget to the catalogue (spec §3 Widget)',
  body: WidgetInput,
  response: Widget,
});

export const updateWidget = defineEndpoint({
  ...platform,
  id: 'dashboards.widgets.update',
  method: 'PUT',
  path: `${BASE}/widget/{categoryId}/{widgetId}`,
  summary: "Replaces a catalogue widget's configuration (the body's categoryId may move it)",
  params: WidgetParams,
  body: WidgetInput,
  response: Widget,
});

export const deleteWidget = defineEndpoint({
  ...platform,
  id: 'dashboards.widgets.delete',
  method: 'DELETE',
  path: `${BASE}/widget/{categoryId}/{widgetId}`,
  summary:
    "Deletes a catalogue widget and its assignments (409 DASHBOARD_WIDGET_IN_USE while it is on users' dashboards)",
  params: WidgetParams,
  response: Deleted,
});

export const listWidgets = defineEndpoint({
  ...staff,
  id: 'dashboards.widgets.list',
  method: 'GET',
  path: `${BASE}/widget`,
  summary: "The catalogue's widgets (tenant staff: those assigned to their tenant)",
  response: WidgetList,
});

export const listWidgetsByCategory = defineEndpoint({
  ...staff,
  id: 'dashboards.widgets.byCategory',
  method: 'GET',
  path: `${BASE}/widgets-by-category`,
  summary: "The catalogue grouped by category (tenant staff: their tenant's widgets)",
  response: CategoriesWithWidgets,
});

export const tenantAssignableWidgets = defineEndpoint({
  ...platform,
  id: 'dashboards.widgets.byCategory.tenant',
  method: 'GET',
  path: `${BASE}/widgets-by-category/{tenantId}/tenant`,
  summary: 'The whole catalogue by category, each widget saying whether the tenant gets it',
  params: TenantIdParams,
  response: AssignableCategories,
});

export const tenantRoleAssignableWidgets = defineEndpoint({
  ...staff,
  id: 'dashboards.widgets.byCategory.tenantRole',
  method: 'GET',
  path: `${BASE}/widgets-by-category/tenant-roles`,
  summary: "A tenant role's tenant's widgets by category, each saying whether the role gets it",
  query: RoleQuery,
  response: AssignableCategories,
});

export const merchantRoleAssignableWidgets = defineEndpoint({
  ...staff,
  id: 'dashboards.widgets.byCategory.merchantRole',
  method: 'GET',
  path: `${BASE}/widgets-by-category/merchant-roles`,
  summary: "A merchant role's tenant's widgets by category, each saying whether the role gets it",
  query: RoleQuery,
  response: AssignableCategories,
});

export const assignTenantRoleWidgets = defineEndpoint({
  ...staff,
  id: 'dashboards.management.tenantRoles.assign',
  method: 'POST',
  path: `${BASE}/management/tenant-roles`,
  summary: "Sets which of its tenant's widgets a tenant role gets (409 for a merchant role)",
  body: RoleWidgetsInput,
  response: RoleWidgets,
});

export const assignMerchantRoleWidgets = defineEndpoint({
  ...staff,
  id: 'dashboards.management.merchantRoles.assign',
  method: 'POST',
  path: `${BASE}/management/merchant-roles`,
  summary: "Sets which of its tenant's widgets a merchant role gets (409 for a tenant role)",
  body: RoleWidgetsInput,
  response: RoleWidgets,
});
