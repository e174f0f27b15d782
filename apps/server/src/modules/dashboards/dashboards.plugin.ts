import { pipelineWidget, webhookStatusWidget } from '@paydesk/contracts/dashboards/widget-data.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { inDashboardScope } from './dashboard-context';
import { registerManagementRoutes } from './management.routes';
import { registerUserDashboardRoutes } from './user-dashboard.routes';
import { pipelineData, webhookStatusData } from './widget-data.service';

/**
 * Dashboards (issue 18; docs/dashboards.md): the widget catalogue and its assignment, each user's
 * dashboard, and the two widget data sources that read other modules (webhook status, pipeline).
 * The chart and summary data sources are the reports'.
 */
export const dashboardsModule: FastifyPluginAsync = async (app) => {
  registerManagementRoutes(app);
  registerUserDashboardRoutes(app);
  registerEndpoint(app, webhookStatusWidget, ({ request, actor, query }) =>
    inDashboardScope(request, actor, (ctx) => webhookStatusData(ctx, query.Customer)),
  );
  registerEndpoint(app, pipelineWidget, ({ request, actor, query }) =>
    inDashboardScope(request, actor, (ctx) => pipelineData(ctx, query.Customer)),
  );
};
