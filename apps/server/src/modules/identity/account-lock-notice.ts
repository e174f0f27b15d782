import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/database';
import { queueMail } from '../mail';
import { ACCOUNT_LOCK_MS } from './account-lockout';
import { findUserByEmail } from './accounts';

/**
 * Records a new sign-in lock (a structured log line; account_lockouts keeps locked_at and
 * times_locked) and mails the account's owner how to unlock it at once. An unknown e-mail gets the log
 * line only: there is nobody to mail.
 */
export async function announceAccountLock(
  db: Database,
  log: FastifyBaseLogger,
  lock: { email: string; lockedUntil: Date; publicUrl: string },
): Promise<void> {
  const user = await findUserByEmail(db, lock.email);
  log.warn(
    { event: 'sign_in_locked', userId: user?.id ?? null, lockedUntil: lock.lockedUntil.toISOString() },
    'sign-in locked after too many failed attempts',
  );
  if (!user) return;
  await queueMail(db, {
    to: user.email,
    subject: 'Your Paydesk sign-in is locked',
    bodyText: [
      `Hello ${user.firstName},`,
      '',
      `The password of your Paydesk account was entered wrongly too many times, so signing in is locked for ${ACCOUNT_LOCK_MS / 60_000} minutes.`,
      '',
      'To unlock it now, choose a new password:',
      '',
      `${lock.publicUrl}/interaction/password-reset`,
      '',
      'If these attempts were not yours, someone may be guessing your password: choosing a new one keeps it safe. Your signed-in sessions stay open.',
    ].join('\n'),
  });
}
