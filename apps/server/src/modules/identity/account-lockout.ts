import { and, type Column, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { qualified } from '../../infra/db/qualified';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { accountLockouts } from './identity.table';

/** PCI DSS 8.3.4: at most this many failed password checks in a row before sign-in is locked. */
export const MAX_FAILURES_BEFORE_LOCK = 10;
/** How long a lock lasts (PCI DSS 8.3.4: at least 30 minutes); a password reset ends it sooner. */
export const ACCOUNT_LOCK_MS = 30 * 60 * 1000;

const LOCK_SECONDS = ACCOUNT_LOCK_MS / 1000;
const notLocked = sql`(${accountLockouts.lockedUntil} is null or ${accountLockouts.lockedUntil} <= now())`;

/** What admit() decided: locked, or the number this attempt has among the failures in a row. */
export type LockoutAdmission =
  | { readonly locked: true }
  | { readonly locked: false; readonly failure: number };

/**
 * Locks sign-in for an e-mail after MAX_FAILURES_BEFORE_LOCK failed password checks in a row, for
 * ACCOUNT_LOCK_MS. Kept per e-mail, known or not, so a lock says nothing about whether an account
 * exists. Like the throttle, an attempt is counted before its password is checked and the count is
 * read back in the same statement: concurrent attempts cannot get more checks than the limit.
 * Existing sessions are not ended: the lock stops guessing, not the user's work.
 */
export class AccountLockout {
  constructor(private readonly db: Database) {}

  async isLocked(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ email: accountLockouts.email })
      .from(accountLockouts)
      .where(and(eq(accountLockouts.email, email), gt(accountLockouts.lockedUntil, sql`now()`)));
    return row !== undefined;
  }

  /** Counts this attempt as a failure until it succeeds; no row comes back while the e-mail is locked. */
  async admit(email: string): Promise<LockoutAdmission> {
    const [row] = await this.db
      .insert(accountLockouts)
      .values({ email, failures: 1 })
      .onConflictDoUpdate({
        target: accountLockouts.email,
        set: { failures: sql`${accountLockouts.failures} + 1` },
        setWhere: notLocked,
      })
      .returning({ failures: accountLockouts.failures });
    return row ? { locked: false, failure: row.failures } : { locked: true };
  }

  /**
   * Locks the e-mail when this attempt used up the failures allowed in a row: after the failed check
   * of the MAX_FAILURES_BEFORE_LOCK-th, or at once for one beyond it (a concurrent attempt, or one
   * after a crash between counting and checking, which would otherwise leave the count past the
   * limit). Only the attempt that sets the lock gets back until when, to tell the user once.
   */
  async lockIfDue(email: string, admission: { failure: number }): Promise<{ lockedUntil: Date } | null> {
    if (admission.failure < MAX_FAILURES_BEFORE_LOCK) return null;
    const [row] = await this.db
      .update(accountLockouts)
      .set({
        failures: 0,
        lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
        lockedAt: sql`now()`,
        timesLocked: sql`${accountLockouts.timesLocked} + 1`,
      })
      .where(and(eq(accountLockouts.email, email), notLocked))
      .returning({ lockedUntil: accountLockouts.lockedUntil });
    return row?.lockedUntil ? { lockedUntil: row.lockedUntil } : null;
  }

  /** A successful sign-in forgives the failures in a row. */
  async succeeded(email: string): Promise<void> {
    await this.db.update(accountLockouts).set({ failures: 0 }).where(eq(accountLockouts.email, email));
  }

  /** Ends a lock: a completed password reset (and, with the administration pages, an administrator). */
  async unlock(email: string): Promise<void> {
    await this.db
      .update(accountLockouts)
      .set({ failures: 0, lockedUntil: null })
      .where(eq(accountLockouts.email, email));
  }
}

/** The e-mail in `emailColumn` is locked now by failed sign-ins (for the administration lists' status). */
export function lockedBySignInFailures(emailColumn: Column): SQL {
  return sql`exists (select 1 from ${accountLockouts} where ${accountLockouts.email} = ${qualified(emailColumn)} and ${accountLockouts.lockedUntil} > now())`;
}

/** An administrator unlocked the user: the lock ends and the failures in a row are forgiven. */
export async function clearLockout(tx: ScopedTx, email: string): Promise<void> {
  await tx
    .update(accountLockouts)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(accountLockouts.email, email));
}
