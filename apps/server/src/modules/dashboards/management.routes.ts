import * as management from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import {
  assignRoleWidgets,
  assignTenantWidgets,
  listRoleWidgets,
  managedCatalogue,
  roleAssignable,
  tenantAssignable,
} from './assignment.service';
import { groupByCategory, listCategoryRows } from './catalogue.repository';
import {
  createCategory,
  createWidget,
  deleteCategory,
  deleteWidget,
  renameCategory,
  updateWidget,
} from './catalogue.service';
import { inDashboardScope } from './dashboard-context';

/** Dashboard management, calls 1–16 (docs/dashboards.md "The calls"). */
export function registerManagementRoutes(app: FastifyInstance): void {
  const deleted = { deleted: true as const };

  registerEndpoint(app, management.assignTenantWidgets, ({ request, actor, params, body }) =>
    inDashboardScope(request, actor, (ctx) => assignTenantWidgets(ctx, params.tenantId, body.widgetsIds)),
  );
  registerEndpoint(app, management.assignRoleWidgets, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => assignRoleWidgets(ctx, body)),
  );
  registerEndpoint(app, management.listRoleWidgets, async ({ request, actor, query }) => ({
    items: await inDashboardScope(request, actor, (ctx) => listRoleWidgets(ctx, query.tenantId)),
  }));
  registerEndpoint(app, management.listCategories, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, (ctx) => listCategoryRows(ctx.tx)),
  }));
  registerEndpoint(app, management.createCategory, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => createCategory(ctx, body)),
  );
  registerEndpoint(app, management.updateCategory, ({ request, actor, params, body }) =>
    inDashboardScope(request, actor, (ctx) => renameCategory(ctx, params.categoryId, body)),
  );
  registerEndpoint(app, management.deleteCategory, async ({ request, actor, params }) => {
    await inDashboardScope(request, actor, (ctx) => deleteCategory(ctx, params.categoryId));
    return deleted;
  });
  registerEndpoint(app, management.createWidget, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => createWidget(ctx, body)),
  );
  registerEndpoint(app, management.updateWidget, ({ request, actor, params, body }) =>
    inDashboardScope(request, actor, (ctx) => updateWidget(ctx, params, body)),
  );
  registerEndpoint(app, management.deleteWidget, async ({ request, actor, params }) => {
    await inDashboardScope(request, actor, (ctx) => deleteWidget(ctx, params));
    return deleted;
  });
  registerEndpoint(app, management.listWidgets, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, managedCatalogue),
  }));
  registerEndpoint(app, management.listWidgetsByCategory, async ({ request, actor }) => ({
    items: await inDashboardScope(request, actor, async (ctx) =>
      groupByCategory(ctx.tx, await managedCatalogue(ctx)),
    ),
  }));
  registerEndpoint(app, management.tenantAssignableWidgets, ({ request, actor, params }) =>
    inDashboardScope(request, actor, (ctx) => tenantAssignable(ctx, params.tenantId)),
  );
  registerEndpoint(app, management.tenantRoleAssignableWidgets, ({ request, actor, query }) =>
    inDashboardScope(request, actor, (ctx) => roleAssignable(ctx, query.roleId, 'crm')),
  );
  registerEndpoint(app, management.merchantRoleAssignableWidgets, ({ request, actor, query }) =>
    inDashboardScope(request, actor, (ctx) => roleAssignable(ctx, query.roleId, 'merchant')),
  );
  registerEndpoint(app, management.assignTenantRoleWidgets, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => assignRoleWidgets(ctx, body, 'crm')),
  );
  registerEndpoint(app, management.assignMerchantRoleWidgets, ({ request, actor, body }) =>
    inDashboardScope(request, actor, (ctx) => assignRoleWidgets(ctx, body, 'merchant')),
  );
}
