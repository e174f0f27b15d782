import { ALL_PERMISSIONS, permissionsFor } from '@paydesk/contracts/auth/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorResolver } from '../../infra/auth/actor';
import type { DatabaseHandle } from '../../infra/db/database';
import { merchants, roles, tenants, userRoles, users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoRole, demoUser, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import { TEST_USERS } from '../../test/fixtures';
import { openTestDatabase } from '../../test/test-database';
import { createActorResolver, modeOf } from './actor-resolver';

let database: DatabaseHandle;
let resolver: ActorResolver;
beforeAll(async () => {
  database = await openTestDatabase();
  resolver = createActorResolver(database.db);
});
afterAll(() => database.close());

const tokenOf = (email: string, profile?: string) => {
  const user = demoUser(email);
  return { sub: user.id, profile: profile ?? user.userType };
};
const fixtureToken = (email: string, profile = 'crm') => ({ sub: demoId(`user:${email}`), profile });

describe('createActorResolver', () => {
  it('resolves tenant staff: audience, level, tenant, role permissions, limits, Live by default', async () => {
    const actor = await resolver.resolve(tokenOf('tenant.agent@northwind.test'), undefined);
    expect(actor).toMatchObject({
      userId: demoUser('tenant.agent@northwind.test').id,
      email: 'tenant.agent@northwind.test',
      userType: 'crm',
      audience: 'tenant',
      level: 1,
      tenantId: NORTHWIND.id,
      merchantId: null,
      mode: 'Live',
      limits: {
        customers: [demoMerchant('acme').id, demoMerchant('sandbox-labs').id],
        paymentMethods: ['visa', 'mastercard', 'maestro'],
        serviceProviders: null,
      },
    });
    expect([...(actor?.permissions ?? [])].sort()).toEqual([
      'CRM.Dashboard.View',
      'CRM.Support.Lookup',
      'CRM.Transaction.View',
    ]);
  });

  it('gives platform staff every permission and no tenant', async () => {
    const actor = await resolver.resolve(tokenOf('platform.admin@paydesk.test'), 'Test');
    expect(actor).toMatchObject({
      audience: 'platform',
      level: 2,
      tenantId: null,
      merchantId: null,
      mode: 'Test',
    });
    expect(actor?.permissions).toEqual(new Set(ALL_PERMISSIONS));
  });

  it('resolves a merchant user at the customer level with their merchant', async () => {
    const actor = await resolver.resolve(tokenOf('merchant.admin@acme.test'), undefined);
    expect(actor).toMatchObject({
      audience: 'customer',
      level: 0,
      tenantId: NORTHWIND.id,
      merchantId: demoMerchant('acme').id,
    });
    expect(actor?.permissions).toEqual(new Set(permissionsFor('merchant')));
  });

  it('takes the mode from the Mode header, but keeps sandboxed and boarding merchants in Test', async () => {
    expect((await resolver.resolve(tokenOf('merchant.admin@acme.test'), 'Test'))?.mode).toBe('Test');
    expect((await resolver.resolve(tokenOf('merchant.admin@acme.test'), 'Live'))?.mode).toBe('Live');
    expect((await resolver.resolve(tokenOf('merchant.sandbox@sandbox.test'), 'Live'))?.mode).toBe('Test');
    expect((await resolver.resolve(tokenOf('merchant.new@onboard.test'), undefined))?.mode).toBe('Test');
  });

  it.each([
    ['an unknown user', { sub: '0d6c3a3e-7f7a-4e43-9a1f-1f1f1f1f1f1f', profile: 'crm' }],
    ['a subject that is not a user id', { sub: "x' or 1=1 --", profile: 'crm' }],
    ['a locked user', fixtureToken(TEST_USERS.locked)],
    ['an inactive user', fixtureToken(TEST_USERS.inactive)],
    ['a token whose profile is not the user type', tokenOf('tenant.admin@northwind.test', 'Platform')],
    ['a merchant token claiming crm', tokenOf('merchant.admin@acme.test', 'crm')],
  ])('refuses %s', async (_, token) => {
    expect(await resolver.resolve(token, undefined)).toBeNull();
  });

  it('drops keys a role may not grant its audience, and roles of another tenant', async () => {
    const role = demoRole('blueharbor:tenant-admin');
    await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(roles)
        .set({
          permissions: [
            'CRM.Dashboard.View',
            'Platform.Tenants.View',
            'Merchant.Payments.Settings',
            'Not.A.Key',
          ],
        })
        .where(eq(roles.id, role.id)),
    );
    const actor = await resolver.resolve(tokenOf('tenant.admin@blueharbor.test'), undefined);
    expect([...(actor?.permissions ?? [])]).toEqual(['CRM.Dashboard.View']);

    // A Northwind user given Blue Harbor's role holds nothing through it.
    await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(userRoles)
        .set({ roleId: role.id })
        .where(eq(userRoles.userId, demoId(`user:${TEST_USERS.bareTenant}`))),
    );
    const borrowed = await resolver.resolve(fixtureToken(TEST_USERS.bareTenant), undefined);
    expect(borrowed?.permissions.size).toBe(0);
  });

  it("holds the union of the user's roles' keys, and a deleted user is absent", async () => {
    const userId = demoId(`user:${TEST_USERS.locked}`);
    const dashboard = demoRole('northwind:support-agent');
    await withScope(database.db, SYSTEM_SCOPE, async (tx) => {
      await tx.insert(roles).values({
        id: demoId('role:test:refunds'),
        tenantId: NORTHWIND.id,
        audience: 'tenant',
        name: 'Refunds',
        permissions: ['CRM.Transaction.Actions'],
      });
      await tx.insert(userRoles).values({ userId, roleId: demoId('role:test:refunds') });
      await tx.update(users).set({ isLocked: false }).where(eq(users.id, userId));
    });
    const actor = await resolver.resolve(fixtureToken(TEST_USERS.locked), undefined);
    expect([...(actor?.permissions ?? [])].sort()).toEqual(
      [...dashboard.permissions, 'CRM.Transaction.Actions'].sort(),
    );

    await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId)),
    );
    expect(await resolver.resolve(fixtureToken(TEST_USERS.locked), undefined)).toBeNull();
  });

  it('refuses the users of a deactivated tenant and of a deactivated merchant', async () => {
    await withScope(database.db, SYSTEM_SCOPE, async (tx) => {
      await tx.update(tenants).set({ isActive: false }).where(eq(tenants.id, BLUE_HARBOR.id));
      await tx
        .update(merchants)
        .set({ isActive: false })
        .where(eq(merchants.id, demoMerchant('sandbox-labs').id));
    });
    expect(await resolver.resolve(tokenOf('tenant.admin@blueharbor.test'), undefined)).toBeNull();
    expect(await resolver.resolve(tokenOf('merchant.sandbox@sandbox.test'), undefined)).toBeNull();
    expect(await resolver.resolve(tokenOf('merchant.admin@acme.test'), undefined)).not.toBeNull();
  });
});

describe('modeOf', () => {
  it.each([
    [undefined, 'LiveEnabled', 'Live'],
    ['Test', null, 'Test'],
    ['test', 'LiveEnabled', 'Test'],
    ['Live', 'LiveEnabled', 'Live'],
    ['garbage', 'LiveEnabled', 'Live'],
    ['Live', 'SandboxEnabled', 'Test'],
    ['Live', 'NoProcessing', 'Test'],
  ] as const)('header %s, processing status %s: %s', (header, status, mode) => {
    expect(modeOf(header, status)).toBe(mode);
  });
});
