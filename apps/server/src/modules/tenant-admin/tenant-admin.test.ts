import * as calls from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import type { TenantCreateInput, TenantSettings } from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { getMyTenantDetails, listTenants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { roles, userRoles, users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { uploadAs } from '../files/files.test-support';
import { canSignIn, findUserByEmail } from '../identity/accounts';
import { passwordResetTokens } from '../identity/identity.table';
import { adminTestApp, lastMailTo } from '../user-admin/user-admin.test-support';
import { DEFAULT_THEME } from '../users';

const { api, testApp } = adminTestApp();
const { PLATFORM, NORTHWIND_ADMIN, ACME } = DEMO_EMAILS;

let counter = 0;
function newTenant(overrides: Partial<TenantCreateInput> = {}): TenantCreateInput {
  counter += 1;
  return {
    name: `Harbourline ${counter}`,
    theme: { ...DEFAULT_THEME, primaryColor: '#aa3377', layoutName: 'material' },
    supportEmail: `support${counter}@harbourline.test`,
    emailSenderAddress: `no-reply${counter}@harbourline.test`,
    loginTemplate: 'harbourline',
    baseCurrency: 'GBP',
    firstAdministrator: {
      email: `first.admin${counter}@harbourline.test`,
      firstName: 'Hana',
      lastName: 'Line',
    },
    ...overrides,
  };
}

const create = (input: TenantCreateInput) =>
  api.ok<TenantSettings>(PLATFORM, calls.createTenant, { body: input });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

describe('tenant management', () => {
  it('creates a tenant with its starter roles and invites its first administrator into the Tenant Administrator role', async () => {
    const input = newTenant();
    const tenant = await create(input);
    expect(tenant).toMatchObject({
      name: input.name,
      isActive: true,
      baseCurrency: 'GBP',
      theme: { primaryColor: '#aa3377', layoutName: 'material' },
      loginTemplate: 'harbourline',
    });
    const db = testApp().database.db;
    const tenantRoles = await withScope(db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(roles).where(eq(roles.tenantId, tenant.tenantId)),
    );
    expect(tenantRoles.map((role) => [role.name, role.audience]).sort()).toEqual([
      ['Merchant Administrator', 'merchant'],
      ['Tenant Administrator', 'tenant'],
    ]);
    const adminRole = tenantRoles.find((role) => role.audience === 'tenant');
    expect(adminRole?.permissions).toContain('CRM.Users.Crm');

    const [admin] = await withScope(db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(users).where(eq(users.email, input.firstAdministrator.email)),
    );
    expect(admin).toMatchObject({ tenantId: tenant.tenantId, userType: 'crm', passwordHash: null });
    const held = await withScope(db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, admin?.id ?? '')),
    );
    expect(held.map((row) => row.roleId)).toEqual([adminRole?.id]);
    const { mail, token } = await lastMailTo(testApp(), input.firstAdministrator.email);
    expect(mail?.subject).toBe('You are invited to Paydesk');
    expect(token).toBeDefined();
    const [invitation] = await withScope(db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, admin?.id ?? '')),
    );
    expect(invitation?.purpose).toBe('invitation');

    // The creation and the invitation are in the new tenant's own chain of the audit trail.
    const trail = await withScope(db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.tenantId, tenant.tenantId)),
    );
    expect(trail.map((row) => row.action).sort()).toEqual(['tenant.create', 'user.invite']);
    expect(trail.every((row) => row.actorEmail === PLATFORM)).toBe(true);

    // The list finds it by part of its name.
    const page = await api.ok<{ count: number; data: { tenantId: string }[] }>(PLATFORM, listTenants, {
      query: { searchKey: input.name.toUpperCase() },
    });
    expect(page.data.map((row) => row.tenantId)).toEqual([tenant.tenantId]);
  });

  it('refuses a taken name (case ignored) with TENANT_NAME_TAKEN, for a creation and a rename', async () => {
    expect(
      await api.refused(
        PLATFORM,
        calls.createTenant,
        { body: newTenant({ name: 'northwind PAYMENTS' }) },
        409,
      ),
    ).toBe('TENANT_NAME_TAKEN');
    const other = await create(newTenant());
    const { firstAdministrator: _admin, ...settings } = newTenant({ name: NORTHWIND.name });
    expect(
      await api.refused(
        PLATFORM,
        calls.updateTenant,
        { params: { tenantId: other.tenantId }, body: settings },
        409,
      ),
    ).toBe('TENANT_NAME_TAKEN');
    // The refusal is in the tenant's chain as denied.
    const [denied] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.tenantId, other.tenantId), eq(auditEvents.outcome, 'denied'))),
    );
    expect(denied).toMatchObject({ action: calls.updateTenant.id, resourceId: other.tenantId });
    expect(denied?.reason).toMatch(/^TENANT_NAME_TAKEN: /);
    // Renaming to its own name in other case is no clash.
    const renamed = await api.ok<TenantSettings>(PLATFORM, calls.updateTenant, {
      params: { tenantId: other.tenantId },
      body: { ...settings, name: other.name.toUpperCase(), baseCurrency: 'USD' },
    });
    expect(renamed).toMatchObject({ name: other.name.toUpperCase(), baseCurrency: 'USD' });
  });

  it('answers 404 for an unknown tenant, 400 for an unknown currency, and 403 to tenant staff and merchants', async () => {
    const unknown = { tenantId: '00000000-0000-4000-8000-000000000001' };
    expect(await api.refused(PLATFORM, calls.getTenantSettings, { params: unknown }, 404)).toBe('NOT_FOUND');
    expect(await api.refused(PLATFORM, calls.deactivateTenant, { params: unknown }, 404)).toBe('NOT_FOUND');
    expect(
      await api.refused(PLATFORM, calls.createTenant, { body: newTenant({ baseCurrency: 'XYZ' }) }, 400),
    ).toBe('VALIDATION_FAILED');
    for (const email of [NORTHWIND_ADMIN, ACME]) {
      expect(await api.refused(email, calls.createTenant, { body: newTenant() }, 403)).toBe('FORBIDDEN');
      expect(
        await api.refused(email, calls.deactivateTenant, { params: { tenantId: NORTHWIND.id } }, 403),
      ).toBe('FORBIDDEN');
      expect(
        await api.refused(email, calls.listTenantKeys, { params: { tenantId: NORTHWIND.id } }, 403),
      ).toBe('FORBIDDEN');
    }
  });

  it("deactivation refuses the tenant's users on their next request; activation lets them back", async () => {
    const input = newTenant();
    const tenant = await create(input);
    const admin = input.firstAdministrator.email;
    expect((await api.call(admin, getMyTenantDetails)).statusCode).toBe(200);

    const off = await api.ok<TenantSettings>(PLATFORM, calls.deactivateTenant, {
      params: { tenantId: tenant.tenantId },
    });
    expect(off.isActive).toBe(false);
    expect((await api.call(admin, getMyTenantDetails)).statusCode).toBe(401);
    // Nor can they sign in (the identity provider's check of an account).
    const account = await findUserByEmail(testApp().database.db, admin);
    expect(account && canSignIn(account)).toBe(false);
    expect(
      await api.refused(PLATFORM, calls.deactivateTenant, { params: { tenantId: tenant.tenantId } }, 409),
    ).toBe('TENANT_STATE_UNCHANGED');

    await api.ok(PLATFORM, calls.activateTenant, { params: { tenantId: tenant.tenantId } });
    expect((await api.call(admin, getMyTenantDetails)).statusCode).toBe(200);
    const again = await findUserByEmail(testApp().database.db, admin);
    expect(again && canSignIn(again)).toBe(true);
    const actions = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.tenantId, tenant.tenantId), eq(auditEvents.resourceType, 'tenant')))
        .orderBy(auditEvents.seq),
    );
    expect(actions.map((row) => row.action)).toEqual([
      'tenant.create',
      'tenant.deactivate',
      'tenant.activate',
    ]);
  });

  it('stores a PNG logo served under /branding, and refuses wrong magic bytes, SVG and oversize files', async () => {
    const tenant = await create(newTenant());
    const url = `/api/platform/tenants/${tenant.tenantId}/branding/logo`;
    const stored = await uploadAs(testApp(), PLATFORM, url, {
      name: 'logo.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const logoUrl = (stored.json() as TenantSettings).logoUrl ?? '';
    expect(logoUrl).toMatch(new RegExp(`^/branding/${tenant.tenantId}/logo\\.png\\?v=[0-9a-f]{12}$`));
    const served = await testApp().app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const fake = await uploadAs(testApp(), PLATFORM, url, {
      name: 'logo.png',
      type: 'image/png',
      bytes: Buffer.from('GIF89a not a png at all'),
    });
    expect(fake.statusCode).toBe(400);
    const svg = await uploadAs(testApp(), PLATFORM, url, {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(600_000)]);
    const oversize = await uploadAs(testApp(), PLATFORM, url, {
      name: 'logo.png',
      type: 'image/png',
      bytes: big,
    });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.body).toContain('size bigger then allowed');
    const byTenant = await uploadAs(
      testApp(),
      NORTHWIND_ADMIN,
      `/api/platform/tenants/${NORTHWIND.id}/branding/logo`,
      {
        name: 'logo.png',
        type: 'image/png',
        bytes: PNG,
      },
    );
    expect(byTenant.statusCode).toBe(403);
  });
});
