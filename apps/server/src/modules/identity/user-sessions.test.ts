import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { withVerifiedTokenCache } from '../../infra/auth/verified-token-cache';
import { createActorResolver } from '../users/actor-resolver';
import { Browser, signIn, useIdentityApp } from './identity.test-support';
import { endUserSession, listUserSessions } from './user-sessions';

/** The real provider's sessions, listed and ended as profile settings does it. */
const identity = useIdentityApp();

async function answers(accessToken: string): Promise<200 | 401> {
  const t = identity();
  try {
    const verified = await withVerifiedTokenCache(t.verifier).verify(accessToken);
    return (await createActorResolver(t.database.db).resolve(verified, undefined)) ? 200 : 401;
  } catch {
    return 401;
  }
}

const grantOf = (accessToken: string) => String(decodeJwt(accessToken).grant_id);

describe("a user's own sessions at the embedded provider", () => {
  it('lists each browser signed in, and signing one out refuses its token and keeps the other', async () => {
    const t = identity();
    const { id, email } = t.users.tenantAdmin;
    const phone = await signIn(new Browser(t.app, '203.0.113.20'), t.config, email);
    const laptop = await signIn(new Browser(t.app, '203.0.113.21'), t.config, email);

    const sessions = await listUserSessions(t.database.db, id);
    expect(sessions).toHaveLength(2);
    const phoneSession = sessions.find((s) => s.grantIds.includes(grantOf(phone.access_token)));
    expect(phoneSession).toBeDefined();

    expect(await endUserSession(t.database.db, id, phoneSession?.id ?? '')).toBe(true);
    expect(await answers(phone.access_token)).toBe(401);
    expect(await answers(laptop.access_token)).toBe(200);
    expect((await listUserSessions(t.database.db, id)).map((s) => s.id)).not.toContain(phoneSession?.id);
  });

  it("ends nothing for another user's session", async () => {
    const t = identity();
    const admin = await signIn(new Browser(t.app, '203.0.113.22'), t.config, t.users.platformAdmin.email);
    const [session] = await listUserSessions(t.database.db, t.users.platformAdmin.id);
    expect(await endUserSession(t.database.db, t.users.tenantAdmin.id, session?.id ?? '')).toBe(false);
    expect(await answers(admin.access_token)).toBe(200);
  });
});
