import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_STEP_UP_SECRETS } from '../../seed/demo-accounts';
import { demoUser } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { prepareStepUp } from '../../test/step-up-codes';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.table';
import { totpCodeNow } from './totp';

/**
 * Step-up challenges, their TOTP confirmation, the lock and the enrolment
 * (docs/administration.md "Step-up codes"). The codes' use on the calls they confirm is tested
 * with those calls (user-admin-step-up.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const REMOVE = { method: 'DELETE', path: '/api/profile/step-up/enrolment' } as const;

async function post(email: string, url: string, payload: object) {
  return t.requestAs(email, { method: 'POST', url, payload });
}

const challenge = (email: string, request: object = REMOVE) =>
  post(email, '/api/step-up/challenges', request);

const confirm = (email: string, challengeId: string, code: string) =>
  post(email, `/api/step-up/challenges/${challengeId}/confirm`, { code });

/** A six-digit code that is not the one the app shows now. */
const wrong = (code: string) => code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));

async function userId(email: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
  );
  if (!row) throw new Error(email);
  return row.id;
}

describe('a challenge', () => {
  it('names the request in plain words, for 5 minutes', async () => {
    const response = await challenge(DEMO_EMAILS.NORTHWIND_ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.summary).toBe("Remove the user's authenticator");
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.5);
    expect(minutes).toBeLessThanOrEqual(5);
  });

  it('answers 404 for no route, 403 for a call the user may not make, 409 for one without step-up', async () => {
    const unknown = await challenge(DEMO_EMAILS.NORTHWIND_ADMIN, {
      method: 'PUT',
      path: '/api/v1.1/nothing/here',
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    const agent = await challenge(DEMO_EMAILS.AGENT, {
      method: 'PUT',
      path: `/api/v1.1/users/${demoUser(DEMO_EMAILS.NORTHWIND_ADMIN).id}/activation`,
      body: JSON.stringify({ isActive: false }),
    });
    expect(agent.statusCode, agent.body).toBe(403);
    const plain = await challenge(DEMO_EMAILS.NORTHWIND_ADMIN, {
      method: 'GET',
      path: '/api/profile/settings',
    });
    expect(plain.json().error.code).toBe('STEP_UP_NOT_NEEDED');
    const badBody = await challenge(DEMO_EMAILS.NORTHWIND_ADMIN, {
      method: 'PUT',
      path: `/api/v1.1/users/${demoUser(DEMO_EMAILS.AGENT).id}/activation`,
      body: JSON.stringify({ isActive: 'no' }),
    });
    expect(badBody.statusCode, badBody.body).toBe(400);
  });

  it('asks a user without an authenticator to enrol first', async () => {
    const response = await challenge(TEST_USERS.bareTenant);
    expect(response.json().error.code).toBe('STEP_UP_NOT_ENROLLED');
  });
});

describe('the confirmation', () => {
  it('refuses the time step of a code already used, even in a new challenge', async () => {
    const email = DEMO_EMAILS.BLUE_HARBOR_ADMIN;
    const secret = await prepareStepUp(t.database.db, email);
    expect(secret).toBe(DEMO_STEP_UP_SECRETS[email]);
    const code = totpCodeNow(secret);
    const first = await challenge(email);
    const ok = await confirm(email, first.json().challengeId, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().scaCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const seconds = (Date.parse(ok.json().expiresAt) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(110);
    expect(seconds).toBeLessThanOrEqual(120);

    const second = await challenge(email);
    const again = await confirm(email, second.json().challengeId, code);
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json().error.code).toBe('STEP_UP_INVALID');
  });

  it("answers 404 for another user's challenge", async () => {
    const theirs = await challenge(DEMO_EMAILS.NORTHWIND_ADMIN);
    const response = await confirm(DEMO_EMAILS.PLATFORM, theirs.json().challengeId, '123456');
    expect(response.statusCode, response.body).toBe(404);
  });

  it('locks step-up after five wrong codes in a row, tells the user by mail, and audits each attempt', async () => {
    const email = DEMO_EMAILS.SANDBOX;
    const secret = await prepareStepUp(t.database.db, email);
    const open = (await challenge(email)).json().challengeId as string;
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await confirm(email, open, wrong(totpCodeNow(secret)))).json().error.code);
    expect(answers).toEqual([
      'STEP_UP_INVALID',
      'STEP_UP_INVALID',
      'STEP_UP_INVALID',
      'STEP_UP_INVALID',
      'STEP_UP_LOCKED',
    ]);
    // Locked: the right code does not help, and no new challenge starts.
    const right = await confirm(email, open, totpCodeNow(secret));
    expect(right.statusCode, right.body).toBe(403);
    expect(right.json().error.code).toBe('STEP_UP_LOCKED');
    expect((await challenge(email)).json().error.code).toBe('STEP_UP_LOCKED');
    const status = await t.requestAs(email, { url: '/api/profile/step-up' });
    expect(status.json()).toMatchObject({ enrolled: true, lockedUntil: expect.any(String) });
    const minutes = (Date.parse(status.json().lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);

    const [mail] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt)),
    );
    expect(mail?.subject).toBe('Your Paydesk step-up codes are locked');

    const id = await userId(email);
    const audited = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ action: auditEvents.action, outcome: auditEvents.outcome })
        .from(auditEvents)
        .where(and(eq(auditEvents.actorUserId, id)))
        .orderBy(auditEvents.seq),
    );
    const attempts = audited.filter((row) => row.action.startsWith('stepUp.'));
    expect(
      attempts.filter((row) => row.action === 'stepUp.confirm' && row.outcome === 'denied'),
    ).toHaveLength(5);
    expect(attempts.some((row) => row.action === 'stepUp.lock')).toBe(true);
  });

  it('starts the count again after a success', async () => {
    const email = DEMO_EMAILS.ACME;
    const secret = await prepareStepUp(t.database.db, email);
    const open = (await challenge(email)).json().challengeId as string;
    for (let i = 0; i < 4; i += 1) await confirm(email, open, wrong(totpCodeNow(secret)));
    expect((await confirm(email, open, totpCodeNow(secret))).statusCode).toBe(200);
    const next = (await challenge(email)).json().challengeId as string;
    await prepareStepUp(t.database.db, email);
    const answer = await confirm(email, next, wrong(totpCodeNow(secret)));
    expect(answer.json().error.code).toBe('STEP_UP_INVALID');
  });
});

