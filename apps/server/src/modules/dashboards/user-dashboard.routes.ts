import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { availableWidgets } from './assignment.service';
import { inDashboardScope } from './dashboard-context';
import {
  addPersonalWidget,
  clonePersonalWidget,
  deletePersonalWidget,
  editPersonalWidgets,
} from './personal-widgets.service';
import { listShareableRoles, listShares, shareWidget, unshareWidget } from './shares.service';
import {
  createUserCategory,
  deleteUserCategory,
  listUserCategories,
  updateUserCategory,
} from './user-categories.service';
import {
  baseWidgetsOf,
  userDashboard as dashboardOf,
  ownWidgets,
  userCategoryWidgets,
} from './user-dashboard.service';

/** The signed-in user's dashboard and personal dashboard, calls 17–32 (docs/dashboards.md "The calls"). */
export function registerUserDashboardRoutes(app: FastifyInstance): void {
  const deleted = { deleted: true as const };

  registerEndpoint(app, userDashboard.getUserDashboard, ({ request, actor }) =>
    inDashboardScope(request, actor, dashboardOf),
  );
  registerEndpoint(app, userDashboard.listPersonalWidgets, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, ownWidgets),
  }));
  registerEndpoint(app, userDashboard.addPersonalWidget, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => addPersonalWidget(ctx, body)),
  );
  registerEndpoint(app, userDashboard.editPersonalWidgets, async ({ request, actor, body }) => ({
    items: await inDashboardScope(request, actor, (ctx) => editPersonalWidgets(ctx, body.widgets)),
  }));
  registerEndpoint(app, userDashboard.clonePersonalWidget, ({ request, actor, params }) =>
    inDashboardScope(request, actor, (ctx) => clonePersonalWidget(ctx, params.id)),
  );
  registerEndpoint(app, userDashboard.deletePersonalWidget, async ({ request, actor, params }) => {
    await inDashboardScope(request, actor, (ctx) => deletePersonalWidget(ctx, params.id));
    return deleted;
  });
  registerEndpoint(app, userDashboard.listShares, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, listShares),
  }));
  registerEndpoint(app, userDashboard.listShareableRoles, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, listShareableRoles),
  }));
  registerEndpoint(app, userDashboard.sharePersonalWidget, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => shareWidget(ctx, body.widgetId, body.roleId)),
  );
  registerEndpoint(app, userDashboard.unsharePersonalWidget, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => unshareWidget(ctx, body.widgetId, body.roleId)),
  );
  registerEndpoint(app, userDashboard.createUserCategory, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => createUserCategory(ctx, body)),
  );
  registerEndpoint(app, userDashboard.updateUserCategory, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => updateUserCategory(ctx, body)),
  );
  registerEndpoint(app, userDashboard.deleteUserCategory, async ({ request, actor, params }) => {
    await inDashboardScope(request, actor, (ctx) => deleteUserCategory(ctx, params.id));
    return deleted;
  });
  registerEndpoint(app, userDashboard.listAvailableWidgets, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, availableWidgets),
  }));
  registerEndpoint(app, userDashboard.listUserCategories, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, listUserCategories),
  }));
  registerEndpoint(app, userDashboard.getUserCategoryWidgets, ({ request, actor, params }) =>
    inDashboardScope(request, actor, (ctx) => userCategoryWidgets(ctx, params.id)),
  );
  registerEndpoint(app, userDashboard.listBaseWidgets, async ({ request, actor, params }) => ({
    items: await inDashboardScope(request, actor, (ctx) => baseWidgetsOf(ctx, params.id)),
  }));
}
