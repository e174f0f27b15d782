import { randomUUID } from 'node:crypto';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type {
  ManagedUser,
  ManagedUserType,
  Role,
  RoleInput,
  RolePermissions,
  RolePermissionsInput,
  UserInvitation,
  UserUpdate,
} from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestOrigin } from '../../infra/audit/audit-who';
import { recordActorChange } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import { merchants, paymentMethods, serviceProviders } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { clearLockout, endAllSessions, sendAccountLink } from '../identity';
import {
  isAdministration,
  keepingAnAdministrator,
  ROLE_WRITE_KEY,
  refuseSelf,
  requireLimitWithinOwn,
  requireWithinOwn,
  roleKeysToSave,
} from './admin-rules';
import {
  findManagedUser,
  insertInvitedUser,
  type ManagedUserState,
  managedUserView,
  setUserRoles,
  type TargetKind,
  updateUserFields,
} from './managed-users.repository';
import {
  assignableRoles,
  findRole,
  insertRole,
  keysOfRoles,
  lockRole,
  lockRoleNames,
  roleNameTaken,
  updateRoleRow,
} from './roles.repository';

/**
 * Every write of user and role administration, one function per action. Each knows the state
 * before and after what it changed and hands both to `changed` (the one place the audit trail's
 * record of the action goes); the plugin's handlers only pick the scope and call these.
 */

/** What a write runs with: the caller, their scope, the scoped transaction. */
export interface AdminContext {
  readonly tx: ScopedTx;
  readonly actor: Actor;
  readonly scope: DataScope;
  /** The identity provider's public address, for the links in invitation and reset mails. */
  readonly publicUrl: string;
  /** Where the request came from, for the audit trail. */
  readonly origin: RequestOrigin;
}

/** One administration change, with the resource's state before and after it (null: none). */
export interface AdminChange<T> {
  readonly action:
    | 'user.invite'
    | 'user.update'
    | 'user.activate'
    | 'user.deactivate'
    | 'user.unlock'
    | 'user.delete'
    | 'user.passwordReset'
    | 'user.limits'
    | 'role.create'
    | 'role.update'
    | 'role.permissions';
  readonly resourceType: 'user' | 'role';
  readonly resourceId: string;
  readonly before: T | null;
  readonly after: T | null;
  /** The chain the record goes into; else the tenant (and merchant) of the resource before or after. */
  readonly tenantId?: string | null;
  readonly merchantId?: string | null;
}

/**
 * The one place each administration change passes, in its transaction, after it is made and
 * checked: the audit trail records it there, so the change and its record commit together
 * (docs/administration.md "The audit trail").
 */
async function changed<T>(ctx: AdminContext, change: AdminChange<T>): Promise<void> {
  const subject = (change.after ?? change.before) as {
    readonly tenantId?: string | null;
    readonly merchantId?: string | null;
  } | null;
  await recordActorChange(ctx.tx, ctx.actor, ctx.origin, {
    tenantId: change.tenantId ?? subject?.tenantId ?? null,
    merchantId: change.merchantId ?? subject?.merchantId ?? null,
    action: change.action,
    resourceType: change.resourceType,
    resourceId: change.resourceId,
    before: change.before,
    after: change.after,
  });
}

// --- Users -------------------------------------------------------------------------------------

/** The key that lets the caller manage this user: staff need CRM.Users.Crm, merchant users the merchant-user key of the caller's audience. */
function requireMayManage(actor: Actor, user: ManagedUserState): void {
  const keys =
    user.userType === 'crm'
      ? ['CRM.Users.Crm']
      : actor.audience === 'customer'
        ? ['Merchant.Users.Manage']
        : ['CRM.Users.Merchant'];
  if (!holdsAny([...actor.permissions], keys)) throw AppError.forbidden();
}

/** A user the caller manages (404 when the scope does not see them, 403 without the fitting key). */
export async function managedUser(
  ctx: AdminContext,
  kind: TargetKind,
  userId: string,
  tenantId?: string,
): Promise<ManagedUserState> {
  const user = await findManagedUser(ctx.tx, ctx.scope, kind, userId);
  if (!user || (tenantId && user.tenantId !== tenantId)) throw AppError.notFound('User');
  requireMayManage(ctx.actor, user);
  return user;
}

async function reread(ctx: AdminContext, userId: string): Promise<ManagedUserState> {
  const user = await findManagedUser(ctx.tx, ctx.scope, 'any', userId);
  if (!user) throw AppError.notFound('User');
  return user;
}

