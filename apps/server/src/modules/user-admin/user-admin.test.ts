import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import {
  ManagedUser,
  ManagedUserPage,
  Role,
  type RoleOption,
} from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoRole, demoUser, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { findUserByEmail } from '../identity/accounts';
import { accountLockouts, oidcPayloads, passwordResetTokens } from '../identity/identity.table';
import { completePasswordReset, findResetTokenUser } from '../identity/password-reset';
import { adminTestApp, lastMailTo, livingUser, NORTHWIND_HEADER } from './user-admin.test-support';

const { api, testApp } = adminTestApp();

const { NORTHWIND_ADMIN, ACME, PLATFORM, AGENT } = DEMO_EMAILS;
const supportAgent = demoRole('northwind:support-agent').id;

describe('invitations', () => {
  it('invites a member of staff who has no password until they choose one through the mailed link', async () => {
    const invited = ManagedUser.parse(
      await api.ok(NORTHWIND_ADMIN, calls.inviteCrmUser, {
        body: {
          email: 'New.Colleague@Northwind.test',
          firstName: 'New',
          lastName: 'Colleague',
          roleIds: [supportAgent],
        },
      }),
    );
    expect(invited).toMatchObject({
      email: 'new.colleague@northwind.test',
      status: 'InvitationSent',
      userType: 'crm',
      tenantId: NORTHWIND.id,
      tenantName: 'Northwind Payments',
      roles: [{ id: supportAgent, name: 'Support Agent' }],
    });
    const { mail, token } = await lastMailTo(testApp(), invited.email);
    expect(mail?.subject).toBe('You are invited to Paydesk');
    expect(mail?.bodyText).toContain('within 7 days');
    expect(token).toBeDefined();

    // The link is stored hashed, for 7 days, as an invitation; the reset page takes it.
    const [stored] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, invited.id)),
    );
    expect(stored?.purpose).toBe('invitation');
    expect(stored?.tokenHash).not.toContain(token);
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await findResetTokenUser(testApp().database.db, token ?? '')).toEqual({
      userId: invited.id,
      purpose: 'invitation',
    });

    expect(await completePasswordReset(testApp().database.db, token ?? '', 'a-long-enough-secret')).toEqual({
      email: invited.email,
    });
    const after = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.getCrmUser, {
      params: { id: invited.id },
    });
    expect(after.status).toBe('Active');
    // Once only.
    expect(await completePasswordReset(testApp().database.db, token ?? '', 'another-long-secret')).toBeNull();
  });

  it("invites a merchant user: into an operator's chosen merchant, or a merchant admin's own", async () => {
    const byOperator = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.inviteMerchantUser, {
      body: {
        email: 'clerk@pixelforge.test',
        firstName: 'Pixel',
        lastName: 'Clerk',
        roleIds: [demoRole('northwind:merchant-onboarding').id],
        merchantId: demoMerchant('pixel-forge').id,
      },
    });
    expect(byOperator).toMatchObject({ userType: 'merchant', merchantName: 'Pixel Forge Studios Ltd' });
    const noMerchant = await api.call(NORTHWIND_ADMIN, calls.inviteMerchantUser, {
      body: { email: 'x@pixelforge.test', firstName: 'X', lastName: 'Y', roleIds: [supportAgent] },
    });
    expect(noMerchant.json().error.details).toEqual([
      { field: 'body.merchantId', message: 'Choose the merchant' },
    ]);

    // A merchant admin invites into their own merchant.
    const asAcme = (email: string, roleKey: string, merchantId?: string) =>
      api.call(ACME, calls.inviteMerchantUser, {
        body: { email, firstName: 'Acme', lastName: 'Clerk', roleIds: [demoRole(roleKey).id], merchantId },
      });
    const byMerchant = await asAcme('till@acme.test', 'northwind:merchant-admin');
    expect(byMerchant.json().merchantId).toBe(demoMerchant('acme').id);
    // A tenant role is not a merchant user's (400), another merchant is not the merchant admin's (404).
    expect((await asAcme('y@acme.test', 'northwind:support-agent')).statusCode).toBe(400);
    const elsewhere = await asAcme(
      'z@acme.test',
      'northwind:merchant-admin',
      demoMerchant('sandbox-labs').id,
    );
    expect(elsewhere.statusCode).toBe(404);
    // The onboarding role holds keys a merchant admin does not: not theirs to give (rule 1).
    const beyond = await asAcme('w@acme.test', 'northwind:merchant-onboarding');
    expect(beyond.json().error.code).toBe('GRANT_EXCEEDS_OWN');
  });

  it('lets platform staff invite into a tenant named by the header or the path, and asks for one otherwise', async () => {
    const body = (email: string) => ({ email, firstName: 'Plat', lastName: 'Form', roleIds: [supportAgent] });
    const missing = await api.call(PLATFORM, calls.inviteCrmUser, { body: body('p1@northwind.test') });
    expect(missing.json().error.details[0].field).toBe('headers.tenantId');
    const byHeader = await api.ok<ManagedUser>(PLATFORM, calls.inviteCrmUser, {
      body: body('p2@northwind.test'),
      headers: NORTHWIND_HEADER,
    });
    expect(byHeader.tenantId).toBe(NORTHWIND.id);
    const byPath = await api.ok<ManagedUser>(PLATFORM, calls.inviteTenantUser, {
      params: { id: NORTHWIND.id },
      body: body('p3@northwind.test'),
    });
    expect(byPath.tenantId).toBe(NORTHWIND.id);
    // A role of another tenant is not one the new user may hold.
    const foreignRole = await api.call(PLATFORM, calls.inviteTenantUser, {
      params: { id: BLUE_HARBOR.id },
      body: body('p4@blueharbor.test'),
    });
    expect(foreignRole.statusCode).toBe(400);
  });

  it('starts an invited user within the limits of the limited administrator who invited them', async () => {
    const invited = await api.ok<ManagedUser>(TEST_USERS.limited, calls.inviteCrmUser, {
      body: { email: 'limited.child@northwind.test', firstName: 'L', lastName: 'C', roleIds: [supportAgent] },
    });
    expect(invited.limits).toEqual({
      customers: [],
      paymentMethods: [],
      serviceProviders: ['northstar-acquiring', 'tidewater-gateway'],
    });
  });
});

