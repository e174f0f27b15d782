/**
 * Drizzle's view of tenant_keys (migrations/0030_tenant_admin_keys.sql, purposes widened by 0031): a
 * tenant's keys, a secret key's material stored wrapped under the root key, a public key as its PEM.
 */

import {
  type KeyPurpose,
  SECRET_KEY_PURPOSES,
  type SecretKeyPurpose,
} from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import {
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, tenants } from '../db/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// What a key is for, as the contracts say: `data` and `webhook-signing` keys are secret keys (wrapped
// material that encrypts stored values), `settlement-public` an uploaded public key.
export type { KeyPurpose, SecretKeyPurpose };
export { SECRET_KEY_PURPOSES };

export const isSecretKey = (purpose: KeyPurpose): purpose is SecretKeyPurpose =>
  (SECRET_KEY_PURPOSES as readonly KeyPurpose[]).includes(purpose);

export type KeyState = 'active' | 'decrypt-only' | 'retired';

export const tenantKeys = pgTable(
  'tenant_keys',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull(),
    purpose: text('purpose').$type<KeyPurpose>().notNull(),
    version: integer('version').notNull(),
    state: text('state').$type<KeyState>().notNull(),
    /** iv (12 bytes) ‖ tag (16) ‖ ciphertext of the key, under the root key. */
    wrappedKey: bytea('wrapped_key'),
    publicKeyPem: text('public_key_pem'),
    fingerprint: text('fingerprint').notNull(),
    label: text('label'),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    retiredAt: instant('retired_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique().on(t.id),
    unique().on(t.tenantId, t.purpose, t.version),
    uniqueIndex('tenant_keys_one_active_idx').on(t.tenantId, t.purpose).where(sql`state = 'active'`),
  ],
);

/**
 * Joins a stored value's tenant to that tenant's active key of the purpose: a value whose key id is
 * not the joined key's (or that finds none) is one the re-encryption job has to move.
 */
export function activeKeyOfTenant(tenantId: AnyColumn, purpose: SecretKeyPurpose) {
  return and(
    eq(tenantKeys.tenantId, tenantId),
    eq(tenantKeys.purpose, purpose),
    eq(tenantKeys.state, 'active'),
  );
}