/**
 * The roles a user of `type` in `tenantId` is to hold: every id a role of that tenant and type (400
 * otherwise), and every key of every role given or taken within the caller's own (rule 1).
 */
async function checkedRoles(
  ctx: AdminContext,
  type: ManagedUserType,
  tenantId: string,
  roleIds: readonly string[],
  held: readonly string[] = [],
): Promise<string[]> {
  const wanted = [...new Set(roleIds)];
  const found = await assignableRoles(ctx.tx, ctx.scope, type, tenantId, wanted);
  if (found.length !== wanted.length) {
    throw AppError.validation([
      { field: 'body.roleIds', message: `Choose roles of the user's tenant, of type ${type}` },
    ]);
  }
  const added = found.filter((role) => !held.includes(role.id));
  const removed = held.filter((id) => !wanted.includes(id));
  requireWithinOwn(
    ctx.actor,
    type,
    [...added.flatMap((role) => role.permissions), ...(await keysOfRoles(ctx.tx, removed))],
    'roles with permissions',
  );
  return wanted;
}

export interface InvitationTarget {
  readonly type: ManagedUserType;
  readonly tenantId: string;
  readonly merchantId: string | null;
}

/**
 * Invites a user: no password, status InvitationSent, a link by mail to choose one (7 days, once).
 * The new user starts within the caller's own limits (a limited caller cannot make an unlimited one).
 */
export async function inviteUser(
  ctx: AdminContext,
  target: InvitationTarget,
  input: Omit<UserInvitation, 'merchantId'>,
): Promise<ManagedUser> {
  const roleIds = await checkedRoles(ctx, target.type, target.tenantId, input.roleIds);
  const id = randomUUID();
  const limits = ctx.actor.limits;
  const inserted = await insertInvitedUser(ctx.tx, {
    id,
    email: input.email.trim().toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    userType: target.type,
    tenantId: target.tenantId,
    merchantId: target.merchantId,
    customerLimits: target.type === 'crm' && limits.customers ? [...limits.customers] : null,
    paymentMethodLimits: limits.paymentMethods ? [...limits.paymentMethods] : null,
    serviceProviderLimits: limits.serviceProviders ? [...limits.serviceProviders] : null,
  });
  if (!inserted) {
    throw AppError.refused('EMAIL_TAKEN', 'Another account already uses this e-mail address');
  }
  await setUserRoles(ctx.tx, id, roleIds);
  const after = await reread(ctx, id);
  await sendAccountLink(ctx.tx, after, 'invitation', ctx.publicUrl);
  await changed(ctx, { action: 'user.invite', resourceType: 'user', resourceId: id, before: null, after });
  return managedUserView(after);
}

/** Edits a user's name and roles. Changing one's own roles is refused; one's own name is fine. */
export async function updateUser(
  ctx: AdminContext,
  before: ManagedUserState,
  input: UserUpdate,
): Promise<ManagedUser> {
  const held = before.roles.map((role) => role.id);
  const rolesChange =
    new Set(input.roleIds).size !== held.length || input.roleIds.some((id) => !held.includes(id));
  if (rolesChange) refuseSelf(ctx.actor, before.id, 'change the roles of');
  const apply = async () => {
    await updateUserFields(ctx.tx, before.id, { firstName: input.firstName, lastName: input.lastName });
    if (rolesChange && before.tenantId) {
      const roleIds = await checkedRoles(ctx, before.userType, before.tenantId, input.roleIds, held);
      await setUserRoles(ctx.tx, before.id, roleIds);
    }
  };
  if (rolesChange && before.tenantId) await keepingAnAdministrator(ctx.tx, before.tenantId, apply);
  else await apply();
  const after = await reread(ctx, before.id);
  await changed(ctx, { action: 'user.update', resourceType: 'user', resourceId: before.id, before, after });
  return managedUserView(after);
}

/** Activates or deactivates; deactivation ends the user's sessions and tokens (and not one's own). */
export async function setActivation(
  ctx: AdminContext,
  before: ManagedUserState,
  isActive: boolean,
): Promise<ManagedUser> {
  if (!isActive) refuseSelf(ctx.actor, before.id, 'deactivate');
  if (before.isActive === isActive) {
    throw AppError.refused(
      'USER_STATE_UNCHANGED',
      isActive ? 'The user is already active' : 'The user is already inactive',
    );
  }
  if (isActive) await updateUserFields(ctx.tx, before.id, { isActive });
  else
    await keepingAnAdministrator(ctx.tx, before.tenantId ?? '', async () => {
      await updateUserFields(ctx.tx, before.id, { isActive });
      await endAllSessions(ctx.tx, before.id);
    });
  const after = await reread(ctx, before.id);
  await changed(ctx, {
    action: isActive ? 'user.activate' : 'user.deactivate',
    resourceType: 'user',
    resourceId: before.id,
    before,
    after,
  });
  return managedUserView(after);
}

