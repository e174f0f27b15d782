import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { EncryptedStore } from '../../infra/crypto/encrypted-stores';
import type { Keyring } from '../../infra/crypto/keyring';
import { activeKeyOfTenant, tenantKeys } from '../../infra/crypto/tenant-keys.table';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { merchantWebhookEndpoints } from './transaction-webhooks.table';
import type { WebhookEndpoint } from './webhook-endpoints';

const e = merchantWebhookEndpoints;

/**
 * The signing secret of an endpoint, decrypted with its tenant's webhook-signing key (or the data key
 * that encrypted it before 0031; docs/administration.md "Encryption keys"). A secret from before migration 0030 is still plaintext until the
 * re-encryption job's first pass (secretKeyId null), and is used as it is meanwhile.
 */
export async function signingSecretOf(
  tx: ScopedTx,
  keyring: Keyring | null,
  endpoint: Pick<WebhookEndpoint, 'tenantId' | 'secret' | 'secretKeyId'>,
): Promise<string> {
  if (!endpoint.secretKeyId) return endpoint.secret;
  if (!keyring) throw new Error('An encrypted webhook secret needs the keyring');
  return keyring.decrypt(tx, endpoint.tenantId, endpoint.secret);
}

/** Encrypts a signing secret for storage under the tenant's webhook-signing key: `secret` and `secretKeyId`. */
export async function encryptedSecret(
  tx: ScopedTx,
  keyring: Keyring,
  tenantId: string,
  secret: string,
): Promise<{ secret: string; secretKeyId: string }> {
  const { envelope, keyId } = await keyring.encrypt(tx, tenantId, secret, 'webhook-signing');
  return { secret: envelope, secretKeyId: keyId };
}

/** The webhook secrets as a store of encrypted values (connected in src/wiring.ts). */
export const webhookSecretStore: EncryptedStore = {
  name: 'webhook signing secrets',
  async countUnderKey(tx, keyId) {
    return tx.$count(e, eq(e.secretKeyId, keyId));
  },
  async reencrypt(tx, keyring, limit) {
    // Secrets not under their tenant's active webhook-signing key: plaintext ones, those under an
    // older key, and those the data key encrypted before the webhook-signing purpose (0031).
    const rows = await tx
      .select({
        tenantId: e.tenantId,
        merchantId: e.merchantId,
        secret: e.secret,
        secretKeyId: e.secretKeyId,
      })
      .from(e)
      .leftJoin(tenantKeys, activeKeyOfTenant(e.tenantId, 'webhook-signing'))
      .where(or(isNull(e.secretKeyId), isNull(tenantKeys.id), ne(e.secretKeyId, tenantKeys.id)))
      .limit(limit)
      .for('update', { of: e, skipLocked: true });
    let moved = 0;
    for (const row of rows) {
      const plaintext = await signingSecretOf(tx, keyring, row);
      const next = await encryptedSecret(tx, keyring, row.tenantId, plaintext);
      const updated = await tx
        .update(e)
        .set(next)
        .where(
          and(
            eq(e.tenantId, row.tenantId),
            eq(e.merchantId, row.merchantId),
            row.secretKeyId ? eq(e.secretKeyId, row.secretKeyId) : isNull(e.secretKeyId),
          ),
        )
        .returning({ merchantId: e.merchantId });
      moved += updated.length;
    }
    return moved;
  },
};
