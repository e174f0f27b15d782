import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';
import { WidgetType } from './dashboard-enums';
import { Widget } from './widget.schemas';

/**
 * Dashboard management (spec §6 "widget assignment for tenant, tenant-role and merchant-role",
 * §7 "Dashboard management"; docs/dashboards.md): the widget catalogue's categories, and which
 * catalogue widgets a tenant, a tenant role and a merchant role get.
 */

const Id = z.uuid();

export const CategoryIdParams = z.object({ categoryId: Id });
export const WidgetParams = z.object({ categoryId: Id, widgetId: Id });
export const TenantIdParams = z.object({ tenantId: Id });

/** A catalogue category (spec §7 `dashboard/category`, body not shown). */
export const CategoryInput = z.strictObject({ name: text(TEXT_MAX.name).trim().min(1, 'Enter a name') });
export type CategoryInput = z.infer<typeof CategoryInput>;

export const Category = z.object({ id: Id, name: z.string(), widgetCount: z.number().int().min(0) });
export type Category = z.infer<typeof Category>;

export const CategoryList = z.object({ items: z.array(Category) });
export const WidgetList = z.object({ items: z.array(Widget) });

/** `dashboard/widgets-by-category`: the catalogue grouped by category. */
export const CategoryWithWidgets = z.object({ id: Id, name: z.string(), widgets: z.array(Widget) });
export const CategoriesWithWidgets = z.object({ items: z.array(CategoryWithWidgets) });

/** A widget as an assignment screen lists it: enough to name it, and whether it is assigned. */
export const AssignableWidget = z.object({
  widgetId: Id,
  name: z.string(),
  widgetType: WidgetType,
  assigned: z.boolean(),
});
export const AssignableCategory = z.object({ id: Id, name: z.string(), widgets: z.array(AssignableWidget) });
/** Calls 13 and 14: the widgets one can assign, by category, each saying whether it is. */
export const AssignableCategories = z.object({ items: z.array(AssignableCategory) });
export type AssignableCategories = z.infer<typeof AssignableCategories>;

const widgetsIds = z.array(Id).max(500);

/** `POST dashboard/management/{tenantId}/widgets`: the tenant's whole set (replaces it). */
export const TenantWidgetsInput = z.strictObject({ widgetsIds });
export const TenantWidgets = z.object({ tenantId: Id, widgetsIds: z.array(Id) });
export type TenantWidgets = z.infer<typeof TenantWidgets>;

/** A role's whole set of widgets (replaces it); the widgets must be assigned to the role's tenant. */
export const RoleWidgetsInput = z.strictObject({ roleId: Id, widgetsIds });
export type RoleWidgetsInput = z.infer<typeof RoleWidgetsInput>;

/** Whose roles: tenant staff's (`crm`) or merchant users' (`merchant`). */
export const AssignableRoleType = z.enum(['crm', 'merchant']);
export type AssignableRoleType = z.infer<typeof AssignableRoleType>;

export const RoleWidgets = z.object({
  roleId: Id,
  roleName: z.string(),
  roleType: AssignableRoleType,
  tenantId: Id,
  widgetsIds: z.array(Id),
});
export type RoleWidgets = z.infer<typeof RoleWidgets>;
export const RoleWidgetsList = z.object({ items: z.array(RoleWidgets) });

/** `GET dashboard/management/roles`: platform staff name the tenant; tenant staff see their own. */
export const RolesQuery = z.object({ tenantId: Id.optional() });
/** `GET dashboard/widgets-by-category/{tenant|merchant}-roles`: one role's assignable widgets. */
export const RoleQuery = z.object({ roleId: Id });
