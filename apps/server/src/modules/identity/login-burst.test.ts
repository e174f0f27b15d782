import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  DEMO_PASSWORD,
  openLoginPage,
  pkcePair,
  submitLogin,
  useIdentityApp,
} from './identity.test-support';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from './login-throttle';
import * as passwords from './passwords';

/**
 * The throttle must hold against concurrent attempts, not only a loop. The
 * password checks are counted: a refused attempt must not reach one.
 */
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords')>();
  return {
    ...original,
    verifyPassword: vi.fn(original.verifyPassword),
    verifyAgainstDummy: vi.fn(original.verifyAgainstDummy),
  };
});

const BURST = 40;
const identityApp = useIdentityApp();

beforeEach(() => {
  vi.mocked(passwords.verifyPassword).mockClear();
  vi.mocked(passwords.verifyAgainstDummy).mockClear();
});

const passwordChecks = () =>
  vi.mocked(passwords.verifyPassword).mock.calls.length +
  vi.mocked(passwords.verifyAgainstDummy).mock.calls.length;

/** Opens one sign-in page per attempt first, then posts all the forms at once. */
async function burst(attempts: { ip: string; email: string; password: string }[]) {
  const opened = await Promise.all(
    attempts.map(async (attempt) => {
      const { app, config } = identityApp();
      const browser = new Browser(app, attempt.ip);
      return { ...attempt, browser, loginPath: await openLoginPage(browser, config, pkcePair().challenge) };
    }),
  );
  return Promise.all(opened.map((a) => submitLogin(a.browser, a.loginPath, a.email, a.password)));
}

describe('a concurrent burst of sign-in attempts', () => {
  it(`checks at most ${MAX_FAILURES_PER_EMAIL} passwords for one account, and the right one arriving late does not sign in`, async () => {
    const email = identityApp().users.platformAdmin.email;
    const responses = await burst(
      Array.from({ length: BURST }, (_, i) => ({
        ip: `198.51.100.${i + 1}`,
        email,
        password: i === 34 ? DEMO_PASSWORD : `wrong-${i}`,
      })),
    );
    expect(responses.filter((r) => r.statusCode === 303)).toHaveLength(0);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(BURST - MAX_FAILURES_PER_EMAIL);
    expect(passwordChecks()).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL);
  });

  it(`checks at most ${MAX_FAILURES_PER_IP} passwords from one address across emails`, async () => {
    const responses = await burst(
      Array.from({ length: BURST }, (_, i) => ({
        ip: '203.0.113.99',
        email: `spray-${i}@paydesk.test`,
        password: 'wrong',
      })),
    );
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(BURST - MAX_FAILURES_PER_IP);
    expect(passwordChecks()).toBeLessThanOrEqual(MAX_FAILURES_PER_IP);
  });
});
