import { and, eq, gt, sql } from 'drizzle-orm';
import { auditWho, type RequestOrigin } from '../audit/audit-who';
import { recordAudit } from '../audit/audit-writer';
import type { Actor } from '../auth/actor';
import type { ScopedTx } from '../tenancy/with-scope';
import { stepUpEnrolments } from './step-up.table';
import { stepUpLockNotice } from './step-up-lock-notice';
import { STEP_UP_LIMITS } from './step-up-rule';

/** One step-up attempt as the audit trail keeps it: `stepUp.confirm`, `stepUp.use`, `stepUp.enrol` … */
export interface StepUpAttempt {
  readonly actor: Actor;
  readonly origin: RequestOrigin;
  readonly action: string;
  readonly reason?: string;
  /**
   * The challenge the attempt confirms or whose code it uses (resource `stepUpChallenge`); without
   * one (an unknown code, an enrolment) the user's own account (resource `user`).
   */
  readonly challengeId?: string;
}

/** Records an attempt in the trail, in `tx`. */
export function auditStepUp(
  tx: ScopedTx,
  attempt: StepUpAttempt,
  outcome: 'success' | 'denied',
): Promise<void> {
  return recordAudit(tx, {
    tenantId: attempt.actor.tenantId,
    merchantId: attempt.actor.merchantId,
    who: auditWho(attempt.actor, { ...attempt.origin, scaUsed: false }),
    action: attempt.action,
    resourceType: attempt.challengeId ? 'stepUpChallenge' : 'user',
    resourceId: attempt.challengeId ?? attempt.actor.userId,
    outcome,
    reason: attempt.reason ?? null,
  });
}

/** Until when the user's step-up is locked, or null when it is not. */
export async function stepUpLockedUntil(tx: ScopedTx, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ lockedUntil: stepUpEnrolments.lockedUntil })
    .from(stepUpEnrolments)
    .where(and(eq(stepUpEnrolments.userId, userId), gt(stepUpEnrolments.lockedUntil, sql`now()`)));
  return row?.lockedUntil ?? null;
}

/**
 * Counts a failed confirmation or code use and audits it as denied; the fifth in a row locks the
 * user's step-up for 15 minutes (the counter starts again), audits the lock and tells the user.
 * Answers the lock's end when this failure locked it.
 */
export async function recordStepUpFailure(tx: ScopedTx, attempt: StepUpAttempt): Promise<Date | null> {
  await auditStepUp(tx, attempt, 'denied');
  const { userId } = attempt.actor;
  const [counted] = await tx
    .insert(stepUpEnrolments)
    .values({ userId, failures: 1 })
    .onConflictDoUpdate({
      target: stepUpEnrolments.userId,
      set: { failures: sql`${stepUpEnrolments.failures} + 1`, updatedAt: sql`now()` },
    })
    .returning({ failures: stepUpEnrolments.failures });
  if (!counted || counted.failures < STEP_UP_LIMITS.failuresBeforeLock) return null;
  const [locked] = await tx
    .update(stepUpEnrolments)
    .set({
      failures: 0,
      lockedUntil: sql`now() + make_interval(mins => ${STEP_UP_LIMITS.lockMinutes})`,
      updatedAt: sql`now()`,
    })
    .where(eq(stepUpEnrolments.userId, userId))
    .returning({ lockedUntil: stepUpEnrolments.lockedUntil });
  const lockedUntil = locked?.lockedUntil ?? new Date();
  await auditStepUp(
    tx,
    { ...attempt, action: 'stepUp.lock', reason: 'five failures in a row', challengeId: undefined },
    'success',
  );
  await stepUpLockNotice()(tx, attempt.actor, lockedUntil);
  return lockedUntil;
}

/** A success: the failures in a row start again from none. */
export async function resetStepUpFailures(tx: ScopedTx, userId: string): Promise<void> {
  await tx
    .update(stepUpEnrolments)
    .set({ failures: 0, updatedAt: sql`now()` })
    .where(and(eq(stepUpEnrolments.userId, userId), gt(stepUpEnrolments.failures, 0)));
}
