import {
  crmVirtualTerminalOptions,
  crmVirtualTerminalPayment,
  merchantVirtualTerminalOptions,
  merchantVirtualTerminalPayment,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.endpoints';
import type { VirtualTerminalResult } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { tenantOfMerchantInScope } from '../../infra/tenancy/merchant-in-scope';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { runPaymentCreation } from '../money';
import { runVtIdempotently } from './vt-idempotency';
import { requireVtMerchant } from './vt-merchant';
import { virtualTerminalOptions } from './vt-options';
import { createVtPayment, type VtPaymentRequest } from './vt-payment';

/**
 * The virtual terminal: card-not-present payments keyed in by staff, through the processor the
 * transaction actions use (`app.transactionActions.processor`, the simulator unless an adapter is
 * configured). Fastify's request log records method and URL only, never a body, so the card number
 * and CVC of a request are not logged; the error handler logs an error's code, never the input.
 */
export const virtualTerminalModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, crmVirtualTerminalPayment, ({ request, actor, body }) =>
    pay(request, actor, body.merchantId, body),
  );
  registerEndpoint(app, merchantVirtualTerminalPayment, ({ request, actor, body }) =>
    // A merchant user pays for its own merchant; its scope is narrowed to it anyway.
    pay(request, actor, ownMerchant(actor), body),
  );
  registerEndpoint(app, crmVirtualTerminalOptions, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => virtualTerminalOptions(tx, scope, query.merchantId)),
  );
  registerEndpoint(app, merchantVirtualTerminalOptions, ({ request, actor }) =>
    withRequestScope(request, (tx, scope) => virtualTerminalOptions(tx, scope, ownMerchant(actor))),
  );
};

/** A merchant user's own merchant; one without a merchant names none (its calls answer 404). */
function ownMerchant(actor: Actor): string {
  return actor.merchantId ?? '00000000-0000-0000-0000-000000000000';
}

/**
 * The payment runs through the money kernel (runPaymentCreation): committed as Pending with its
 * authorisation as a pending operation, then the processor is called, then the answer recorded
 * (docs/transactions.md "Pending operations"). A failure after the call leaves the payment Pending
 * and the Idempotency-Key in flight until the outcome is recorded (by the reconciler if need be);
 * a retry under the key then replays it.
 */
function pay(request: FastifyRequest, actor: Actor, merchantId: string, body: VtPaymentRequest) {
  const processor = request.server.transactionActions.processor;
  const path = request.url.split('?')[0] ?? '';
  return runVtIdempotently({
    request,
    actor,
    // The Idempotency-Key's tenant; a merchant out of scope has none, and the call answers 404.
    tenantOf: () => withRequestScope(request, (tx, scope) => tenantOfMerchantInScope(tx, scope, merchantId)),
    run: async (claim) => {
      const answer = await runPaymentCreation({ request, actor, processor, claim }, async (tx, scope) => {
        const merchant = await requireVtMerchant(tx, scope, merchantId, actor.mode);
        return createVtPayment({ tx, scope, actor, path }, merchant, body);
      });
      // The answer vt-payment-outcome.ts gives (the Idempotency-Key stores the same).
      return answer as VirtualTerminalResult;
    },
  });
}
