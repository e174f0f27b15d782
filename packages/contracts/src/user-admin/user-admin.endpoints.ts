import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { PageQuery, pageOf } from '../support/support.schemas';
import {
  AdminPasswordReset,
  CustomerLimit,
  CustomerLimitInput,
  ManagedUser,
  ManagedUserPage,
  PaymentMethodLimit,
  PaymentMethodLimitInput,
  PermissionInfo,
  Role,
  RoleInput,
  RoleOption,
  RoleParams,
  RolePermissions,
  RolePermissionsInput,
  RoleTypeParams,
  ServiceProviderLimit,
  ServiceProviderLimitInput,
  TenantUserParams,
  UserActivation,
  UserIdParams,
  UserInvitation,
  UserListQuery,
  UserOption,
  UserUpdate,
} from './user-admin.schemas';

/**
 * Spec §7 "Tenant users" and "CRM users and roles", and the merchant-user calls the spec does not
 * write (they follow the `/users/crm` shapes). Every write is checked on the server against the
 * rules of docs/administration.md: nobody grants what they do not hold, nobody acts on themselves,
 * the level order, the last administrator; and every write is in the audit trail.
 */

type Keys = readonly [Permission, ...Permission[]];
const CRM_USERS = ['CRM.Users.Crm'] as const satisfies Keys;
const MERCHANT_USERS = ['CRM.Users.Merchant', 'Merchant.Users.Manage'] as const satisfies Keys;
/** Calls on any managed user (crm or merchant): the server checks the key that fits the target. */
const ANY_USERS = ['CRM.Users.Crm', 'CRM.Users.Merchant', 'Merchant.Users.Manage'] as const satisfies Keys;
const ROLE_WRITE = ['manageCrmRoles', 'manageMerchantRoles'] as const satisfies Keys;
/** Reading roles: the role editor, and whoever assigns roles to users. */
const ROLE_READ = [
  'CRM.Users.Management',
  'manageCrmRoles',
  'manageMerchantRoles',
  ...ANY_USERS,
] as const satisfies Keys;
const TENANT_USERS = ['Platform.Tenants.View', 'CRM.Users.Crm'] as const satisfies Keys;

