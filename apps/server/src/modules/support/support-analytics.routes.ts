import { supportAnalytics } from '@paydesk/contracts/support/support-analytics.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { callerOf } from './caller';
import { supportAnalyticsReport } from './support-analytics';

/** The support analytics report's call (docs/support-analytics.md), registered by the desk's plugin. */
export function registerSupportAnalyticsCalls(app: FastifyInstance): void {
  registerEndpoint(app, supportAnalytics, async ({ request, query }) => {
    const caller = await callerOf(request);
    return withRequestScope(request, (tx, scope) => supportAnalyticsReport(tx, scope, caller, query));
  });
}
