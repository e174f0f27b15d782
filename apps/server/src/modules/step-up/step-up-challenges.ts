import { randomBytes, randomUUID } from 'node:crypto';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import type { StepUpChallengeInput } from '@paydesk/contracts/step-up/step-up.schemas';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestOrigin } from '../../infra/audit/audit-who';
import type { Actor } from '../../infra/auth/actor';
import type { Keyring } from '../../infra/crypto/keyring';
import { roles, users } from '../../infra/db/schema';
import { AppError, type FieldMessage } from '../../infra/errors/app-error';
import { stepUpChallenges, stepUpCodes, stepUpEnrolments } from '../../infra/step-up/step-up.table';
import {
  auditStepUp,
  recordStepUpFailure,
  resetStepUpFailures,
  stepUpLockedUntil,
} from '../../infra/step-up/step-up-failures';
import type { StepUpServices } from '../../infra/step-up/step-up-guard';
import { stepUpLocked } from '../../infra/step-up/step-up-guard';
import { hashStepUpCode, needsStepUp, requestDigest, STEP_UP_LIMITS } from '../../infra/step-up/step-up-rule';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { openStepUpSecret } from './step-up-secrets';
import { matchTotpStep } from './totp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Starts a step-up for the request the user is about to send: finds its declaration (404 for no
 * route), checks the caller may call it (403) and that it needs step-up for them, validates its path
 * parameters and body as the call itself will, and stores the digest of what will be sent.
 */
export async function createChallenge(services: StepUpServices, actor: Actor, input: StepUpChallengeInput) {
  const found = services.routes.find(input.method, input.path);
  if (!found) throw AppError.notFound(`Route ${input.method} ${input.path}`);
  const { endpoint } = found;
  if (!endpoint.public) {
    if (!endpoint.audiences.includes(actor.audience)) throw AppError.forbidden();
    if (endpoint.permissions && !holdsAny([...actor.permissions], endpoint.permissions))
      throw AppError.forbidden();
  }
  if (!needsStepUp(endpoint, actor))
    throw AppError.refused(
      'STEP_UP_NOT_NEEDED',
      'This request does not need a step-up code: send it as it is',
    );
  const params = parseOrRefuse(endpoint.params, found.params, 'params');
  const body = endpoint.body ? parseOrRefuse(endpoint.body, jsonOf(input.body), 'body.body') : null;
  const digest = requestDigest(input.method, input.path, body, input.tenantId);
  return withScope(services.db, scopeForActor(actor), async (tx) => {
    const locked = await stepUpLockedUntil(tx, actor.userId);
    if (locked) throw stepUpLocked(locked);
    if (!(await enrolledSecret(tx, actor.userId)))
      throw AppError.refused(
        'STEP_UP_NOT_ENROLLED',
        'Enrol an authenticator app in your profile settings first',
      );
    await tx
      .delete(stepUpChallenges)
      .where(
        and(
          eq(stepUpChallenges.userId, actor.userId),
          lt(stepUpChallenges.expiresAt, sql`now() - interval '1 day'`),
        ),
      );
    const summary = await summaryOf(tx, endpoint, params, body);
    const [challenge] = await tx
      .insert(stepUpChallenges)
      .values({
        id: randomUUID(),
        userId: actor.userId,
        grantId: actor.grantId ?? null,
        digest,
        summary,
        expiresAt: sql`now() + make_interval(secs => ${STEP_UP_LIMITS.challengeSeconds})`,
      })
      .returning({ id: stepUpChallenges.id, expiresAt: stepUpChallenges.expiresAt });
    if (!challenge) throw new Error('The challenge was not stored');
    return { challengeId: challenge.id, summary, expiresAt: challenge.expiresAt.toISOString() };
  });
}

/**
 * Confirms a challenge with the authenticator's code: the code must be of the current or previous
 * step and of a step not used before. A success gives a one-time step-up code (32 random bytes,
 * base64url; stored as SHA-256) for 120 seconds, bound to the user, session and request digest. A
 * failure counts towards the lock; every attempt is audited.
 */
