import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { mailOutbox } from '../mail/mail.table';
import { oidcPayloads, passwordResetTokens } from './identity.table';
import {
  authorizeUrl,
  Browser,
  DEMO_PASSWORD,
  type IdentityTestApp,
  location,
  pkcePair,
  SILENT_REDIRECT,
  signIn,
  startIdentityApp,
} from './identity.test-support';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from './pages/account-pages';
import { sendAccountLink } from './password-reset';
import { BREACHED_PASSWORD_MESSAGE, verifyPassword } from './passwords';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await startIdentityApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function passwordHashOf(userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row!.hash!;
}

async function latestMailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe('password reset', () => {
  it('answers the same for known and unknown emails and writes a mail only for the known one', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const known = await new Browser(t.app).post('/interaction/password-reset', {
      email: 'Tenant.Admin@northwind.test',
    });
    const unknown = await new Browser(t.app).post('/interaction/password-reset', {
      email: 'nobody@paydesk.test',
    });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain(RESET_REQUESTED);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain(RESET_REQUESTED);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 1);

    const mail = await latestMailTo(t.users.tenantAdmin.email);
    expect(mail?.subject).toBe('Reset your Paydesk password');
    expect(mail?.bodyText).toMatch(/http:\/\/localhost:3000\/interaction\/password-reset\/[A-Za-z0-9_-]{43}/);

    // Only a hash of the token is stored, with a one-hour expiry.
    const token = /password-reset\/([A-Za-z0-9_-]{43})/.exec(mail!.bodyText)![1]!;
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, t.users.tenantAdmin.id));
    expect(stored?.tokenHash).not.toContain(token);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    // Issue 17: a reset link works 15 minutes.
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
  });

  it('lets an invited user choose their first password on the same page ("Choose your password")', async () => {
    const invited = {
      id: '5f0c3a52-7d1e-4d7b-9a57-0c2f1e9b6a11',
      email: 'invited.person@northwind.test',
      firstName: 'Invited',
      tenantId: t.users.tenantId,
    };
    await withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
      await tx.insert(users).values({ ...invited, lastName: 'Person', userType: 'crm', passwordHash: null });
      await sendAccountLink(tx, invited, 'invitation', 'http://localhost:3000');
    });
    const mail = await latestMailTo(invited.email);
    expect(mail?.subject).toBe('You are invited to Paydesk');
    const link = /http:\/\/localhost:3000(\/interaction\/password-reset\/[A-Za-z0-9_-]+)/.exec(
      mail!.bodyText,
    )![1]!;
    const browser = new Browser(t.app);
    const form = await browser.get(link);
    expect(form.body).toContain('<h1>Choose your password</h1>');
    const tooLong = 'x'.repeat(129);
    const refused = await browser.post(link, { newPassword: tooLong, confirmPassword: tooLong });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('at most 128 characters');
    const breached = await browser.post(link, {
      newPassword: 'FinalFantasy',
      confirmPassword: 'FinalFantasy',
    });
    expect(breached.statusCode).toBe(400);
    expect(breached.body).toContain(BREACHED_PASSWORD_MESSAGE);
    const done = await browser.post(link, {
      newPassword: 'my-first-passphrase',
      confirmPassword: 'my-first-passphrase',
    });
    expect(done.statusCode).toBe(200);
    expect(await verifyPassword(await passwordHashOf(invited.id), 'my-first-passphrase')).toBe(true);
  });

  it('sets a new password through the link, once, and ends the old sessions', async () => {
    const user = t.users.platformAdmin;
    const signedIn = new Browser(t.app);
    await signIn(signedIn, t.config, user.email);

    await new Browser(t.app).post('/interaction/password-reset', { email: user.email });
    const mail = await latestMailTo(user.email);
    const link = /http:\/\/localhost:3000(\/interaction\/password-reset\/[A-Za-z0-9_-]+)/.exec(
      mail!.bodyText,
    )![1]!;

    const browser = new Browser(t.app);
    const form = await browser.get(link);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>Choose a new password</h1>');

    const tooShort = await browser.post(link, { newPassword: 'short', confirmPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain('at least 12 characters');
    const mismatch = await browser.post(link, {
      newPassword: 'a-brand-new-passphrase',
      confirmPassword: 'another-passphrase!!',
    });
    expect(mismatch.body).toContain('The new passwords do not match.');
    const breached = await browser.post(link, {
      newPassword: 'LeaveMeAlone',
      confirmPassword: 'LeaveMeAlone',
    });
    expect(breached.statusCode).toBe(400);
    expect(breached.body).toContain(BREACHED_PASSWORD_MESSAGE);

    const done = await browser.post(link, {
      newPassword: 'a-brand-new-passphrase',
      confirmPassword: 'a-brand-new-passphrase',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(PASSWORD_CHANGED);
    expect(await verifyPassword(await passwordHashOf(user.id), 'a-brand-new-passphrase')).toBe(true);
    expect(await passwordHashOf(user.id)).toMatch(/^\$argon2id\$/);

    const again = await browser.get(link);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(RESET_LINK_INVALID);

    // The session signed in with the old password is gone: silent renewal now needs a sign-in.
    const silent = await signedIn.get(
      authorizeUrl(t.config, {
        challenge: pkcePair().challenge,
        prompt: 'none',
        redirectUri: SILENT_REDIRECT,
      }),
    );
    expect(new URL(location(silent)).searchParams.get('error')).toBe('login_required');

    await signIn(new Browser(t.app), t.config, user.email, 'a-brand-new-passphrase');
  });

  it('rejects an unknown or expired link', async () => {
    const unknown = await new Browser(t.app).get(
      '/interaction/password-reset/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(unknown.statusCode).toBe(400);

    await new Browser(t.app).post('/interaction/password-reset', { email: t.users.tenantAdmin.email });
    const mail = await latestMailTo(t.users.tenantAdmin.email);
    const link = /http:\/\/localhost:3000(\/interaction\/password-reset\/[A-Za-z0-9_-]+)/.exec(
      mail!.bodyText,
    )![1]!;
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, t.users.tenantAdmin.id));
    const expired = await new Browser(t.app).post(link, {
      newPassword: 'a-brand-new-passphrase',
      confirmPassword: 'a-brand-new-passphrase',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain(RESET_LINK_INVALID);
  });

  it('sends no mail for a locked account', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const response = await new Browser(t.app).post('/interaction/password-reset', {
      email: t.users.locked.email,
    });
    expect(response.body).toContain(RESET_REQUESTED);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('the profile page', () => {
  it('asks to sign in without a provider session', async () => {
    const response = await new Browser(t.app).get('/interaction/profile');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Sign in to Paydesk to see your profile.');
  });

  it('shows name and email and changes the password', async () => {
    const user = t.users.tenantAdmin;
    const browser = new Browser(t.app);
    await signIn(browser, t.config, user.email);

    // The provider keeps its session (and the grant) in the database.
    const stored = await t.database.db
      .select({ type: oidcPayloads.type, payload: oidcPayloads.payload })
      .from(oidcPayloads);
    expect(stored.some((row) => row.type === 'Session' && row.payload.accountId === user.id)).toBe(true);
    expect(stored.some((row) => row.type === 'Grant' && row.payload.accountId === user.id)).toBe(true);

    const page = await browser.get('/interaction/profile');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tom Example');
    expect(page.body).toContain(user.email);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;

    const forged = await browser.post('/interaction/profile/password', {
      csrf: 'forged',
      currentPassword: DEMO_PASSWORD,
      newPassword: 'profile-new-passphrase',
      confirmPassword: 'profile-new-passphrase',
    });
    expect(forged.statusCode).toBe(403);

    // The profile page's form: the current password and the new one twice.
    const changePassword = (currentPassword: string, newPassword: string) =>
      browser.post('/interaction/profile/password', {
        csrf,
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      });
    const wrongCurrent = await changePassword('not-it', 'profile-new-passphrase');
    expect(wrongCurrent.body).toContain('The current password is not correct.');

    const breached = await changePassword(DEMO_PASSWORD, 'qwerty123456');
    expect(breached.statusCode).toBe(400);
    expect(breached.body).toContain(BREACHED_PASSWORD_MESSAGE);

    const changed = await changePassword(DEMO_PASSWORD, 'profile-new-passphrase');
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(PASSWORD_CHANGED);
    expect(await verifyPassword(await passwordHashOf(user.id), 'profile-new-passphrase')).toBe(true);
  });
});
