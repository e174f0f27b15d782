import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { EncryptedStore } from '../../infra/crypto/encrypted-stores';
import type { Keyring } from '../../infra/crypto/keyring';
import { activeKeyOfTenant, tenantKeys } from '../../infra/crypto/tenant-keys.table';
import { users } from '../../infra/db/schema';
import { stepUpEnrolments } from '../../infra/step-up/step-up.table';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

const e = stepUpEnrolments;

/** A TOTP secret as stored: the envelope and the key it is under. */
export interface SealedSecret {
  readonly value: string;
  readonly keyId: string;
}

/**
 * Encrypts a TOTP secret for storage (docs/administration.md "Step-up codes"): under the user's
 * tenant's active data key, or the platform key for a platform user (no tenant).
 */
export async function sealStepUpSecret(
  tx: ScopedTx,
  keyring: Keyring,
  tenantId: string | null,
  secret: string,
): Promise<SealedSecret> {
  const { envelope, keyId } = await keyring.encrypt(tx, tenantId, secret);
  return { value: envelope, keyId };
}

/**
 * The secret itself. A secret stored before 0031 is still plaintext (its key id null) until the
 * re-encryption job's first pass, and is used as it is meanwhile, so existing enrolments keep working.
 */
export async function openStepUpSecret(
  tx: ScopedTx,
  keyring: Keyring,
  tenantId: string | null,
  stored: { value: string; keyId: string | null },
): Promise<string> {
  if (!stored.keyId) return stored.value;
  return keyring.decrypt(tx, tenantId, stored.value);
}

/** Where the stored key id (text) is not the tenant's active data key; a platform value never moves. */
function notUnderActiveKey(keyId: typeof e.secretKeyId | typeof e.pendingSecretKeyId, value: SQL): SQL {
  return sql`(${value} is not null and (${keyId} is null or (${users.tenantId} is not null and (${tenantKeys.id} is null or ${keyId} <> ${tenantKeys.id}::text))))`;
}

/** The step-up secrets as a store of encrypted values (connected in src/wiring.ts). */
export const stepUpSecretStore: EncryptedStore = {
  name: 'step-up secrets',
  async countUnderKey(tx, keyId) {
    return tx.$count(e, or(eq(e.secretKeyId, keyId), eq(e.pendingSecretKeyId, keyId)));
  },
  async reencrypt(tx, keyring, limit) {
    const rows = await tx
      .select({
        userId: e.userId,
        tenantId: users.tenantId,
        secret: e.secret,
        secretKeyId: e.secretKeyId,
        pendingSecret: e.pendingSecret,
        pendingSecretKeyId: e.pendingSecretKeyId,
      })
      .from(e)
      .innerJoin(users, eq(users.id, e.userId))
      .leftJoin(tenantKeys, activeKeyOfTenant(users.tenantId, 'data'))
      .where(
        or(
          notUnderActiveKey(e.secretKeyId, sql`${e.secret}`),
          notUnderActiveKey(e.pendingSecretKeyId, sql`${e.pendingSecret}`),
        ),
      )
      .limit(limit)
      .for('update', { of: e, skipLocked: true });
    let moved = 0;
    for (const row of rows) {
      const move = async (value: string | null, keyId: string | null) =>
        value === null
          ? null
          : sealStepUpSecret(
              tx,
              keyring,
              row.tenantId,
              await openStepUpSecret(tx, keyring, row.tenantId, { value, keyId }),
            );
      const secret = await move(row.secret, row.secretKeyId);
      const pending = await move(row.pendingSecret, row.pendingSecretKeyId);
      const updated = await tx
        .update(e)
        .set({
          secret: secret?.value ?? null,
          secretKeyId: secret?.keyId ?? null,
          pendingSecret: pending?.value ?? null,
          pendingSecretKeyId: pending?.keyId ?? null,
        })
        .where(
          and(
            eq(e.userId, row.userId),
            sameKey(e.secretKeyId, row.secretKeyId),
            sameKey(e.pendingSecretKeyId, row.pendingSecretKeyId),
          ),
        )
        .returning({ userId: e.userId });
      moved += updated.length;
    }
    return moved;
  },
};

/** Unchanged since it was read: the row is moved only if nobody re-keyed or re-enrolled it meanwhile. */
function sameKey(column: typeof e.secretKeyId | typeof e.pendingSecretKeyId, keyId: string | null) {
  return keyId ? eq(column, keyId) : isNull(column);
}
