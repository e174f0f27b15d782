import {
  crmVirtualTerminalOptions,
  crmVirtualTerminalPayment,
  merchantVirtualTerminalOptions,
  merchantVirtualTerminalPayment,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.endpoints';
import { VIRTUAL_TERMINAL_MESSAGES as M } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { storeIdempotentResult } from '../../infra/idempotency/idempotency';
import { tenantOfMerchantInScope } from '../../infra/tenancy/merchant-in-scope';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { requestHeadersOf } from '../money';
import { runVtIdempotently } from './vt-idempotency';
import { requireVtMerchant } from './vt-merchant';
import { virtualTerminalOptions } from './vt-options';
import { takeVtPayment, type VtPaymentRequest } from './vt-payment';

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

function pay(request: FastifyRequest, actor: Actor, merchantId: string, body: VtPaymentRequest) {
  const processor = request.server.transactionActions.processor;
  return runVtIdempotently({
    request,
    actor,
    // The Idempotency-Key's tenant; a merchant out of scope has none, and the call answers 404.
    tenantOf: () => withRequestScope(request, (tx, scope) => tenantOfMerchantInScope(tx, scope, merchantId)),
    run: async (claim) => {
      try {
        return await withRequestScope(request, async (tx, scope) => {
          const merchant = await requireVtMerchant(tx, scope, merchantId, actor.mode);
          const result = await takeVtPayment(
            {
              tx,
              scope,
              actor,
              processor,
              path: request.url.split('?')[0] ?? '',
              headers: requestHeadersOf(request),
            },
            merchant,
            body,
          );
          if (claim) await storeIdempotentResult(tx, claim, 200, result);
          return result;
        });
      } catch (error) {
        // Two payments racing for one order reference: the unique key decides, the loser is told why.
        if (isUniqueViolation(error)) throw AppError.refused('ORDER_REFERENCE_TAKEN', M.orderReferenceTaken);
        throw error;
      }
    },
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
