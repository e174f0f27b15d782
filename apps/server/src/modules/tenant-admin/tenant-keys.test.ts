import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import * as calls from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import type { KeyRotation, TenantKey } from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../infra/audit/audit-events.table';
import {
  createKeyring,
  openEnvelope,
  PLATFORM_KEY_ID,
  parseEnvelope,
  platformDataKey,
  sealEnvelope,
  unwrapKey,
  wrapKey,
} from '../../infra/crypto/keyring';
import { tenantKeys } from '../../infra/crypto/tenant-keys.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { merchantWebhookEndpoints } from '../transaction-webhooks/transaction-webhooks.table';
import { signingSecretOf } from '../transaction-webhooks/webhook-secrets';
import { adminTestApp } from '../user-admin/user-admin.test-support';

const { api, testApp } = adminTestApp();
const { PLATFORM } = DEMO_EMAILS;
const tenant = { tenantId: NORTHWIND.id };
const acme = demoMerchant('acme').id;

async function acmeEndpoint() {
  const [row] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(merchantWebhookEndpoints)
      .where(
        and(
          eq(merchantWebhookEndpoints.tenantId, NORTHWIND.id),
          eq(merchantWebhookEndpoints.merchantId, acme),
        ),
      ),
  );
  if (!row) throw new Error('The seed has an endpoint for Acme');
  return row;
}

const secretOf = async (endpoint: Awaited<ReturnType<typeof acmeEndpoint>>, tenantId = NORTHWIND.id) =>
  withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
    signingSecretOf(tx, testApp().app.keyring, { ...endpoint, tenantId }),
  );

const keysOf = (tenantId: string) =>
  api.ok<TenantKey[]>(PLATFORM, calls.listTenantKeys, { params: { tenantId } });

describe('the key hierarchy', () => {
  const root = randomBytes(32);

  it("unwraps a tenant's key only with its own tenant, version and purpose (AES-GCM authentication)", () => {
    const key = randomBytes(32);
    const wrapped = wrapKey(root, NORTHWIND.id, 1, 'data', key);
    const row = { tenantId: NORTHWIND.id, version: 1, purpose: 'data' as const, wrappedKey: wrapped };
    expect(unwrapKey(root, row).equals(key)).toBe(true);
    expect(() => unwrapKey(root, { ...row, tenantId: BLUE_HARBOR.id })).toThrow(/authenticate/);
    expect(() => unwrapKey(root, { ...row, version: 2 })).toThrow(/authenticate/);
    expect(() => unwrapKey(randomBytes(32), row)).toThrow(/authenticate/);
  });

  it("refuses a value under another tenant's key, or read as another tenant's", () => {
    const northwindKey = randomBytes(32);
    const harbourKey = randomBytes(32);
    const envelope = parseEnvelope(sealEnvelope(northwindKey, NORTHWIND.id, 'kid-1', 'whsec_secret'));
    expect(openEnvelope(northwindKey, NORTHWIND.id, envelope)).toBe('whsec_secret');
    expect(() => openEnvelope(harbourKey, NORTHWIND.id, envelope)).toThrow(/authenticate/);
    expect(() => openEnvelope(northwindKey, BLUE_HARBOR.id, envelope)).toThrow(/authenticate/);
  });
});

describe('the platform key (values of platform users, who have no tenant)', () => {
  it("is derived from the root key, and its values open with no tenant's key nor under another root", async () => {
    const root = randomBytes(32);
    // The platform key is derived, not stored: no database is read.
    const noDatabase = {} as ScopedTx;
    const { envelope, keyId } = await createKeyring(root).encrypt(noDatabase, null, 'JBSWY3DPEHPK3PXP');
    expect(keyId).toBe(PLATFORM_KEY_ID);
    expect(envelope).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await createKeyring(root).decrypt(noDatabase, null, envelope)).toBe('JBSWY3DPEHPK3PXP');
    await expect(createKeyring(randomBytes(32)).decrypt(noDatabase, null, envelope)).rejects.toThrow(
      /authenticate/,
    );
    // Read as a tenant's value, even with the right key, it fails the associated data.
    expect(() => openEnvelope(platformDataKey(root), NORTHWIND.id, parseEnvelope(envelope))).toThrow(
      /authenticate/,
    );
  });
});

