import {
  PERMISSION_CATALOGUE,
  type Permission,
  type PermissionAudience,
} from '@paydesk/contracts/auth/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../infra/db/rows';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/** Who a notification is for: the user, and the tenant and merchant its row is scoped by. */
export interface Recipient {
  readonly userId: string;
  readonly tenantId: string | null;
  readonly merchantId: string | null;
}

/**
 * The keys a role of each audience can really grant (as the actor resolver counts them): a key
 * written on a role of the wrong audience holds nothing, so it must not find recipients either.
 */
const GRANTABLE: Record<'tenant' | 'merchant', ReadonlySet<string>> = {
  tenant: keysOf(['operator']),
  merchant: keysOf(['merchant', 'onboarding']),
};

function keysOf(audiences: PermissionAudience[]): ReadonlySet<string> {
  return new Set(PERMISSION_CATALOGUE.filter((p) => audiences.includes(p.audience)).map((p) => p.key));
}

interface RecipientRow {
  readonly user_id: string;
  readonly tenant_id: string | null;
  readonly merchant_id: string | null;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

async function holders(
  tx: ScopedTx,
  q: {
    tenantId: string;
    merchantId: string | null;
    audience: 'tenant' | 'merchant';
    anyOf: readonly Permission[];
  },
): Promise<Recipient[]> {
  const keys = q.anyOf.filter((key) => GRANTABLE[q.audience].has(key));
  if (keys.length === 0) return [];
  // A security-definer function (0006_notifications.sql): the request's own scope may not see the
  // users it must notify (a merchant never reads tenant staff).
  const result = await tx.execute(
    sql`select user_id, tenant_id, merchant_id from app_notification_recipients(${q.tenantId}::uuid, ${q.merchantId}::uuid, ${q.audience}, ${textArray(keys)})`,
  );
  return rowsOf<RecipientRow>(result).map((row) => ({
    userId: row.user_id,
    tenantId: row.tenant_id,
    merchantId: row.merchant_id,
  }));
}

/**
 * Tenant staff of `tenantId` holding any of `anyOf`, whose customer limits allow `merchantId` (when
 * given). Platform staff hold every key but are not tenant staff: they are never among them. Works
 * inside any request scope.
 */
export function tenantStaffHolding(
  tx: ScopedTx,
  q: { tenantId: string; anyOf: readonly Permission[]; merchantId?: string },
): Promise<Recipient[]> {
  return holders(tx, {
    tenantId: q.tenantId,
    merchantId: q.merchantId ?? null,
    audience: 'tenant',
    anyOf: q.anyOf,
  });
}

/**
 * Platform staff holding any of `anyOf` (a platform role's keys). Their notifications belong to no
 * tenant. Works inside any request scope (0024_ticket_notifications.sql).
 */
export async function platformStaffHolding(tx: ScopedTx, anyOf: readonly Permission[]): Promise<Recipient[]> {
  if (anyOf.length === 0) return [];
  const result = await tx.execute(
    sql`select user_id, tenant_id, merchant_id from app_notification_platform_staff(${textArray(anyOf)})`,
  );
  return rowsOf<RecipientRow>(result).map((row) => ({
    userId: row.user_id,
    tenantId: null,
    merchantId: null,
  }));
}

/** Users of one merchant holding any of `anyOf`. */
export function merchantUsersHolding(
  tx: ScopedTx,
  q: { tenantId: string; merchantId: string; anyOf: readonly Permission[] },
): Promise<Recipient[]> {
  return holders(tx, { ...q, audience: 'merchant' });
}

/** A user as a recipient, with the side they are on (from their user type). */
export interface FoundRecipient extends Recipient {
  readonly audience: 'customer' | 'tenant' | 'platform';
}

async function findUser(tx: ScopedTx, by: { id?: string; email?: string }): Promise<FoundRecipient | null> {
  const result = await tx.execute(
    sql`select user_id, tenant_id, merchant_id, user_type from app_notification_user(${by.id ?? null}::uuid, ${by.email ?? null})`,
  );
  const [row] = rowsOf<RecipientRow & { user_type: string }>(result);
  if (!row) return null;
  const audience =
    row.user_type === 'Platform' ? 'platform' : row.user_type === 'crm' ? 'tenant' : 'customer';
  return {
    userId: row.user_id,
    // Platform staff belong to no tenant, whatever the row says; only merchant users have a merchant.
    tenantId: audience === 'platform' ? null : row.tenant_id,
    merchantId: audience === 'customer' ? row.merchant_id : null,
    audience,
  };
}

/** One active user by email, wherever they are (e.g. a ticket's contact). */
export function recipientByEmail(tx: ScopedTx, email: string): Promise<FoundRecipient | null> {
  return findUser(tx, { email });
}

/** One active user by id, wherever they are (e.g. a ticket's creator or assignee). */
export function recipientById(tx: ScopedTx, id: string): Promise<FoundRecipient | null> {
  return findUser(tx, { id });
}
