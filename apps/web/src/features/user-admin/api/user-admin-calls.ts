import * as userAdmin from '@paydesk/contracts/user-admin/user-admin.endpoints';
import type {
  ManagedUser,
  ManagedUserType,
  RoleInput,
  UserInvitation,
  UserListQuery,
  UserUpdate,
} from '@paydesk/contracts/user-admin/user-admin.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';

/**
 * The calls of user and role administration (spec §7 "CRM users and roles", and the merchant-user
 * calls in the same shapes). `kind` picks the family: `crm` for tenant staff, `merchant` for
 * merchant users.
 */
export const userAdminKeys = {
  all: ['user-admin'] as const,
  users: (kind: ManagedUserType, query: UserListQuery) => ['user-admin', 'users', kind, query] as const,
  roles: (kind: ManagedUserType) => ['user-admin', 'roles', kind] as const,
  roleOptions: (kind: ManagedUserType) => ['user-admin', 'role-options', kind] as const,
  limits: (userId: string) => ['user-admin', 'limits', userId] as const,
};

/** A page of users of one kind, with the list's filters and order. */
export function useManagedUsers(kind: ManagedUserType, query: UserListQuery) {
  return useQuery({
    queryKey: userAdminKeys.users(kind, query),
    queryFn: ({ signal }) =>
      kind === 'crm'
        ? callEndpoint(userAdmin.listCrmUsers, { query, signal })
        : callEndpoint(userAdmin.listMerchantUsers, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Every role of one kind with its keys (the role editor and the compare view). */
export function useRoles(kind: ManagedUserType) {
  return useQuery({
    queryKey: userAdminKeys.roles(kind),
    queryFn: ({ signal }) => callEndpoint(userAdmin.listAllRoles, { params: { type: kind }, signal }),
    meta: { silentError: true },
  });
}

/** The roles of one kind as options (the user form's role picker). */
export function useRoleOptions(kind: ManagedUserType) {
  return useQuery({
    queryKey: userAdminKeys.roleOptions(kind),
    queryFn: ({ signal }) => callEndpoint(userAdmin.lookupRoles, { params: { type: kind }, signal }),
    select: (roles) => roles.map((role) => ({ value: role.id, label: role.name })),
  });
}

/** After any write: the lists, roles and limits are read again. */
function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all }),
    // Each form or menu shows the refusal where the user acted.
    meta: { silentError: true },
  });
}

export function useInviteUser(kind: ManagedUserType) {
  return useInvalidatingMutation((body: UserInvitation) =>
    kind === 'crm'
      ? callEndpoint(userAdmin.inviteCrmUser, { body })
      : callEndpoint(userAdmin.inviteMerchantUser, { body }),
  );
}

export function useUpdateUser(kind: ManagedUserType) {
  return useInvalidatingMutation(({ id, body }: { id: string; body: UserUpdate }) =>
    kind === 'crm'
      ? callEndpoint(userAdmin.updateCrmUser, { params: { id }, body })
      : callEndpoint(userAdmin.updateMerchantUser, { params: { id }, body }),
  );
}

/** The row menu's actions on one user. */
export type UserAction = 'activate' | 'deactivate' | 'unlock' | 'resetPassword' | 'delete';

export function useUserAction(kind: ManagedUserType) {
  return useInvalidatingMutation(async ({ action, user }: { action: UserAction; user: ManagedUser }) => {
    const params = { id: user.id };
    switch (action) {
      case 'activate':
      case 'deactivate':
        await callEndpoint(userAdmin.setUserActivation, {
          params,
          body: { isActive: action === 'activate' },
        });
        return;
      case 'unlock':
        await callEndpoint(userAdmin.unlockUser, { params });
        return;
      case 'resetPassword':
        await callEndpoint(userAdmin.resetUserPassword, { body: { userId: user.id } });
        return;
      case 'delete':
        await (kind === 'crm'
          ? callEndpoint(userAdmin.deleteCrmUser, { params })
          : callEndpoint(userAdmin.deleteMerchantUser, { params }));
    }
  });
}

/** The user's limits, as the limits dialog edits them. */
export interface LimitsForm {
  readonly customers: readonly string[] | null;
  readonly paymentMethods: readonly string[] | null;
  readonly serviceProviders: readonly string[] | null;
}

/** Saves each of the three limits the form changed (customers only for tenant staff). */
export function useSaveLimits(kind: ManagedUserType) {
  return useInvalidatingMutation(async ({ user, limits }: { user: ManagedUser; limits: LimitsForm }) => {
    const params = { id: user.id };
    const same = (a: readonly string[] | null, b: readonly string[] | null) =>
      JSON.stringify(a) === JSON.stringify(b);
    if (kind === 'crm' && !same(limits.customers, user.limits.customers))
      await callEndpoint(userAdmin.setCustomerLimit, {
        params,
        body: { merchantIds: limits.customers ? [...limits.customers] : null },
      });
    if (!same(limits.paymentMethods, user.limits.paymentMethods))
      await callEndpoint(userAdmin.setPaymentMethodLimit, {
        params,
        body: { paymentMethods: limits.paymentMethods ? [...limits.paymentMethods] : null },
      });
    if (!same(limits.serviceProviders, user.limits.serviceProviders))
      await callEndpoint(userAdmin.setServiceProviderLimit, {
        params,
        body: { serviceProviders: limits.serviceProviders ? [...limits.serviceProviders] : null },
      });
  });
}

export function useCreateRole(kind: ManagedUserType) {
  return useInvalidatingMutation((body: RoleInput) =>
    callEndpoint(userAdmin.createRole, { params: { type: kind }, body }),
  );
}

export function useUpdateRole(kind: ManagedUserType) {
  return useInvalidatingMutation(({ id, body }: { id: string; body: RoleInput }) =>
    callEndpoint(userAdmin.updateRole, { params: { type: kind, id }, body }),
  );
}
