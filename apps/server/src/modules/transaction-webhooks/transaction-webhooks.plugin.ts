import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
  platformTransactionWebhooks,
  webhookDestinations,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { registerFamily } from '../../infra/http/register-family';
import { storeIdempotentResult } from '../../infra/idempotency/idempotency';
import { runIdempotently } from '../../infra/idempotency/idempotent-request';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { listTransactionWebhooks, queueResend, tenantOfVisibleEvent } from './webhook-deliveries.repository';
import { destinationStatistics, destinationStatus } from './webhook-destinations.repository';
import {
  createWebhookDispatcher,
  loopbackAllowedBy,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from './webhook-dispatcher';
import { listAttempts, listDeliveries, listScope } from './webhook-lists.repository';

declare module 'fastify' {
  interface FastifyInstance {
    transactionWebhooks: { readonly dispatcher: WebhookDispatcher };
  }
}

export interface TransactionWebhooksOptions {
  readonly dispatcher?: Partial<WebhookDispatcherOptions>;
}

/**
 * Transaction webhook lists (wh/, wh2/, one transaction's and across them), the destinations' status
 * and statistics, resending an event's webhook, and the dispatcher that delivers queued webhooks in
 * the background (docs/transaction-maintenance-and-webhooks.md). The bulk resend is a transaction job
 * (transaction-jobs/webhook-resend.routes.ts).
 */
const transactionWebhooksPlugin: FastifyPluginAsync<TransactionWebhooksOptions> = async (app, options) => {
  const dispatcher = createWebhookDispatcher(app.database.db, app.log, {
    allowLoopback: loopbackAllowedBy(process.env),
    keyring: app.keyring,
    ...options.dispatcher,
  });
  app.decorate('transactionWebhooks', { dispatcher });
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', () => dispatcher.stop());

  registerWebhookCalls(app);
  registerEndpoint(app, platformTransactionWebhooks, ({ request, params }) =>
    withRequestScope(request, (tx, scope) => listTransactionWebhooks(tx, scope, params.id)),
  );
  registerEndpoint(app, webhookDestinations.status, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => destinationStatus(tx, listScope(scope, query.tenantId), query)),
  );
  registerEndpoint(app, webhookDestinations.statistics, ({ request, query }) =>
    withRequestScope(request, (tx, scope) =>
      destinationStatistics(tx, listScope(scope, query.tenantId), query),
    ),
  );
};

/** The calls both families have: the webhook lists, a transaction's webhooks, and resending an event's. */
function registerWebhookCalls(app: FastifyInstance): void {
  registerFamily(app, [crmTransactionWebhooks, merchantTransactionWebhooks], {
    deliveries: ({ request, query }) =>
      withRequestScope(request, (tx, scope) => listDeliveries(tx, listScope(scope, query.tenantId), query)),
    attempts: ({ request, query }) =>
      withRequestScope(request, (tx, scope) => listAttempts(tx, listScope(scope, query.tenantId), query)),
    webhooks: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => listTransactionWebhooks(tx, scope, params.id)),
    resendWebhook: ({ request, actor, params }) =>
      runIdempotently({
        request,
        actor,
        tenantOf: async () => {
          const scope = await requestScope(request);
          return withScope(app.database.db, scope, (tx) => tenantOfVisibleEvent(tx, scope, params.eventId));
        },
        // The answer is stored in the resend's own database transaction: queued and remembered, or neither.
        storedByRun: true,
        run: (claim) =>
          withRequestScope(request, async (tx, scope) => {
            const delivery = await queueResend(tx, scope, actor, request, params.eventId, new Date());
            if (claim) await storeIdempotentResult(tx, claim, 200, delivery);
            return delivery;
          }),
      }),
  });
}

/** Not encapsulated (fastify-plugin): the dispatcher is decorated on the app, for tests and shutdown. */
export const transactionWebhooksModule = fp(transactionWebhooksPlugin, { name: 'transaction-webhooks' });