export async function confirmChallenge(
  services: StepUpServices,
  keyring: Keyring,
  actor: Actor,
  origin: RequestOrigin,
  challengeId: string,
  code: string,
) {
  const attempt = { actor, origin, action: 'stepUp.confirm', challengeId };
  const outcome = await withScope(services.db, scopeForActor(actor), async (tx) => {
    const [challenge] = UUID.test(challengeId)
      ? await tx
          .select({
            digest: stepUpChallenges.digest,
            grantId: stepUpChallenges.grantId,
            live: sql<boolean>`${stepUpChallenges.expiresAt} > now() and ${stepUpChallenges.confirmedAt} is null`,
          })
          .from(stepUpChallenges)
          .where(and(eq(stepUpChallenges.id, challengeId), eq(stepUpChallenges.userId, actor.userId)))
      : [];
    if (!challenge) return { kind: 'notFound' as const };
    const locked = await stepUpLockedUntil(tx, actor.userId);
    if (locked) return { kind: 'locked' as const, until: locked };
    const enrolment = await enrolledSecret(tx, actor.userId);
    if (!enrolment) return { kind: 'notEnrolled' as const };
    const fail = async (reason: string) => {
      const lockedNow = await recordStepUpFailure(tx, { ...attempt, reason });
      return lockedNow ? { kind: 'locked' as const, until: lockedNow } : { kind: 'invalid' as const };
    };
    if (!challenge.live) return fail('the challenge expired or was confirmed already');
    if ((challenge.grantId ?? null) !== (actor.grantId ?? null))
      return fail('a challenge of another sign-in session');
    const secret = await openStepUpSecret(tx, keyring, actor.tenantId, enrolment.secret);
    const step = matchTotpStep(secret, code, enrolment.lastUsedStep);
    if (step === null) return fail('a wrong or already used authenticator code');
    // The step is taken in the same statement that checks it is newer: two confirmations with one
    // code at once cannot both pass.
    const taken = await tx
      .update(stepUpEnrolments)
      .set({ lastUsedStep: step, failures: 0, updatedAt: sql`now()` })
      .where(
        and(
          eq(stepUpEnrolments.userId, actor.userId),
          sql`(${stepUpEnrolments.lastUsedStep} is null or ${stepUpEnrolments.lastUsedStep} < ${step})`,
        ),
      )
      .returning({ step: stepUpEnrolments.lastUsedStep });
    if (taken.length === 0) return fail('an authenticator code already used');
    const confirmed = await tx
      .update(stepUpChallenges)
      .set({ confirmedAt: sql`now()` })
      .where(and(eq(stepUpChallenges.id, challengeId), isNull(stepUpChallenges.confirmedAt)))
      .returning({ id: stepUpChallenges.id });
    if (confirmed.length === 0) return fail('the challenge was confirmed already');
    const scaCode = randomBytes(32).toString('base64url');
    const [stored] = await tx
      .insert(stepUpCodes)
      .values({
        codeHash: hashStepUpCode(scaCode),
        userId: actor.userId,
        grantId: actor.grantId ?? null,
        digest: challenge.digest,
        challengeId,
        expiresAt: sql`now() + make_interval(secs => ${STEP_UP_LIMITS.codeSeconds})`,
      })
      .returning({ expiresAt: stepUpCodes.expiresAt });
    await resetStepUpFailures(tx, actor.userId);
    await auditStepUp(tx, attempt, 'success');
    return {
      kind: 'ok' as const,
      code: { scaCode, expiresAt: (stored?.expiresAt ?? new Date()).toISOString() },
    };
  });
  if (outcome.kind === 'ok') return outcome.code;
  if (outcome.kind === 'notFound') throw AppError.notFound('Challenge');
  if (outcome.kind === 'locked') throw stepUpLocked(outcome.until);
  if (outcome.kind === 'notEnrolled')
    throw AppError.refused(
      'STEP_UP_NOT_ENROLLED',
      'Enrol an authenticator app in your profile settings first',
    );
  throw AppError.refused(
    'STEP_UP_INVALID',
    'The code is not valid: check the authenticator app and start again',
  );
}

/** The user's confirmed secret as stored (encrypted) and last used step, when they are enrolled. */
export async function enrolledSecret(tx: ScopedTx, userId: string) {
  const [row] = await tx
    .select({
      secret: stepUpEnrolments.secret,
      keyId: stepUpEnrolments.secretKeyId,
      lastUsedStep: stepUpEnrolments.lastUsedStep,
    })
    .from(stepUpEnrolments)
    .where(eq(stepUpEnrolments.userId, userId));
  return row?.secret
    ? { secret: { value: row.secret, keyId: row.keyId }, lastUsedStep: row.lastUsedStep }
    : null;
}

function jsonOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.validation([{ field: 'body.body', message: 'Send the body as JSON text' }]);
  }
}

function parseOrRefuse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: FieldMessage[] = result.error.issues.map((issue) => ({
    field: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw AppError.validation(details);
}

/**
 * A plain sentence of what is confirmed: the declaration's summary up to its first clause, in the
 * imperative ("Deactivates a tenant staff member …" → "Deactivate a tenant staff member"), and the
 * target: the user's e-mail or the role's name the path names (read in the caller's scope), else
 * the e-mail or name in the body. Never a secret: only those fields are read.
 */
async function summaryOf(
  tx: ScopedTx,
  endpoint: AnyEndpoint,
  params: unknown,
  body: unknown,
): Promise<string> {
  const clause = (endpoint.summary.split(/[:;(]| — /)[0] ?? endpoint.summary).trim();
  // "Activates or deactivates a user" → "Activate or deactivate a user", then the one the body asks.
  const imperative = clause.replace(/^(\w+)s\b/, '$1').replace(/\bor (\w+)s\b/, 'or $1');
  const active = (body as { isActive?: unknown } | null)?.isActive;
  const action =
    typeof active === 'boolean'
      ? imperative.replace(/^Activate or deactivate\b/, active ? 'Activate' : 'Deactivate')
      : imperative;
  const target = await targetOf(tx, params, body);
  return target ? `${action}: ${target}` : action;
}

async function targetOf(tx: ScopedTx, params: unknown, body: unknown): Promise<string | null> {
  const p = (params ?? {}) as Record<string, unknown>;
  for (const id of [p.userId, p.id]) {
    if (typeof id !== 'string' || !UUID.test(id)) continue;
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (user) return user.email;
    const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, id));
    if (role) return `role ${role.name}`;
  }
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.email === 'string') return b.email;
  if (typeof b.name === 'string') return b.name;
  return null;
}
