import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import type { ManagedUser, Role } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, demoMerchant, demoRole, demoUser, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { adminTestApp, givePassword, NORTHWIND_HEADER } from './user-admin.test-support';

/** The rules of issue 17 the server enforces (docs/administration.md "Users and roles"), one test each. */

const { api, testApp } = adminTestApp();

const { NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, ACME, PLATFORM, AGENT } = DEMO_EMAILS;
const id = (email: string) => demoUser(email).id;
const roleBody = (name: string, permissions: string[], scaRequiredPermissions: string[] = []) => ({
  name,
  permissions,
  scaRequiredPermissions,
});

describe('rule 1: nobody grants what they do not hold', () => {
  let editor: string;
  beforeAll(async () => {
    // A role editor who manages users and tenant roles but holds no transaction key.
    const role = await api.ok<Role>(NORTHWIND_ADMIN, calls.createRole, {
      params: { type: 'crm' },
      body: roleBody('Role editors', ['manageCrmRoles', 'CRM.Users.Crm']),
    });
    editor = 'role.editor@northwind.test';
    await api.ok(NORTHWIND_ADMIN, calls.inviteCrmUser, {
      body: { email: editor, firstName: 'Rita', lastName: 'Editor', roleIds: [role.id] },
    });
  });

  it("refuses a role's permissions and step-up flags beyond the caller's own (create, update, permissions put)", async () => {
    const create = { params: { type: 'crm' }, body: roleBody('Refunders', ['CRM.Transaction.Actions']) };
    expect(await api.refused(editor, calls.createRole, create, 403)).toBe('GRANT_EXCEEDS_OWN');
    const own = await api.ok<Role>(editor, calls.createRole, {
      params: { type: 'crm' },
      body: roleBody('User clerks', ['CRM.Users.Crm'], ['CRM.Users.Crm']),
    });
    expect(own.scaRequiredPermissions).toEqual(['CRM.Users.Crm']);
    const more = { permissions: ['CRM.Users.Crm', 'CRM.Transaction.View'], scaRequiredPermissions: [] };
    expect(
      await api.refused(editor, calls.updateRolePermissions, { params: { id: own.id }, body: more }, 403),
    ).toBe('GRANT_EXCEEDS_OWN');
    expect(
      await api.refused(
        editor,
        calls.updateRole,
        { params: { type: 'crm', id: own.id }, body: { name: 'User clerks', ...more } },
        403,
      ),
    ).toBe('GRANT_EXCEEDS_OWN');
  });

  it('refuses roles for a user whose keys the caller does not all hold', async () => {
    const invite = {
      body: {
        email: 'too.much@northwind.test',
        firstName: 'Too',
        lastName: 'Much',
        roleIds: [demoRole('northwind:tenant-admin').id],
      },
    };
    expect(await api.refused(editor, calls.inviteCrmUser, invite, 403)).toBe('GRANT_EXCEEDS_OWN');
    const clerk = await api.staff('clerk.one@northwind.test', ['northwind:support-agent']);
    const update = {
      params: { id: clerk.id },
      body: { firstName: 'Clerk', lastName: 'One', roleIds: [demoRole('northwind:tenant-admin').id] },
    };
    expect(await api.refused(editor, calls.updateCrmUser, update, 403)).toBe('GRANT_EXCEEDS_OWN');
  });

  it("refuses per-user limits beyond a limited caller's own, and never lifts them", async () => {
    // limited.agent holds the tenant administrator's keys, limited to two service providers and no
    // payment method at all.
    const clerk = await api.staff('clerk.two@northwind.test');
    const put = (
      endpoint: typeof calls.setServiceProviderLimit | typeof calls.setPaymentMethodLimit,
      body: object,
    ) => api.call(TEST_USERS.limited, endpoint, { params: { id: clerk.id }, body });
    expect((await put(calls.setServiceProviderLimit, { serviceProviders: null })).json().error.code).toBe(
      'GRANT_EXCEEDS_OWN',
    );
    expect((await put(calls.setPaymentMethodLimit, { paymentMethods: ['visa'] })).statusCode).toBe(403);
    const within = await put(calls.setServiceProviderLimit, { serviceProviders: ['northstar-acquiring'] });
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json()).toEqual({ limited: true, serviceProviders: ['northstar-acquiring'] });
  });

  it("gives keys a type's roles may hold only (400), and manage implies view when saved", async () => {
    const wrongType = { params: { type: 'crm' }, body: roleBody('Mixed', ['Merchant.Users.Manage']) };
    const response = await api.call(NORTHWIND_ADMIN, calls.createRole, wrongType);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('body.permissions');
    const merchantRole = {
      params: { type: 'merchant' },
      body: roleBody('Operators in disguise', ['CRM.Users.Crm']),
    };
    expect((await api.call(NORTHWIND_ADMIN, calls.createRole, merchantRole)).statusCode).toBe(400);

    const refunders = await api.ok<Role>(NORTHWIND_ADMIN, calls.createRole, {
      params: { type: 'crm' },
      body: roleBody('Refund desk', ['CRM.Transaction.Actions']),
    });
    expect(refunders.permissions).toEqual(['CRM.Transaction.Actions', 'CRM.Transaction.View']);
  });

  it('lets platform staff give every key (they hold them all)', async () => {
    const role = await api.ok<Role>(PLATFORM, calls.createRole, {
      params: { type: 'merchant' },
      body: roleBody('Everything merchant', ['Merchant.Users.Manage', 'Merchant.Transaction.Actions']),
      headers: NORTHWIND_HEADER,
    });
    expect(role.tenantId).toBe(NORTHWIND.id);
    expect(role.isAdministrator).toBe(true);
  });
});

