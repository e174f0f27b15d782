import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../infra/db/schema';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/**
 * What a merchant caller sees instead of a tenant or platform staff member's e-mail
 * (docs/transaction-maintenance-and-webhooks.md "Who acted"). Neutral on purpose: platform staff
 * act on a tenant's transactions too, so naming the tenant would sometimes be wrong.
 */
export const STAFF_ACTOR_LABEL = 'Staff';

export type ActorShown = (email: string | null) => string | null;

/**
 * How the "by" e-mails of maintenance and webhook rows are shown to the caller. Staff see every
 * e-mail. A merchant caller sees the e-mails of its own organisation's users as they are (a
 * colleague who deallocated or resent) and every other one as STAFF_ACTOR_LABEL: staff e-mails are
 * the tenant's personal data, not the merchant's. Decided by looking the e-mails up among the
 * merchant's users, so rows written before this rule are covered too.
 */
export async function actorShownTo(
  tx: ScopedTx,
  scope: DataScope,
  emails: readonly (string | null)[],
): Promise<ActorShown> {
  if (scope.merchantId === null) return (email) => email;
  const distinct = [...new Set(emails.filter((e): e is string => e !== null))];
  const own =
    distinct.length === 0
      ? []
      : await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.merchantId, scope.merchantId), inArray(users.email, distinct)));
  const ownEmails = new Set(own.map((u) => u.email));
  return (email) => (email === null || ownEmails.has(email) ? email : STAFF_ACTOR_LABEL);
}
