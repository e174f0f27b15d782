import type {
  ManagedUser,
  ManagedUserType,
  RoleOption,
  UserListQuery,
  UserStatus,
} from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { qualified } from '../../infra/db/qualified';
import { merchants, roles, tenants, userRoles, users } from '../../infra/db/schema';
import { searchCondition } from '../../infra/db/text-search';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedTenantCondition,
} from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { lockedBySignInFailures } from '../identity';

/**
 * The users an administrator manages (docs/administration.md "Users and roles"): tenant staff
 * (`crm`) and merchant users, never platform staff, never a deleted user. Every query is written
 * against the caller's scope (tenant, merchant, customer limits) and runs under row-level security.
 */

/** Which users a call is about: tenant staff, merchant users, or either (the calls on any user). */
export type TargetKind = ManagedUserType | 'any';

const MERCHANT_USER_TYPES = ['merchant', 'customer'] as const;

/** Locked by an administrator's flag or, for now, by failed sign-ins (identity's account lockout). */
const lockedNow = sql<boolean>`(${users.isLocked} or ${lockedBySignInFailures(users.email)})`;

/** Spec §4 user states: Inactive first, then Locked, then an invitation not yet taken up. */
const statusOf = sql<UserStatus>`case
  when not ${users.isActive} then 'Inactive'
  when ${lockedNow} then 'Locked'
  when ${users.passwordHash} is null then 'InvitationSent'
  else 'Active' end`;

/**
 * The users of `kind` the scope may see, not deleted: tenant staff of its tenants (never for a
 * merchant user's scope), merchant users of its tenants' merchants within its customer limits.
 */
export function managedBy(scope: DataScope, kind: TargetKind): SQL {
  const staff = and(
    eq(users.userType, 'crm'),
    scopedTenantCondition(scope, users.tenantId),
    scope.merchantId === null ? undefined : sql`false`,
  );
  const merchantUsers = and(
    inArray(users.userType, [...MERCHANT_USER_TYPES]),
    scopedMerchantCondition(scope, { tenantId: users.tenantId, merchantId: users.merchantId }),
  );
  const which =
    kind === 'crm' ? staff : kind === 'merchant' ? merchantUsers : sql`(${staff} or ${merchantUsers})`;
  return and(isNull(users.deletedAt), which) as SQL;
}

