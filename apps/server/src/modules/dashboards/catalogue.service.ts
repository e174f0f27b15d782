import { randomUUID } from 'node:crypto';
import type { Category, CategoryInput } from '@paydesk/contracts/dashboards/dashboard-management.schemas';
import type { Widget, WidgetInput } from '@paydesk/contracts/dashboards/widget.schemas';
import { eq } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import {
  categoryNameTaken,
  findCategory,
  findWidgetRow,
  type WidgetRow,
  widgetColumnsOf,
  widgetOf,
} from './catalogue.repository';
import { type DashboardContext, recordDashboardChange } from './dashboard-context';
import { dashboardCategories, dashboardWidgets, userDashboardWidgets } from './dashboards.table';

/**
 * The widget catalogue's writes (platform staff, `Dashboard.Management`), each recorded in the
 * platform's audit chain in its own transaction. A category holding widgets, and a widget on a
 * user's dashboard, are refused (409) rather than cascaded: users' dashboards never lose a widget
 * behind their back (docs/dashboards.md "What is refused").
 */

export const DASHBOARD_MESSAGES = {
  categoryNameTaken: 'A category with this name already exists',
  categoryInUse: 'This category still holds widgets: move or delete them first',
  widgetInUse: "This widget is on users' dashboards: they must remove it first",
  unknownCategory: 'Choose an existing category',
} as const;

const CATEGORY = 'dashboard-category';
const WIDGET = 'dashboard-widget';

async function requireCategory(ctx: DashboardContext, categoryId: string): Promise<Category> {
  const category = await findCategory(ctx.tx, categoryId);
  if (!category) throw AppError.notFound('Category');
  return category;
}

async function requireFreeCategoryName(
  ctx: DashboardContext,
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await categoryNameTaken(ctx.tx, name, exceptId)) {
    throw AppError.refused('DASHBOARD_CATEGORY_NAME_TAKEN', DASHBOARD_MESSAGES.categoryNameTaken);
  }
}

export async function createCategory(ctx: DashboardContext, input: CategoryInput): Promise<Category> {
  await requireFreeCategoryName(ctx, input.name);
  const id = randomUUID();
  await ctx.tx.insert(dashboardCategories).values({ id, name: input.name });
  const created = await requireCategory(ctx, id);
  await recordDashboardChange(ctx, {
    tenantId: null,
    action: 'dashboardCategory.create',
    resourceType: CATEGORY,
    resourceId: id,
    after: created,
  });
  return created;
}

export async function renameCategory(
  ctx: DashboardContext,
  categoryId: string,
  input: CategoryInput,
): Promise<Category> {
  const before = await requireCategory(ctx, categoryId);
  await requireFreeCategoryName(ctx, input.name, categoryId);
  await ctx.tx
    .update(dashboardCategories)
    .set({ name: input.name })
    .where(eq(dashboardCategories.id, categoryId));
  const after = await requireCategory(ctx, categoryId);
  await recordDashboardChange(ctx, {
    tenantId: null,
    action: 'dashboardCategory.update',
    resourceType: CATEGORY,
    resourceId: categoryId,
    before,
    after,
  });
  return after;
}

export async function deleteCategory(ctx: DashboardContext, categoryId: string): Promise<void> {
  const before = await requireCategory(ctx, categoryId);
  if (before.widgetCount > 0) {
    throw AppError.refused('DASHBOARD_CATEGORY_IN_USE', DASHBOARD_MESSAGES.categoryInUse);
  }
  await ctx.tx.delete(dashboardCategories).where(eq(dashboardCategories.id, categoryId));
  await recordDashboardChange(ctx, {
    tenantId: null,
    action: 'dashboardCategory.delete',
    resourceType: CATEGORY,
    resourceId: categoryId,
    before,
  });
}

/** The body's category must exist: a reference in the body is a field of the form (400). */
async function requireBodyCategory(ctx: DashboardContext, categoryId: string): Promise<void> {
  if (!(await findCategory(ctx.tx, categoryId))) {
    throw AppError.validation([{ field: 'body.categoryId', message: DASHBOARD_MESSAGES.unknownCategory }]);
  }
}

export async function createWidget(ctx: DashboardContext, input: WidgetInput): Promise<Widget> {
  await requireBodyCategory(ctx, input.categoryId);
  const [row] = await ctx.tx
    .insert(dashboardWidgets)
    .values({ id: randomUUID(), ...widgetColumnsOf(input) })
    .returning();
  const created = widgetOf(row as WidgetRow);
  await recordDashboardChange(ctx, {
    tenantId: null,
    action: 'dashboardWidget.create',
    resourceType: WIDGET,
    resourceId: created.widgetId,
    after: created,
  });
  return created;
}

/** The widget at `{categoryId}/{widgetId}`: a widget of another category is not there (404). */
async function requireWidgetAt(
  ctx: DashboardContext,
  categoryId: string,
  widgetId: string,
): Promise<WidgetRow> {
  const row = await findWidgetRow(ctx.tx, widgetId);
  if (!row || row.categoryId !== categoryId) throw AppError.notFound('Widget');
  return row;
}

export async function updateWidget(
  ctx: DashboardContext,
  at: { readonly categoryId: string; readonly widgetId: string },
  input: WidgetInput,
): Promise<Widget> {
  const before = widgetOf(await requireWidgetAt(ctx, at.categoryId, at.widgetId));
  await requireBodyCategory(ctx, input.categoryId);
  const [row] = await ctx.tx
    .update(dashboardWidgets)
    .set(widgetColumnsOf(input))
    .where(eq(dashboardWidgets.id, at.widgetId))
    .returning();
  const after = widgetOf(row as WidgetRow);
  await recordDashboardChange(ctx, {
    tenantId: null,
    action: 'dashboardWidget.update',
    resourceType: WIDGET,
    resourceId: at.widgetId,
    before,
    after,
  });
  return after;
}

/**
 * Deletes a catalogue widget. Its assignments to tenants and roles and its places in the default
 * dashboards go with it (configuration only); a user's own copy refuses it. Row-level security
 * hides other tenants' users' widgets from nobody here: only platform staff delete, with every tenant.
 */
export async function deleteWidget(
  ctx: DashboardContext,
  at: { readonly categoryId: string; readonly widgetId: string },
): Promise<void> {
  const before = widgetOf(await requireWidgetAt(ctx, at.categoryId, at.widgetId));
  const [inUse] = await ctx.tx
    .select({ id: userDashboardWidgets.id })
    .from(userDashboardWidgets)
    .where(eq(userDashboardWidgets.widgetId, at.widgetId))
    .limit(1);
  if (inUse) throw AppError.refused('DASHBOARD_WIDGET_IN_USE', DASHBOARD_MESSAGES.widgetInUse);
  await ctx.tx.delete(dashboardWidgets).where(eq(dashboardWidgets.id, at.widgetId));
  await recordDashboardChange(ctx, {
    tenantId: null,
    action: 'dashboardWidget.delete',
    resourceType: WIDGET,
    resourceId: at.widgetId,
    before,
  });
}
