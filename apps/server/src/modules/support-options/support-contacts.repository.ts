import type { AssignableUser } from '@paydesk/contracts/support/support.schemas';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Organisation } from '../../infra/auth/organisation';
import { roles, users } from '../../infra/db/schema';
import { searchCondition } from '../../infra/db/text-search';
import { holdsRoleWhere } from '../../infra/db/user-roles';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

export interface UserQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly searchKey?: string;
}

/** Users who can sign in: active, not locked, not deleted. */
const canSignIn = and(eq(users.isActive, true), eq(users.isLocked, false), isNull(users.deletedAt));

/**
 * A page of users, by name, searched on first name, last name, "first last" and email. `where`
 * picks the users (a condition on their roles through holdsRoleWhere).
 */
async function pageOfUsers(
  tx: ScopedTx,
  where: SQL | undefined,
  query: UserQuery,
): Promise<{ count: number; data: AssignableUser[] }> {
  const condition = and(
    canSignIn,
    where,
    searchCondition(query.searchKey, [
      users.firstName,
      users.lastName,
      users.email,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
    ]),
  );
  const [total] = await tx.select({ n: count() }).from(users).where(condition);
  const data = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(condition)
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.email))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return { count: total?.n ?? 0, data };
}

/** A tenant's staff (not its merchants' users), as contacts to notify about a platform ticket. */
export function tenantStaff(tx: ScopedTx, tenantId: string, query: UserQuery) {
  return pageOfUsers(tx, and(eq(users.userType, 'crm'), eq(users.tenantId, tenantId)), query);
}

/**
 * Who a ticket can be assigned to: the caller's organisation's users whose role grants its desk's
 * lookup permission (tenant staff: CRM.Support.Lookup; platform staff: Platform.Support.Lookup).
 * Only a role of the user's own audience and tenant counts, as when the caller's permissions are
 * resolved (actor-resolver.ts).
 */
export function assignableUsers(tx: ScopedTx, organisation: Organisation, query: UserQuery) {
  if (organisation.kind === 'merchant') return Promise.resolve({ count: 0, data: [] });
  const permission = organisation.kind === 'platform' ? 'Platform.Support.Lookup' : 'CRM.Support.Lookup';
  const holdsPermission = sql`${permission} = any(${roles.permissions})`;
  const where =
    organisation.kind === 'platform'
      ? and(
          eq(users.userType, 'Platform'),
          holdsRoleWhere(and(eq(roles.audience, 'platform'), isNull(roles.tenantId), holdsPermission)),
        )
      : and(
          eq(users.userType, 'crm'),
          eq(users.tenantId, organisation.tenantId),
          holdsRoleWhere(
            and(eq(roles.audience, 'tenant'), eq(roles.tenantId, organisation.tenantId), holdsPermission),
          ),
        );
  return pageOfUsers(tx, where, query);
}
