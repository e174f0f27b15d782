import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { users } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { oidcPayloads } from './identity.table';

/**
 * Logged-out grants a user row remembers. Their tokens live an hour (ACCESS_TOKEN_TTL_SECONDS), and
 * a user does not log out fifty times within one, so older entries can go.
 */
const REMEMBERED_GRANTS = 50;

/**
 * A logout ended `grantId` at the provider; its access tokens are refused from the next request on
 * (modules/users/token-revocation-check.ts). The user's other sessions and their tokens stay.
 */
export async function revokeGrantTokens(db: Database, userId: string, grantId: string): Promise<void> {
  await db.execute(sql`
    update users
    set revoked_token_grants = (array_append(revoked_token_grants, ${grantId}::text))
      [greatest(1, cardinality(revoked_token_grants) + 2 - ${REMEMBERED_GRANTS}):]
    where id = ${userId}`);
}

/** The provider session that asked for the change, which stays signed in. */
export interface KeptSession {
  readonly sessionUid: string;
  readonly grantId: string | undefined;
}

/**
 * After a password change or reset: every access token the user holds stops working at the next
 * request, and every provider session and grant ends, so no other browser can renew silently. With
 * `kept`, the browser that changed the password stays signed in: its session, its grant and that
 * grant's tokens are left alone.
 */
export async function endSessionsAfterPasswordChange(
  db: Database,
  userId: string,
  kept: KeptSession | null,
): Promise<void> {
  await db.transaction((tx) => endSessionsIn(tx, userId, kept));
}

/**
 * An administrator deactivated, deleted or reset the user: every session, grant and access token of
 * theirs ends, in the administrator's own (scoped) transaction, so it happens exactly when the change
 * commits. None is kept: the administrator's session is not the user's.
 */
export async function endAllSessions(tx: ScopedTx, userId: string): Promise<void> {
  await endSessionsIn(tx, userId, null);
}

async function endSessionsIn(tx: Database | ScopedTx, userId: string, kept: KeptSession | null) {
  const ownedByUser = sql`${oidcPayloads.payload}->>'accountId' = ${userId}`;
  const keptGrant = kept?.grantId ?? null;
  const grants: SQL[] = [eq(oidcPayloads.type, 'Grant'), ownedByUser];
  if (keptGrant) grants.push(ne(oidcPayloads.id, keptGrant));
  const sessions: SQL[] = [eq(oidcPayloads.type, 'Session'), ownedByUser];
  if (kept) sessions.push(sql`${oidcPayloads.uid} is distinct from ${kept.sessionUid}`);

  await tx
    .update(users)
    .set({ tokenGeneration: sql`${users.tokenGeneration} + 1`, tokensValidGrant: keptGrant })
    .where(eq(users.id, userId));
  const endedGrants = tx
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(...grants));
  // The grants and whatever was issued under them (authorization codes), then the sessions.
  await tx.delete(oidcPayloads).where(or(inArray(oidcPayloads.grantId, endedGrants), and(...grants)));
  await tx.delete(oidcPayloads).where(and(...sessions));
}
