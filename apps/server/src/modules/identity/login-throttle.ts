import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { loginFailures } from './identity.table';

/** Failures are counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** After this many failures for one email in the window, further attempts for it are refused. */
export const MAX_FAILURES_PER_EMAIL = 5;
/**
 * The per-address limit is higher: an office or a VPN puts many honest users behind one address,
 * while one attacker spraying many emails still meets it.
 */
export const MAX_FAILURES_PER_IP = 20;

export const emailSubject = (email: string) => `email:${email}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/**
 * Sign-in throttling kept in the database (not in memory) so it holds across server instances and
 * restarts. Unknown emails are counted too, so the refusal does not reveal whether an account exists.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: { perEmail: number; perIp: number } = {
      perEmail: MAX_FAILURES_PER_EMAIL,
      perIp: MAX_FAILURES_PER_IP,
    },
  ) {}

  /** True when the email or the address has used up its failures in the window. */
  async isBlocked(email: string, ip: string): Promise<boolean> {
    const [emailFailures, ipFailures] = await Promise.all([
      this.failures(emailSubject(email)),
      this.failures(ipSubject(ip)),
    ]);
    return emailFailures >= this.limits.perEmail || ipFailures >= this.limits.perIp;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db
      .insert(loginFailures)
      .values([{ subject: emailSubject(email) }, { subject: ipSubject(ip) }]);
    // Pruning as we go keeps the table to roughly one window of failures.
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
  }

  /** A successful sign-in (or a password reset) forgives the email's earlier failures. */
  async clear(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.subject, emailSubject(email)));
  }

  private async failures(subject: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.subject, subject), gt(loginFailures.failedAt, windowStart())));
    return row?.n ?? 0;
  }
}

function windowStart(): Date {
  return new Date(Date.now() - THROTTLE_WINDOW_MS);
}
