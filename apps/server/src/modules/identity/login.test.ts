import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAttempts } from './identity.table';
import {
  Browser,
  DEMO_PASSWORD,
  type IdentityTestApp,
  location,
  openLoginPage,
  pkcePair,
  startIdentityApp,
  submitLogin,
} from './identity.test-support';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from './login-throttle';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from './pages/login-page';

let t: IdentityTestApp;
let nextIp = 1;

beforeAll(async () => {
  t = await startIdentityApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.database.db.delete(signInAttempts);
});

/** A browser from its own address, so the per-address limit of one test does not touch another. */
function freshBrowser(): Browser {
  nextIp += 1;
  return new Browser(t.app, `198.51.100.${nextIp}`);
}

async function attempt(browser: Browser, email: string, password: string) {
  const loginPath = await openLoginPage(browser, t.config, pkcePair().challenge);
  return submitLogin(browser, loginPath, email, password);
}

describe('the sign-in page', () => {
  it('shows the generic message for a wrong password, keeping the email', async () => {
    const response = await attempt(freshBrowser(), t.users.platformAdmin.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(INVALID_CREDENTIALS);
    expect(response.body).toContain(`value="${t.users.platformAdmin.email}"`);
    expect(response.body).toContain('<h1>Sign in to Paydesk</h1>');
  });

  it('answers a refused sign-in with a redirect to its page, which says why once (post/redirect/get)', async () => {
    const browser = freshBrowser();
    const loginPath = await openLoginPage(browser, t.config, pkcePair().challenge);
    const posted = await browser.post(`${loginPath}/login`, {
      email: t.users.platformAdmin.email,
      password: 'not-the-password',
    });
    expect(posted.statusCode).toBe(303);
    expect(location(posted)).toBe(loginPath);
    expect(posted.headers['cache-control']).toBe('no-store');
    const cookie = [posted.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('paydesk_login_notice='));
    expect(cookie).toContain(`Path=${loginPath}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const page = await browser.get(loginPath);
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain(INVALID_CREDENTIALS);
    expect(page.body).toContain(`value="${t.users.platformAdmin.email}"`);
    // A reload shows the form as it was first: the notice was read once.
    const reloaded = await browser.get(loginPath);
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.body).not.toContain(INVALID_CREDENTIALS);
  });

  it('ignores a notice this server did not sign for this page', async () => {
    const browser = freshBrowser();
    const loginPath = await openLoginPage(browser, t.config, pkcePair().challenge);
    await browser.post(`${loginPath}/login`, { email: t.users.platformAdmin.email, password: 'wrong' });
    const [payload = '', signed = ''] = (browser.cookies.get('paydesk_login_notice') ?? '').split('.');
    const forgedPayload = Buffer.from(JSON.stringify([401, 'someone.else@paydesk.test'])).toString(
      'base64url',
    );
    browser.cookies.set('paydesk_login_notice', `${forgedPayload}.${signed}`);
    const forged = await browser.get(loginPath);
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('someone.else@paydesk.test');
    // Signed for another sign-in page: not shown on this one either.
    const other = freshBrowser();
    const otherPath = await openLoginPage(other, t.config, pkcePair().challenge);
    other.cookies.set('paydesk_login_notice', `${payload}.${signed}`);
    expect((await other.get(otherPath)).body).not.toContain(INVALID_CREDENTIALS);
  });

  it('shows the same message for an unknown email', async () => {
    const wrongPassword = await attempt(freshBrowser(), t.users.platformAdmin.email, 'not-the-password');
    const unknown = await attempt(freshBrowser(), 'nobody@paydesk.test', DEMO_PASSWORD);
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    const message = (body: string) =>
      /<div class="alert alert-error" role="alert">([^<]*)<\/div>/.exec(body)?.[1];
    expect(message(unknown.body)).toBe(INVALID_CREDENTIALS);
    expect(message(wrongPassword.body)).toBe(INVALID_CREDENTIALS);
  });

  it('refuses locked and inactive users with the same message', async () => {
    for (const user of [t.users.locked, t.users.inactive]) {
      const response = await attempt(freshBrowser(), user.email, DEMO_PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(INVALID_CREDENTIALS);
    }
  });

  it('escapes what the user typed', async () => {
    const response = await attempt(freshBrowser(), '"><script>alert(1)</script>@x.test', 'whatever');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it(`refuses further attempts for an email after ${MAX_FAILURES_PER_EMAIL} failures, even with the right password`, async () => {
    const email = t.users.tenantAdmin.email;
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      const response = await attempt(freshBrowser(), email, `wrong-${i}`);
      expect(response.body).toContain(INVALID_CREDENTIALS);
    }
    const blocked = await attempt(freshBrowser(), email, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(TOO_MANY_ATTEMPTS);
    expect(blocked.body).not.toContain(INVALID_CREDENTIALS);

    // Another account is not affected.
    const other = await attempt(freshBrowser(), t.users.platformAdmin.email, DEMO_PASSWORD);
    expect(other.statusCode).toBe(303);
  });

  it('throttles unknown emails the same way, so the refusal reveals nothing', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      await attempt(freshBrowser(), 'ghost@paydesk.test', `wrong-${i}`);
    }
    const blocked = await attempt(freshBrowser(), 'ghost@paydesk.test', 'wrong');
    expect(blocked.body).toContain(TOO_MANY_ATTEMPTS);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_IP} failures across emails`, async () => {
    const browser = freshBrowser();
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      await attempt(browser, `spray-${i}@paydesk.test`, 'wrong');
    }
    const blocked = await attempt(browser, t.users.platformAdmin.email, DEMO_PASSWORD);
    expect(blocked.body).toContain(TOO_MANY_ATTEMPTS);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const email = t.users.platformAdmin.email;
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i += 1) await attempt(freshBrowser(), email, 'wrong');
    expect((await attempt(freshBrowser(), email, DEMO_PASSWORD)).statusCode).toBe(303);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i += 1) await attempt(freshBrowser(), email, 'wrong');
    expect((await attempt(freshBrowser(), email, DEMO_PASSWORD)).statusCode).toBe(303);
  });

  it('shows an expiry page for an unknown interaction', async () => {
    const response = await freshBrowser().get('/interaction/AAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in expired');
    expect(response.body).toContain('http://localhost:3000/authentication/login');
  });

  it('does not accept a sign-in posted for another interaction', async () => {
    const browser = freshBrowser();
    const loginPath = await openLoginPage(browser, t.config, pkcePair().challenge);
    const other = await browser.post('/interaction/BBBBBBBBBBBBBBBBBBBBB/login', {
      email: t.users.platformAdmin.email,
      password: DEMO_PASSWORD,
    });
    expect(other.statusCode).toBe(400);
    const real = await submitLogin(browser, loginPath, t.users.platformAdmin.email, DEMO_PASSWORD);
    expect(location(real)).toContain('/identity/auth/');
  });
});

describe('the registration page', () => {
  it('explains that administrators create accounts and links back to the sign-in page', async () => {
    const response = await freshBrowser().get('/interaction/register?return=abcdefghijk');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Create an account</h1>');
    expect(response.body).toContain('href="/interaction/abcdefghijk"');
    const hostile = await freshBrowser().get('/interaction/register?return=//evil.example');
    expect(hostile.body).toContain('href="http://localhost:3000/authentication/login"');
  });
});
