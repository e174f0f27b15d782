import type { ErrorBody } from '@paydesk/contracts/http/errors';
import { maskCardNumber } from '@paydesk/contracts/transactions/transaction.model';
import { cardDigits } from '@paydesk/contracts/virtual-terminal/card-checks';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/http/app-error';
import { requestScope } from '../../infra/tenancy/request-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import {
  claimIdempotencyKey,
  type IdempotencyClaim,
  releaseIdempotencyKey,
  requestHash,
  storeIdempotentResult,
} from '../transactions/idempotency';

/**
 * Idempotency-Key for the virtual terminal, with the money actions' rules (docs/transactions.md:
 * per tenant, 24 h, 422 for another request, 409 while in flight, a stored 200 or 409 replayed) and
 * one difference: the request hash never covers the card number or the CVC. A sha256 of a body
 * holding the number could be reversed by trying the few million numbers that fit its BIN and last
 * four, so the hash covers the body with the number replaced by its mask and the CVC left out. Only
 * the answer (which holds the mask) is stored.
 */

export function cardSafeBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { cardNumber, cvc: _cvc, ...rest } = body as Record<string, unknown>;
  return { ...rest, card: typeof cardNumber === 'string' ? maskCardNumber(cardDigits(cardNumber)) : null };
}

export async function runVtIdempotently<T>(options: {
  readonly request: FastifyRequest;
  readonly actor: Actor;
  /** The merchant's tenant; null when the merchant is not visible (the call then answers 404). */
  readonly tenantOf: () => Promise<string | null>;
  /** Runs the payment and stores its answer under `claim` in the payment's own transaction. */
  readonly run: (claim: IdempotencyClaim | null) => Promise<T>;
}): Promise<T> {
  const { request, actor } = options;
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return options.run(null);
  const tenantId = await options.tenantOf();
  if (!tenantId) return options.run(null);
  const db = request.server.database.db;
  const scope = await requestScope(request);
  const hash = requestHash({
    userId: actor.userId,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    body: cardSafeBody(request.body),
  });
  const start = await claimIdempotencyKey(db, scope, { tenantId, key, requestHash: hash });
  if (start.kind === 'replay') {
    if (start.statusCode >= 200 && start.statusCode < 300) return start.response as T;
    throw AppError.conflict(
      (start.response as ErrorBody | null)?.error?.message ?? 'The request was refused',
    );
  }
  const { claim } = start;
  try {
    return await options.run(claim);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      await withScope(db, scope, (tx) => storeIdempotentResult(tx, claim, error.status, body));
    } else {
      await releaseIdempotencyKey(db, scope, claim).catch((releaseError: unknown) =>
        request.log.error({ err: releaseError }, 'could not free an Idempotency-Key'),
      );
    }
    throw error;
  }
}
