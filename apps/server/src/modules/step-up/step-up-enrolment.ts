import { eq, sql } from 'drizzle-orm';
import type { RequestOrigin } from '../../infra/audit/audit-who';
import type { Actor } from '../../infra/auth/actor';
import type { Keyring } from '../../infra/crypto/keyring';
import type { Database } from '../../infra/db/database';
import { AppError } from '../../infra/errors/app-error';
import { stepUpEnrolments } from '../../infra/step-up/step-up.table';
import { auditStepUp, stepUpLockedUntil } from '../../infra/step-up/step-up-failures';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { openStepUpSecret, sealStepUpSecret } from './step-up-secrets';
import { matchTotpStep, newTotpSecret } from './totp';

/**
 * The user's own authenticator (profile settings). A new secret is pending until a code from it
 * confirms it; an enrolled one is removed only with a step-up code (the DELETE call is marked
 * `stepUp: 'always'`), and a new one cannot replace it before, so a signed-in session alone cannot
 * swap the authenticator. Secrets are stored encrypted with the user's tenant's data key (the
 * platform key for a platform user; step-up-secrets.ts), and never returned after the call that
 * made them.
 */
export function stepUpStatus(db: Database, actor: Actor) {
  return withScope(db, scopeForActor(actor), (tx) => statusIn(tx, actor.userId));
}

async function statusIn(tx: ScopedTx, userId: string) {
  const [row] = await tx
    .select({ secret: stepUpEnrolments.secret })
    .from(stepUpEnrolments)
    .where(eq(stepUpEnrolments.userId, userId));
  const lockedUntil = await stepUpLockedUntil(tx, userId);
  return { enrolled: Boolean(row?.secret), lockedUntil: lockedUntil?.toISOString() ?? null };
}

export function startEnrolment(db: Database, keyring: Keyring, actor: Actor, origin: RequestOrigin) {
  return withScope(db, scopeForActor(actor), async (tx) => {
    if ((await statusIn(tx, actor.userId)).enrolled)
      throw AppError.refused(
        'STEP_UP_ALREADY_ENROLLED',
        'An authenticator is enrolled already: remove it first, then enrol the new one',
      );
    const fresh = newTotpSecret(actor.email);
    const sealed = await sealStepUpSecret(tx, keyring, actor.tenantId, fresh.secret);
    const pending = { pendingSecret: sealed.value, pendingSecretKeyId: sealed.keyId };
    await tx
      .insert(stepUpEnrolments)
      .values({ userId: actor.userId, ...pending })
      .onConflictDoUpdate({
        target: stepUpEnrolments.userId,
        set: { ...pending, updatedAt: sql`now()` },
      });
    await auditStepUp(tx, { actor, origin, action: 'stepUp.enrolStart' }, 'success');
    return fresh;
  });
}

export async function confirmEnrolment(
  db: Database,
  keyring: Keyring,
  actor: Actor,
  origin: RequestOrigin,
  code: string,
) {
  const attempt = { actor, origin, action: 'stepUp.enrol' };
  const outcome = await withScope(db, scopeForActor(actor), async (tx) => {
    const [row] = await tx
      .select({ pending: stepUpEnrolments.pendingSecret, keyId: stepUpEnrolments.pendingSecretKeyId })
      .from(stepUpEnrolments)
      .where(eq(stepUpEnrolments.userId, actor.userId));
    if (!row?.pending) return 'none' as const;
    const pending = await openStepUpSecret(tx, keyring, actor.tenantId, {
      value: row.pending,
      keyId: row.keyId,
    });
    const step = matchTotpStep(pending, code, null);
    if (step === null) {
      await auditStepUp(tx, { ...attempt, reason: 'a wrong authenticator code' }, 'denied');
      return 'wrong' as const;
    }
    await tx
      .update(stepUpEnrolments)
      .set({
        secret: row.pending,
        secretKeyId: row.keyId,
        pendingSecret: null,
        pendingSecretKeyId: null,
        enrolledAt: sql`now()`,
        lastUsedStep: step,
        updatedAt: sql`now()`,
      })
      .where(eq(stepUpEnrolments.userId, actor.userId));
    await auditStepUp(tx, attempt, 'success');
    return statusIn(tx, actor.userId);
  });
  if (outcome === 'none')
    throw AppError.refused(
      'STEP_UP_NO_PENDING_ENROLMENT',
      'Start an enrolment first: there is no new secret to confirm',
    );
  if (outcome === 'wrong')
    throw AppError.refused(
      'STEP_UP_INVALID',
      'The code does not match the new secret: check the app and try again',
    );
  return outcome;
}

export function removeEnrolment(db: Database, actor: Actor, origin: RequestOrigin) {
  return withScope(db, scopeForActor(actor), async (tx) => {
    await tx
      .update(stepUpEnrolments)
      .set({
        secret: null,
        secretKeyId: null,
        pendingSecret: null,
        pendingSecretKeyId: null,
        enrolledAt: null,
        lastUsedStep: null,
        updatedAt: sql`now()`,
      })
      .where(eq(stepUpEnrolments.userId, actor.userId));
    await auditStepUp(tx, { actor, origin, action: 'stepUp.remove' }, 'success');
    return statusIn(tx, actor.userId);
  });
}
