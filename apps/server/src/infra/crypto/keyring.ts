import { createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, max, sql } from 'drizzle-orm';
import type { ScopedTx } from '../tenancy/with-scope';
import { open, packSealed, seal, unpackSealed } from './aes-gcm';
import { isSecretKey, type KeyPurpose, type SecretKeyPurpose, tenantKeys } from './tenant-keys.table';

/**
 * The tenant key hierarchy (docs/administration.md "Encryption keys"): one root key from the
 * environment wraps each tenant's data keys (AES-256-GCM, associated data `tenantId|version|purpose`);
 * a data key encrypts the tenant's stored secrets into envelopes `{v, kid, iv, tag, ct}`, whose
 * associated data `tenantId|kid` ties a value to its tenant. Keys never leave this file unwrapped.
 */

export type TenantKeyRow = typeof tenantKeys.$inferSelect;

/**
 * The key id of the platform's own values (those of a platform user, who has no tenant). The
 * platform has no tenant_keys row: its data key is derived from the root key (HKDF-SHA-256), so it
 * is never stored and changes only with the root key.
 */
export const PLATFORM_KEY_ID = 'platform';

/** The owner named in a platform value's associated data: never a tenant id (those are UUIDs). */
const PLATFORM_OWNER = 'platform';

/** The platform's data key, derived from the root key for this one use. */
export function platformDataKey(root: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'paydesk|platform|data', 32));
}

/** An encrypted value as stored: JSON text. */
export interface Envelope {
  readonly v: 1;
  readonly kid: string;
  readonly iv: string;
  readonly tag: string;
  readonly ct: string;
}

const keyAad = (tenantId: string, version: number, purpose: KeyPurpose) =>
  `${tenantId}|${version}|${purpose}`;
const valueAad = (tenantId: string, kid: string) => `${tenantId}|${kid}`;

/** Wraps a data key under the root key: what tenant_keys.wrapped_key holds. */
export function wrapKey(
  root: Uint8Array,
  tenantId: string,
  version: number,
  purpose: KeyPurpose,
  key: Uint8Array,
) {
  return packSealed(seal(root, key, keyAad(tenantId, version, purpose)));
}

/** Unwraps a stored key; fails (AES-GCM authentication) with another root key, tenant, version or purpose. */
export function unwrapKey(
  root: Uint8Array,
  row: Pick<TenantKeyRow, 'tenantId' | 'version' | 'purpose' | 'wrappedKey'>,
) {
  if (!row.wrappedKey) throw new Error('The key has no wrapped material');
  return open(root, unpackSealed(row.wrappedKey), keyAad(row.tenantId, row.version, row.purpose));
}

/** Encrypts a value of `tenantId` under its data key `kid`. */
export function sealEnvelope(dataKey: Uint8Array, tenantId: string, kid: string, plaintext: string): string {
  const sealed = seal(dataKey, Buffer.from(plaintext, 'utf8'), valueAad(tenantId, kid));
  const envelope: Envelope = {
    v: 1,
    kid,
    iv: sealed.iv.toString('base64'),
    tag: sealed.tag.toString('base64'),
    ct: sealed.ct.toString('base64'),
  };
  return JSON.stringify(envelope);
}

export function parseEnvelope(text: string): Envelope {
  const parsed = JSON.parse(text) as Partial<Envelope>;
  if (
    parsed.v !== 1 ||
    typeof parsed.kid !== 'string' ||
    !parsed.iv ||
    !parsed.tag ||
    typeof parsed.ct !== 'string'
  ) {
    throw new Error('Not an encrypted value');
  }
  return parsed as Envelope;
}

/** Decrypts an envelope with a data key; fails (AES-GCM authentication) for another tenant or key. */
export function openEnvelope(dataKey: Uint8Array, tenantId: string, envelope: Envelope): string {
  const sealed = {
    iv: Buffer.from(envelope.iv, 'base64'),
    tag: Buffer.from(envelope.tag, 'base64'),
    ct: Buffer.from(envelope.ct, 'base64'),
  };
  return open(dataKey, sealed, valueAad(tenantId, envelope.kid)).toString('utf8');
}

/** A data key's fingerprint: SHA-256 of its id (never of its material). */
export function dataKeyFingerprint(kid: string): string {
  return `SHA256:${createHash('sha256').update(`paydesk-data-key|${kid}`).digest('base64').replace(/=+$/, '')}`;
}

