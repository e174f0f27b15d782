import { describePermission } from '@paydesk/contracts/auth/permission-descriptions';
import { PERMISSION_CATALOGUE } from '@paydesk/contracts/auth/permissions';
import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import type { ManagedUserType } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestOriginOf } from '../../infra/audit/audit-who';
import { recordRefusedWrite } from '../../infra/audit/refused-write';
import type { Actor } from '../../infra/auth/actor';
import { merchants, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { canSeeTenant, type DataScope, narrowToTenant, scopeForActor } from '../../infra/tenancy/data-scope';
import { merchantInScope } from '../../infra/tenancy/merchant-in-scope';
import { requestScope } from '../../infra/tenancy/request-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import {
  listManagedUsers,
  listStaffOptions,
  type ManagedUserState,
  managedUserView,
} from './managed-users.repository';
import { listRoleOptions, listRoles, pageRoles } from './roles.repository';
import {
  type AdminContext,
  createRole,
  deleteUser,
  type InvitationTarget,
  inviteUser,
  type LimitDimension,
  managedUser,
  resetPassword,
  rolePermissionsOf,
  setActivation,
  setLimit,
  unlockUser,
  updateRole,
  updateUser,
  visibleRole,
} from './user-admin.service';

/** The chain a refusal goes into: the caller's tenant, or the one tenant a platform caller acts in. */
function chainOf(actor: Actor, scope: DataScope): string | null {
  if (actor.tenantId) return actor.tenantId;
  return scope.tenantIds !== 'all' && scope.tenantIds.length === 1 ? (scope.tenantIds[0] ?? null) : null;
}

/**
 * User and role administration (spec §7 "Tenant users", "CRM users and roles", and the merchant-user
 * calls in the `/users/crm` shapes; docs/administration.md "Users and roles"). The handlers are thin:
 * each picks the scope (the caller's own, narrowed by the tenantId header, or by a tenant in the
 * path) and calls a read or a service function (user-admin.service.ts), where every write, its
 * rules and its before and after state are.
 */