describe('the webhook-signing keys and the webhook secrets they encrypt', () => {
  let plaintext: string;
  beforeAll(async () => {
    testApp().app.tenantKeyJob.runAfterRotation = false;
    const before = await acmeEndpoint();
    expect(before.secretKeyId).toBeNull();
    plaintext = before.secret;
  });

  it("encrypts the plaintext secrets from before 0030 on the job's first pass, then rotates, re-encrypts and retires", async () => {
    const first = await testApp().app.tenantKeyJob.runOnce();
    expect(first.moved).toBeGreaterThan(0);
    const encrypted = await acmeEndpoint();
    expect(encrypted.secret).not.toContain(plaintext);
    expect(parseEnvelope(encrypted.secret)).toMatchObject({ v: 1, kid: encrypted.secretKeyId });
    expect(await secretOf(encrypted)).toBe(plaintext);
    // Read as another tenant's value, it does not open.
    await expect(secretOf(encrypted, BLUE_HARBOR.id)).rejects.toThrow();

    const [v1] = (await keysOf(NORTHWIND.id)).filter((key) => key.purpose === 'webhook-signing');
    expect(v1).toMatchObject({
      version: 1,
      state: 'active',
      keyId: encrypted.secretKeyId,
      createdBy: 'system',
    });
    expect(v1?.valuesInUse).toBeGreaterThan(0);

    // A key action is confirmed with a step-up code: without one it is refused and nothing rotates.
    expect(
      await api.refused(
        PLATFORM,
        calls.rotateTenantWebhookSigningKey,
        { params: tenant, stepUp: false },
        401,
      ),
    ).toBe('STEP_UP_REQUIRED');
    const rotation = await api.ok<KeyRotation>(PLATFORM, calls.rotateTenantWebhookSigningKey, {
      params: tenant,
    });
    expect(rotation.key).toMatchObject({ version: 2, state: 'active', createdBy: PLATFORM });
    expect(rotation.previousKeyId).toBe(v1?.keyId);
    expect(rotation.valuesToReencrypt).toBe(v1?.valuesInUse);
    // Data under v1 still decrypts, v1 now decrypt-only.
    expect(await secretOf(await acmeEndpoint())).toBe(plaintext);

    const retire = (keyId: string) => ({ params: { ...tenant, keyId } });
    expect(await api.refused(PLATFORM, calls.retireTenantKey, retire(v1?.keyId ?? ''), 409)).toBe(
      'KEY_STILL_IN_USE',
    );
    expect(await api.refused(PLATFORM, calls.retireTenantKey, retire(rotation.key.keyId), 409)).toBe(
      'KEY_STATE_REFUSED',
    );

    const moved = await testApp().app.tenantKeyJob.runOnce();
    expect(moved.moved).toBe(v1?.valuesInUse);
    // Twice is safe: nothing is left to move, and the values are as they were.
    expect((await testApp().app.tenantKeyJob.runOnce()).moved).toBe(0);
    const onV2 = await acmeEndpoint();
    expect(onV2.secretKeyId).toBe(rotation.key.keyId);
    expect(await secretOf(onV2)).toBe(plaintext);

    const retired = await api.ok<TenantKey>(PLATFORM, calls.retireTenantKey, retire(v1?.keyId ?? ''));
    expect(retired).toMatchObject({ state: 'retired', valuesInUse: 0 });
    expect(retired.retiredAt).not.toBeNull();

    // No key material or secret in any answer or audit row.
    const wrapped = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ wrappedKey: tenantKeys.wrappedKey })
        .from(tenantKeys)
        .where(eq(tenantKeys.tenantId, NORTHWIND.id)),
    );
    const forbidden = [
      plaintext,
      ...wrapped.flatMap((row) => {
        const bytes = Buffer.from(row.wrappedKey ?? []);
        return [bytes.toString('base64'), bytes.toString('hex')];
      }),
    ];
    const trail = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.resourceType, 'tenantKey'))
        .orderBy(auditEvents.occurredAt),
    );
    expect(trail.map((row) => row.action)).toEqual(['tenantKey.rotate', 'tenantKey.retire']);
    const answers = JSON.stringify([rotation, retired, await keysOf(NORTHWIND.id), trail]);
    for (const secret of forbidden) expect(answers).not.toContain(secret);
    expect(answers).not.toMatch(/wrapped|material/i);
  });

  it('moves a secret the data key encrypted (before the webhook-signing purpose, 0031) onto the webhook-signing key', async () => {
    const db = testApp().database.db;
    const { keyring } = testApp().app;
    const underData = await withScope(db, SYSTEM_SCOPE, async (tx) => {
      const { envelope, keyId } = await keyring.encrypt(tx, NORTHWIND.id, plaintext, 'data');
      await tx
        .update(merchantWebhookEndpoints)
        .set({ secret: envelope, secretKeyId: keyId })
        .where(eq(merchantWebhookEndpoints.merchantId, acme));
      return keyId;
    });
    expect(await secretOf(await acmeEndpoint())).toBe(plaintext);
    expect((await testApp().app.tenantKeyJob.runOnce()).moved).toBeGreaterThan(0);
    const moved = await acmeEndpoint();
    expect(moved.secretKeyId).not.toBe(underData);
    const [signingKey] = (await keysOf(NORTHWIND.id)).filter(
      (key) => key.purpose === 'webhook-signing' && key.state === 'active',
    );
    expect(moved.secretKeyId).toBe(signingKey?.keyId);
    expect(await secretOf(moved)).toBe(plaintext);
  });

  it('takes a PEM public key for settlement files, with its fingerprint, and refuses a private key or garbage', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const der = publicKey.export({ type: 'spki', format: 'der' });
    const fingerprint = `SHA256:${createHash('sha256').update(der).digest('base64').replace(/=+$/, '')}`;
    const input = (text: string) => ({
      params: { tenantId: BLUE_HARBOR.id },
      body: { label: 'Settlement 2026', pem: text },
    });

    const first = await api.ok<TenantKey>(PLATFORM, calls.uploadTenantPublicKey, input(pem));
    expect(first).toMatchObject({ purpose: 'settlement-public', version: 1, state: 'active', fingerprint });
    const second = await api.ok<TenantKey>(
      PLATFORM,
      calls.uploadTenantPublicKey,
      input(generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    );
    expect(second.version).toBe(2);
    const states = (await keysOf(BLUE_HARBOR.id))
      .filter((key) => key.purpose === 'settlement-public')
      .map((key) => [key.version, key.state]);
    expect(states).toEqual([
      [2, 'active'],
      [1, 'decrypt-only'],
    ]);
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const refusedPrivate = await api.call(PLATFORM, calls.uploadTenantPublicKey, input(privatePem));
    expect(refusedPrivate.statusCode).toBe(400);
    expect(refusedPrivate.body).not.toContain(privatePem.split('\n')[1]);
    expect(
      (
        await api.call(
          PLATFORM,
          calls.uploadTenantPublicKey,
          input('-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----'),
        )
      ).statusCode,
    ).toBe(400);

    const retired = await api.ok<TenantKey>(PLATFORM, calls.retireTenantKey, {
      params: { tenantId: BLUE_HARBOR.id, keyId: first.keyId },
    });
    expect(retired.state).toBe('retired');
    // Another tenant's key id answers 404.
    expect(
      await api.refused(
        PLATFORM,
        calls.retireTenantKey,
        { params: { tenantId: NORTHWIND.id, keyId: second.keyId } },
        404,
      ),
    ).toBe('NOT_FOUND');
  });
});
