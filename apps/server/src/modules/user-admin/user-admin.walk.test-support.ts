import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import { BLUE_HARBOR, demoMerchant, demoRole, demoUser, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ForeignIdRule, ModuleWalk, WalkUser } from '../../test/endpoint-walk';
import { TEST_USERS } from '../../test/fixtures';

/**
 * The endpoint walk's part for user and role administration: for each path parameter, an id the
 * caller must not see (another tenant's, or for a merchant user another merchant's), and the inputs
 * the sampler cannot make (a role's step-up keys within its keys). No rows: the demo data has them.
 */

const northwindCaller = (caller: WalkUser) => caller.tenantId !== BLUE_HARBOR.id;

const foreignTenant: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) => (northwindCaller(caller) ? BLUE_HARBOR.id : NORTHWIND.id),
};

const otherTenantAdmin = (caller: WalkUser) =>
  demoUser(northwindCaller(caller) ? 'tenant.admin@blueharbor.test' : 'tenant.admin@northwind.test').id;

/** A merchant user of another merchant (a merchant user's caller) or of another tenant. */
const otherMerchantUser = (caller: WalkUser) => {
  if (caller.audience === 'customer') {
    return demoUser(
      caller.merchantId === demoMerchant('acme').id
        ? 'merchant.sandbox@sandbox.test'
        : 'merchant.admin@acme.test',
    ).id;
  }
  return northwindCaller(caller)
    ? demoId(`user:${TEST_USERS.foreignMerchant}`)
    : demoUser('merchant.admin@acme.test').id;
};

const foreignStaff: ForeignIdRule = { kind: 'tenant-owned', foreignId: otherTenantAdmin };
const foreignMerchantUser: ForeignIdRule = { kind: 'tenant-owned', foreignId: otherMerchantUser };
const foreignUser: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) =>
    caller.audience === 'customer' ? otherMerchantUser(caller) : otherTenantAdmin(caller),
};
const foreignRole: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) =>
    demoRole(northwindCaller(caller) ? 'blueharbor:tenant-admin' : 'northwind:tenant-admin').id,
};

/** The rule for the `id` path parameter of each of the calls. */
const forIds = (foreign: ForeignIdRule, ...callIds: string[]) =>
  Object.fromEntries(callIds.map((callId) => [`${callId}.id`, foreign]));

const keys = { permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] };
/** A tenant staff member's id no row has: the valid calls on a tenant's user answer 404, change nothing. */
const NO_SUCH_USER = demoId('walk:user-admin:no-such-user');

const roleType: ForeignIdRule = {
  kind: 'not-tenant-owned',
  reason: 'a role type (crm or merchant), the same for every tenant',
};

export const USER_ADMIN_WALK: ModuleWalk = {
  foreignIds: {
    ...Object.fromEntries(
      [
        calls.listTenantRoles.id,
        calls.createRole.id,
        calls.updateRole.id,
        calls.listRoles.id,
        calls.listRoleOptionsCrm.id,
        calls.listAllRoles.id,
        calls.lookupRoles.id,
      ].map((callId) => [`${callId}.type`, roleType]),
    ),
    ...forIds(
      foreignTenant,
      calls.listTenantUsers.id,
      calls.inviteTenantUser.id,
      calls.updateTenantUser.id,
      calls.activateTenantUser.id,
      calls.deactivateTenantUser.id,
      calls.deleteTenantUser.id,
      calls.listTenantRoles.id,
    ),
    ...forIds(
      foreignRole,
      calls.getRole.id,
      calls.updateRole.id,
      calls.getRolePermissions.id,
      calls.updateRolePermissions.id,
    ),
    ...forIds(
      foreignStaff,
      calls.getCrmUser.id,
      calls.updateCrmUser.id,
      calls.deleteCrmUser.id,
      calls.getCustomerLimit.id,
      calls.setCustomerLimit.id,
    ),
    ...forIds(
      foreignMerchantUser,
      calls.getMerchantUser.id,
      calls.updateMerchantUser.id,
      calls.deleteMerchantUser.id,
    ),
    ...forIds(
      foreignUser,
      calls.setUserActivation.id,
      calls.unlockUser.id,
      calls.listUserRoles.id,
      calls.getPaymentMethodLimit.id,
      calls.setPaymentMethodLimit.id,
      calls.getServiceProviderLimit.id,
      calls.setServiceProviderLimit.id,
    ),
  },
  examples: {
    [calls.createRole.id]: { params: { type: 'crm' }, body: { name: 'Walk role', ...keys } },
    [calls.updateRole.id]: {
      params: { type: 'crm', id: demoId('walk:user-admin:no-such-role') },
      body: { name: 'Walk role', ...keys },
    },
    [calls.updateRolePermissions.id]: { params: { id: demoId('walk:user-admin:no-such-role') }, body: keys },
    ...Object.fromEntries(
      [
        calls.updateTenantUser.id,
        calls.activateTenantUser.id,
        calls.deactivateTenantUser.id,
        calls.deleteTenantUser.id,
      ].map((id) => [id, { params: { id: NORTHWIND.id, userId: NO_SUCH_USER } }]),
    ),
    [calls.updateTenantUser.id]: {
      params: { id: NORTHWIND.id, userId: NO_SUCH_USER },
      body: { firstName: 'Walk', lastName: 'User', roleIds: [demoRole('northwind:support-agent').id] },
    },
  },
  addData: async () => {},
};
