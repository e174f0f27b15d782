import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { oidcPayloads } from './identity.table';
import { revokeGrantTokens } from './token-revocation';

/** One provider session of a user: a browser signed in to Paydesk. */
export interface UserSessionRow {
  /** The session's `uid`, its public id (the row's own id is the cookie value and never leaves the server). */
  readonly id: string;
  readonly signedInAt: Date;
  readonly expiresAt: Date | null;
  /** The grants the session holds, one per client (the portal's is the one its tokens carry). */
  readonly grantIds: readonly string[];
}

interface SessionPayload {
  readonly accountId?: string;
  readonly loginTs?: number;
  readonly authorizations?: Record<string, { readonly grantId?: string }>;
}

function grantIdsOf(payload: SessionPayload): string[] {
  return Object.values(payload.authorizations ?? {})
    .map((authorization) => authorization.grantId)
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
}

/** The user's live sessions, newest sign-in first. */
export async function listUserSessions(db: Database, userId: string): Promise<UserSessionRow[]> {
  const rows = await db
    .select({ uid: oidcPayloads.uid, payload: oidcPayloads.payload, expiresAt: oidcPayloads.expiresAt })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.type, 'Session'),
        sql`${oidcPayloads.payload}->>'accountId' = ${userId}`,
        sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
      ),
    );
  return rows
    .flatMap((row) => {
      const payload = row.payload as SessionPayload;
      if (!row.uid) return [];
      return [
        {
          id: row.uid,
          signedInAt: new Date((payload.loginTs ?? 0) * 1000),
          expiresAt: row.expiresAt,
          grantIds: grantIdsOf(payload),
        },
      ];
    })
    .sort((a, b) => b.signedInAt.getTime() - a.signedInAt.getTime());
}

/**
 * Signs one of the user's sessions out: the session, its grants and what was issued under them end
 * at the provider (no silent renewal), and the grants' access tokens are refused from the next
 * request (users.revoked_token_grants). False when the user has no such session.
 */
export async function endUserSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const grantIds = await db.transaction(async (tx) => {
    const [session] = await tx
      .delete(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.type, 'Session'),
          eq(oidcPayloads.uid, sessionId),
          sql`${oidcPayloads.payload}->>'accountId' = ${userId}`,
        ),
      )
      .returning({ payload: oidcPayloads.payload });
    if (!session) return null;
    const grants = grantIdsOf(session.payload as SessionPayload);
    if (grants.length > 0)
      await tx
        .delete(oidcPayloads)
        .where(
          or(
            inArray(oidcPayloads.grantId, grants),
            and(eq(oidcPayloads.type, 'Grant'), inArray(oidcPayloads.id, grants)),
          ),
        );
    return grants;
  });
  if (grantIds === null) return false;
  for (const grantId of grantIds) await revokeGrantTokens(db, userId, grantId);
  return true;
}