describe('lists', () => {
  it('pages, searches (name or e-mail, any case), sorts and filters the staff by status and role', async () => {
    const page = ManagedUserPage.parse(
      await api.ok(NORTHWIND_ADMIN, calls.listCrmUsers, { query: { pageSize: '100' } }),
    );
    expect(page.data.every((u) => u.userType === 'crm' && u.tenantId === NORTHWIND.id)).toBe(true);
    const names = page.data.map((u) => `${u.firstName} ${u.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.count).toBe(page.data.length);

    const first = await api.ok<ManagedUserPage>(NORTHWIND_ADMIN, calls.listCrmUsers, {
      query: { pageSize: '2', pageIndex: '1' },
    });
    expect(first.count).toBe(page.count);
    expect(first.data.map((u) => u.id)).toEqual(page.data.slice(2, 4).map((u) => u.id));

    const byName = await api.ok<ManagedUserPage>(NORTHWIND_ADMIN, calls.listCrmUsers, {
      query: { search: 'eLIF y' },
    });
    expect(byName.data.map((u) => u.email)).toEqual([AGENT]);
    const byEmail = await api.ok<ManagedUserPage>(NORTHWIND_ADMIN, calls.listCrmUsers, {
      query: { search: 'TENANT.AGENT@' },
    });
    expect(byEmail.data.map((u) => u.email)).toEqual([AGENT]);

    const inactive = await api.ok<ManagedUserPage>(NORTHWIND_ADMIN, calls.listCrmUsers, {
      query: { status: 'Inactive' },
    });
    expect(inactive.data.map((u) => u.email)).toContain(TEST_USERS.inactive);
    expect(inactive.data.every((u) => u.status === 'Inactive' && !u.isActive)).toBe(true);
    const locked = await api.ok<ManagedUserPage>(NORTHWIND_ADMIN, calls.listCrmUsers, {
      query: { status: 'Locked' },
    });
    expect(locked.data.map((u) => u.email)).toContain(TEST_USERS.locked);

    const agents = await api.ok<ManagedUserPage>(NORTHWIND_ADMIN, calls.listCrmUsers, {
      query: { roleId: supportAgent, sortBy: 'email', sortDirection: 'desc', pageSize: '100' },
    });
    expect(agents.data.every((u) => u.roles.some((r) => r.id === supportAgent))).toBe(true);
    const emails = agents.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it("lists a tenant's staff by tenant id for platform staff, and its roles of each type", async () => {
    const blue = await api.ok<ManagedUserPage>(PLATFORM, calls.listTenantUsers, {
      params: { id: BLUE_HARBOR.id },
      query: {},
    });
    expect(blue.data.map((u) => u.email)).toContain('tenant.admin@blueharbor.test');
    expect(blue.data.every((u) => u.tenantId === BLUE_HARBOR.id)).toBe(true);
    const roles = await api.ok<RoleOption[]>(PLATFORM, calls.listTenantRoles, {
      params: { id: BLUE_HARBOR.id, type: 'crm' },
    });
    expect(roles.map((r) => r.name)).toEqual(['Support Agent', 'Tenant Administrator']);
  });

  it('lists roles with their keys and holders, as options, and the merchant permissions', async () => {
    const all = await api.ok<Role[]>(NORTHWIND_ADMIN, calls.listAllRoles, { params: { type: 'merchant' } });
    expect(all.map((r) => Role.parse(r).name)).toEqual(
      expect.arrayContaining(['Merchant Administrator', 'Merchant Onboarding']),
    );
    expect(all.every((r) => r.type === 'merchant' && r.tenantId === NORTHWIND.id)).toBe(true);
    const admin = all.find((r) => r.name === 'Merchant Administrator');
    expect(admin?.userCount).toBeGreaterThanOrEqual(2);
    const described = await api.ok<Role>(NORTHWIND_ADMIN, calls.createRole, {
      params: { type: 'merchant' },
      body: {
        name: 'Bookkeepers',
        description: 'Reconciliation only',
        permissions: ['Merchant.Reconciliation.View'],
      },
    });
    expect(described).toMatchObject({
      description: 'Reconciliation only',
      isAdministrator: false,
      userCount: 0,
    });
    expect(await api.ok(NORTHWIND_ADMIN, calls.getRolePermissions, { params: { id: described.id } })).toEqual(
      {
        roleId: described.id,
        permissions: ['Merchant.Reconciliation.View'],
        scaRequiredPermissions: [],
      },
    );
    const paged = await api.ok<{ count: number; data: Role[] }>(NORTHWIND_ADMIN, calls.listRoles, {
      params: { type: 'crm' },
      query: { pageSize: '1' },
    });
    expect(paged.data).toHaveLength(1);
    expect(paged.count).toBeGreaterThanOrEqual(2);
    // A merchant admin sees their tenant's merchant roles as options, never tenant roles.
    const merchantOptions = await api.ok<RoleOption[]>(ACME, calls.lookupRoles, {
      params: { type: 'merchant' },
    });
    expect(merchantOptions.map((r) => r.name)).toContain('Merchant Administrator');
    expect(await api.ok(ACME, calls.listRoleOptionsCrm, { params: { type: 'crm' } })).toEqual([]);
    const permissions = await api.ok<{ key: string; audience: string }[]>(
      NORTHWIND_ADMIN,
      calls.listMerchantPermissions,
    );
    expect(permissions.map((p) => p.key)).toContain('Merchant.Users.Manage');
    expect(permissions.every((p) => p.audience === 'merchant' || p.audience === 'onboarding')).toBe(true);
    const options = await api.ok<{ email: string }[]>(NORTHWIND_ADMIN, calls.listCrmUserOptions);
    expect(options.map((o) => o.email)).toContain(AGENT);
    expect(options.map((o) => o.email)).not.toContain(TEST_USERS.inactive);
  });
});

describe("a user's state", () => {
  it('deactivates a user, ending their sessions and tokens, and activates them again', async () => {
    const clerk = await api.staff('sessions.clerk@northwind.test');
    await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx.insert(oidcPayloads).values({
        type: 'Session',
        id: 'session-of-clerk',
        payload: { accountId: clerk.id } as never,
      }),
    );
    const off = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.deactivateTenantUser, {
      params: { id: NORTHWIND.id, userId: clerk.id },
    });
    expect(off).toMatchObject({ status: 'Inactive', isActive: false });
    const [row] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx.select({ generation: users.tokenGeneration }).from(users).where(eq(users.id, clerk.id)),
    );
    expect(row?.generation).toBe(1);
    const sessions = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'session-of-clerk')),
    );
    expect(sessions).toEqual([]);
    expect((await api.call(clerk.email, calls.listUserRoles, { params: { id: clerk.id } })).statusCode).toBe(
      401,
    );
    const on = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.activateTenantUser, {
      params: { id: NORTHWIND.id, userId: clerk.id },
    });
    expect(on.status).toBe('Active');
  });

  it('unlocks a user locked by failed sign-ins, forgiving the failures', async () => {
    const clerk = await api.staff('locked.out@northwind.test');
    await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx.insert(accountLockouts).values({
        email: clerk.email,
        failures: 0,
        lockedUntil: new Date(Date.now() + 600_000),
        timesLocked: 1,
      }),
    );
    const before = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.getCrmUser, { params: { id: clerk.id } });
    expect(before).toMatchObject({ status: 'Locked', isLocked: true });
    const after = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.unlockUser, { params: { id: clerk.id } });
    expect(after).toMatchObject({ status: 'Active', isLocked: false });
    const [lock] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(accountLockouts).where(eq(accountLockouts.email, clerk.email)),
    );
    expect(lock).toMatchObject({ failures: 0, lockedUntil: null });
  });

  it('deletes softly: gone from the lists and the calls, unable to sign in, the row kept', async () => {
    const clerk = await api.staff('deleted.clerk@northwind.test');
    expect(await api.ok(NORTHWIND_ADMIN, calls.deleteCrmUser, { params: { id: clerk.id } })).toEqual({
      deleted: true,
    });
    const search = await api.ok<ManagedUserPage>(NORTHWIND_ADMIN, calls.listCrmUsers, {
      query: { search: 'deleted.clerk' },
    });
    expect(search.count).toBe(0);
    expect((await api.call(NORTHWIND_ADMIN, calls.getCrmUser, { params: { id: clerk.id } })).statusCode).toBe(
      404,
    );
    expect(await findUserByEmail(testApp().database.db, clerk.email)).toBeUndefined();
    expect((await api.call(clerk.email, calls.listUserRoles, { params: { id: clerk.id } })).statusCode).toBe(
      401,
    );
    const [row] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.id, clerk.id))),
    );
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await livingUser(testApp(), clerk.email)).toBeUndefined();
  });

  it('mails a reset link (15 minutes) to a user with a password, and an invitation again to one without', async () => {
    const agent = demoUser(AGENT);
    expect(await api.ok(NORTHWIND_ADMIN, calls.resetUserPassword, { body: { userId: agent.id } })).toEqual({
      sent: true,
    });
    const { mail, token } = await lastMailTo(testApp(), AGENT);
    expect(mail?.subject).toBe('Reset your Paydesk password');
    expect(mail?.bodyText).toContain('within 15 minutes');
    expect(await findResetTokenUser(testApp().database.db, token ?? '')).toEqual({
      userId: agent.id,
      purpose: 'admin-reset',
    });
    const [stored] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, agent.id), eq(passwordResetTokens.purpose, 'admin-reset'))),
    );
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);

    const invited = await api.staff('not.yet@northwind.test', undefined, { active: false });
    await api.ok(NORTHWIND_ADMIN, calls.resetTenantUserPassword, { body: { userId: invited.id } });
    expect((await lastMailTo(testApp(), invited.email)).mail?.subject).toBe('You are invited to Paydesk');
  });
});

describe('per-user limits', () => {
  it("sets and reads a member of staff's merchants, payment methods and service providers", async () => {
    const clerk = await api.staff('limits.clerk@northwind.test');
    const acme = demoMerchant('acme');
    const customers = await api.ok(NORTHWIND_ADMIN, calls.setCustomerLimit, {
      params: { id: clerk.id },
      body: { merchantIds: [acme.id] },
    });
    expect(customers).toEqual({
      limited: true,
      merchants: [{ merchantId: acme.id, legalBusinessName: 'Acme Retail Ltd' }],
    });
    expect(await api.ok(NORTHWIND_ADMIN, calls.getCustomerLimit, { params: { id: clerk.id } })).toEqual(
      customers,
    );
    // Another tenant's merchant is not one of the user's tenant (400).
    const foreign = await api.call(NORTHWIND_ADMIN, calls.setCustomerLimit, {
      params: { id: clerk.id },
      body: { merchantIds: [demoMerchant('seaside-travel').id] },
    });
    expect(foreign.statusCode).toBe(400);

    await api.ok(NORTHWIND_ADMIN, calls.setPaymentMethodLimit, {
      params: { id: clerk.id },
      body: { paymentMethods: ['visa'] },
    });
    expect(await api.ok(NORTHWIND_ADMIN, calls.getPaymentMethodLimit, { params: { id: clerk.id } })).toEqual({
      limited: true,
      paymentMethods: ['visa'],
    });
    const unknown = await api.call(NORTHWIND_ADMIN, calls.setPaymentMethodLimit, {
      params: { id: clerk.id },
      body: { paymentMethods: ['no-such-method'] },
    });
    expect(unknown.statusCode).toBe(400);
    await api.ok(NORTHWIND_ADMIN, calls.setServiceProviderLimit, {
      params: { id: clerk.id },
      body: { serviceProviders: null },
    });
    expect(
      await api.ok(NORTHWIND_ADMIN, calls.getServiceProviderLimit, { params: { id: clerk.id } }),
    ).toEqual({
      limited: false,
      serviceProviders: [],
    });
    // A merchant admin limits their own merchant's users.
    const bare = demoId(`user:${TEST_USERS.bareMerchant}`);
    await api.ok(ACME, calls.setPaymentMethodLimit, {
      params: { id: bare },
      body: { paymentMethods: ['mastercard'] },
    });
    expect(await api.ok(ACME, calls.listUserRoles, { params: { id: bare } })).toEqual([
      { id: demoId('role:test:northwind:merchant-no-permissions'), name: 'Merchant No Permissions (tests)' },
    ]);
  });
});
