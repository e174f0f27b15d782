import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from './identity.table';
import {
  attemptSignIn,
  type IdentityTestApp,
  providerCookiesOverForgedHttps,
  startIdentityApp,
  TEST_CLIENT_ADDRESS,
} from './identity.test-support';
import { MAX_FAILURES_PER_IP } from './login-throttle';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from './pages/login-page';

/** X-Forwarded-* count only from the proxies TRUST_PROXY names. */

let untrusting: IdentityTestApp;
let trusting: IdentityTestApp;

beforeAll(async () => {
  [untrusting, trusting] = await Promise.all([
    startIdentityApp({ trustProxy: '' }),
    startIdentityApp({ trustProxy: TEST_CLIENT_ADDRESS }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([untrusting?.close(), trusting?.close()]);
});

function attempt(t: IdentityTestApp, forwardedFor: string, email: string) {
  return attemptSignIn(t, forwardedFor, email, 'not-the-password');
}

async function addressesCounted(t: IdentityTestApp): Promise<string[]> {
  const rows = await t.database.db.select({ subject: signInAttempts.subject }).from(signInAttempts);
  return [...new Set(rows.map((row) => row.subject).filter((subject) => subject.startsWith('ip:')))];
}

describe('with TRUST_PROXY unset', () => {
  it('counts failures against the peer address, whatever X-Forwarded-For claims', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      const response = await attempt(untrusting, `192.0.2.${i + 1}`, `spray-${i}@paydesk.test`);
      expect(response.body).toContain(INVALID_CREDENTIALS);
    }
    const refused = await attempt(untrusting, '192.0.2.250', 'one-more@paydesk.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(TOO_MANY_ATTEMPTS);
    expect(await addressesCounted(untrusting)).toEqual([`ip:${TEST_CLIENT_ADDRESS}`]);
  });

  it('does not let the provider believe a forged X-Forwarded-Proto', async () => {
    const cookies = await providerCookiesOverForgedHttps(untrusting.app, untrusting.config);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('counts failures against the address the proxy forwards', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      await attempt(trusting, '198.51.100.77', `spray-${i}@paydesk.test`);
    }
    const refused = await attempt(trusting, '198.51.100.77', 'one-more@paydesk.test');
    expect(refused.statusCode).toBe(429);
    const otherClient = await attempt(trusting, '198.51.100.78', 'one-more@paydesk.test');
    expect(otherClient.statusCode).toBe(401);
    expect(await addressesCounted(trusting)).toEqual(
      expect.arrayContaining(['ip:198.51.100.77', 'ip:198.51.100.78']),
    );
    expect(await addressesCounted(trusting)).not.toContain(`ip:${TEST_CLIENT_ADDRESS}`);
  });

  it('lets the provider read the forwarded protocol', async () => {
    const cookies = await providerCookiesOverForgedHttps(trusting.app, trusting.config);
    expect(cookies.some((cookie) => /;\s*secure/i.test(cookie))).toBe(true);
  });
});
