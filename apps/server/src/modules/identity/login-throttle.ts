import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { signInAttempts } from './identity.table';

/** Attempts are counted over this window, which starts at a subject's first attempt. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** After this many attempts for one email in the window, further attempts for it are refused. */
export const MAX_FAILURES_PER_EMAIL = 5;
/**
 * The per-address limit is higher: an office or a VPN puts many honest users behind one address,
 * while one attacker spraying many emails still meets it.
 */
export const MAX_FAILURES_PER_IP = 20;

export const emailSubject = (email: string) => `email:${email}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

const WINDOW_SECONDS = THROTTLE_WINDOW_MS / 1000;
const windowOver = sql`${signInAttempts.windowStartedAt} <= now() - make_interval(secs => ${WINDOW_SECONDS})`;

/**
 * Sign-in throttling kept in the database (not in memory) so it holds across server instances and
 * restarts. Unknown emails are counted too, so the refusal does not reveal whether an account exists.
 *
 * An attempt is counted before its password is checked, and the count is taken and read back in one
 * statement: of any number of concurrent attempts, only the first MAX_FAILURES_PER_EMAIL for one
 * email get their password checked. A successful attempt is forgiven afterwards.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: { perEmail: number; perIp: number } = {
      perEmail: MAX_FAILURES_PER_EMAIL,
      perIp: MAX_FAILURES_PER_IP,
    },
  ) {}

  /**
   * Counts one attempt for the email and for the address; true when both are still within their
   * limits, so the password may be checked. Rows are taken email first, then address, in every
   * statement, so concurrent statements cannot deadlock.
   */
  async admit(email: string, ip: string): Promise<boolean> {
    const counted = await this.db
      .insert(signInAttempts)
      .values([
        { subject: emailSubject(email), attempts: 1 },
        { subject: ipSubject(ip), attempts: 1 },
      ])
      .onConflictDoUpdate({
        target: signInAttempts.subject,
        set: {
          attempts: sql`case when ${windowOver} then 1 else ${signInAttempts.attempts} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then now() else ${signInAttempts.windowStartedAt} end`,
        },
      })
      .returning({ subject: signInAttempts.subject, attempts: signInAttempts.attempts });
    // Pruning as we go keeps the table to roughly one window of subjects.
    await this.db.delete(signInAttempts).where(windowOver);
    const attemptsOf = (subject: string) => counted.find((row) => row.subject === subject)?.attempts ?? 0;
    return (
      attemptsOf(emailSubject(email)) <= this.limits.perEmail &&
      attemptsOf(ipSubject(ip)) <= this.limits.perIp
    );
  }

  /** A successful attempt: the email's earlier failures are forgiven, and this attempt on the address. */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.clear(email);
    await this.db
      .update(signInAttempts)
      .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
      .where(eq(signInAttempts.subject, ipSubject(ip)));
  }

  /** A password reset forgives the email's earlier failures. */
  async clear(email: string): Promise<void> {
    await this.db.delete(signInAttempts).where(eq(signInAttempts.subject, emailSubject(email)));
  }
}
