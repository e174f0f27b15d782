import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  TRANSACTION_ACTION_MESSAGES,
} from '@paydesk/contracts/transactions/transaction.model';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import type { DataScope } from '../tenancy/data-scope';
import { type ScopedTx, withScope } from '../tenancy/with-scope';
import { idempotencyKeys } from './idempotency.table';

/**
 * Idempotency-Key for the money actions (docs/transactions.md "Money actions"). A key is scoped per
 * tenant (the transaction's) and kept IDEMPOTENCY_KEY_TTL_HOURS. The stored request hash covers the
 * caller, the call and its body, so the same key from another user, on another transaction or with
 * another body never replays someone else's answer: it is refused with 422.
 */

/**
 * An InFlight key older than this belongs to a request that died without cleaning up (a crash
 * between claiming the key and finishing): the same request may take it over. Far longer than any
 * action runs (the processor call included).
 */
export const IN_FLIGHT_LEASE_SECONDS = 120;

/** An InFlight key whose money operation is still pending: kept until the operation's outcome answers it. */
const awaitingOperation = sql`(${idempotencyKeys.state} = 'InFlight' and ${idempotencyKeys.operationId} is not null)`;

export interface IdempotencyClaim {
  readonly tenantId: string;
  readonly key: string;
  readonly requestHash: string;
}

export type IdempotencyStart =
  | { readonly kind: 'claimed'; readonly claim: IdempotencyClaim }
  | { readonly kind: 'replay'; readonly statusCode: number; readonly response: unknown };

/** JSON with object keys sorted at every depth, so `{a,b}` and `{b,a}` hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(request: {
  readonly userId: string;
  readonly method: string;
  /** The path with the transaction id, without the query string. */
  readonly path: string;
  readonly body: unknown;
}): string {
  const text = [request.userId, request.method.toUpperCase(), request.path, canonicalJson(request.body)].join(
    '\n',
  );
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Claims `key` for this request in its own short transaction, before the action runs: a fresh key
 * (or an expired one, or this request's own abandoned one) becomes InFlight and is ours; otherwise
 * the stored row decides: another request → 422, the same one still running → 409, the same one
 * done → replay its stored answer.
 */
export async function claimIdempotencyKey(
  db: Database,
  scope: DataScope,
  request: IdempotencyClaim,
): Promise<IdempotencyStart> {
  return withScope(db, scope, async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        tenantId: request.tenantId,
        key: request.key,
        requestHash: request.requestHash,
        state: 'InFlight',
        createdAt: sql`now()`,
        expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.tenantId, idempotencyKeys.key],
        set: {
          requestHash: request.requestHash,
          state: 'InFlight',
          statusCode: null,
          response: null,
          operationId: null,
          createdAt: sql`now()`,
          expiresAt: sql`excluded.expires_at`,
        },
        // A key waiting for a pending money operation is never taken over: the processor may have
        // acted on it, and only recording that operation's outcome answers the key.
        setWhere: sql`(${idempotencyKeys.expiresAt} <= now() and not ${awaitingOperation})
          or (${idempotencyKeys.state} = 'InFlight'
          and ${idempotencyKeys.operationId} is null
          and ${idempotencyKeys.requestHash} = excluded.request_hash
          and ${idempotencyKeys.createdAt} <= now() - make_interval(secs => ${IN_FLIGHT_LEASE_SECONDS}))`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed', claim: request };
    const [existing] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, request.tenantId), eq(idempotencyKeys.key, request.key)));
    // The row is there (the insert conflicted on it, and nothing deletes an unexpired key).
    if (!existing || existing.requestHash !== request.requestHash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', TRANSACTION_ACTION_MESSAGES.idempotencyMismatch);
    if (existing.state === 'InFlight')
      throw new AppError('ACTION_IN_FLIGHT', TRANSACTION_ACTION_MESSAGES.inFlight);
    return { kind: 'replay', statusCode: existing.statusCode ?? 200, response: existing.response };
  });
}

/** Stores the answer to replay (in the action's own transaction where there is one, so both commit or neither). */
export async function storeIdempotentResult(
  tx: ScopedTx,
  claim: IdempotencyClaim,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'Done', statusCode, response })
    .where(
      and(
        eq(idempotencyKeys.tenantId, claim.tenantId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.requestHash, claim.requestHash),
      ),
    );
}

/**
 * Points the InFlight key at the money operation committed as pending with it (in the same database
 * transaction): from then on the key is answered only by recording that operation's outcome.
 */
export async function attachOperation(
  tx: ScopedTx,
  claim: IdempotencyClaim,
  operationId: string,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ operationId })
    .where(
      and(
        eq(idempotencyKeys.tenantId, claim.tenantId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.requestHash, claim.requestHash),
      ),
    );
}

/**
 * Frees a key whose request failed unexpectedly, so a retry runs the action instead of waiting. A key
 * waiting for a pending money operation stays: a retry must not run the processor call again.
 */
export async function releaseIdempotencyKey(
  db: Database,
  scope: DataScope,
  claim: IdempotencyClaim,
): Promise<void> {
  await withScope(db, scope, (tx) =>
    tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, claim.tenantId),
          eq(idempotencyKeys.key, claim.key),
          eq(idempotencyKeys.requestHash, claim.requestHash),
          eq(idempotencyKeys.state, 'InFlight'),
          isNull(idempotencyKeys.operationId),
        ),
      ),
  );
}

/** Deletes up to `limit` expired keys (oldest first); answers how many. */
export async function deleteExpiredIdempotencyKeys(tx: ScopedTx, limit: number): Promise<number> {
  const expired = tx
    .select({ tenantId: idempotencyKeys.tenantId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(lte(idempotencyKeys.expiresAt, sql`now()`), sql`not ${awaitingOperation}`))
    .orderBy(idempotencyKeys.expiresAt)
    .limit(limit);
  const deleted = await tx
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.tenantId}, ${idempotencyKeys.key}) in ${expired}`)
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
