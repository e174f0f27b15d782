import { alertCalls, alertRuleCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import { ALERT_TYPES } from '@paydesk/contracts/alerts/alert.schemas';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { createRule, deleteRule, getRule, listRules, updateRule } from './alert-rules.service';
import { type AlertWorker, createAlertWorker } from './alert-worker';
import { acknowledgeAlert, getAlert, listAlerts } from './alerts.repository';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: { readonly worker: AlertWorker };
  }
}

/**
 * Alerts (issue 19; docs/alerts.md): the alert lists at the three levels, one alert, acknowledging
 * it, the alert types, the rules of the decline and pending ratio settings, and the worker that
 * evaluates the rules every ALERT_EVALUATION_SECONDS from the minute rollup.
 */
const alertsPlugin: FastifyPluginAsync = async (app) => {
  const worker = createAlertWorker(app.database.db, app.log, app.config.alertEvaluationSeconds * 1000);
  app.decorate('alerts', { worker });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());

  const readOnly = { accessMode: 'read only' } as const;
  registerEndpoint(app, alertCalls.merchantList, ({ request, query }) =>
    withRequestScope(
      request,
      (tx, scope) => listAlerts(tx, scope, query, { operator: false, platform: false }),
      readOnly,
    ),
  );
  registerEndpoint(app, alertCalls.tenantList, ({ request, query }) =>
    withRequestScope(
      request,
      (tx, scope) => listAlerts(tx, scope, query, { operator: true, platform: false }),
      readOnly,
    ),
  );
  registerEndpoint(app, alertCalls.platformList, ({ request, query }) =>
    withRequestScope(
      request,
      (tx, scope) => listAlerts(tx, scope, query, { operator: true, platform: true }),
      readOnly,
    ),
  );
  registerEndpoint(app, alertCalls.types, async () => [...ALERT_TYPES]);
  registerEndpoint(app, alertCalls.get, ({ request, params }) =>
    withRequestScope(request, (tx, scope) => getAlert(tx, scope, params.id), readOnly),
  );
  registerEndpoint(app, alertCalls.platformGet, ({ request, params }) =>
    withRequestScope(request, (tx, scope) => getAlert(tx, scope, params.alertId, params.tenantId), readOnly),
  );
  registerEndpoint(app, alertCalls.acknowledge, ({ request, actor, params }) =>
    withRequestScope(request, (tx, scope) => acknowledgeAlert(tx, scope, actor, params.id)),
  );

  registerEndpoint(app, alertRuleCalls.list, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listRules(tx, scope, query.tenantId), readOnly),
  );
  registerEndpoint(app, alertRuleCalls.create, ({ request, actor, body }) =>
    withRequestScope(request, (tx, scope) => createRule(tx, scope, body, { actor, request })),
  );
  registerEndpoint(app, alertRuleCalls.get, ({ request, params }) =>
    withRequestScope(request, (tx, scope) => getRule(tx, scope, params.ruleId), readOnly),
  );
  registerEndpoint(app, alertRuleCalls.update, ({ request, actor, params, body }) =>
    withRequestScope(request, (tx, scope) => updateRule(tx, scope, params.ruleId, body, { actor, request })),
  );
  registerEndpoint(app, alertRuleCalls.delete, ({ request, actor, params }) =>
    withRequestScope(request, (tx, scope) => deleteRule(tx, scope, params.ruleId, { actor, request })),
  );
};

/** Not encapsulated (fastify-plugin): the worker is decorated on the app, for tests and shutdown. */
export const alertsModule = fp(alertsPlugin, { name: 'alerts' });
