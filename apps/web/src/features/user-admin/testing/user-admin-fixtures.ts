import type { Role } from '@paydesk/contracts/user-admin/user-admin.schemas';

export { managedUser } from '../../../test/fixtures/managed-users';

/** Users and roles as the user-administration calls answer them, for the feature's tests. */
export const SUPPORT_ROLE: Role = {
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  type: 'crm',
  tenantId: 'b2b2b2b2-0000-4000-8000-000000000001',
  name: 'Support agent',
  description: 'Works the support desk',
  permissions: ['CRM.Support.Lookup', 'CRM.Transaction.View'],
  scaRequiredPermissions: [],
  isAdministrator: false,
  userCount: 3,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const ADMIN_ROLE: Role = {
  ...SUPPORT_ROLE,
  id: 'a1a1a1a1-0000-4000-8000-000000000002',
  name: 'Tenant administrator',
  description: null,
  permissions: ['CRM.Support.Lookup', 'CRM.Users.Crm', 'manageCrmRoles', 'CRM.Users.Management'],
  isAdministrator: true,
  userCount: 1,
};
