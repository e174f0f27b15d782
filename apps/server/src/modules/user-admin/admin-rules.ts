import { PERMISSION_CATALOGUE, type PermissionAudience } from '@paydesk/contracts/auth/permissions';
import { ADMINISTRATION_KEYS, withImpliedViews } from '@paydesk/contracts/user-admin/permission-rows';
import type { ManagedUserType } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/**
 * The rules of issue 17 the server enforces on every administration write (docs/administration.md
 * "Users and roles"): nobody grants what they do not hold, nobody acts on themselves, the last
 * administrator stays. The level order and tenant isolation are the scope's (managedBy, rolesIn):
 * a user or role the caller may not act on is not found.
 */

const keysOf = (...audiences: PermissionAudience[]) =>
  new Set<string>(PERMISSION_CATALOGUE.filter((p) => audiences.includes(p.audience)).map((p) => p.key));

/** The keys a role of each type may hold (as the actor resolver grants them to its holders). */
export const ROLE_KEYS: Record<ManagedUserType, ReadonlySet<string>> = {
  crm: keysOf('operator'),
  merchant: keysOf('merchant', 'onboarding'),
};

/** The key a caller needs to write roles of each type. */
export const ROLE_WRITE_KEY: Record<ManagedUserType, string> = {
  crm: 'manageCrmRoles',
  merchant: 'manageMerchantRoles',
};

/**
 * A role's keys as saved: manage implies view (withImpliedViews), step-up flags only on granted keys.
 * A key the type may not hold is a 400 on the field, not silently dropped.
 */
export function roleKeysToSave(
  type: ManagedUserType,
  input: { permissions: readonly string[]; scaRequiredPermissions: readonly string[] },
): { permissions: string[]; scaRequiredPermissions: string[] } {
  const permissions = withImpliedViews(input.permissions).sort();
  const foreign = permissions.filter((key) => !ROLE_KEYS[type].has(key));
  if (foreign.length > 0) {
    const kind =
      type === 'crm' ? 'tenant (crm) role: operator keys only' : 'merchant role: merchant keys only';
    throw AppError.validation([
      { field: 'body.permissions', message: `Not for a ${kind} (${foreign.join(', ')})` },
    ]);
  }
  const scaRequiredPermissions = [...new Set(input.scaRequiredPermissions)].sort();
  return { permissions, scaRequiredPermissions };
}

/**
 * The keys a caller holds for giving to roles or users of a type. Their own keys; platform staff
 * hold every key; and a tenant's staff stand above its merchants (the level order), so for merchant
 * roles and merchant users they hold every merchant key: a tenant defines its merchants' roles.
 */
export function grantableBy(actor: Actor, type: ManagedUserType): ReadonlySet<string> {
  if (actor.audience === 'tenant' && type === 'merchant') return ROLE_KEYS.merchant;
  return actor.permissions;
}

/** Rule 1: every key given must be one the caller holds (see grantableBy). */
export function requireWithinOwn(
  actor: Actor,
  type: ManagedUserType,
  keys: Iterable<string>,
  what: string,
): void {
  const held = grantableBy(actor, type);
  const lacking = [...new Set(keys)].filter((key) => !held.has(key));
  if (lacking.length > 0) {
    throw AppError.refused(
      'GRANT_EXCEEDS_OWN',
      `You cannot give ${what} you do not hold yourself: ${lacking.sort().join(', ')}`,
    );
  }
}

/**
 * Rule 1 for per-user limits: a caller limited in a dimension may only set a limit within their own,
 * never none (null, every value).
 */
export function requireLimitWithinOwn(
  own: readonly string[] | null,
  next: readonly string[] | null,
  what: string,
): void {
  if (own === null) return;
  if (next === null) {
    throw AppError.refused('GRANT_EXCEEDS_OWN', `You are limited in ${what}: you cannot lift the limit`);
  }
  const outside = next.filter((value) => !own.includes(value));
  if (outside.length > 0) {
    throw AppError.refused('GRANT_EXCEEDS_OWN', `You cannot allow ${what} outside your own limit`);
  }
}

/** Rule 2: deactivating, deleting or changing the roles of one's own account through the admin calls. */
export function refuseSelf(actor: Actor, userId: string, what: string): void {
  if (actor.userId === userId) {
    throw AppError.refused(
      'SELF_ACTION_REFUSED',
      `You cannot ${what} your own account here: ask another administrator`,
    );
  }
}

/** Whether a role of the type holds every administration key (its isAdministrator flag). */
export function isAdministration(type: ManagedUserType, keys: readonly string[]): boolean {
  return ADMINISTRATION_KEYS[type].every((key) => keys.includes(key));
}

/**
 * Rule 4: the tenant's active administrators, by group: its staff ('crm', holding every key of
 * ADMINISTRATION_KEYS.crm through their roles) and each merchant (its users holding
 * ADMINISTRATION_KEYS.merchant). Active: not deleted, not deactivated, not locked, with a password.
 */
async function administratorCounts(tx: ScopedTx, tenantId: string): Promise<Map<string, number>> {
  const crmKeys = `{${ADMINISTRATION_KEYS.crm.join(',')}}`;
  const merchantKeys = `{${ADMINISTRATION_KEYS.merchant.join(',')}}`;
  const result = await tx.execute(sql`
    select coalesce(u.merchant_id::text, 'crm') as "group", count(*)::int as n
      from users u
      cross join lateral (
        select coalesce(array_agg(key), '{}') as keys
          from user_roles ur
          join roles r on r.id = ur.role_id and r.tenant_id = u.tenant_id
            and r.audience = case u.user_type when 'crm' then 'tenant' else 'merchant' end
          cross join lateral unnest(r.permissions) key
         where ur.user_id = u.id
      ) held
     where u.tenant_id = ${tenantId}
       and u.deleted_at is null and u.is_active and not u.is_locked and u.password_hash is not null
       and u.user_type in ('crm', 'merchant', 'customer')
       and held.keys @> case u.user_type when 'crm' then ${crmKeys}::text[] else ${merchantKeys}::text[] end
     group by 1`);
  const rows = (result as unknown as { rows: { group: string; n: number }[] }).rows;
  return new Map(rows.map((row) => [row.group, Number(row.n)]));
}

/**
 * Runs `change` so that no group of the tenant that had an active administrator is left without
 * one (409 LAST_ADMINISTRATOR, the change rolled back with the transaction). The tenant's advisory
 * lock makes every such change of one tenant wait for the one before: two administrators removing
 * each other at once are decided one after the other, and the second sees the first's commit.
 */
export async function keepingAnAdministrator<T>(
  tx: ScopedTx,
  tenantId: string,
  change: () => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`user-admin:${tenantId}`}, 0))`);
  const before = await administratorCounts(tx, tenantId);
  const result = await change();
  const after = await administratorCounts(tx, tenantId);
  for (const [group, n] of before) {
    if (n > 0 && (after.get(group) ?? 0) === 0) {
      throw AppError.refused(
        'LAST_ADMINISTRATOR',
        group === 'crm'
          ? 'This would leave the tenant without an active user who manages users and roles: give another active user those keys first'
          : 'This would leave the merchant without an active user who manages its users: give another active user that key first',
      );
    }
  }
  return result;
}