export const userAdminModule: FastifyPluginAsync = async (app) => {
  /** Runs `fn` in a scoped transaction: the request's scope unless another is given. */
  const run = async <T>(
    request: FastifyRequest,
    actor: Actor,
    fn: (ctx: AdminContext) => Promise<T>,
    scope?: DataScope,
  ): Promise<T> => {
    const chosen = scope ?? (await requestScope(request));
    const origin = requestOriginOf(request);
    try {
      return await withScope(request.server.database.db, chosen, (tx) =>
        fn({ tx, actor, scope: chosen, publicUrl: request.server.config.publicUrl, origin }),
      );
    } catch (error) {
      if (request.method !== 'GET')
        await recordRefusedWrite(request, actor, chosen, origin, error, chainOf(actor, chosen));
      throw error;
    }
  };

  /** The scope of a `/tenants/{id}/…` call: that tenant, when the caller sees it and it exists (404 otherwise). */
  const inTenant = async <T>(
    request: FastifyRequest,
    actor: Actor,
    tenantId: string,
    fn: (ctx: AdminContext) => Promise<T>,
  ): Promise<T> => {
    const own = scopeForActor(actor);
    if (!canSeeTenant(own, tenantId)) throw AppError.notFound('Tenant');
    return run(
      request,
      actor,
      async (ctx) => {
        const [tenant] = await ctx.tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.id, tenantId))
          .limit(1);
        if (!tenant) throw AppError.notFound('Tenant');
        return fn(ctx);
      },
      narrowToTenant(own, tenantId),
    );
  };

  // --- Tenant users (a tenant's staff by tenant id) ----------------------------------------------

  registerEndpoint(app, calls.listTenantUsers, ({ request, actor, params, query }) =>
    inTenant(request, actor, params.id, (ctx) =>
      listManagedUsers(ctx.tx, ctx.scope, 'crm', { ...query, tenantId: params.id }).then(page),
    ),
  );

  registerEndpoint(app, calls.inviteTenantUser, ({ request, actor, params, body }) =>
    inTenant(request, actor, params.id, (ctx) =>
      inviteUser(ctx, { type: 'crm', tenantId: params.id, merchantId: null }, body),
    ),
  );

  registerEndpoint(app, calls.updateTenantUser, ({ request, actor, params, body }) =>
    inTenant(request, actor, params.id, async (ctx) =>
      updateUser(ctx, await managedUser(ctx, 'crm', params.userId, params.id), body),
    ),
  );

  registerEndpoint(app, calls.activateTenantUser, ({ request, actor, params }) =>
    inTenant(request, actor, params.id, async (ctx) =>
      setActivation(ctx, await managedUser(ctx, 'crm', params.userId, params.id), true),
    ),
  );

  registerEndpoint(app, calls.deactivateTenantUser, ({ request, actor, params }) =>
    inTenant(request, actor, params.id, async (ctx) =>
      setActivation(ctx, await managedUser(ctx, 'crm', params.userId, params.id), false),
    ),
  );

  registerEndpoint(app, calls.deleteTenantUser, ({ request, actor, params }) =>
    inTenant(request, actor, params.id, async (ctx) =>
      deleteUser(ctx, await managedUser(ctx, 'crm', params.userId, params.id)),
    ),
  );

  registerEndpoint(app, calls.resetTenantUserPassword, ({ request, actor, body }) =>
    run(request, actor, async (ctx) => resetPassword(ctx, await managedUser(ctx, 'crm', body.userId))),
  );

  registerEndpoint(app, calls.listTenantRoles, ({ request, actor, params }) =>
    inTenant(request, actor, params.id, (ctx) => listRoleOptions(ctx.tx, ctx.scope, params.type, params.id)),
  );

  // --- Roles and their permissions ---------------------------------------------------------------

  registerEndpoint(app, calls.createRole, ({ request, actor, params, body }) =>
    run(request, actor, (ctx) => createRole(ctx, params.type, tenantOfCaller(ctx), body)),
  );

  registerEndpoint(app, calls.getRole, ({ request, actor, params }) =>
    run(request, actor, (ctx) => visibleRole(ctx, params.id)),
  );

  registerEndpoint(app, calls.updateRole, ({ request, actor, params, body }) =>
    run(request, actor, async (ctx) => updateRole(ctx, await visibleRole(ctx, params.id, params.type), body)),
  );

  registerEndpoint(app, calls.listRoles, ({ request, actor, params, query }) =>
    run(request, actor, (ctx) => pageRoles(ctx.tx, ctx.scope, params.type, query)),
  );

  const roleOptions = ({ request, actor, params }: RoleTypeCall) =>
    run(request, actor, async (ctx) =>
      // A merchant user assigns merchant roles only.
      actor.audience === 'customer' && params.type === 'crm'
        ? []
        : listRoleOptions(ctx.tx, ctx.scope, params.type),
    );
  registerEndpoint(app, calls.listRoleOptionsCrm, roleOptions);
  registerEndpoint(app, calls.lookupRoles, roleOptions);

  registerEndpoint(app, calls.listAllRoles, ({ request, actor, params }) =>
    run(request, actor, (ctx) => listRoles(ctx.tx, ctx.scope, params.type)),
  );

  registerEndpoint(app, calls.getRolePermissions, ({ request, actor, params }) =>
    run(request, actor, async (ctx) => rolePermissionsOf(await visibleRole(ctx, params.id))),
  );

  registerEndpoint(app, calls.updateRolePermissions, ({ request, actor, params, body }) =>
    run(request, actor, async (ctx) =>
      rolePermissionsOf(await updateRole(ctx, await visibleRole(ctx, params.id), body)),
    ),
  );

  registerEndpoint(app, calls.listMerchantPermissions, () =>
    PERMISSION_CATALOGUE.filter((p) => p.audience === 'merchant' || p.audience === 'onboarding').map((p) => ({
      key: p.key,
      description: describePermission(p.key),
      audience: p.audience,
    })),
  );

  // --- CRM users (tenant staff) --------------------------------------------------------------------

  registerEndpoint(app, calls.listCrmUsers, ({ request, actor, query }) =>
    run(request, actor, (ctx) => listManagedUsers(ctx.tx, ctx.scope, 'crm', query).then(page)),
  );

  registerEndpoint(app, calls.inviteCrmUser, ({ request, actor, body }) =>
    run(request, actor, (ctx) =>
      inviteUser(ctx, { type: 'crm', tenantId: tenantOfCaller(ctx), merchantId: null }, body),
    ),
  );

  registerEndpoint(app, calls.getCrmUser, ({ request, actor, params }) =>
    run(request, actor, async (ctx) => managedUserView(await managedUser(ctx, 'crm', params.id))),
  );

  registerEndpoint(app, calls.updateCrmUser, ({ request, actor, params, body }) =>
    run(request, actor, async (ctx) => updateUser(ctx, await managedUser(ctx, 'crm', params.id), body)),
  );

  registerEndpoint(app, calls.deleteCrmUser, ({ request, actor, params }) =>
    run(request, actor, async (ctx) => deleteUser(ctx, await managedUser(ctx, 'crm', params.id))),
  );

  registerEndpoint(app, calls.listCrmUserOptions, ({ request, actor }) =>
    run(request, actor, (ctx) => listStaffOptions(ctx.tx, ctx.scope)),
  );

  // --- Merchant users ------------------------------------------------------------------------------

  registerEndpoint(app, calls.listMerchantUsers, ({ request, actor, query }) =>
    run(request, actor, (ctx) => listManagedUsers(ctx.tx, ctx.scope, 'merchant', query).then(page)),
  );

  registerEndpoint(app, calls.inviteMerchantUser, ({ request, actor, body }) =>
    run(request, actor, async (ctx) => inviteUser(ctx, await merchantTarget(ctx, body.merchantId), body)),
  );

  registerEndpoint(app, calls.getMerchantUser, ({ request, actor, params }) =>
    run(request, actor, async (ctx) => managedUserView(await managedUser(ctx, 'merchant', params.id))),
  );

  registerEndpoint(app, calls.updateMerchantUser, ({ request, actor, params, body }) =>
    run(request, actor, async (ctx) => updateUser(ctx, await managedUser(ctx, 'merchant', params.id), body)),
  );

  registerEndpoint(app, calls.deleteMerchantUser, ({ request, actor, params }) =>
    run(request, actor, async (ctx) => deleteUser(ctx, await managedUser(ctx, 'merchant', params.id))),
  );

  // --- Any managed user: state, password reset, roles, limits -------------------------------------

  registerEndpoint(app, calls.setUserActivation, ({ request, actor, params, body }) =>
    run(request, actor, async (ctx) =>
      setActivation(ctx, await managedUser(ctx, 'any', params.id), body.isActive),
    ),
  );

  registerEndpoint(app, calls.unlockUser, ({ request, actor, params }) =>
    run(request, actor, async (ctx) => unlockUser(ctx, await managedUser(ctx, 'any', params.id))),
  );

  registerEndpoint(app, calls.resetUserPassword, ({ request, actor, body }) =>
    run(request, actor, async (ctx) => resetPassword(ctx, await managedUser(ctx, 'any', body.userId))),
  );

  registerEndpoint(app, calls.listUserRoles, ({ request, actor, params }) =>
    run(request, actor, async (ctx) => (await managedUser(ctx, 'any', params.id)).roles),
  );

  registerEndpoint(app, calls.getCustomerLimit, ({ request, actor, params }) =>
    run(request, actor, async (ctx) =>
      customerLimitOf(ctx, (await managedUser(ctx, 'crm', params.id)).limits),
    ),
  );

  registerEndpoint(app, calls.setCustomerLimit, ({ request, actor, params, body }) =>
    run(request, actor, async (ctx) => {
      const user = await managedUser(ctx, 'crm', params.id);
      return customerLimitOf(ctx, (await setLimit(ctx, user, 'customers', body.merchantIds)).limits);
    }),
  );

  /** A user's limit in one dimension, or the limit set (null: not limited). */
  const limitOf = (request: FastifyRequest, actor: Actor, userId: string, dimension: LimitDimension) =>
    run(request, actor, async (ctx) => (await managedUser(ctx, 'any', userId)).limits[dimension]);
  const setLimitOf = (
    request: FastifyRequest,
    actor: Actor,
    userId: string,
    dimension: LimitDimension,
    values: string[] | null,
  ) =>
    run(request, actor, async (ctx) => {
      const after = await setLimit(ctx, await managedUser(ctx, 'any', userId), dimension, values);
      return after.limits[dimension];
    });

  registerEndpoint(app, calls.getPaymentMethodLimit, async ({ request, actor, params }) =>
    paymentMethodLimitOf(await limitOf(request, actor, params.id, 'paymentMethods')),
  );
  registerEndpoint(app, calls.setPaymentMethodLimit, async ({ request, actor, params, body }) =>
    paymentMethodLimitOf(await setLimitOf(request, actor, params.id, 'paymentMethods', body.paymentMethods)),
  );
  registerEndpoint(app, calls.getServiceProviderLimit, async ({ request, actor, params }) =>
    serviceProviderLimitOf(await limitOf(request, actor, params.id, 'serviceProviders')),
  );
  registerEndpoint(app, calls.setServiceProviderLimit, async ({ request, actor, params, body }) =>
    serviceProviderLimitOf(
      await setLimitOf(request, actor, params.id, 'serviceProviders', body.serviceProviders),
    ),
  );
};

