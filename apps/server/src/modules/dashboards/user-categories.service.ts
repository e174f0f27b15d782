import { randomUUID } from 'node:crypto';
import type { DashboardUserType } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { UserCategory } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import {
  type DashboardContext,
  dashboardUserTypeOf,
  ownerColumnsOf,
  recordOwnDashboardChange,
} from './dashboard-context';
import { userDashboardCategories, userDashboardWidgets } from './dashboards.table';

/**
 * A user's own categories (spec §7 user-dashboard category: `name`, `userType`). Each belongs to the
 * user who made it, for their own dashboard: `userType` must be theirs (crm for staff, merchant for
 * merchant users). Another user's category is not there (404); one still holding widgets is refused.
 */

export const USER_CATEGORY_MESSAGES = {
  nameTaken: 'You already have a category with this name',
  inUse: 'This category still holds widgets: move or remove them first',
  notYourUserType: (own: DashboardUserType) => `Must be your own user type (${own})`,
} as const;

const columns = {
  id: userDashboardCategories.id,
  name: userDashboardCategories.name,
  userType: userDashboardCategories.userType,
};

const ownedBy = (ctx: DashboardContext) => eq(userDashboardCategories.userId, ctx.actor.userId);

export async function listUserCategories(ctx: DashboardContext): Promise<UserCategory[]> {
  return ctx.tx
    .select(columns)
    .from(userDashboardCategories)
    .where(ownedBy(ctx))
    .orderBy(asc(userDashboardCategories.name), asc(userDashboardCategories.id));
}

export async function requireUserCategory(ctx: DashboardContext, id: string): Promise<UserCategory> {
  const [category] = await ctx.tx
    .select(columns)
    .from(userDashboardCategories)
    .where(and(eq(userDashboardCategories.id, id), ownedBy(ctx)))
    .limit(1);
  if (!category) throw AppError.notFound('Category');
  return category;
}

function requireOwnUserType(ctx: DashboardContext, userType: DashboardUserType): void {
  const own = dashboardUserTypeOf(ctx.actor);
  if (userType !== own) {
    throw AppError.validation([
      { field: 'body.userType', message: USER_CATEGORY_MESSAGES.notYourUserType(own) },
    ]);
  }
}

async function requireFreeName(ctx: DashboardContext, name: string, exceptId?: string): Promise<void> {
  const [taken] = await ctx.tx
    .select({ id: userDashboardCategories.id })
    .from(userDashboardCategories)
    .where(
      and(
        ownedBy(ctx),
        eq(sql`lower(${userDashboardCategories.name})`, name.toLowerCase()),
        exceptId ? ne(userDashboardCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw AppError.refused('USER_DASHBOARD_CATEGORY_NAME_TAKEN', USER_CATEGORY_MESSAGES.nameTaken);
}

function audited(ctx: DashboardContext, action: string, id: string, before?: unknown, after?: unknown) {
  return recordOwnDashboardChange(ctx, {
    action,
    resourceType: 'user-dashboard-category',
    resourceId: id,
    before,
    after,
  });
}

export async function createUserCategory(
  ctx: DashboardContext,
  input: { readonly name: string; readonly userType: DashboardUserType },
): Promise<UserCategory> {
  requireOwnUserType(ctx, input.userType);
  await requireFreeName(ctx, input.name);
  const id = randomUUID();
  await ctx.tx.insert(userDashboardCategories).values({
    id,
    userId: ctx.actor.userId,
    ...ownerColumnsOf(ctx.actor),
    name: input.name,
    userType: input.userType,
  });
  const created = await requireUserCategory(ctx, id);
  await audited(ctx, 'userDashboardCategory.create', id, undefined, created);
  return created;
}

export async function updateUserCategory(
  ctx: DashboardContext,
  input: { readonly id: string; readonly name: string; readonly userType: DashboardUserType },
): Promise<UserCategory> {
  const before = await requireUserCategory(ctx, input.id);
  requireOwnUserType(ctx, input.userType);
  await requireFreeName(ctx, input.name, input.id);
  await ctx.tx
    .update(userDashboardCategories)
    .set({ name: input.name })
    .where(and(eq(userDashboardCategories.id, input.id), ownedBy(ctx)));
  const after = await requireUserCategory(ctx, input.id);
  await audited(ctx, 'userDashboardCategory.update', input.id, before, after);
  return after;
}

export async function deleteUserCategory(ctx: DashboardContext, id: string): Promise<void> {
  const before = await requireUserCategory(ctx, id);
  const [holds] = await ctx.tx
    .select({ id: userDashboardWidgets.id })
    .from(userDashboardWidgets)
    .where(eq(userDashboardWidgets.categoryId, id))
    .limit(1);
  if (holds) throw AppError.refused('USER_DASHBOARD_CATEGORY_IN_USE', USER_CATEGORY_MESSAGES.inUse);
  await ctx.tx.delete(userDashboardCategories).where(and(eq(userDashboardCategories.id, id), ownedBy(ctx)));
  await audited(ctx, 'userDashboardCategory.delete', id, before);
}
