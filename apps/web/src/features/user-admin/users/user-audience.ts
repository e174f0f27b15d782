import type { ManagedUserType } from '@paydesk/contracts/user-admin/user-admin.schemas';

/**
 * Which list a users screen shows: tenant staff (`crm/users/crm`), the tenant's merchants' users
 * (`crm/users/merchant`, operators), or a merchant's own users (`merchant/users/merchant-management`).
 */
export type UserListKind = 'crm' | 'merchantOperator' | 'merchantOwn';

/** The user and role family a list's calls use. */
export function managedTypeOf(list: UserListKind): ManagedUserType {
  return list === 'crm' ? 'crm' : 'merchant';
}
