import { type Permission, permissionsFor } from '@paydesk/contracts/auth/permissions';

/** A role every tenant starts with. */
export interface StarterRole {
  readonly key: 'tenant-admin' | 'merchant-admin';
  readonly audience: 'tenant' | 'merchant';
  readonly name: string;
  readonly permissions: readonly Permission[];
  readonly isAdministrator: boolean;
}

/**
 * The roles a tenant starts with: its staff's administrators (every operator key) and its
 * merchants' (every merchant key). A new tenant gets them on creation (its first administrator is
 * invited into the first); the demo seed gives them to the demo tenants.
 */
export const STARTER_ROLES: readonly StarterRole[] = [
  {
    key: 'tenant-admin',
    audience: 'tenant',
    name: 'Tenant Administrator',
    permissions: permissionsFor('operator'),
    isAdministrator: true,
  },
  {
    key: 'merchant-admin',
    audience: 'merchant',
    name: 'Merchant Administrator',
    permissions: permissionsFor('merchant'),
    isAdministrator: true,
  },
];