describe('rule 2: no acting on oneself through the admin calls', () => {
  it('refuses deactivating, deleting and re-roling oneself (409), and allows editing one’s own name', async () => {
    const self = id(NORTHWIND_ADMIN);
    const deactivate = { params: { id: self }, body: { isActive: false } };
    expect(await api.refused(NORTHWIND_ADMIN, calls.setUserActivation, deactivate, 409)).toBe(
      'SELF_ACTION_REFUSED',
    );
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        calls.deactivateTenantUser,
        { params: { id: NORTHWIND.id, userId: self } },
        409,
      ),
    ).toBe('SELF_ACTION_REFUSED');
    expect(await api.refused(NORTHWIND_ADMIN, calls.deleteCrmUser, { params: { id: self } }, 409)).toBe(
      'SELF_ACTION_REFUSED',
    );
    const roles = [demoRole('northwind:tenant-admin').id, demoRole('northwind:support-agent').id];
    const reRole = {
      params: { id: self },
      body: { firstName: 'Oliver', lastName: 'Bennett', roleIds: roles },
    };
    expect(await api.refused(NORTHWIND_ADMIN, calls.updateCrmUser, reRole, 409)).toBe('SELF_ACTION_REFUSED');

    const rename = {
      params: { id: self },
      body: { firstName: 'Olly', lastName: 'Bennett', roleIds: [demoRole('northwind:tenant-admin').id] },
    };
    expect((await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.updateCrmUser, rename)).firstName).toBe('Olly');
  });
});

describe('rule 3: the level order and tenant isolation', () => {
  it("answers 404 for a user of a higher level, another tenant's, or another merchant's", async () => {
    const activation = (userId: string) => ({ params: { id: userId }, body: { isActive: false } });
    // Tenant staff never reach platform staff; merchant users never reach tenant staff.
    expect(await api.refused(NORTHWIND_ADMIN, calls.setUserActivation, activation(id(PLATFORM)), 404)).toBe(
      'NOT_FOUND',
    );
    expect(await api.refused(ACME, calls.setUserActivation, activation(id(AGENT)), 404)).toBe('NOT_FOUND');
    // Another tenant's user, another merchant's user.
    expect(await api.refused(BLUE_HARBOR_ADMIN, calls.getCrmUser, { params: { id: id(AGENT) } }, 404)).toBe(
      'NOT_FOUND',
    );
    const sandboxAdmin = id('merchant.sandbox@sandbox.test');
    expect(await api.refused(ACME, calls.getMerchantUser, { params: { id: sandboxAdmin } }, 404)).toBe(
      'NOT_FOUND',
    );
    // A tenant's staff through /tenants/{id}: their own tenant only.
    const foreign = { params: { id: BLUE_HARBOR.id }, query: {} };
    expect(await api.refused(NORTHWIND_ADMIN, calls.listTenantUsers, foreign, 404)).toBe('NOT_FOUND');
  });

  it("shows operators their tenant's merchant users and a merchant admin their merchant's only", async () => {
    const operatorView = await api.ok<{ data: ManagedUser[] }>(NORTHWIND_ADMIN, calls.listMerchantUsers, {
      query: { pageSize: '100' },
    });
    const emails = operatorView.data.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['merchant.admin@acme.test', 'merchant.sandbox@sandbox.test']),
    );
    expect(emails).not.toContain(TEST_USERS.foreignMerchant);
    const merchantView = await api.ok<{ data: ManagedUser[] }>(ACME, calls.listMerchantUsers, {
      query: { pageSize: '100' },
    });
    expect(new Set(merchantView.data.map((u) => u.merchantName))).toEqual(new Set(['Acme Retail Ltd']));
  });
});

