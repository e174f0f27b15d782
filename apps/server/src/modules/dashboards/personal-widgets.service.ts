import { randomUUID } from 'node:crypto';
import type {
  AddPersonalWidgetInput,
  PersonalWidget,
  PersonalWidgetEdit,
} from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import { heldRoleIds } from './assignment.repository';
import { availableWidgetIds } from './assignment.service';
import { findWidgetRow } from './catalogue.repository';
import { type DashboardContext, ownerColumnsOf, recordOwnDashboardChange } from './dashboard-context';
import { userDashboardWidgets } from './dashboards.table';
import { findOwnRow, findSharedWith, nextFreeRow, selectOwnWidgets } from './personal-widgets.repository';
import { requireUserCategory } from './user-categories.service';

/**
 * A user's own widgets (spec §7 v2 user-dashboard: add, edit, clone, delete). Only widgets of the
 * user's available catalogue go on a dashboard; another user's widget is not there (404). Every
 * change is in the audit trail, in the change's transaction.
 */

export const PERSONAL_WIDGET_MESSAGES = {
  notAvailable: 'This widget is not available to you: your tenant or your roles do not get it',
} as const;

const RESOURCE = 'user-dashboard-widget';

/** The widget is in the caller's available catalogue; a widget not in the catalogue at all is 404. */
async function requireAvailable(ctx: DashboardContext, widgetId: string) {
  const base = await findWidgetRow(ctx.tx, widgetId);
  if (!base) throw AppError.notFound('Widget');
  const available = await availableWidgetIds(ctx);
  if (available !== null && !available.has(base.id)) {
    throw AppError.refused('DASHBOARD_WIDGET_NOT_AVAILABLE', PERSONAL_WIDGET_MESSAGES.notAvailable);
  }
  return base;
}

async function requireOwn(ctx: DashboardContext, id: string) {
  const row = await findOwnRow(ctx.tx, ctx.actor.userId, id);
  if (!row) throw AppError.notFound('Widget');
  return row;
}

async function ownWidget(ctx: DashboardContext, id: string): Promise<PersonalWidget> {
  const own = await selectOwnWidgets(ctx.tx, ctx.actor.userId);
  const found = own.find((widget) => widget.id === id);
  if (!found) throw AppError.notFound('Widget');
  return found;
}

/** A category of the caller's own, or none. */
async function categoryOrNone(
  ctx: DashboardContext,
  categoryId: string | null | undefined,
): Promise<string | null> {
  if (!categoryId) return null;
  return (await requireUserCategory(ctx, categoryId)).id;
}

async function insertWidget(
  ctx: DashboardContext,
  values: Omit<typeof userDashboardWidgets.$inferInsert, 'id' | 'userId' | 'tenantId' | 'merchantId'>,
  action: string,
): Promise<PersonalWidget> {
  const id = randomUUID();
  await ctx.tx
    .insert(userDashboardWidgets)
    .values({ id, userId: ctx.actor.userId, ...ownerColumnsOf(ctx.actor), ...values });
  const created = await ownWidget(ctx, id);
  await recordOwnDashboardChange(ctx, { action, resourceType: RESOURCE, resourceId: id, after: created });
  return created;
}

/** Call 19: a widget of the available catalogue, with its own title, filters and place. */
export async function addPersonalWidget(
  ctx: DashboardContext,
  input: AddPersonalWidgetInput,
): Promise<PersonalWidget> {
  const base = await requireAvailable(ctx, input.widgetId);
  const categoryId = await categoryOrNone(ctx, input.categoryId);
  const layout = input.layout ?? {
    x: 0,
    y: await nextFreeRow(ctx.tx, ctx.actor.userId),
    w: base.defaultW,
    h: base.defaultH,
  };
  return insertWidget(
    ctx,
    {
      widgetId: base.id,
      categoryId,
      title: input.title ?? base.name,
      filters: input.filters ?? base.filters,
      ...layout,
    },
    'userDashboardWidget.add',
  );
}

/**
 * Call 20: one widget's changes, or the whole dashboard's new layout after a drag, saved together:
 * an id that is not the caller's own fails the whole edit (404) and nothing is saved.
 */
export async function editPersonalWidgets(
  ctx: DashboardContext,
  edits: readonly PersonalWidgetEdit[],
): Promise<PersonalWidget[]> {
  const before = await selectOwnWidgets(ctx.tx, ctx.actor.userId);
  for (const edit of edits) {
    await requireOwn(ctx, edit.id);
    const categoryId = edit.categoryId === undefined ? undefined : await categoryOrNone(ctx, edit.categoryId);
    await ctx.tx
      .update(userDashboardWidgets)
      .set({
        ...(categoryId !== undefined && { categoryId }),
        ...(edit.title !== undefined && { title: edit.title }),
        ...(edit.filters !== undefined && { filters: edit.filters }),
        ...edit.layout,
        updatedAt: new Date(),
      })
      .where(and(eq(userDashboardWidgets.id, edit.id), eq(userDashboardWidgets.userId, ctx.actor.userId)));
  }
  const after = await selectOwnWidgets(ctx.tx, ctx.actor.userId);
  const edited = new Set(edits.map((edit) => edit.id.toLowerCase()));
  const changed = (widgets: readonly PersonalWidget[]) =>
    widgets
      .filter((widget) => edited.has(widget.id))
      .map(({ id, categoryId, title, filters, layout }) => ({ id, categoryId, title, filters, layout }));
  await recordOwnDashboardChange(ctx, {
    action: 'userDashboardWidget.edit',
    resourceType: RESOURCE,
    resourceId: edits.length === 1 ? (edits[0]?.id ?? '') : ctx.actor.userId,
    before: changed(before),
    after: changed(after),
  });
  return after;
}

/**
 * Call 21: copies one of the caller's widgets, or one shared with them, onto their dashboard below
 * the rest. A shared widget's copy is the caller's own (editable), so its base widget must be
 * available to them; their own stays in its category.
 */
export async function clonePersonalWidget(ctx: DashboardContext, id: string): Promise<PersonalWidget> {
  const own = await findOwnRow(ctx.tx, ctx.actor.userId, id);
  const source =
    own ??
    (await findSharedWith(
      ctx.tx,
      { userId: ctx.actor.userId, roleIds: await heldRoleIds(ctx.tx, ctx.actor.userId) },
      id,
    ));
  if (!source) throw AppError.notFound('Widget');
  const base = await requireAvailable(ctx, own ? own.widgetId : (source as PersonalWidget).widget.widgetId);
  const layout = own ? { w: own.w, h: own.h } : (source as PersonalWidget).layout;
  return insertWidget(
    ctx,
    {
      widgetId: base.id,
      categoryId: own?.categoryId ?? null,
      title: `${source.title} (copy)`,
      filters: source.filters,
      x: 0,
      y: await nextFreeRow(ctx.tx, ctx.actor.userId),
      w: layout.w,
      h: layout.h,
    },
    'userDashboardWidget.clone',
  );
}

/** Call 22: removes one of the caller's widgets; its shares go with it. */
export async function deletePersonalWidget(ctx: DashboardContext, id: string): Promise<void> {
  const before = await ownWidget(ctx, id);
  await ctx.tx
    .delete(userDashboardWidgets)
    .where(and(eq(userDashboardWidgets.id, id), eq(userDashboardWidgets.userId, ctx.actor.userId)));
  await recordOwnDashboardChange(ctx, {
    action: 'userDashboardWidget.delete',
    resourceType: RESOURCE,
    resourceId: id,
    before,
  });
}