const operators = ['tenant', 'platform'] as const;
const everyone = ['customer', 'tenant', 'platform'] as const;
const tags = ['user-admin'] as const;
const Deleted = z.object({ deleted: z.literal(true) });
const Sent = z.object({ sent: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Tenant users (§7): a tenant's staff by tenant id; platform staff manage any tenant's, tenant
// staff their own tenant's (another tenant's id answers 404).

export const listTenantUsers = defineEndpoint({
  id: 'userAdmin.listTenantUsers',
  method: 'GET',
  path: '/tenants/{id}/tenant-users',
  summary: "A page of a tenant's staff (spec §2: the CRM users resolver's page index and size)",
  audiences: operators,
  permissions: TENANT_USERS,
  params: z.object({ id: z.uuid() }),
  query: UserListQuery.omit({ merchantId: true }),
  response: ManagedUserPage,
  tags,
});

export const inviteTenantUser = defineEndpoint({
  id: 'userAdmin.inviteTenantUser',
  stepUp: 'always',
  method: 'POST',
  path: '/tenants/{id}/tenant-user',
  summary: "Invites a member of a tenant's staff: a link by mail to choose a password (7 days, once)",
  audiences: operators,
  permissions: TENANT_USERS,
  params: z.object({ id: z.uuid() }),
  body: UserInvitation.omit({ merchantId: true }),
  response: ManagedUser,
  tags,
});

export const updateTenantUser = defineEndpoint({
  id: 'userAdmin.updateTenantUser',
  stepUp: 'always',
  method: 'PUT',
  path: '/tenants/{id}/tenant-user/{userId}',
  summary: "Edits a tenant staff member's name and roles",
  audiences: operators,
  permissions: TENANT_USERS,
  params: TenantUserParams,
  body: UserUpdate,
  response: ManagedUser,
  tags,
});

export const activateTenantUser = defineEndpoint({
  id: 'userAdmin.activateTenantUser',
  stepUp: 'always',
  method: 'PUT',
  path: '/tenants/{id}/tenant-user/{userId}/activate',
  summary: 'Activates a tenant staff member',
  audiences: operators,
  permissions: TENANT_USERS,
  params: TenantUserParams,
  response: ManagedUser,
  tags,
});

export const deactivateTenantUser = defineEndpoint({
  id: 'userAdmin.deactivateTenantUser',
  stepUp: 'always',
  method: 'PUT',
  path: '/tenants/{id}/tenant-user/{userId}/deactivate',
  summary: 'Deactivates a tenant staff member and ends their sessions (409 for the last administrator)',
  audiences: operators,
  permissions: TENANT_USERS,
  params: TenantUserParams,
  response: ManagedUser,
  tags,
});

export const deleteTenantUser = defineEndpoint({
  id: 'userAdmin.deleteTenantUser',
  stepUp: 'always',
  method: 'DELETE',
  path: '/tenants/{id}/tenant-user/{userId}',
  summary: 'Deletes a tenant staff member: gone from lists, kept by name in the audit trail',
  audiences: operators,
  permissions: TENANT_USERS,
  params: TenantUserParams,
  response: Deleted,
  tags,
});

export const resetTenantUserPassword = defineEndpoint({
  id: 'userAdmin.resetTenantUserPassword',
  method: 'POST',
  path: '/tenants/users/password-reset',
  summary: 'Mails a tenant staff member a password-reset link; the admin never sees a password',
  audiences: operators,
  permissions: TENANT_USERS,
  body: AdminPasswordReset,
  response: Sent,
  tags,
});

export const listTenantRoles = defineEndpoint({
  id: 'userAdmin.listTenantRoles',
  method: 'GET',
  path: '/tenants/{id}/tenant-roles/{type}',
  summary: "A tenant's roles of one type (crm: its staff's; merchant: its merchants' users')",
  audiences: operators,
  permissions: TENANT_USERS,
  params: z.object({ id: z.uuid(), type: RoleTypeParams.shape.type }),
  response: z.array(RoleOption),
  tags,
});

// ---------------------------------------------------------------------------------------------
// Roles and their permissions (§7 "CRM users and roles"). `{type}` is crm or merchant.

export const createRole = defineEndpoint({
  id: 'userAdmin.createRole',
  stepUp: 'always',
  method: 'POST',
  path: '/users/roles/{type}',
  summary: "Adds a role to the caller's tenant (its keys within the caller's own)",
  audiences: operators,
  permissions: ROLE_WRITE,
  params: RoleTypeParams,
  body: RoleInput,
  response: Role,
  tags,
});

export const getRole = defineEndpoint({
  id: 'userAdmin.getRole',
  method: 'GET',
  path: '/users/roles/details/{id}',
  summary: 'One role with its permissions',
  audiences: operators,
  permissions: ROLE_READ,
  params: UserIdParams,
  response: Role,
  tags,
});

export const updateRole = defineEndpoint({
  id: 'userAdmin.updateRole',
  stepUp: 'always',
  method: 'PUT',
  path: '/users/roles/{type}/{id}',
  summary: "Edits a role; its holders' next request uses the new keys",
  audiences: operators,
  permissions: ROLE_WRITE,
  params: RoleParams,
  body: RoleInput,
  response: Role,
  tags,
});

export const listRoles = defineEndpoint({
  id: 'userAdmin.listRoles',
  method: 'GET',
  path: '/users/roles/{type}',
  summary: 'A page of roles of one type, by name',
  audiences: operators,
  permissions: ROLE_READ,
  params: RoleTypeParams,
  query: PageQuery,
  response: pageOf(Role),
  tags,
});

export const listRoleOptionsCrm = defineEndpoint({
  id: 'userAdmin.listRoleOptionsCrm',
  method: 'GET',
  path: '/crm/users/roles/{type}',
  summary: 'The roles of one type as options (merchant API)',
  audiences: everyone,
  permissions: ROLE_READ,
  params: RoleTypeParams,
  response: z.array(RoleOption),
  tags,
});

export const listAllRoles = defineEndpoint({
  id: 'userAdmin.listAllRoles',
  method: 'GET',
  path: '/users/all/roles/{type}',
  summary: 'Every role of one type with its permissions (the compare-roles view)',
  audiences: operators,
  permissions: ROLE_READ,
  params: RoleTypeParams,
  response: z.array(Role),
  tags,
});

export const lookupRoles = defineEndpoint({
  id: 'userAdmin.lookupRoles',
  method: 'GET',
  path: '/users/roles-lookup/{type}',
  summary: 'The roles of one type as options (the user form)',
  audiences: everyone,
  permissions: ROLE_READ,
  params: RoleTypeParams,
  response: z.array(RoleOption),
  tags,
});

export const getRolePermissions = defineEndpoint({
  id: 'userAdmin.getRolePermissions',
  method: 'GET',
  path: '/users/permissions/{id}',
  summary: "A role's permissions and the ones that need step-up",
  audiences: operators,
  permissions: ROLE_READ,
  params: UserIdParams,
  response: RolePermissions,
  tags,
});

export const updateRolePermissions = defineEndpoint({
  id: 'userAdmin.updateRolePermissions',
  stepUp: 'always',
  method: 'PUT',
  path: '/users/permissions/{id}',
  summary: "Sets a role's permissions and scaRequiredPermissions (within the caller's own)",
  audiences: operators,
  permissions: ROLE_WRITE,
  params: UserIdParams,
  body: RolePermissionsInput,
  response: RolePermissions,
  tags,
});

export const listMerchantPermissions = defineEndpoint({
  id: 'userAdmin.listMerchantPermissions',
  method: 'GET',
  path: '/users/permissions/all-merchant',
  summary: 'Every permission a merchant role may hold',
  audiences: operators,
  permissions: ROLE_READ,
  response: z.array(PermissionInfo),
  tags,
});

// ---------------------------------------------------------------------------------------------
// CRM users (tenant staff) of the caller's tenant.

export const listCrmUsers = defineEndpoint({
  id: 'userAdmin.listCrmUsers',
  method: 'GET',
  path: '/users/crm',
  summary: "A page of the tenant's staff: searchable, sortable, filtered by status and role",
  audiences: operators,
  permissions: CRM_USERS,
  query: UserListQuery.omit({ merchantId: true }),
  response: ManagedUserPage,
  tags,
});

export const inviteCrmUser = defineEndpoint({
  id: 'userAdmin.inviteCrmUser',
  stepUp: 'always',
  method: 'POST',
  path: '/users/crm',
  summary: 'Invites a member of staff: a link by mail to choose a password (7 days, once)',
  audiences: operators,
  permissions: CRM_USERS,
  body: UserInvitation.omit({ merchantId: true }),
  response: ManagedUser,
  tags,
});

export const getCrmUser = defineEndpoint({
  id: 'userAdmin.getCrmUser',
  method: 'GET',
  path: '/users/crm/{id}',
  summary: 'One member of staff',
  audiences: operators,
  permissions: CRM_USERS,
  params: UserIdParams,
  response: ManagedUser,
  tags,
});

export const updateCrmUser = defineEndpoint({
  id: 'userAdmin.updateCrmUser',
  stepUp: 'always',
  method: 'PUT',
  path: '/users/crm/{id}',
  summary: "Edits a member of staff's name and roles",
  audiences: operators,
  permissions: CRM_USERS,
  params: UserIdParams,
  body: UserUpdate,
  response: ManagedUser,
  tags,
});

export const deleteCrmUser = defineEndpoint({
  id: 'userAdmin.deleteCrmUser',
  stepUp: 'always',
  method: 'DELETE',
  path: '/users/crm/{id}',
  summary: 'Deletes a member of staff: gone from lists, kept by name in the audit trail',
  audiences: operators,
  permissions: CRM_USERS,
  params: UserIdParams,
  response: Deleted,
  tags,
});

export const listCrmUserOptions = defineEndpoint({
  id: 'userAdmin.listCrmUserOptions',
  method: 'GET',
  path: '/all/users/crm',
  summary: "Every active member of the tenant's staff, as options",
  audiences: operators,
  permissions: ROLE_READ,
  response: z.array(UserOption),
  tags,
});

// ---------------------------------------------------------------------------------------------
// Merchant users: not written by the spec; the `/users/crm` shapes on `/users/merchant`.
// Operators manage their tenant's merchants' users; a merchant admin their own merchant's.

export const listMerchantUsers = defineEndpoint({
  id: 'userAdmin.listMerchantUsers',
  method: 'GET',
  path: '/users/merchant',
  summary: "A page of merchant users (operators: the tenant's merchants, or one; merchants: their own)",
  audiences: everyone,
  permissions: MERCHANT_USERS,
  query: UserListQuery,
  response: ManagedUserPage,
  tags,
});

export const inviteMerchantUser = defineEndpoint({
  id: 'userAdmin.inviteMerchantUser',
  method: 'POST',
  path: '/users/merchant',
  summary: 'Invites a merchant user (operators name the merchant; a merchant admin invites to their own)',
  audiences: everyone,
  permissions: MERCHANT_USERS,
  body: UserInvitation,
  response: ManagedUser,
  tags,
});

export const getMerchantUser = defineEndpoint({
  id: 'userAdmin.getMerchantUser',
  method: 'GET',
  path: '/users/merchant/{id}',
  summary: 'One merchant user',
  audiences: everyone,
  permissions: MERCHANT_USERS,
  params: UserIdParams,
  response: ManagedUser,
  tags,
});

export const updateMerchantUser = defineEndpoint({
  id: 'userAdmin.updateMerchantUser',
  method: 'PUT',
  path: '/users/merchant/{id}',
  summary: "Edits a merchant user's name and roles",
  audiences: everyone,
  permissions: MERCHANT_USERS,
  params: UserIdParams,
  body: UserUpdate,
  response: ManagedUser,
  tags,
});

export const deleteMerchantUser = defineEndpoint({
  id: 'userAdmin.deleteMerchantUser',
  method: 'DELETE',
  path: '/users/merchant/{id}',
  summary: 'Deletes a merchant user: gone from lists, kept by name in the audit trail',
  audiences: everyone,
  permissions: MERCHANT_USERS,
  params: UserIdParams,
  response: Deleted,
  tags,
});

// ---------------------------------------------------------------------------------------------
// Any managed user: state, password reset, roles and per-user limits.

export const setUserActivation = defineEndpoint({
  id: 'userAdmin.setUserActivation',
  stepUp: 'always',
  method: 'PUT',
  path: '/users/{id}/activation',
  summary:
    'Activates or deactivates a user; deactivation ends their sessions (409 for the last administrator)',
  audiences: everyone,
  permissions: ANY_USERS,
  params: UserIdParams,
  body: UserActivation,
  response: ManagedUser,
  tags,
});

export const unlockUser = defineEndpoint({
  id: 'userAdmin.unlockUser',
  method: 'PUT',
  path: '/users/{id}/unlock',
  summary: 'Unlocks a user locked by failed sign-ins',
  audiences: everyone,
  permissions: ANY_USERS,
  params: UserIdParams,
  response: ManagedUser,
  tags,
});

export const resetUserPassword = defineEndpoint({
  id: 'userAdmin.resetUserPassword',
  method: 'POST',
  path: '/users/password-reset',
  summary: 'Mails the user a password-reset link (15 minutes, once); the admin never sees a password',
  audiences: everyone,
  permissions: ANY_USERS,
  body: AdminPasswordReset,
  response: Sent,
  tags,
});

export const listUserRoles = defineEndpoint({
  id: 'userAdmin.listUserRoles',
  method: 'GET',
  path: '/users/{id}/roles',
  summary: "A user's roles (their permissions are the union of these)",
  audiences: everyone,
  permissions: ANY_USERS,
  params: UserIdParams,
  response: z.array(RoleOption),
  tags,
});

export const getCustomerLimit = defineEndpoint({
  id: 'userAdmin.getCustomerLimit',
  method: 'GET',
  path: '/users/crm/{id}/merchantpermissions',
  summary: 'The merchants (customers) a member of staff is limited to',
  audiences: operators,
  permissions: CRM_USERS,
  params: UserIdParams,
  response: CustomerLimit,
  tags,
});

export const setCustomerLimit = defineEndpoint({
  id: 'userAdmin.setCustomerLimit',
  method: 'PUT',
  path: '/users/crm/{id}/merchantpermissions',
  summary: 'Limits a member of staff to some merchants (null: every merchant of the tenant)',
  audiences: operators,
  permissions: CRM_USERS,
  params: UserIdParams,
  body: CustomerLimitInput,
  response: CustomerLimit,
  tags,
});

export const getPaymentMethodLimit = defineEndpoint({
  id: 'userAdmin.getPaymentMethodLimit',
  method: 'GET',
  path: 'api/crm/users/{id}/payment-method-permissions',
  summary: 'The payment methods a user is limited to',
  audiences: everyone,
  permissions: ANY_USERS,
  params: UserIdParams,
  response: PaymentMethodLimit,
  tags,
});

export const setPaymentMethodLimit = defineEndpoint({
  id: 'userAdmin.setPaymentMethodLimit',
  method: 'PUT',
  path: '/users/crm/{id}/paymentmethodpermissions',
  summary: 'Limits a user to some payment methods (null: every method); any managed user, crm or merchant',
  audiences: everyone,
  permissions: ANY_USERS,
  params: UserIdParams,
  body: PaymentMethodLimitInput,
  response: PaymentMethodLimit,
  tags,
});

export const getServiceProviderLimit = defineEndpoint({
  id: 'userAdmin.getServiceProviderLimit',
  method: 'GET',
  path: 'api/crm/users/{id}/service-provider-permissions',
  summary: 'The service providers a user is limited to',
  audiences: everyone,
  permissions: ANY_USERS,
  params: UserIdParams,
  response: ServiceProviderLimit,
  tags,
});

export const setServiceProviderLimit = defineEndpoint({
  id: 'userAdmin.setServiceProviderLimit',
  method: 'PUT',
  path: 'api/crm/users/{id}/service-provider-permissions',
  summary: 'Limits a user to some service providers (null: every provider)',
  audiences: everyone,
  permissions: ANY_USERS,
  params: UserIdParams,
  body: ServiceProviderLimitInput,
  response: ServiceProviderLimit,
  tags,
});
