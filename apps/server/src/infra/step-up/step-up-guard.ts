import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { STEP_UP_HEADER } from '@paydesk/contracts/step-up/step-up.schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOriginOf } from '../audit/audit-who';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { scopeForActor } from '../tenancy/data-scope';
import { tenantIdHeaderOf } from '../tenancy/request-scope';
import { withScope } from '../tenancy/with-scope';
import { EndpointRouteTable } from './endpoint-routes';
import { stepUpCodes } from './step-up.table';
import { auditStepUp, recordStepUpFailure, resetStepUpFailures, stepUpLockedUntil } from './step-up-failures';
import { hashStepUpCode, needsStepUp, requestDigest } from './step-up-rule';

/** What the step-up check needs of the app: the database and the declared routes. */
export interface StepUpServices {
  readonly db: Database;
  readonly routes: EndpointRouteTable;
}

export function createStepUpServices(db: Database): StepUpServices {
  return { db, routes: new EndpointRouteTable() };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent on a bare test instance: then no call asks for step-up. */
    stepUp?: StepUpServices;
  }
  interface FastifyRequest {
    /** A valid step-up code was used up for this request: its audit rows say `scaUsed`. */
    stepUpUsed?: boolean;
  }
}

/** A step-up code is 32 bytes in base64url (43 characters); anything much longer is not one. */
const MAX_CODE_LENGTH = 128;

export function stepUpRequired(): AppError {
  return new AppError(
    'STEP_UP_REQUIRED',
    'This action needs a step-up code: confirm it with your authenticator',
  );
}

export function stepUpLocked(until: Date): AppError {
  return new AppError(
    'STEP_UP_LOCKED',
    `Step-up is locked after too many failed attempts until ${until.toISOString()}`,
  );
}

/**
 * The step-up check of a declared call (register-endpoint.ts runs it after authentication, the
 * permission check and validation, before the handler). When the call needs step-up for this caller
 * (step-up-rule.ts): without a `scacode` header, 401 STEP_UP_REQUIRED with `WWW-Authenticate:
 * Bearer error="insufficient_user_authentication"` (RFC 9470). A code is used up at once, in one
 * statement (unused, unexpired, the caller's), then its session and request digest must match the
 * request actually sent (method, path, validated body): else 403 STEP_UP_INVALID, counted towards
 * the lock (403 STEP_UP_LOCKED). A used code marks the request `stepUpUsed`, which auditWho carries
 * into the action's audit rows as `scaUsed`.
 */
export async function enforceStepUp(
  services: StepUpServices,
  endpoint: AnyEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const actor = request.actor;
  if (!actor || !needsStepUp(endpoint, actor)) return;
  const header = request.headers[STEP_UP_HEADER];
  const code = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!code) {
    reply.header(
      'www-authenticate',
      'Bearer error="insufficient_user_authentication", error_description="A step-up code is required: confirm this action with your authenticator"',
    );
    throw stepUpRequired();
  }
  // A call without a declared body is digested without one, whatever a client sent along (the
  // challenge does the same).
  const digest = requestDigest(
    request.method,
    request.url,
    endpoint.body ? request.body : null,
    tenantIdHeaderOf(request),
  );
  const attempt = { actor, origin: requestOriginOf(request), action: 'stepUp.use' };
  const outcome = await withScope(services.db, scopeForActor(actor), async (tx) => {
    const locked = await stepUpLockedUntil(tx, actor.userId);
    if (locked) return { kind: 'locked' as const, until: locked };
    const [used] =
      code.length > MAX_CODE_LENGTH
        ? []
        : await tx
            .update(stepUpCodes)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(stepUpCodes.codeHash, hashStepUpCode(code)),
                isNull(stepUpCodes.usedAt),
                gt(stepUpCodes.expiresAt, sql`now()`),
                eq(stepUpCodes.userId, actor.userId),
              ),
            )
            .returning({
              grantId: stepUpCodes.grantId,
              digest: stepUpCodes.digest,
              challengeId: stepUpCodes.challengeId,
            });
    const reason = !used
      ? 'unknown, used, expired or another user’s code'
      : (used.grantId ?? null) !== (actor.grantId ?? null)
        ? 'a code of another sign-in session'
        : used.digest !== digest
          ? 'a code for another request'
          : null;
    const audited = used ? { ...attempt, challengeId: used.challengeId } : attempt;
    if (reason === null) {
      await resetStepUpFailures(tx, actor.userId);
      await auditStepUp(tx, audited, 'success');
      return { kind: 'ok' as const };
    }
    const lockedNow = await recordStepUpFailure(tx, { ...audited, reason });
    return lockedNow ? { kind: 'locked' as const, until: lockedNow } : { kind: 'invalid' as const };
  });
  if (outcome.kind === 'ok') {
    request.stepUpUsed = true;
    return;
  }
  if (outcome.kind === 'locked') throw stepUpLocked(outcome.until);
  throw new AppError(
    'STEP_UP_INVALID',
    'The step-up code is not valid for this request: it was used, expired or issued for another one',
  );
}