/** Holds the tenant's keys of one purpose until the transaction ends (rotation, first key). */
export async function lockTenantKeys(tx: ScopedTx, tenantId: string, purpose: KeyPurpose): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`tenant-keys:${tenantId}:${purpose}`}, 0))`,
  );
}

export async function nextKeyVersion(tx: ScopedTx, tenantId: string, purpose: KeyPurpose): Promise<number> {
  const [row] = await tx
    .select({ latest: max(tenantKeys.version) })
    .from(tenantKeys)
    .where(and(eq(tenantKeys.tenantId, tenantId), eq(tenantKeys.purpose, purpose)));
  return (row?.latest ?? 0) + 1;
}

export interface Keyring {
  /** The tenant's active secret key of the purpose (data unless said), made (version 1) when it has none yet. */
  activeDataKey(
    tx: ScopedTx,
    tenantId: string,
    createdBy?: string,
    purpose?: SecretKeyPurpose,
  ): Promise<TenantKeyRow>;
  /** Makes a new active key of the purpose; the active one becomes decrypt-only. Answers the new and the old. */
  rotateDataKey(
    tx: ScopedTx,
    tenantId: string,
    createdBy: string,
    purpose?: SecretKeyPurpose,
  ): Promise<{ key: TenantKeyRow; previous: TenantKeyRow | null }>;
  /**
   * Encrypts under the tenant's active data key; with no tenant (null, a platform user's value) under
   * the platform's key (PLATFORM_KEY_ID).
   */
  encrypt(
    tx: ScopedTx,
    tenantId: string | null,
    plaintext: string,
    purpose?: SecretKeyPurpose,
  ): Promise<{ envelope: string; keyId: string }>;
  /**
   * Decrypts a value of the tenant (its key active or decrypt-only; a retired key decrypts nothing),
   * or with no tenant (null) a value under the platform's key.
   */
  decrypt(tx: ScopedTx, tenantId: string | null, envelope: string): Promise<string>;
}

/** The keyring over one root key. Unwrapped data keys are kept in memory by id (they never change). */
export function createKeyring(root: Uint8Array): Keyring {
  const unwrapped = new Map<string, Buffer>();
  const platformKey = platformDataKey(root);
  const material = (row: TenantKeyRow) => {
    let key = unwrapped.get(row.id);
    if (!key) {
      key = unwrapKey(root, row);
      unwrapped.set(row.id, key);
    }
    return key;
  };

  const findActive = async (tx: ScopedTx, tenantId: string, purpose: SecretKeyPurpose) => {
    const [row] = await tx
      .select()
      .from(tenantKeys)
      .where(
        and(
          eq(tenantKeys.tenantId, tenantId),
          eq(tenantKeys.purpose, purpose),
          eq(tenantKeys.state, 'active'),
        ),
      )
      .limit(1);
    return row ?? null;
  };

  const insertDataKey = async (
    tx: ScopedTx,
    tenantId: string,
    createdBy: string,
    purpose: SecretKeyPurpose,
  ) => {
    const id = randomUUID();
    const version = await nextKeyVersion(tx, tenantId, purpose);
    const key = randomBytes(32);
    const [row] = await tx
      .insert(tenantKeys)
      .values({
        tenantId,
        id,
        purpose,
        version,
        state: 'active',
        wrappedKey: wrapKey(root, tenantId, version, purpose, key),
        fingerprint: dataKeyFingerprint(id),
        createdBy,
      })
      .returning();
    if (!row) throw new Error('The data key was not stored');
    unwrapped.set(id, key);
    return row;
  };

  const keyring: Keyring = {
    async activeDataKey(tx, tenantId, createdBy = 'system', purpose = 'data') {
      const found = await findActive(tx, tenantId, purpose);
      if (found) return found;
      await lockTenantKeys(tx, tenantId, purpose);
      return (await findActive(tx, tenantId, purpose)) ?? insertDataKey(tx, tenantId, createdBy, purpose);
    },
    async rotateDataKey(tx, tenantId, createdBy, purpose = 'data') {
      await lockTenantKeys(tx, tenantId, purpose);
      const previous = await findActive(tx, tenantId, purpose);
      if (previous) {
        await tx
          .update(tenantKeys)
          .set({ state: 'decrypt-only' })
          .where(and(eq(tenantKeys.tenantId, tenantId), eq(tenantKeys.id, previous.id)));
      }
      const key = await insertDataKey(tx, tenantId, createdBy, purpose);
      return { key, previous: previous ? { ...previous, state: 'decrypt-only' } : null };
    },
    async encrypt(tx, tenantId, plaintext, purpose = 'data') {
      if (tenantId === null) {
        const envelope = sealEnvelope(platformKey, PLATFORM_OWNER, PLATFORM_KEY_ID, plaintext);
        return { envelope, keyId: PLATFORM_KEY_ID };
      }
      const key = await keyring.activeDataKey(tx, tenantId, 'system', purpose);
      return { envelope: sealEnvelope(material(key), tenantId, key.id, plaintext), keyId: key.id };
    },
    async decrypt(tx, tenantId, text) {
      const envelope = parseEnvelope(text);
      if (tenantId === null) {
        if (envelope.kid !== PLATFORM_KEY_ID) throw new Error('The value is not under the platform key');
        return openEnvelope(platformKey, PLATFORM_OWNER, envelope);
      }
      const [row] = await tx
        .select()
        .from(tenantKeys)
        .where(and(eq(tenantKeys.tenantId, tenantId), eq(tenantKeys.id, envelope.kid)))
        .limit(1);
      if (!row || !isSecretKey(row.purpose))
        throw new Error('The value is not under a secret key of this tenant');
      if (row.state === 'retired') throw new Error('The value is under a retired key');
      return openEnvelope(material(row), tenantId, envelope);
    },
  };
  return keyring;
}
