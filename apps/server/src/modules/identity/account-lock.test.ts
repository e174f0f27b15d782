import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/mail.table';
import { ACCOUNT_LOCK_MS, AccountLockout, MAX_FAILURES_BEFORE_LOCK } from './account-lockout';
import { accountLockouts, signInAttempts } from './identity.table';
import { attemptSignIn, Browser, DEMO_PASSWORD, useIdentityApp } from './identity.test-support';
import { MAX_FAILURES_PER_EMAIL } from './login-throttle';
import { ACCOUNT_LOCKED, INVALID_CREDENTIALS } from './pages/login-page';

/** PCI DSS 8.3.4, sign-in locked after 10 failures in a row for 30 minutes. */
const identityApp = useIdentityApp();
let nextIp = 0;

beforeEach(async () => {
  await identityApp().database.db.delete(accountLockouts);
});

function attempt(email: string, password: string) {
  nextIp += 1;
  return attemptSignIn(identityApp(), `198.51.100.${nextIp % 250}`, email, password);
}

const alertOf = (body: string) =>
  /<div class="alert alert-error" role="alert">([^<]*)<\/div>/.exec(body)?.[1];

/** Fails MAX_FAILURES_BEFORE_LOCK times, letting the throttle's window pass as often as it needs. */
async function failInARow(email: string): Promise<{ status: number; alert: string | undefined }[]> {
  const seen = [];
  for (let i = 1; i <= MAX_FAILURES_BEFORE_LOCK; i += 1) {
    const response = await attempt(email, `wrong-${i}`);
    seen.push({ status: response.statusCode, alert: alertOf(response.body) });
    if (i % MAX_FAILURES_PER_EMAIL === 0) await identityApp().database.db.delete(signInAttempts);
  }
  return seen;
}

async function mailsTo(email: string) {
  return identityApp()
    .database.db.select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
}

describe('the account lock', () => {
  it(`locks sign-in after ${MAX_FAILURES_BEFORE_LOCK} failures in a row, even for the right password, and mails the owner`, async () => {
    const { email } = identityApp().users.platformAdmin;
    const seen = await failInARow(email);
    expect(seen.slice(0, -1).every((s) => s.status === 401 && s.alert === INVALID_CREDENTIALS)).toBe(true);
    expect(seen.at(-1)).toEqual({ status: 423, alert: ACCOUNT_LOCKED });

    const right = await attempt(email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(alertOf(right.body)).toBe(ACCOUNT_LOCKED);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your Paydesk sign-in is locked');
    expect(mail?.bodyText).toContain('http://localhost:3000/interaction/password-reset');

    const [record] = await identityApp()
      .database.db.select()
      .from(accountLockouts)
      .where(eq(accountLockouts.email, email));
    expect(record?.timesLocked).toBe(1);
    const lockedFor = record!.lockedUntil!.getTime() - record!.lockedAt!.getTime();
    expect(lockedFor).toBe(ACCOUNT_LOCK_MS);
  });

  it('answers an unknown email exactly as an existing one, and mails nobody', async () => {
    const ghost = 'ghost.lock@paydesk.test';
    const existing = await failInARow(identityApp().users.tenantAdmin.email);
    expect(await failInARow(ghost)).toEqual(existing);
    const again = await attempt(ghost, DEMO_PASSWORD);
    expect([again.statusCode, alertOf(again.body)]).toEqual([423, ACCOUNT_LOCKED]);
    expect(await mailsTo(ghost)).toHaveLength(0);
  });

  it('locks without a password check when the count is already past the limit (an attempt lost between counting and checking)', async () => {
    const { email } = identityApp().users.platformAdmin;
    const lockMails = async () =>
      (await mailsTo(email)).filter((mail) => mail.subject === 'Your Paydesk sign-in is locked').length;
    const before = await lockMails();
    await identityApp()
      .database.db.insert(accountLockouts)
      .values({ email, failures: MAX_FAILURES_BEFORE_LOCK });
    const right = await attempt(email, DEMO_PASSWORD);
    expect([right.statusCode, alertOf(right.body)]).toEqual([423, ACCOUNT_LOCKED]);
    expect(await lockMails()).toBe(before + 1);
  });

  it('ends by itself when the lock time is over', async () => {
    const { email } = identityApp().users.platformAdmin;
    await failInARow(email);
    await identityApp().database.db.delete(signInAttempts);
    await identityApp()
      .database.db.update(accountLockouts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(accountLockouts.email, email));
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(303);
  });

  it('is ended at once by a password reset', async () => {
    const { app, users } = identityApp();
    const { email } = users.tenantAdmin;
    await failInARow(email);
    await identityApp().database.db.delete(signInAttempts);
    await new Browser(app).post('/interaction/password-reset', { email });
    const resetMail = (await mailsTo(email)).find((mail) => mail.subject === 'Reset your Paydesk password');
    const link = /\/interaction\/password-reset\/[A-Za-z0-9_-]{43}/.exec(resetMail?.bodyText ?? '')?.[0];
    const newPassword = 'a-brand-new-password';
    const reset = await new Browser(app).post(link!, { newPassword, confirmPassword: newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(email, newPassword)).statusCode).toBe(303);
  });
});

describe('the lock under a concurrent burst', () => {
  it(`lets exactly ${MAX_FAILURES_BEFORE_LOCK} attempts in a row be checked and locks once`, async () => {
    const lockout = new AccountLockout(identityApp().database.db);
    const email = 'burst@paydesk.test';
    const admissions = await Promise.all(Array.from({ length: 40 }, () => lockout.admit(email)));
    const failures = admissions.map((a) => (a.locked ? 0 : a.failure)).sort((a, b) => a - b);
    expect(failures).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const checked = admissions.filter((a) => !a.locked && a.failure <= MAX_FAILURES_BEFORE_LOCK);
    expect(checked).toHaveLength(MAX_FAILURES_BEFORE_LOCK);

    const locks = await Promise.all(admissions.map((a) => (a.locked ? null : lockout.lockIfDue(email, a))));
    expect(locks.filter(Boolean)).toHaveLength(1);
    expect(await lockout.admit(email)).toEqual({ locked: true });
    const [row] = await identityApp()
      .database.db.select()
      .from(accountLockouts)
      .where(and(eq(accountLockouts.email, email)));
    expect(row?.timesLocked).toBe(1);
  });
});
