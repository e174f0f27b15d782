import type { Database } from '../infra/db/database';
import { roles, userRoles, users } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoRole, NORTHWIND } from '../seed/demo-data';
import { demoId } from '../seed/demo-ids';

/**
 * Users the tests need besides the demo accounts: ones holding no permission (for 403s), a locked
 * and an inactive one (for 401s), a merchant user of the other tenant, and one with empty limits.
 * They have no password: tests sign their tokens (test-tokens.ts).
 */
/** The demo accounts the tests sign in as (seed/demo-data.ts). */
export const DEMO_EMAILS = {
  NORTHWIND_ADMIN: 'tenant.admin@northwind.test',
  AGENT: 'tenant.agent@northwind.test',
  BLUE_HARBOR_ADMIN: 'tenant.admin@blueharbor.test',
  ACME: 'merchant.admin@acme.test',
  SANDBOX: 'merchant.sandbox@sandbox.test',
  PLATFORM: 'platform.admin@paydesk.test',
} as const;

export const TEST_USERS = {
  bareTenant: 'bare.tenant@northwind.test',
  bareMerchant: 'bare.merchant@acme.test',
  locked: 'locked.agent@northwind.test',
  inactive: 'inactive.agent@northwind.test',
  foreignMerchant: 'merchant.admin@seaside.test',
  limited: 'limited.agent@northwind.test',
} as const;

export const NO_PERMISSION_ROLES = {
  tenant: demoId('role:test:northwind:no-permissions'),
  merchant: demoId('role:test:northwind:merchant-no-permissions'),
} as const;

export async function addTestFixtures(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.insert(roles).values([
      {
        id: NO_PERMISSION_ROLES.tenant,
        tenantId: NORTHWIND.id,
        audience: 'tenant',
        name: 'No Permissions (tests)',
      },
      {
        id: NO_PERMISSION_ROLES.merchant,
        tenantId: NORTHWIND.id,
        audience: 'merchant',
        name: 'Merchant No Permissions (tests)',
      },
    ]);
    const acme = demoMerchant('acme').id;
    const crm = (email: string, roleId: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
      id: demoId(`user:${email}`),
      roleId,
      email,
      firstName: 'Test',
      lastName: email.split('@')[0] ?? 'User',
      userType: 'crm' as const,
      tenantId: NORTHWIND.id,
      ...extra,
    });
    const fixtureUsers = [
      crm(TEST_USERS.bareTenant, NO_PERMISSION_ROLES.tenant),
      crm(TEST_USERS.bareMerchant, NO_PERMISSION_ROLES.merchant, { userType: 'merchant', merchantId: acme }),
      crm(TEST_USERS.locked, demoRole('northwind:support-agent').id, { isLocked: true }),
      crm(TEST_USERS.inactive, demoRole('northwind:support-agent').id, { isActive: false }),
      crm(TEST_USERS.foreignMerchant, demoRole('blueharbor:merchant-admin').id, {
        userType: 'merchant',
        tenantId: BLUE_HARBOR.id,
        merchantId: demoMerchant('seaside-travel').id,
      }),
      crm(TEST_USERS.limited, demoRole('northwind:tenant-admin').id, {
        paymentMethodLimits: [],
        serviceProviderLimits: ['northstar-acquiring', 'tidewater-gateway'],
        customerLimits: [],
      }),
    ];
    await tx.insert(users).values(fixtureUsers.map(({ roleId: _, ...user }) => user));
    await tx.insert(userRoles).values(fixtureUsers.map((user) => ({ userId: user.id, roleId: user.roleId })));
  });
}
