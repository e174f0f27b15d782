import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../infra/db/schema';
import { demoUser } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { endSessionsAfterPasswordChange, revokeGrantTokens } from './token-revocation';

/**
 * At the API, as it runs: the accepted-token cache and the actor cache on. A token the API has just
 * accepted (and so keeps as verified for a minute) is refused as soon as the revocation's change
 * announcement arrives, not when the minute is up.
 */
const AGENT = 'tenant.agent@northwind.test';
const USERS_URL = '/api/v1.1/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ actorCache: true });
});
afterAll(() => t.close());

const agentId = () => demoUser(AGENT).id;
const get = (token: string) =>
  t.app.inject({ method: 'GET', url: USERS_URL, headers: { authorization: `Bearer ${token}` } });

/** Milliseconds until the token answers 401; fails after 5 s. */
async function msUntilRefused(token: string): Promise<number> {
  const start = Date.now();
  while ((await get(token)).statusCode !== 401) {
    if (Date.now() - start > 5_000) throw new Error('the token still works after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

describe('access tokens after a logout or a password change', () => {
  it('refuses the tokens of a logged-out grant within a second, and keeps the other grants', async () => {
    const loggedOut = await t.tokenFor(AGENT, { grantId: 'grant-logged-out' });
    const otherBrowser = await t.tokenFor(AGENT, { grantId: 'grant-other-browser' });
    expect((await get(loggedOut)).statusCode).toBe(200);
    expect((await get(otherBrowser)).statusCode).toBe(200);

    await revokeGrantTokens(t.database.db, agentId(), 'grant-logged-out');

    expect(await msUntilRefused(loggedOut)).toBeLessThan(1_000);
    const refused = await get(loggedOut);
    expect(refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect((await get(otherBrowser)).statusCode).toBe(200);
  });

  it('remembers the latest 50 logged-out grants of a user', async () => {
    const userId = demoUser('tenant.admin@northwind.test').id;
    for (let n = 1; n <= 52; n += 1) await revokeGrantTokens(t.database.db, userId, `grant-${n}`);
    const [row] = await t.database.db
      .select({ grants: users.revokedTokenGrants })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.grants).toHaveLength(50);
    expect(row?.grants[0]).toBe('grant-3');
    expect(row?.grants.at(-1)).toBe('grant-52');
  });

  it('refuses every earlier token after a password change but those of the grant that changed it', async () => {
    const otherBrowser = await t.tokenFor(AGENT, { grantId: 'grant-b', tokenGeneration: 0 });
    const changingBrowser = await t.tokenFor(AGENT, { grantId: 'grant-a', tokenGeneration: 0 });
    const noGrant = await t.tokenFor(AGENT, { tokenGeneration: 0 });
    for (const token of [otherBrowser, changingBrowser, noGrant])
      expect((await get(token)).statusCode).toBe(200);

    await endSessionsAfterPasswordChange(t.database.db, agentId(), {
      sessionUid: 'session-a',
      grantId: 'grant-a',
    });

    expect(await msUntilRefused(otherBrowser)).toBeLessThan(1_000);
    expect((await get(noGrant)).statusCode).toBe(401);
    expect((await get(changingBrowser)).statusCode).toBe(200);
    const signedInAfter = await t.tokenFor(AGENT, { grantId: 'grant-c', tokenGeneration: 1 });
    expect((await get(signedInAfter)).statusCode).toBe(200);
  });
});
