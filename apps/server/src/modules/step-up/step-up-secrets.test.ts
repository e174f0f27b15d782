import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_KEY_ID, parseEnvelope } from '../../infra/crypto/keyring';
import { users } from '../../infra/db/schema';
import { stepUpEnrolments } from '../../infra/step-up/step-up.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_STEP_UP_SECRETS } from '../../seed/demo-accounts';
import { NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { prepareStepUp } from '../../test/step-up-codes';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { totpCodeNow } from './totp';

/**
 * The step-up (TOTP) secrets are encrypted at rest (docs/administration.md "Step-up codes"): a
 * tenant user's under the tenant's data key, a platform user's under the platform key; the
 * plaintext ones from before 0031 are encrypted by the re-encryption job and still verify.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.tenantKeyJob.runAfterRotation = false;
});
afterAll(() => t.close());

async function storedEnrolment(email: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select({
        secret: stepUpEnrolments.secret,
        secretKeyId: stepUpEnrolments.secretKeyId,
        pendingSecret: stepUpEnrolments.pendingSecret,
        pendingSecretKeyId: stepUpEnrolments.pendingSecretKeyId,
      })
      .from(stepUpEnrolments)
      .innerJoin(users, eq(users.id, stepUpEnrolments.userId))
      .where(eq(users.email, email)),
  );
  if (!row) throw new Error(`${email} has no enrolment row`);
  return row;
}

/** A step-up code confirmed with the authenticator code of `secret`: the status of the confirmation. */
async function confirmWith(email: string, secret: string) {
  await prepareStepUp(t.database.db, email); // a fresh time step for each code the test asks
  const challenge = await t.requestAs(email, {
    method: 'POST',
    url: '/api/step-up/challenges',
    payload: { method: 'DELETE', path: '/api/profile/step-up/enrolment' },
  });
  expect(challenge.statusCode, challenge.body).toBe(200);
  const confirmed = await t.requestAs(email, {
    method: 'POST',
    url: `/api/step-up/challenges/${challenge.json().challengeId}/confirm`,
    payload: { code: totpCodeNow(secret) },
  });
  return confirmed.statusCode;
}

describe('step-up secrets at rest', () => {
  it("stores a new enrolment's secrets encrypted under the tenant's data key, and its codes verify", async () => {
    const email = TEST_USERS.bareMerchant;
    const started = await t.requestAs(email, { method: 'POST', url: '/api/profile/step-up/enrolment' });
    const { secret } = started.json() as { secret: string };
    const pending = await storedEnrolment(email);
    expect(pending.pendingSecret).not.toContain(secret);
    expect(parseEnvelope(pending.pendingSecret ?? '')).toMatchObject({ kid: pending.pendingSecretKeyId });

    const enrolled = await t.requestAs(email, {
      method: 'PUT',
      url: '/api/profile/step-up/enrolment',
      payload: { code: totpCodeNow(secret) },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const stored = await storedEnrolment(email);
    expect(stored.secret).not.toContain(secret);
    expect(stored.secretKeyId).not.toBe(PLATFORM_KEY_ID);
    expect(parseEnvelope(stored.secret ?? '')).toMatchObject({ kid: stored.secretKeyId });
    expect(await confirmWith(email, secret)).toBe(200);
  });

  it('encrypts the plaintext demo secrets on the job pass (a platform user under the platform key), and they still verify', async () => {
    const platform = DEMO_EMAILS.PLATFORM;
    const admin = DEMO_EMAILS.NORTHWIND_ADMIN;
    const demoSecret = (email: string) => DEMO_STEP_UP_SECRETS[email] ?? '';
    // As the seed left them: plaintext, and usable as they are.
    expect(await storedEnrolment(platform)).toMatchObject({
      secret: demoSecret(platform),
      secretKeyId: null,
    });
    expect(await confirmWith(platform, demoSecret(platform))).toBe(200);

    expect((await t.app.tenantKeyJob.runOnce()).moved).toBeGreaterThan(0);
    const platformRow = await storedEnrolment(platform);
    expect(platformRow.secretKeyId).toBe(PLATFORM_KEY_ID);
    expect(platformRow.secret).not.toContain(demoSecret(platform));
    const adminRow = await storedEnrolment(admin);
    expect(adminRow.secret).not.toContain(demoSecret(admin));
    expect(await confirmWith(platform, demoSecret(platform))).toBe(200);
    expect(await confirmWith(admin, demoSecret(admin))).toBe(200);

    // A rotation of the tenant's data key: the job moves the tenant user's secret onto the new key
    // (the platform's stays), and the same authenticator still verifies.
    const rotated = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      t.app.keyring.rotateDataKey(tx, NORTHWIND.id, 'test'),
    );
    expect(adminRow.secretKeyId).toBe(rotated.previous?.id);
    await t.app.tenantKeyJob.runOnce();
    expect((await storedEnrolment(admin)).secretKeyId).toBe(rotated.key.id);
    expect((await storedEnrolment(platform)).secret).toBe(platformRow.secret);
    expect(await confirmWith(admin, demoSecret(admin))).toBe(200);
    // Twice is safe: nothing is left to move.
    expect((await t.app.tenantKeyJob.runOnce()).moved).toBe(0);
  });
});