/** Ends a lock: the administrator's flag and the failed sign-ins counted against the address. */
export async function unlockUser(ctx: AdminContext, before: ManagedUserState): Promise<ManagedUser> {
  if (!before.isLocked) throw AppError.refused('USER_STATE_UNCHANGED', 'The user is not locked');
  await updateUserFields(ctx.tx, before.id, { isLocked: false });
  await clearLockout(ctx.tx, before.email);
  const after = await reread(ctx, before.id);
  await changed(ctx, { action: 'user.unlock', resourceType: 'user', resourceId: before.id, before, after });
  return managedUserView(after);
}

/**
 * Soft delete: the user is gone from every list and cannot sign in (their sessions end); the row
 * stays for the audit trail, and their address may be invited again.
 */
export async function deleteUser(ctx: AdminContext, before: ManagedUserState): Promise<{ deleted: true }> {
  refuseSelf(ctx.actor, before.id, 'delete');
  await keepingAnAdministrator(ctx.tx, before.tenantId ?? '', async () => {
    await updateUserFields(ctx.tx, before.id, { deletedAt: new Date(), isActive: false });
    await endAllSessions(ctx.tx, before.id);
  });
  await changed(ctx, {
    action: 'user.delete',
    resourceType: 'user',
    resourceId: before.id,
    before,
    after: null,
  });
  return { deleted: true };
}

/**
 * Mails the user a reset link (15 minutes, once), or a fresh invitation to an invited user who has
 * not chosen a password yet. The administrator never sees a password or the link.
 */
export async function resetPassword(ctx: AdminContext, user: ManagedUserState): Promise<{ sent: true }> {
  if (!user.isActive) {
    throw AppError.refused('USER_STATE_UNCHANGED', 'The user is inactive: activate them first');
  }
  await sendAccountLink(ctx.tx, user, user.hasPassword ? 'admin-reset' : 'invitation', ctx.publicUrl);
  await changed(ctx, {
    action: 'user.passwordReset',
    resourceType: 'user',
    resourceId: user.id,
    before: null,
    after: { sent: true, kind: user.hasPassword ? 'reset' : 'invitation' },
    tenantId: user.tenantId,
    merchantId: user.merchantId,
  });
  return { sent: true };
}

// --- Per-user limits ---------------------------------------------------------------------------

export type LimitDimension = 'customers' | 'paymentMethods' | 'serviceProviders';

const LIMIT_NAMES: Record<LimitDimension, string> = {
  customers: 'merchants',
  paymentMethods: 'payment methods',
  serviceProviders: 'service providers',
};

/**
 * Sets one of the user's limits (null: not limited). Within the caller's own (rule 1); the values
 * are those the transaction data is compared with: merchant ids of the user's tenant, and the ids
 * of payment_methods and service_providers (transactions.payment_method / service_provider).
 */
export async function setLimit(
  ctx: AdminContext,
  before: ManagedUserState,
  dimension: LimitDimension,
  values: readonly string[] | null,
): Promise<ManagedUserState> {
  const next = values === null ? null : [...new Set(values)];
  requireLimitWithinOwn(ctx.actor.limits[dimension], next, LIMIT_NAMES[dimension]);
  if (next && next.length > 0) await requireKnown(ctx, before, dimension, next);
  const column = {
    customers: 'customerLimits',
    paymentMethods: 'paymentMethodLimits',
    serviceProviders: 'serviceProviderLimits',
  } as const;
  await updateUserFields(ctx.tx, before.id, { [column[dimension]]: next });
  const after = await reread(ctx, before.id);
  await changed(ctx, { action: 'user.limits', resourceType: 'user', resourceId: before.id, before, after });
  return after;
}

