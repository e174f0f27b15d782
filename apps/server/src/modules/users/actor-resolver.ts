import {
  type Audience,
  audienceOfUserType,
  LEVEL_OF_AUDIENCE,
  type SystemMode,
  type UserType,
} from '@paydesk/contracts/auth/levels';
import {
  ALL_PERMISSIONS,
  PERMISSION_CATALOGUE,
  type PermissionAudience,
} from '@paydesk/contracts/auth/permissions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor, ActorResolver, VerifiedToken } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import { qualified } from '../../infra/db/qualified';
import { merchants, tenants, users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { type ActorRowCache, noActorRowCache } from './actor-cache';
import { isTokenRevoked } from './token-revocation-check';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which catalogue keys a role may grant to each audience; platform staff hold every key anyway. */
const GRANTABLE: Record<Exclude<Audience, 'platform'>, ReadonlySet<string>> = {
  tenant: keysOf(['operator']),
  customer: keysOf(['merchant', 'onboarding']),
};

function keysOf(audiences: PermissionAudience[]): ReadonlySet<string> {
  return new Set(PERMISSION_CATALOGUE.filter((p) => audiences.includes(p.audience)).map((p) => p.key));
}

/**
 * Resolves the Actor for a verified token, on every request (so deactivating or locking a user, or
 * changing a role, takes effect at once). Null, which the API answers with 401, when the user does
 * not exist (or was deleted), is inactive or locked, belongs to an inactive tenant or merchant, when the token's
 * `profile` is not the user's type, or when a logout or password change revoked the token.
 *
 * The rows come from `cache` when it holds them (actor-cache.ts: emptied by every committed change
 * to them), else from the database in the system scope: who the caller is must be known before
 * their own scope exists. The checks above run on every request either way.
 */
export function createActorResolver(
  db: Database,
  cache: ActorRowCache<ActorRow> = noActorRowCache(),
): ActorResolver {
  return {
    async resolve(token: VerifiedToken, modeHeader: string | undefined): Promise<Actor | null> {
      if (!UUID.test(token.sub)) return null;
      let row = cache.get(token.sub);
      if (!row) {
        const generation = cache.generation();
        row = await readActorRow(db, token.sub);
        if (row) cache.keep(token.sub, row, generation);
      }
      if (!row?.isActive || row.isLocked || token.profile !== row.userType) return null;
      if (isTokenRevoked(token, row)) return null;

      const userType = row.userType as UserType;
      const audience = audienceOfUserType(userType);
      if (audience !== 'platform' && !row.tenantActive) return null;
      if (audience === 'customer' && !row.merchantActive) return null;

      return {
        userId: row.id,
        email: row.email,
        userType,
        audience,
        level: LEVEL_OF_AUDIENCE[audience],
        tenantId: audience === 'platform' ? null : row.tenantId,
        merchantId: audience === 'customer' ? row.merchantId : null,
        permissions: permissionsOf(audience, row),
        scaRequired: new Set(audience === 'platform' ? [] : (row.roleScaKeys ?? [])),
        limits: {
          customers: row.customerLimits,
          paymentMethods: row.paymentMethodLimits,
          serviceProviders: row.serviceProviderLimits,
        },
        mode: modeOf(modeHeader, row.processingStatus),
        ...(token.grantId ? { grantId: token.grantId } : {}),
      };
    },
  };
}

/**
 * One of a user's roles' key lists (`permissions`, or `sca_required_permissions`: the keys whose
 * calls need step-up), each role counted only when it is of the user's own tenant and audience (a
 * tenant role cannot serve platform staff, another tenant's role serves nobody): the union, as one
 * array (an empty one for a user without such a role).
 */
function unionOfRoles(column: 'permissions' | 'sca_required_permissions') {
  return sql<string[]>`(
  select coalesce(array_agg(distinct key), '{}')
    from user_roles ur
    join roles r on r.id = ur.role_id
    cross join lateral unnest(r.${sql.identifier(column)}) key
   where ur.user_id = ${qualified(users.id)}
     and r.tenant_id is not distinct from ${qualified(users.tenantId)}
     and r.audience = case ${qualified(users.userType)} when 'Platform' then 'platform' when 'crm' then 'tenant' else 'merchant' end
)`;
}

/** The user with their roles' keys, tenant and merchant: what an actor is made of. */
async function readActorRow(db: Database, userId: string) {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        userType: users.userType,
        tenantId: users.tenantId,
        merchantId: users.merchantId,
        isActive: users.isActive,
        isLocked: users.isLocked,
        customerLimits: users.customerLimits,
        paymentMethodLimits: users.paymentMethodLimits,
        serviceProviderLimits: users.serviceProviderLimits,
        tokenGeneration: users.tokenGeneration,
        tokensValidGrant: users.tokensValidGrant,
        revokedTokenGrants: users.revokedTokenGrants,
        roleKeys: unionOfRoles('permissions'),
        roleScaKeys: unionOfRoles('sca_required_permissions'),
        tenantActive: tenants.isActive,
        merchantActive: merchants.isActive,
        processingStatus: merchants.processingStatus,
      })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .leftJoin(merchants, and(eq(merchants.tenantId, users.tenantId), eq(merchants.id, users.merchantId)))
      // A deleted user is absent: as if the row were gone.
      .where(and(eq(users.id, sql.placeholder('sub')), isNull(users.deletedAt)))
      .limit(1)
      // A named statement: each pooled connection plans this join (with its row-level-security
      // policies and the roles' aggregate) once, not on every request. Same SQL, same answer.
      .prepare('actor_resolve')
      .execute({ sub: userId });
    return rows[0];
  });
}

/** The rows an actor is made of (what the actor cache keeps). */
export type ActorRow = NonNullable<Awaited<ReturnType<typeof readActorRow>>>;

/**
 * Platform staff hold every permission. Others hold the union of their roles' keys (roles of their
 * own tenant and audience only, roleKeys above), and only keys their audience may be granted (a
 * tenant role cannot hand out Platform.* keys, whatever its row says).
 */
function permissionsOf(audience: Audience, row: { roleKeys: string[] | null }): ReadonlySet<string> {
  if (audience === 'platform') return new Set(ALL_PERMISSIONS);
  const grantable = GRANTABLE[audience];
  return new Set((row.roleKeys ?? []).filter((key) => grantable.has(key)));
}

/**
 * Spec §4: the Mode header carries Test or Live (Live when absent or unknown). A merchant that is
 * sandboxed or not processing is always in Test, whatever the header says.
 */
export function modeOf(header: string | undefined, processingStatus: string | null): SystemMode {
  if (processingStatus === 'SandboxEnabled' || processingStatus === 'NoProcessing') return 'Test';
  return header?.trim().toLowerCase() === 'test' ? 'Test' : 'Live';
}
