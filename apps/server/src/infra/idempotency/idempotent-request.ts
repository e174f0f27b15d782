import { type ErrorBody, isErrorCode } from '@paydesk/contracts/http/errors';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor';
import { AppError } from '../errors/app-error';
import { requestScope } from '../tenancy/request-scope';
import { withScope } from '../tenancy/with-scope';
import {
  claimIdempotencyKey,
  type IdempotencyClaim,
  releaseIdempotencyKey,
  requestHash,
  storeIdempotentResult,
} from './idempotency';

/**
 * Runs an action call under its optional Idempotency-Key (docs/transactions.md "Money actions"):
 * claim the key first, then run; a 2xx answer and a 409 refusal of the state (the state machine's
 * ACTION_REFUSED or a feature's own code) are stored for replay, any other failure frees the key so a retry can run. Without a key, or when the
 * transaction is not visible (the call then answers 404), the action just runs.
 */
export async function runIdempotently<T>(options: {
  readonly request: FastifyRequest;
  readonly actor: Actor;
  /** The tenant the key belongs to: the transaction's; null when none is visible. */
  readonly tenantOf: () => Promise<string | null>;
  /** True when `run` stores its answer in its own database transaction (single actions). */
  readonly storedByRun: boolean;
  /**
   * The body the request hash covers, when it must not be the body as sent (the virtual terminal
   * masks the card number: a hash over the full number could be reversed). The request body itself
   * when unset.
   */
  readonly hashBody?: (body: unknown) => unknown;
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
    body: options.hashBody ? options.hashBody(request.body) : request.body,
  });
  const start = await claimIdempotencyKey(db, scope, { tenantId, key, requestHash: hash });
  if (start.kind === 'replay') return replay<T>(start.statusCode, start.response);
  const { claim } = start;
  let result: T;
  try {
    result = await options.run(claim);
  } catch (error) {
    // A refusal of the state (the state machine's, or another refusal of the action) is the key's
    // answer: a retry under the key is refused the same way, never run again.
    if (isStateRefusal(error)) {
      const body: ErrorBody = { error: { code: error.code, message: error.message } };
      await withScope(db, scope, (tx) => storeIdempotentResult(tx, claim, error.status, body));
    } else {
      await releaseIdempotencyKey(db, scope, claim).catch((releaseError: unknown) =>
        request.log.error({ err: releaseError }, 'could not free an Idempotency-Key'),
      );
    }
    throw error;
  }
  if (!options.storedByRun) await withScope(db, scope, (tx) => storeIdempotentResult(tx, claim, 200, result));
  return result;
}

/**
 * Whether a failure is the key's final answer: any 409 (so a refusal a feature codes later is stored
 * without touching this list), except that another request still holds a key, which says nothing
 * about the state and must let a retry run once that request is done.
 */
function isStateRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.status === 409 && error.code !== 'ACTION_IN_FLIGHT';
}

function replay<T>(statusCode: number, response: unknown): T {
  if (statusCode >= 200 && statusCode < 300) return response as T;
  // A stored refusal answers again with its own code (ACTION_REFUSED for the state machine's, the
  // feature's for another); CONFLICT only for a stored answer without a known code.
  const stored = (response as ErrorBody | null)?.error;
  const message = stored?.message ?? 'The request was refused';
  throw new AppError(isErrorCode(stored?.code) ? stored.code : 'CONFLICT', message);
}
