import { z } from 'zod';
import { ALL_PERMISSIONS, type Permission } from '../auth/permissions';
import { emailText, TEXT_MAX, text } from '../validation/text';

/**
 * User and role administration (spec §6, §7 "Tenant users", "CRM users and roles"; docs/administration.md).
 * One shape for tenant staff ("CRM users") and merchant users: the spec writes the `/users/crm`
 * calls, and the merchant-user calls it does not write follow them.
 */

const Id = z.uuid();

/** Spec §4 user states as the lists show them (Active positive; Inactive and Locked negative; InvitationSent pending). */
export const UserStatus = z.enum(['Active', 'Inactive', 'Locked', 'InvitationSent']);
export type UserStatus = z.infer<typeof UserStatus>;

/** The kinds of user an administrator manages, and of role: tenant staff (`crm`) and merchant users (`merchant`). */
export const ManagedUserType = z.enum(['crm', 'merchant']);
export type ManagedUserType = z.infer<typeof ManagedUserType>;

/** Spec §9 page sizes. */
export const USER_ADMIN_PAGING = { defaultPageSize: 20, pageSizes: [5, 10, 20, 50, 75, 100] } as const;

export const PermissionKey = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]);

export const RoleOption = z.object({ id: Id, name: z.string() });
export type RoleOption = z.infer<typeof RoleOption>;

export const Role = z.object({
  id: Id,
  type: ManagedUserType,
  tenantId: Id.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(PermissionKey),
  /** Spec §3 Role: the permissions whose use needs a step-up code. Always within `permissions`. */
  scaRequiredPermissions: z.array(PermissionKey),
  isAdministrator: z.boolean(),
  /** Active users holding the role. */
  userCount: z.number().int().min(0),
  createdAt: z.string().describe('ISO 8601 date-time, UTC'),
});
export type Role = z.infer<typeof Role>;

const permissionList = z.array(PermissionKey).max(ALL_PERMISSIONS.length);

/** A role's name and keys, as the editor sends them (spec §3 "permissions with scaRequiredPermissions"). */
export const RoleInput = z
  .object({
    name: text(TEXT_MAX.key).trim().min(1, 'Enter a name'),
    description: text(TEXT_MAX.text, { multiline: true }).trim().nullish(),
    permissions: permissionList,
    scaRequiredPermissions: permissionList.default([]),
  })
  .refine((role) => role.scaRequiredPermissions.every((key) => role.permissions.includes(key)), {
    message: 'A permission that requires step-up must be granted',
    path: ['scaRequiredPermissions'],
  });
export type RoleInput = z.infer<typeof RoleInput>;

/** `PUT /users/permissions/{id}`: a role's keys alone. */
export const RolePermissionsInput = z
  .object({ permissions: permissionList, scaRequiredPermissions: permissionList.default([]) })
  .refine((role) => role.scaRequiredPermissions.every((key) => role.permissions.includes(key)), {
    message: 'A permission that requires step-up must be granted',
    path: ['scaRequiredPermissions'],
  });
export type RolePermissionsInput = z.infer<typeof RolePermissionsInput>;

export const RolePermissions = z.object({
  roleId: Id,
  permissions: z.array(PermissionKey),
  scaRequiredPermissions: z.array(PermissionKey),
});
export type RolePermissions = z.infer<typeof RolePermissions>;

/** A catalogue entry as `GET /users/permissions/all-merchant` lists it. */
export const PermissionInfo = z.object({
  key: PermissionKey,
  description: z.string(),
  audience: z.enum(['operator', 'platform', 'merchant', 'onboarding']),
});

/** Per-user limits (spec §6): null is "not limited"; an empty list allows nothing. */
export const UserLimits = z.object({
  customers: z.array(Id).nullable(),
  paymentMethods: z.array(z.string()).nullable(),
  serviceProviders: z.array(z.string()).nullable(),
});
export type UserLimits = z.infer<typeof UserLimits>;

export const ManagedUser = z.object({
  id: Id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: ManagedUserType,
  status: UserStatus,
  isActive: z.boolean(),
  isLocked: z.boolean(),
  tenantId: Id.nullable(),
  tenantName: z.string().nullable(),
  merchantId: Id.nullable(),
  merchantName: z.string().nullable(),
  roles: z.array(RoleOption),
  limits: UserLimits,
  lastLoginTime: z.string().nullable().describe('ISO 8601 date-time, UTC'),
  createdAt: z.string().describe('ISO 8601 date-time, UTC'),
});
export type ManagedUser = z.infer<typeof ManagedUser>;

export const ManagedUserPage = z.object({ count: z.number().int().min(0), data: z.array(ManagedUser) });
export type ManagedUserPage = z.infer<typeof ManagedUserPage>;

export const USER_SORT_FIELDS = ['name', 'email', 'status', 'lastLoginTime', 'createdAt'] as const;

export const UserListQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(USER_ADMIN_PAGING.defaultPageSize),
  /** Matches the name or e-mail address. */
  search: text(TEXT_MAX.search).trim().optional(),
  status: UserStatus.optional(),
  roleId: Id.optional(),
  /** Merchant users of one merchant (operators' merchant-user list). */
  merchantId: Id.optional(),
  sortBy: z.enum(USER_SORT_FIELDS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

const personName = (label: string) => text(TEXT_MAX.name).trim().min(1, `Enter the ${label}`);
const roleIds = z.array(Id).min(1, 'Choose at least one role').max(20);

/** Inviting a user: they get a link by e-mail to choose their own password (valid 7 days, once). */
export const UserInvitation = z.object({
  email: emailText({ invalid: 'Enter a valid e-mail address' }),
  firstName: personName('first name'),
  lastName: personName('last name'),
  roleIds,
  /** A merchant user's merchant (operators inviting into one of their merchants; a merchant admin's own is used). */
  merchantId: Id.optional(),
});
export type UserInvitation = z.infer<typeof UserInvitation>;

export const UserUpdate = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  roleIds,
});
export type UserUpdate = z.infer<typeof UserUpdate>;

export const UserActivation = z.object({ isActive: z.boolean() });

export const UserIdParams = z.object({ id: Id });
export const RoleTypeParams = z.object({ type: ManagedUserType });
export const RoleParams = z.object({ type: ManagedUserType, id: Id });
export const TenantUserParams = z.object({ id: Id, userId: Id });

export const CustomerLimit = z.object({
  /** False when the user sees every merchant of the tenant. */
  limited: z.boolean(),
  merchants: z.array(z.object({ merchantId: Id, legalBusinessName: z.string() })),
});
export const CustomerLimitInput = z.object({ merchantIds: z.array(Id).max(1000).nullable() });

const limitIds = z.array(text(TEXT_MAX.key).trim().min(1)).max(200).nullable();
export const PaymentMethodLimit = z.object({ limited: z.boolean(), paymentMethods: z.array(z.string()) });
export const PaymentMethodLimitInput = z.object({ paymentMethods: limitIds });
export const ServiceProviderLimit = z.object({ limited: z.boolean(), serviceProviders: z.array(z.string()) });
export const ServiceProviderLimitInput = z.object({ serviceProviders: limitIds });

/** An admin-started password reset: the user gets a link by mail; the admin never sees a password. */
export const AdminPasswordReset = z.object({ userId: Id });

/** A user in a picker (`GET /all/users/crm`). */
export const UserOption = z.object({ id: Id, name: z.string(), email: z.string() });
