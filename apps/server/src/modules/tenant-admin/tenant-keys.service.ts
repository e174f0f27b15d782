import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import type {
  KeyRotation,
  PublicKeyUpload,
  TenantKey,
} from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { and, desc, eq } from 'drizzle-orm';
import { valuesUnderKey } from '../../infra/crypto/encrypted-stores';
import { type Keyring, lockTenantKeys, nextKeyVersion, type TenantKeyRow } from '../../infra/crypto/keyring';
import { isSecretKey, type SecretKeyPurpose, tenantKeys } from '../../infra/crypto/tenant-keys.table';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { AdminContext } from '../user-admin';
import { recordTenantChange } from './tenant-admin.service';

/**
 * The tenant's keys as the encryption-keys screen sees them (docs/administration.md "Encryption
 * keys"). Only this view leaves the server: never wrapped or unwrapped material.
 */
async function keyView(tx: ScopedTx, row: TenantKeyRow): Promise<TenantKey> {
  return {
    keyId: row.id,
    tenantId: row.tenantId,
    purpose: row.purpose,
    version: row.version,
    state: row.state,
    fingerprint: row.fingerprint,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    valuesInUse: isSecretKey(row.purpose) ? await valuesUnderKey(tx, row.id) : 0,
  };
}

/** What the audit trail keeps of a key: its view without counts (no material is ever in it). */
const auditedKey = (view: TenantKey) => {
  const { valuesInUse: _count, ...rest } = view;
  return rest;
};

export async function listKeys(tx: ScopedTx, tenantId: string): Promise<TenantKey[]> {
  const rows = await tx
    .select()
    .from(tenantKeys)
    .where(eq(tenantKeys.tenantId, tenantId))
    .orderBy(tenantKeys.purpose, desc(tenantKeys.version));
  const views: TenantKey[] = [];
  for (const row of rows) views.push(await keyView(tx, row));
  return views;
}

/**
 * Rotation of a secret key (the data key, or the webhook-signing key): a new version, the old one
 * decrypt-only until the job has moved its values.
 */
export async function rotateSecretKey(
  ctx: AdminContext,
  keyring: Keyring,
  tenantId: string,
  purpose: SecretKeyPurpose,
): Promise<KeyRotation> {
  const { key, previous } = await keyring.rotateDataKey(ctx.tx, tenantId, ctx.actor.email, purpose);
  const view = await keyView(ctx.tx, key);
  const before = previous ? await keyView(ctx.tx, previous) : null;
  await recordTenantChange(ctx, {
    tenantId,
    action: 'tenantKey.rotate',
    resourceType: 'tenantKey',
    resourceId: key.id,
    before: before ? auditedKey(before) : null,
    after: auditedKey(view),
  });
  return { key: view, previousKeyId: previous?.id ?? null, valuesToReencrypt: before?.valuesInUse ?? 0 };
}

async function keyOfTenant(tx: ScopedTx, tenantId: string, keyId: string): Promise<TenantKeyRow> {
  const [row] = await tx
    .select()
    .from(tenantKeys)
    .where(and(eq(tenantKeys.tenantId, tenantId), eq(tenantKeys.id, keyId)))
    .limit(1)
    .for('update');
  if (!row) throw AppError.notFound('Key');
  return row;
}

/**
 * Retires a key: a data key only once decrypt-only and no stored value is under it any more (409
 * KEY_STILL_IN_USE until the re-encryption job has moved them); a public key when not yet retired.
 */
export async function retireKey(ctx: AdminContext, tenantId: string, keyId: string): Promise<TenantKey> {
  const row = await keyOfTenant(ctx.tx, tenantId, keyId);
  // The purpose's lock, as rotation takes it: a key is not retired while its successor is being made.
  await lockTenantKeys(ctx.tx, tenantId, row.purpose);
  if (row.state === 'retired') throw AppError.refused('KEY_STATE_REFUSED', 'The key is already retired');
  if (isSecretKey(row.purpose)) {
    if (row.state === 'active') {
      throw AppError.refused(
        'KEY_STATE_REFUSED',
        `The active ${row.purpose} key cannot be retired: rotate it first`,
      );
    }
    const inUse = await valuesUnderKey(ctx.tx, row.id);
    if (inUse > 0) {
      throw AppError.refused(
        'KEY_STILL_IN_USE',
        `${inUse} stored value(s) are still encrypted under this key: let the re-encryption job finish first`,
      );
    }
  }
  const before = await keyView(ctx.tx, row);
  const [retired] = await ctx.tx
    .update(tenantKeys)
    .set({ state: 'retired', retiredAt: new Date() })
    .where(and(eq(tenantKeys.tenantId, tenantId), eq(tenantKeys.id, keyId)))
    .returning();
  if (!retired) throw AppError.notFound('Key');
  const after = await keyView(ctx.tx, retired);
  await recordTenantChange(ctx, {
    tenantId,
    action: 'tenantKey.retire',
    resourceType: 'tenantKey',
    resourceId: keyId,
    before: auditedKey(before),
    after: auditedKey(after),
  });
  return after;
}

/** SHA-256 of the key's SubjectPublicKeyInfo (DER), as OpenSSH writes fingerprints. */
export function publicKeyFingerprint(pem: string): string {
  const der = createPublicKey(pem).export({ type: 'spki', format: 'der' });
  return `SHA256:${createHash('sha256').update(der).digest('base64').replace(/=+$/, '')}`;
}

/** The PEM as a public key (SPKI), or a 400 on body.pem: a private key or anything else is refused. */
function checkedPublicKey(pem: string): string {
  if (/PRIVATE KEY/.test(pem)) {
    throw AppError.validation([
      {
        field: 'body.pem',
        message: 'This is a private key: upload the public key only, and keep the private key where it is',
      },
    ]);
  }
  try {
    return createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    throw AppError.validation([{ field: 'body.pem', message: 'Not a public key in PEM form' }]);
  }
}

/** Adds an uploaded public key (settlement files); the previous active one becomes decrypt-only. */
export async function uploadPublicKey(
  ctx: AdminContext,
  tenantId: string,
  input: PublicKeyUpload,
): Promise<TenantKey> {
  const pem = checkedPublicKey(input.pem);
  await lockTenantKeys(ctx.tx, tenantId, 'settlement-public');
  await ctx.tx
    .update(tenantKeys)
    .set({ state: 'decrypt-only' })
    .where(
      and(
        eq(tenantKeys.tenantId, tenantId),
        eq(tenantKeys.purpose, 'settlement-public'),
        eq(tenantKeys.state, 'active'),
      ),
    );
  const version = await nextKeyVersion(ctx.tx, tenantId, 'settlement-public');
  const [row] = await ctx.tx
    .insert(tenantKeys)
    .values({
      tenantId,
      id: randomUUID(),
      purpose: 'settlement-public',
      version,
      state: 'active',
      publicKeyPem: pem,
      fingerprint: publicKeyFingerprint(pem),
      label: input.label,
      createdBy: ctx.actor.email,
    })
    .returning();
  if (!row) throw new Error('The public key was not stored');
  const view = await keyView(ctx.tx, row);
  await recordTenantChange(ctx, {
    tenantId,
    action: 'tenantKey.uploadPublic',
    resourceType: 'tenantKey',
    resourceId: row.id,
    before: null,
    after: auditedKey(view),
  });
  return view;
}