describe('the enrolment (profile settings)', () => {
  it('enrols a new authenticator with a code from it, refuses a second, and removes it only with step-up', async () => {
    const email = TEST_USERS.bareMerchant;
    const status = () => t.requestAs(email, { url: '/api/profile/step-up' });
    expect((await status()).json()).toEqual({ enrolled: false, lockedUntil: null });

    const started = await t.requestAs(email, { method: 'POST', url: '/api/profile/step-up/enrolment' });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUrl } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Paydesk:.+issuer=Paydesk/);
    const put = (code: string) =>
      t.requestAs(email, { method: 'PUT', url: '/api/profile/step-up/enrolment', payload: { code } });
    expect((await put(wrong(totpCodeNow(secret)))).json().error.code).toBe('STEP_UP_INVALID');
    const confirmed = await put(totpCodeNow(secret));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ enrolled: true, lockedUntil: null });
    // The secret is never shown again, and a new one cannot replace it without removing it first.
    expect(JSON.stringify((await status()).json())).not.toContain(secret);
    const second = await t.requestAs(email, { method: 'POST', url: '/api/profile/step-up/enrolment' });
    expect(second.json().error.code).toBe('STEP_UP_ALREADY_ENROLLED');

    const remove = (headers: Record<string, string> = {}) =>
      t.requestAs(email, { method: 'DELETE', url: '/api/profile/step-up/enrolment', headers });
    expect((await remove()).json().error.code).toBe('STEP_UP_REQUIRED');
    await prepareStepUp(t.database.db, email); // a new time step for the test's second code
    const open = (await challenge(email)).json().challengeId as string;
    const code = (await confirm(email, open, totpCodeNow(secret))).json().scaCode as string;
    const removed = await remove({ scacode: code });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ enrolled: false, lockedUntil: null });
  });
});