describe('rule 4: the last active administrator stays', () => {
  it("refuses deactivating or deleting the tenant's last administrator, and allows it once there is another", async () => {
    const blueAdmin = id(BLUE_HARBOR_ADMIN);
    const deactivate = { params: { id: blueAdmin }, body: { isActive: false } };
    expect(await api.refused(PLATFORM, calls.setUserActivation, deactivate, 409)).toBe('LAST_ADMINISTRATOR');
    expect(await api.refused(PLATFORM, calls.deleteCrmUser, { params: { id: blueAdmin } }, 409)).toBe(
      'LAST_ADMINISTRATOR',
    );
    // An invited administrator without a password does not count yet.
    const second = await api.staff('second.admin@blueharbor.test', ['blueharbor:tenant-admin'], {
      by: BLUE_HARBOR_ADMIN,
      active: false,
    });
    expect(await api.refused(PLATFORM, calls.setUserActivation, deactivate, 409)).toBe('LAST_ADMINISTRATOR');
    await givePassword(testApp(), second.id);
    // (Deactivation ends the user's sessions: Blue Harbor's administrator's test tokens stop working.)
    await api.ok(PLATFORM, calls.setUserActivation, deactivate);
    await api.ok(PLATFORM, calls.setUserActivation, { params: { id: blueAdmin }, body: { isActive: true } });
  });

  it("refuses taking the administration keys from the last holders by a role edit or a user's roles", async () => {
    const tenantAdmin = demoRole('northwind:tenant-admin');
    const role = await api.ok<Role>(NORTHWIND_ADMIN, calls.getRole, { params: { id: tenantAdmin.id } });
    const stripped = role.permissions.filter((key) => key !== 'manageCrmRoles');
    const put = { params: { id: role.id }, body: { permissions: stripped, scaRequiredPermissions: [] } };
    expect(await api.refused(NORTHWIND_ADMIN, calls.updateRolePermissions, put, 409)).toBe(
      'LAST_ADMINISTRATOR',
    );
    // The merchant's only user manager loses Merchant.Users.Manage by a change of roles.
    const acme = {
      firstName: 'Sarah',
      lastName: 'Collins',
      roleIds: [demoRole('northwind:merchant-onboarding').id],
    };
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        calls.updateMerchantUser,
        { params: { id: id(ACME) }, body: acme },
        409,
      ),
    ).toBe('LAST_ADMINISTRATOR');
    expect(
      await api.refused(NORTHWIND_ADMIN, calls.deleteMerchantUser, { params: { id: id(ACME) } }, 409),
    ).toBe('LAST_ADMINISTRATOR');
  });

  it('lets exactly one of two administrators removing each other at once succeed', async () => {
    // Greenleaf has no user yet: two merchant administrators, each deactivating the other at once.
    const invite = (email: string) =>
      api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.inviteMerchantUser, {
        body: {
          email,
          firstName: 'Race',
          lastName: email.split('@')[0],
          roleIds: [demoRole('northwind:merchant-admin').id],
          merchantId: demoMerchant('greenleaf').id,
        },
      });
    const first = await invite('race.first@greenleaf.test');
    const second = await invite('race.second@greenleaf.test');
    await givePassword(testApp(), first.id);
    await givePassword(testApp(), second.id);
    const firstDeactivates = { params: { id: second.id }, body: { isActive: false } };
    const secondDeactivates = { params: { id: first.id }, body: { isActive: false } };
    // Each step-up code is obtained before the race, so the two deactivations go at once.
    const firstCode = await api.stepUpFor(first.email, calls.setUserActivation, firstDeactivates);
    const secondCode = await api.stepUpFor(second.email, calls.setUserActivation, secondDeactivates);
    const answers = await Promise.all([
      api.call(first.email, calls.setUserActivation, { ...firstDeactivates, headers: firstCode }),
      api.call(second.email, calls.setUserActivation, { ...secondDeactivates, headers: secondCode }),
    ]);
    const statuses = answers.map((response) => response.statusCode).sort();
    // The loser is refused as the last administrator or, when its request is read after the
    // winner's commit, is no longer let in at all.
    expect(statuses[0], answers.map((r) => r.body).join('\n')).toBe(200);
    expect([401, 409], answers.map((r) => r.body).join('\n')).toContain(statuses[1]);
    const merchantUsers = await api.ok<{ data: ManagedUser[] }>(NORTHWIND_ADMIN, calls.listMerchantUsers, {
      query: { merchantId: demoMerchant('greenleaf').id, status: 'Active' },
    });
    expect(merchantUsers.data).toHaveLength(1);
  });
});

