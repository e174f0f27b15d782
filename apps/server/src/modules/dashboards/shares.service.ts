import type { Share, ShareableRole } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import { type DashboardContext, ownerColumnsOf, recordOwnDashboardChange } from './dashboard-context';
import { userDashboardShares } from './dashboards.table';
import {
  findOwnRow,
  findShareableRole,
  type ShareOwner,
  selectShareableRoles,
  selectShares,
} from './personal-widgets.repository';

/**
 * Sharing a personal widget with a role (spec §7 share/un-share: `widgetId, roleId`). The owner
 * shares with a role of their own tenant and kind (tenant staff a tenant role, a merchant user a
 * merchant role, platform staff a platform role); the role's holders see it read-only on their
 * dashboard, and a merchant user's widget only reaches holders at the same merchant (row-level
 * security). A share only shows what the holder may see: its data call is scoped by the holder,
 * and a holder whose roles do not get the base widget does not see it (docs/dashboards.md).
 */

const RESOURCE = 'user-dashboard-share';

const ROLE_AUDIENCE = { platform: 'platform', tenant: 'tenant', customer: 'merchant' } as const;

const ownerOf = (ctx: DashboardContext): ShareOwner => ({
  tenantId: ctx.actor.tenantId,
  roleAudience: ROLE_AUDIENCE[ctx.actor.audience],
});

async function requireOwnWidgetAndRole(ctx: DashboardContext, widgetId: string, roleId: string) {
  if (!(await findOwnRow(ctx.tx, ctx.actor.userId, widgetId))) throw AppError.notFound('Widget');
  const role = await findShareableRole(ctx.tx, ownerOf(ctx), roleId);
  if (!role) throw AppError.notFound('Role');
  return role;
}

/** The roles the share dialog offers: the ones shareWidget accepts. */
export function listShareableRoles(ctx: DashboardContext): Promise<ShareableRole[]> {
  return selectShareableRoles(ctx.tx, ownerOf(ctx));
}

export function listShares(ctx: DashboardContext): Promise<Share[]> {
  return selectShares(ctx.tx, ctx.actor.userId);
}

/** Shares a widget with a role; sharing it again changes nothing and answers the same. */
export async function shareWidget(ctx: DashboardContext, widgetId: string, roleId: string): Promise<Share> {
  const role = await requireOwnWidgetAndRole(ctx, widgetId, roleId);
  const [inserted] = await ctx.tx
    .insert(userDashboardShares)
    .values({ widgetId, roleId: role.id, ...ownerColumnsOf(ctx.actor) })
    .onConflictDoNothing()
    .returning({ widgetId: userDashboardShares.widgetId });
  const share = { widgetId: widgetId.toLowerCase(), roleId: role.id, roleName: role.name };
  if (inserted) {
    await recordOwnDashboardChange(ctx, {
      action: 'userDashboardWidget.share',
      resourceType: RESOURCE,
      resourceId: share.widgetId,
      after: share,
    });
  }
  return share;
}

/** Stops sharing; un-sharing what is not shared changes nothing and answers the same. */
export async function unshareWidget(
  ctx: DashboardContext,
  widgetId: string,
  roleId: string,
): Promise<{ widgetId: string; roleId: string }> {
  const role = await requireOwnWidgetAndRole(ctx, widgetId, roleId);
  const removed = await ctx.tx
    .delete(userDashboardShares)
    .where(and(eq(userDashboardShares.widgetId, widgetId), eq(userDashboardShares.roleId, role.id)))
    .returning({ widgetId: userDashboardShares.widgetId });
  const share = { widgetId: widgetId.toLowerCase(), roleId: role.id };
  if (removed.length > 0) {
    await recordOwnDashboardChange(ctx, {
      action: 'userDashboardWidget.unshare',
      resourceType: RESOURCE,
      resourceId: share.widgetId,
      before: { ...share, roleName: role.name },
    });
  }
  return share;
}