async function requireKnown(
  ctx: AdminContext,
  user: ManagedUserState,
  dimension: LimitDimension,
  values: readonly string[],
): Promise<void> {
  const found =
    dimension === 'customers'
      ? await ctx.tx
          .select({ id: merchants.id })
          .from(merchants)
          .where(and(eq(merchants.tenantId, user.tenantId ?? ''), inArray(merchants.id, [...values])))
      : dimension === 'paymentMethods'
        ? await ctx.tx
            .select({ id: paymentMethods.id })
            .from(paymentMethods)
            .where(inArray(paymentMethods.id, [...values]))
        : await ctx.tx
            .select({ id: serviceProviders.id })
            .from(serviceProviders)
            .where(inArray(serviceProviders.id, [...values]));
  const known = new Set(found.map((row) => row.id));
  const unknown = values.filter((value) => !known.has(value));
  if (unknown.length > 0) {
    const field = {
      customers: 'merchantIds',
      paymentMethods: 'paymentMethods',
      serviceProviders: 'serviceProviders',
    };
    throw AppError.validation([
      {
        field: `body.${field[dimension]}`,
        message: `Unknown ${LIMIT_NAMES[dimension]}: ${unknown.join(', ')}`,
      },
    ]);
  }
}

// --- Roles -------------------------------------------------------------------------------------

function requireRoleWrite(actor: Actor, type: ManagedUserType): void {
  if (!actor.permissions.has(ROLE_WRITE_KEY[type])) throw AppError.forbidden();
}

async function requireFreeName(
  ctx: AdminContext,
  tenantId: string,
  type: ManagedUserType,
  name: string,
  except?: string,
): Promise<void> {
  await lockRoleNames(ctx.tx, tenantId, type);
  if (await roleNameTaken(ctx.tx, tenantId, type, name, except)) throw nameTaken(type, name);
}

const nameTaken = (type: ManagedUserType, name: string) =>
  AppError.refused('ROLE_NAME_TAKEN', `The tenant already has a ${type} role named ${name}`);

/** Keys to save: the type's keys only, manage implying view, all within the caller's own. */
function checkedKeys(
  ctx: AdminContext,
  type: ManagedUserType,
  input: { permissions: readonly string[]; scaRequiredPermissions: readonly string[] },
) {
  const keys = roleKeysToSave(type, input);
  requireWithinOwn(ctx.actor, type, [...keys.permissions, ...keys.scaRequiredPermissions], 'permissions');
  return { ...keys, isAdministrator: isAdministration(type, keys.permissions) };
}

export async function createRole(
  ctx: AdminContext,
  type: ManagedUserType,
  tenantId: string,
  input: RoleInput,
): Promise<Role> {
  requireRoleWrite(ctx.actor, type);
  const keys = checkedKeys(ctx, type, input);
  const id = randomUUID();
  const description = input.description ?? null;
  // The unique index of names (case ignored) decides, also between two at once.
  if (!(await insertRole(ctx.tx, { id, tenantId, type, name: input.name, description, ...keys }))) {
    throw nameTaken(type, input.name);
  }
  const after = await findRole(ctx.tx, ctx.scope, id);
  if (!after) throw AppError.notFound('Role');
  await changed(ctx, { action: 'role.create', resourceType: 'role', resourceId: id, before: null, after });
  return after;
}

/** A role the caller sees (404 otherwise, and for a role of another type than the path says). */
export async function visibleRole(ctx: AdminContext, roleId: string, type?: ManagedUserType): Promise<Role> {
  const role = await findRole(ctx.tx, ctx.scope, roleId, type);
  if (!role?.tenantId) throw AppError.notFound('Role');
  return role;
}

/**
 * Edits a role's name and keys, or its keys alone. Its holders' next request uses the new keys
 * (the actor cache hears of the change); the last administrator keeps theirs (rule 4).
 */
export async function updateRole(
  ctx: AdminContext,
  before: Role,
  input: RoleInput | RolePermissionsInput,
): Promise<Role> {
  const tenantId = before.tenantId ?? '';
  requireRoleWrite(ctx.actor, before.type);
  const keys = checkedKeys(ctx, before.type, input);
  const name = 'name' in input ? input.name : undefined;
  const named = 'name' in input ? { name: input.name, description: input.description ?? null } : {};
  if (name !== undefined) await requireFreeName(ctx, tenantId, before.type, name, before.id);
  await keepingAnAdministrator(ctx.tx, tenantId, async () => {
    await lockRole(ctx.tx, before.id);
    await updateRoleRow(ctx.tx, before.id, { ...keys, ...named });
  });
  const after = await visibleRole(ctx, before.id);
  await changed(ctx, {
    action: name === undefined ? 'role.permissions' : 'role.update',
    resourceType: 'role',
    resourceId: before.id,
    before,
    after,
  });
  return after;
}

export function rolePermissionsOf(role: Role): RolePermissions {
  return {
    roleId: role.id,
    permissions: role.permissions,
    scaRequiredPermissions: role.scaRequiredPermissions,
  };
}