interface RoleTypeCall {
  readonly request: FastifyRequest;
  readonly actor: Actor;
  readonly params: { type: ManagedUserType };
}

/** A page of managed users in the wire shape. */
function page(result: { count: number; data: ManagedUserState[] }) {
  return { count: result.count, data: result.data.map(managedUserView) };
}

/**
 * The tenant a role or a member of staff is added to: tenant staff's own; platform staff name one
 * with the tenantId header (their scope is then that tenant alone).
 */
function tenantOfCaller(ctx: AdminContext): string {
  if (ctx.actor.tenantId) return ctx.actor.tenantId;
  if (ctx.scope.tenantIds !== 'all' && ctx.scope.tenantIds.length === 1 && ctx.scope.tenantIds[0])
    return ctx.scope.tenantIds[0];
  throw AppError.validation([
    { field: 'headers.tenantId', message: 'Name the tenant to add to (the tenantId header)' },
  ]);
}

/**
 * Where a merchant user is invited: a merchant user's own merchant (naming another answers 404);
 * operators name one of their merchants (within their customer limits).
 */
async function merchantTarget(ctx: AdminContext, merchantId: string | undefined): Promise<InvitationTarget> {
  const { actor } = ctx;
  if (actor.audience === 'customer') {
    if (!actor.merchantId || !actor.tenantId || (merchantId && merchantId !== actor.merchantId))
      throw AppError.notFound('Merchant');
    return { type: 'merchant', tenantId: actor.tenantId, merchantId: actor.merchantId };
  }
  if (!merchantId) {
    throw AppError.validation([{ field: 'body.merchantId', message: 'Choose the merchant' }]);
  }
  const merchant = await merchantInScope(ctx.tx, ctx.scope, merchantId);
  if (!merchant) throw AppError.notFound('Merchant');
  return { type: 'merchant', tenantId: merchant.tenantId, merchantId: merchant.id };
}

async function customerLimitOf(
  ctx: AdminContext,
  limits: { customers: string[] | null },
): Promise<{ limited: boolean; merchants: { merchantId: string; legalBusinessName: string }[] }> {
  if (limits.customers === null) return { limited: false, merchants: [] };
  const rows = limits.customers.length
    ? await ctx.tx
        .select({ merchantId: merchants.id, legalBusinessName: merchants.legalBusinessName })
        .from(merchants)
        .where(and(inArray(merchants.id, limits.customers)))
        .orderBy(merchants.legalBusinessName)
    : [];
  return { limited: true, merchants: rows };
}

function paymentMethodLimitOf(values: string[] | null) {
  return { limited: values !== null, paymentMethods: values ?? [] };
}

function serviceProviderLimitOf(values: string[] | null) {
  return { limited: values !== null, serviceProviders: values ?? [] };
}