describe('rule 6: taken e-mail addresses and role names, unchanged states', () => {
  it('refuses an address a living user has (EMAIL_TAKEN), and takes it again once that user is deleted', async () => {
    const invite = (email: string) => ({
      body: { email, firstName: 'Dup', lastName: 'User', roleIds: [demoRole('northwind:support-agent').id] },
    });
    expect(await api.refused(NORTHWIND_ADMIN, calls.inviteCrmUser, invite(AGENT.toUpperCase()), 409)).toBe(
      'EMAIL_TAKEN',
    );
    // Addresses are unique across Paydesk: another tenant's user's too.
    expect(await api.refused(NORTHWIND_ADMIN, calls.inviteCrmUser, invite(BLUE_HARBOR_ADMIN), 409)).toBe(
      'EMAIL_TAKEN',
    );
    const gone = await api.staff('gone.soon@northwind.test');
    await api.ok(NORTHWIND_ADMIN, calls.deleteCrmUser, { params: { id: gone.id } });
    const again = await api.ok<ManagedUser>(
      NORTHWIND_ADMIN,
      calls.inviteCrmUser,
      invite('gone.soon@northwind.test'),
    );
    expect(again.id).not.toBe(gone.id);
  });

  it('refuses a role name the tenant has for the type, case ignored (ROLE_NAME_TAKEN)', async () => {
    const body = roleBody('support AGENT', ['CRM.Dashboard.View']);
    // Taken on an edit too.
    const agentRole = demoRole('northwind:tenant-admin');
    const rename = {
      params: { type: 'crm', id: agentRole.id },
      body: { ...body, permissions: [...agentRole.permissions] },
    };
    expect(await api.refused(NORTHWIND_ADMIN, calls.updateRole, rename, 409)).toBe('ROLE_NAME_TAKEN');
    expect(await api.refused(NORTHWIND_ADMIN, calls.createRole, { params: { type: 'crm' }, body }, 409)).toBe(
      'ROLE_NAME_TAKEN',
    );
    // Another type, or another tenant, may have it.
    await api.ok(NORTHWIND_ADMIN, calls.createRole, {
      params: { type: 'merchant' },
      body: roleBody('Support agent', ['Merchant.Support.Lookup']),
    });
  });

  it('gives one name to one of two roles renamed to it at once; the other is refused, never a 500', async () => {
    const make = (name: string) =>
      api.ok<Role>(NORTHWIND_ADMIN, calls.createRole, {
        params: { type: 'crm' },
        body: roleBody(name, ['CRM.Dashboard.View']),
      });
    const roles = [await make('Rename race one'), await make('Rename race two')];
    const answers = await Promise.all(
      roles.map((role) =>
        api.call(NORTHWIND_ADMIN, calls.updateRole, {
          params: { type: 'crm', id: role.id },
          body: roleBody('Rename race winner', ['CRM.Dashboard.View']),
        }),
      ),
    );
    expect(
      answers.map((response) => response.statusCode).sort(),
      answers.map((r) => r.body).join('\n'),
    ).toEqual([200, 409]);
  });

  it('refuses activating an active user and unlocking an unlocked one (USER_STATE_UNCHANGED)', async () => {
    const clerk = await api.staff('clerk.three@northwind.test');
    const activate = { params: { id: clerk.id }, body: { isActive: true } };
    expect(await api.refused(NORTHWIND_ADMIN, calls.setUserActivation, activate, 409)).toBe(
      'USER_STATE_UNCHANGED',
    );
    expect(await api.refused(NORTHWIND_ADMIN, calls.unlockUser, { params: { id: clerk.id } }, 409)).toBe(
      'USER_STATE_UNCHANGED',
    );
    const locked = demoId(`user:${TEST_USERS.locked}`);
    const unlocked = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.unlockUser, { params: { id: locked } });
    expect(unlocked.isLocked).toBe(false);
  });
});
