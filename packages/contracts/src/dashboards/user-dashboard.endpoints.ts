import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { WidgetList } from './dashboard-management.schemas';
import {
  AddPersonalWidgetInput,
  EditPersonalWidgetsInput,
  IdParams,
  PersonalWidget,
  PersonalWidgetList,
  Share,
  ShareableRoleList,
  ShareInput,
  ShareList,
  Unshared,
  UserCategory,
  UserCategoryInput,
  UserCategoryList,
  UserCategoryUpdate,
  UserCategoryWidgets,
  UserDashboard,
} from './user-dashboard.schemas';

/**
 * The signed-in user's dashboard and their personal dashboard, calls 17–32 of docs/dashboards.md
 * (spec §7 "User dashboard", "v2 always on"). Any user holding their dashboard's view key
 * (`CRM.Dashboard.View` for staff, `Merchant.Dashboard.View` for merchant users). A user reads and
 * changes only their own widgets and categories (another user's answers 404); every write is audited.
 */

type Keys = readonly [Permission, ...Permission[]];
const VIEW = ['CRM.Dashboard.View', 'Merchant.Dashboard.View'] as const satisfies Keys;
const BASE = '/reporting/api/v2/user-dashboard';
const common = {
  audiences: ['customer', 'tenant', 'platform'],
  permissions: VIEW,
  tags: ['dashboards'],
} as const;
const Deleted = z.object({ deleted: z.literal(true) });

export const getUserDashboard = defineEndpoint({
  ...common,
  id: 'dashboards.user.dashboard',
  method: 'GET',
  path: '/reporting/api/dashboard/category/list/user/widgets',
  summary:
    "The signed-in user's dashboard: their categories with their own widgets and those shared with their roles, or their audience's default while they have none",
  response: UserDashboard,
});

export const listPersonalWidgets = defineEndpoint({
  ...common,
  id: 'dashboards.user.widgets',
  method: 'GET',
  path: `${BASE}/widgets`,
  summary: "The user's own widgets, in grid order",
  response: PersonalWidgetList,
});

export const addPersonalWidget = defineEndpoint({
  ...common,
  id: 'dashboards.user.add',
  method: 'POST',
  path: `${BASE}/add`,
  summary: 'Adds a widget of the available catalogue to the user’s dashboard, with its own filters',
  body: AddPersonalWidgetInput,
  response: PersonalWidget,
});

export const editPersonalWidgets = defineEndpoint({
  ...common,
  id: 'dashboards.user.edit',
  method: 'PUT',
  path: `${BASE}/edit`,
  summary:
    "Saves one widget's changes or the whole dashboard's layout, together; answers all the user's widgets",
  body: EditPersonalWidgetsInput,
  response: PersonalWidgetList,
});

export const clonePersonalWidget = defineEndpoint({
  ...common,
  id: 'dashboards.user.clone',
  method: 'PUT',
  path: `${BASE}/{id}/clone`,
  summary: 'Copies one of the user’s widgets (or one shared with them) onto their dashboard, below the rest',
  params: IdParams,
  response: PersonalWidget,
});

export const deletePersonalWidget = defineEndpoint({
  ...common,
  id: 'dashboards.user.delete',
  method: 'DELETE',
  path: `${BASE}/{id}`,
  summary: 'Removes one of the user’s widgets (and its shares)',
  params: IdParams,
  response: Deleted,
});

export const listShares = defineEndpoint({
  ...common,
  id: 'dashboards.user.shares',
  method: 'GET',
  path: `${BASE}/shares`,
  summary: 'The roles each of the user’s widgets is shared with',
  response: ShareList,
});

/**
 * Paydesk's own call (the spec names none): the roles the share dialog offers, which are the ones
 * the share call accepts. Without it a user who may not read the role editor could not choose.
 */
export const listShareableRoles = defineEndpoint({
  ...common,
  id: 'dashboards.user.shareableRoles',
  method: 'GET',
  path: `${BASE}/share/roles`,
  summary: "The roles the user may share a widget with: their own tenant's roles of their own kind, by name",
  response: ShareableRoleList,
});

export const sharePersonalWidget = defineEndpoint({
  ...common,
  id: 'dashboards.user.share',
  method: 'PUT',
  path: `${BASE}/share`,
  summary: "Shares one of the user's widgets with a role of their tenant (holders see it read-only)",
  body: ShareInput,
  response: Share,
});

export const unsharePersonalWidget = defineEndpoint({
  ...common,
  id: 'dashboards.user.unshare',
  method: 'PUT',
  path: `${BASE}/un-share`,
  summary: 'Stops sharing one of the user’s widgets with a role',
  body: ShareInput,
  response: Unshared,
});

export const createUserCategory = defineEndpoint({
  ...common,
  id: 'dashboards.user.categories.create',
  method: 'POST',
  path: `${BASE}/category`,
  summary: 'Adds a category to the user’s dashboard (userType: the user’s own, crm or merchant)',
  body: UserCategoryInput,
  response: UserCategory,
});

export const updateUserCategory = defineEndpoint({
  ...common,
  id: 'dashboards.user.categories.update',
  method: 'PUT',
  path: `${BASE}/category`,
  summary: 'Renames one of the user’s categories',
  body: UserCategoryUpdate,
  response: UserCategory,
});

export const deleteUserCategory = defineEndpoint({
  ...common,
  id: 'dashboards.user.categories.delete',
  method: 'DELETE',
  path: `${BASE}/category/{id}`,
  summary: 'Deletes one of the user’s categories (409 USER_DASHBOARD_CATEGORY_IN_USE while it holds widgets)',
  params: IdParams,
  response: Deleted,
});

export const listAvailableWidgets = defineEndpoint({
  ...common,
  id: 'dashboards.user.available',
  method: 'GET',
  path: `${BASE}/all/widgets`,
  summary:
    "The catalogue widgets the user may add: their tenant's that one of their roles gets (platform staff: all)",
  response: WidgetList,
});

export const listUserCategories = defineEndpoint({
  ...common,
  id: 'dashboards.user.categories.list',
  method: 'GET',
  path: `${BASE}/categories`,
  summary: 'The user’s own categories',
  response: UserCategoryList,
});

export const getUserCategoryWidgets = defineEndpoint({
  ...common,
  id: 'dashboards.user.categories.widgets',
  method: 'GET',
  path: `${BASE}/by-category/{id}`,
  summary: 'One of the user’s categories with its widgets',
  params: IdParams,
  response: UserCategoryWidgets,
});

export const listBaseWidgets = defineEndpoint({
  ...common,
  id: 'dashboards.user.baseWidgets',
  method: 'GET',
  path: `${BASE}/base-widgets/{id}`,
  summary: 'The widgets of one catalogue category (its id) the user may add',
  params: IdParams,
  response: WidgetList,
});
