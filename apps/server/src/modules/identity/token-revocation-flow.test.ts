import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VerifiedToken } from '../../infra/auth/actor';
import { withVerifiedTokenCache } from '../../infra/auth/verified-token-cache';
import { mailOutbox } from '../mail/mail.table';
import { createActorResolver } from '../users/actor-resolver';
import {
  authorizeUrl,
  Browser,
  DEMO_PASSWORD,
  exchangeCode,
  LOGOUT_CALLBACK,
  location,
  pkcePair,
  SILENT_REDIRECT,
  signIn,
  useIdentityApp,
} from './identity.test-support';

/**
 * The real provider's tokens, through the real logout and password change, checked as app.ts checks
 * them (the accepted-token cache, then the actor): a revoked token is refused although the cache
 * accepted it a moment before.
 */
const identity = useIdentityApp();
const NEW_PASSWORD = 'revocation-new-passphrase';

function apiCheck() {
  const t = identity();
  const verifier = withVerifiedTokenCache(t.verifier);
  const actors = createActorResolver(t.database.db);
  return async (accessToken: string): Promise<200 | 401> => {
    let verified: VerifiedToken;
    try {
      verified = await verifier.verify(accessToken);
    } catch {
      return 401;
    }
    return (await actors.resolve(verified, undefined)) ? 200 : 401;
  };
}

async function logOut(browser: Browser, idToken: string) {
  const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: LOGOUT_CALLBACK });
  const page = await browser.get(`/identity/session/end?${params}`);
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const confirmed = await browser.post(action, { xsrf, logout: 'yes' });
  expect(confirmed.statusCode).toBe(303);
}

/** The portal's silent renewal: a code with prompt=none, exchanged; null when the provider refuses. */
async function renewSilently(browser: Browser): Promise<string | null> {
  const t = identity();
  const { verifier, challenge } = pkcePair();
  const silent = await browser.get(
    authorizeUrl(t.config, { challenge, prompt: 'none', redirectUri: SILENT_REDIRECT }),
  );
  const code = new URL(location(silent)).searchParams.get('code');
  if (!code) return null;
  return (await exchangeCode(browser, t.config, code, verifier, SILENT_REDIRECT)).access_token;
}

async function changePassword(browser: Browser, current: string, next: string) {
  const page = await browser.get('/interaction/profile');
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const changed = await browser.post('/interaction/profile/password', {
    csrf,
    currentPassword: current,
    newPassword: next,
    confirmPassword: next,
  });
  expect(changed.statusCode).toBe(200);
}

/** One user signed in in two browsers (from two addresses). */
async function signedInTwice(email: string) {
  const t = identity();
  const first = new Browser(t.app);
  const second = new Browser(t.app, '203.0.113.8');
  return {
    first,
    second,
    firstTokens: await signIn(first, t.config, email),
    secondTokens: await signIn(second, t.config, email),
  };
}

describe('tokens of the embedded provider after a logout or a password change', () => {
  it('refuses the logged-out session’s token at the next call, and keeps another browser’s', async () => {
    const api = apiCheck();
    const {
      first: leaving,
      second: staying,
      firstTokens: left,
      secondTokens: stays,
    } = await signedInTwice(identity().users.platformAdmin.email);
    expect(await api(left.access_token)).toBe(200);

    await logOut(leaving, left.id_token);

    expect(await api(left.access_token)).toBe(401);
    expect(await api(stays.access_token)).toBe(200);
    expect(await renewSilently(staying)).not.toBeNull();
  });

  it('signs other browsers out at a password change, and the changing browser stays signed in', async () => {
    const t = identity();
    const api = apiCheck();
    const email = t.users.tenantAdmin.email;
    const {
      first: changing,
      second: other,
      firstTokens: before,
      secondTokens: otherTokens,
    } = await signedInTwice(email);
    expect(await api(otherTokens.access_token)).toBe(200);

    await changePassword(changing, DEMO_PASSWORD, NEW_PASSWORD);

    expect(await api(otherTokens.access_token)).toBe(401);
    expect(await renewSilently(other)).toBeNull();
    expect(await api(before.access_token)).toBe(200);
    const renewed = await renewSilently(changing);
    expect(renewed).not.toBeNull();
    expect(await api(renewed ?? '')).toBe(200);
    const signedInAgain = await signIn(new Browser(t.app, '203.0.113.10'), t.config, email, NEW_PASSWORD);
    expect(await api(signedInAgain.access_token)).toBe(200);
  });

  it('refuses every earlier token after a password reset through the mailed link', async () => {
    const t = identity();
    const api = apiCheck();
    const email = t.users.platformAdmin.email;
    const tokens = await signIn(new Browser(t.app), t.config, email);
    expect(await api(tokens.access_token)).toBe(200);

    await new Browser(t.app).post('/interaction/password-reset', { email });
    const [mail] = await t.database.db
      .select({ bodyText: mailOutbox.bodyText })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = /http:\/\/localhost:3000(\/interaction\/password-reset\/[\w-]+)/.exec(
      mail?.bodyText ?? '',
    )?.[1];
    const reset = await new Browser(t.app).post(link ?? '', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);

    expect(await api(tokens.access_token)).toBe(401);
  });
});
