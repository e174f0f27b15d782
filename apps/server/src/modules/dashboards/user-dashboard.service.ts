import type {
  PersonalWidget,
  UserCategoryWidgets,
  UserDashboard,
} from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import type { Widget } from '@paydesk/contracts/dashboards/widget.schemas';
import { and, eq } from 'drizzle-orm';
import { merchants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { heldRoleIds } from './assignment.repository';
import { availableWidgetIds, availableWidgets } from './assignment.service';
import { findCategory } from './catalogue.repository';
import { type DashboardContext, dashboardUserTypeOf } from './dashboard-context';
import type { DefaultAudience } from './dashboards.table';
import { selectDefaults, selectOwnWidgets, selectSharedWith } from './personal-widgets.repository';
import { listUserCategories, requireUserCategory } from './user-categories.service';

/**
 * The signed-in user's dashboard (call 17, docs/dashboards.md "What a user sees"): their own widgets
 * by their categories, then the widgets shared with their roles; while they have none of their own,
 * their audience's default instead. Shared and default widgets show only when their base widget is
 * available to the user (their tenant's and one of their roles'), so neither widens what they see.
 */

export const MY_DASHBOARD = 'My dashboard';
export const SHARED_WITH_ME = 'Shared with me';

/** Which default a user sees: a merchant still boarding gets the onboarding one. */
async function defaultAudienceOf(ctx: DashboardContext): Promise<DefaultAudience> {
  const { actor } = ctx;
  if (actor.audience === 'platform') return 'platform';
  if (actor.audience === 'tenant') return 'tenant';
  const [merchant] = await ctx.tx
    .select({ processingStatus: merchants.processingStatus })
    .from(merchants)
    .where(and(eq(merchants.tenantId, actor.tenantId ?? ''), eq(merchants.id, actor.merchantId ?? '')))
    .limit(1);
  return merchant?.processingStatus === 'NoProcessing' ? 'boardingMerchant' : 'merchant';
}

function onlyAvailable(
  widgets: readonly PersonalWidget[],
  available: ReadonlySet<string> | null,
): PersonalWidget[] {
  return available === null
    ? [...widgets]
    : widgets.filter((widget) => available.has(widget.widget.widgetId));
}

/** Groups in first-seen order, keeping each group's widgets in the order given. */
function grouped<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

export async function userDashboard(ctx: DashboardContext): Promise<UserDashboard> {
  const userType = dashboardUserTypeOf(ctx.actor);
  const available = await availableWidgetIds(ctx);
  const own = await selectOwnWidgets(ctx.tx, ctx.actor.userId);
  const roleIds = await heldRoleIds(ctx.tx, ctx.actor.userId);
  const shared = onlyAvailable(
    await selectSharedWith(ctx.tx, { userId: ctx.actor.userId, roleIds }),
    available,
  );
  const sharedGroup = shared.length > 0 ? [{ id: null, name: SHARED_WITH_ME, widgets: shared }] : [];

  if (own.length === 0) {
    const defaults = (await selectDefaults(ctx.tx, await defaultAudienceOf(ctx))).filter(
      (entry) => available === null || available.has(entry.widget.widget.widgetId),
    );
    const byCategory = grouped(defaults, (entry) => entry.categoryName);
    return {
      userType,
      isDefault: true,
      categories: [
        ...[...byCategory].map(([name, entries]) => ({
          id: null,
          name,
          widgets: entries.map((entry) => entry.widget),
        })),
        ...sharedGroup,
      ],
    };
  }

  const categories = await listUserCategories(ctx);
  const byCategory = grouped(own, (widget) => widget.categoryId ?? '');
  const uncategorised = byCategory.get('') ?? [];
  return {
    userType,
    isDefault: false,
    categories: [
      ...(uncategorised.length > 0 ? [{ id: null, name: MY_DASHBOARD, widgets: uncategorised }] : []),
      ...categories.map((category) => ({
        id: category.id,
        name: category.name,
        widgets: byCategory.get(category.id) ?? [],
      })),
      ...sharedGroup,
    ],
  };
}

/** Call 18: the user's own widgets in grid order. */
export function ownWidgets(ctx: DashboardContext): Promise<PersonalWidget[]> {
  return selectOwnWidgets(ctx.tx, ctx.actor.userId);
}

/** Call 31: one of the user's categories with its widgets. */
export async function userCategoryWidgets(ctx: DashboardContext, id: string): Promise<UserCategoryWidgets> {
  const category = await requireUserCategory(ctx, id);
  const own = await selectOwnWidgets(ctx.tx, ctx.actor.userId);
  return { category, widgets: own.filter((widget) => widget.categoryId === category.id) };
}

/** Call 32: the widgets of one catalogue category the user may add (an unknown category is 404). */
export async function baseWidgetsOf(ctx: DashboardContext, categoryId: string): Promise<Widget[]> {
  if (!(await findCategory(ctx.tx, categoryId))) throw AppError.notFound('Category');
  return (await availableWidgets(ctx)).filter((widget) => widget.categoryId === categoryId);
}