/** What a managed user is made of before their roles are added. */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  tenantId: users.tenantId,
  tenantName: tenants.name,
  merchantId: users.merchantId,
  merchantName: merchants.legalBusinessName,
  isActive: users.isActive,
  isLocked: lockedNow,
  lockedByAdministrator: users.isLocked,
  status: statusOf,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  customerLimits: users.customerLimits,
  paymentMethodLimits: users.paymentMethodLimits,
  serviceProviderLimits: users.serviceProviderLimits,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function selectUsers(tx: ScopedTx, where: SQL | undefined) {
  return tx
    .select(userColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(merchants, and(eq(merchants.tenantId, users.tenantId), eq(merchants.id, users.merchantId)))
    .where(where);
}

/** A managed user as the administration calls answer it, with their roles by name. */
export interface ManagedUserState extends ManagedUser {
  readonly lockedByAdministrator: boolean;
  readonly hasPassword: boolean;
}

export async function findManagedUser(
  tx: ScopedTx,
  scope: DataScope,
  kind: TargetKind,
  userId: string,
  extra?: SQL,
): Promise<ManagedUserState | undefined> {
  const [row] = await selectUsers(tx, and(eq(users.id, userId), managedBy(scope, kind), extra)).limit(1);
  if (!row) return undefined;
  const [user] = await withRoles(tx, [row]);
  return user;
}

const SORTS = {
  name: [sql`lower(${users.firstName} || ' ' || ${users.lastName})`],
  email: [users.email],
  status: [statusOf],
  lastLoginTime: [users.lastLoginAt],
  createdAt: [users.createdAt],
} as const;

/** A page of managed users: searched on name and e-mail (ignoring case), filtered, sorted. */
export async function listManagedUsers(
  tx: ScopedTx,
  scope: DataScope,
  kind: ManagedUserType,
  query: Omit<UserListQuery, 'merchantId'> & { merchantId?: string; tenantId?: string },
): Promise<{ count: number; data: ManagedUserState[] }> {
  const where = and(
    managedBy(scope, kind),
    query.tenantId ? eq(users.tenantId, query.tenantId) : undefined,
    query.merchantId ? eq(users.merchantId, query.merchantId) : undefined,
    query.status ? sql`${statusOf} = ${query.status}` : undefined,
    query.roleId
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${qualified(users.id)} and ${userRoles.roleId} = ${query.roleId})`
      : undefined,
    searchCondition(query.search, [
      users.email,
      users.firstName,
      users.lastName,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
    ]),
  );
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  const direction = query.sortDirection === 'desc' ? desc : asc;
  const order = SORTS[query.sortBy].map((column) =>
    // Never signed in sorts last either way.
    query.sortBy === 'lastLoginTime'
      ? sql`${column} ${sql.raw(query.sortDirection)} nulls last`
      : direction(column),
  );
  const rows = await selectUsers(tx, where)
    .orderBy(...order, asc(users.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return { count: total?.n ?? 0, data: await withRoles(tx, rows) };
}

/** The rows with each user's roles, by name (one query for the page). */
async function withRoles(tx: ScopedTx, rows: readonly UserRow[]): Promise<ManagedUserState[]> {
  const held = rows.length
    ? await tx
        .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          inArray(
            userRoles.userId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(roles.name), asc(roles.id))
    : [];
  return rows.map((row) =>
    toManagedUser(
      row,
      held.filter((role) => role.userId === row.id),
    ),
  );
}

function toManagedUser(row: UserRow, held: readonly { id: string; name: string }[]): ManagedUserState {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType === 'crm' ? 'crm' : 'merchant',
    status: row.status,
    isActive: row.isActive,
    isLocked: row.isLocked,
    lockedByAdministrator: row.lockedByAdministrator,
    hasPassword: row.hasPassword,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    merchantId: row.merchantId,
    merchantName: row.merchantName,
    roles: held.map((role): RoleOption => ({ id: role.id, name: role.name })),
    limits: {
      customers: row.customerLimits,
      paymentMethods: row.paymentMethodLimits,
      serviceProviders: row.serviceProviderLimits,
    },
    lastLoginTime: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The wire shape (the extra state the rules read stays on the server). */
export function managedUserView(user: ManagedUserState): ManagedUser {
  const { lockedByAdministrator: _, hasPassword: __, ...view } = user;
  return view;
}

/** Active tenant staff the scope sees, as picker options. */
export async function listStaffOptions(tx: ScopedTx, scope: DataScope) {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(managedBy(scope, 'crm'), eq(users.isActive, true)))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
  }));
}

// --- Writes (each called by a service function that has the before and after state) --------------

export interface NewUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userType: 'crm' | 'merchant';
  readonly tenantId: string;
  readonly merchantId: string | null;
  readonly customerLimits: string[] | null;
  readonly paymentMethodLimits: string[] | null;
  readonly serviceProviderLimits: string[] | null;
}

/** Inserts an invited user (no password yet); false when a living user already has the address. */
export async function insertInvitedUser(tx: ScopedTx, user: NewUser): Promise<boolean> {
  const inserted = await tx
    .insert(users)
    .values({ ...user, passwordHash: null })
    .onConflictDoNothing({ target: users.email, where: sql`deleted_at is null` })
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** Replaces the user's roles with `roleIds`. */
export async function setUserRoles(tx: ScopedTx, userId: string, roleIds: readonly string[]): Promise<void> {
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), roleIds.length ? notIn(userRoles.roleId, roleIds) : undefined));
  if (roleIds.length)
    await tx
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
}

function notIn(column: typeof userRoles.roleId, values: readonly string[]): SQL {
  return sql`${column} <> all(${sql.param([...values])}::uuid[])`;
}

export async function updateUserFields(
  tx: ScopedTx,
  userId: string,
  fields: Partial<
    Pick<
      typeof users.$inferInsert,
      | 'firstName'
      | 'lastName'
      | 'isActive'
      | 'isLocked'
      | 'deletedAt'
      | 'customerLimits'
      | 'paymentMethodLimits'
      | 'serviceProviderLimits'
    >
  >,
): Promise<void> {
  await tx
    .update(users)
    .set(fields)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}
