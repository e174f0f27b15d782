import { maskCardNumber } from '@paydesk/contracts/transactions/transaction.model';
import { cardDigits } from '@paydesk/contracts/virtual-terminal/card-checks';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import type { IdempotencyClaim } from '../../infra/idempotency/idempotency';
import { runIdempotently } from '../../infra/idempotency/idempotent-request';

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

export function runVtIdempotently<T>(options: {
  readonly request: FastifyRequest;
  readonly actor: Actor;
  /** The merchant's tenant; null when the merchant is not visible (the call then answers 404). */
  readonly tenantOf: () => Promise<string | null>;
  /** Runs the payment and stores its answer under `claim` in the payment's own transaction. */
  readonly run: (claim: IdempotencyClaim | null) => Promise<T>;
}): Promise<T> {
  // storedByRun: the payment stores its (masked) answer in its own transaction, never the body.
  return runIdempotently({ ...options, storedByRun: true, hashBody: cardSafeBody });
}
