import type { Actor } from '../../infra/auth/actor';
import { STEP_UP_LIMITS } from '../../infra/step-up/step-up-rule';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { queueMail } from '../mail';

/**
 * Tells a user their step-up was locked (connected to infra's port in wiring.ts): a mail in the
 * locking transaction, so it exists exactly when the lock does.
 */
export async function mailStepUpLock(tx: ScopedTx, actor: Actor, lockedUntil: Date): Promise<void> {
  await queueMail(tx, {
    to: actor.email,
    tenantId: actor.tenantId,
    subject: 'Your Paydesk step-up codes are locked',
    bodyText: [
      'Hello,',
      '',
      `A step-up confirmation of your Paydesk account failed ${STEP_UP_LIMITS.failuresBeforeLock} times in a row, so actions that need one are locked for ${STEP_UP_LIMITS.lockMinutes} minutes (until ${lockedUntil.toISOString()} UTC).`,
      '',
      'If these attempts were not yours, someone may be using your signed-in session: sign out of your sessions in your profile settings and tell your administrator.',
    ].join('\n'),
  });
}
