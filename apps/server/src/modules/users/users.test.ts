import { ALL_PERMISSIONS, permissionsFor } from '@paydesk/contracts/auth/permissions';
import { CurrentUser, DEFAULT_THEME_COLOURS } from '@paydesk/contracts/users/user-context.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND, ONBOARDING_PERMISSIONS } from '../../seed/demo-data';
import { TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../../test/test-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** GET /users is on the users (v1.1) service (spec §7 "Routing of paths"). */
const URL = '/api/v1.1/users';

async function currentUser(email: string): Promise<CurrentUser> {
  const response = await t.requestAs(email, { url: URL });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const SPEC_FIELDS = Object.keys(CurrentUser.shape).sort();
const DEFAULT_THEME = {
  layoutName: 'vertical-layout-1',
  buttonsLinkColor: '#09d0bd',
  buttonsLinkColorRGB: '9, 208, 189',
  ...DEFAULT_THEME_COLOURS,
};

describe('GET /users', () => {
  it.each(DEMO_ACCOUNTS.map((a) => a.email))('answers every spec §3 field for %s', async (email) => {
    const body = await currentUser(email);
    expect(Object.keys(body).sort()).toEqual(SPEC_FIELDS);
    expect(CurrentUser.parse(body)).toEqual(body);
    const seeded = demoUser(email);
    expect(body).toMatchObject({
      id: seeded.id,
      email,
      firstName: seeded.firstName,
      lastName: seeded.lastName,
      isActive: true,
      configureTimeZone: seeded.timeZone,
      lastLoginTime: null,
    });
  });

  it('gives platform staff every permission, every tenant and the default theme', async () => {
    const body = await currentUser('platform.admin@paydesk.test');
    expect(body).toMatchObject({
      isPlatform: true,
      userType: 'Platform',
      userTypeName: 'Platform',
      systemRoleName: 'Platform Administrator',
      isAdministrator: true,
      tenantId: null,
      tenant: null,
      merchantId: null,
      merchant: null,
      tenantSupportEmail: null,
      checkoutLogoSource: '/branding/platform/logo.svg',
      favIconSource: '/branding/platform/favicon.svg',
      themeSettings: DEFAULT_THEME,
    });
    expect(body.permissions).toEqual([...ALL_PERMISSIONS].sort());
    expect(body.tenants).toEqual({ [BLUE_HARBOR.id]: 'Blue Harbor', [NORTHWIND.id]: 'Northwind Payments' });
  });

  it("gives tenant staff their role's permissions, their tenant only and its theme", async () => {
    const body = await currentUser('tenant.admin@northwind.test');
    expect(body).toMatchObject({
      isPlatform: false,
      userType: 'crm',
      userTypeName: 'Crm',
      systemRoleName: 'Tenant Administrator',
      isAdministrator: true,
      tenantId: NORTHWIND.id,
      tenant: { id: NORTHWIND.id, name: 'Northwind Payments', isDefaultTenant: true },
      tenants: { [NORTHWIND.id]: 'Northwind Payments' },
      merchant: null,
      tenantSupportEmail: 'support@northwind.test',
      loginTemplate: 'northwind',
      checkoutLogoSource: `/branding/${NORTHWIND.id}/logo.svg`,
      favIconSource: `/branding/${NORTHWIND.id}/favicon.svg`,
      themeSettings: DEFAULT_THEME,
    });
    expect(body.permissions).toEqual(permissionsFor('operator').sort());
    expect(body.permissions.some((p) => p.startsWith('Platform.'))).toBe(false);
  });

  it('gives the support agent exactly the three permissions of the role', async () => {
    const body = await currentUser('tenant.agent@northwind.test');
    expect(body.permissions).toEqual(['CRM.Dashboard.View', 'CRM.Support.Lookup', 'CRM.Transaction.View']);
    expect(body).toMatchObject({ systemRoleName: 'Support Agent', isAdministrator: false });
    expect(body.configureTimeZone).toBe('Europe/Istanbul');
  });

  it("gives Blue Harbor staff Blue Harbor's own palette and layout", async () => {
    const body = await currentUser('tenant.admin@blueharbor.test');
    expect(body.themeSettings).toEqual({
      layoutName: 'vertical-v2',
      buttonsLinkColor: '#0e7490',
      buttonsLinkColorRGB: '14, 116, 144',
      headerBackgroundColor: '#f8fafc',
      mainBackgroundColor: '#eef4f8',
      sidebarBackgroundColor: '#0b3d5c',
      primaryColor: '#f59e0b',
      textColor: '#1e293b',
    });
    expect(body).toMatchObject({
      tenant: { id: BLUE_HARBOR.id, name: 'Blue Harbor', isDefaultTenant: false },
      tenants: { [BLUE_HARBOR.id]: 'Blue Harbor' },
      tenantSupportEmail: 'support@blueharbor.test',
      configureTimeZone: 'America/New_York',
    });
  });

  it('gives a merchant user the merchant block with its users', async () => {
    const acme = demoMerchant('acme');
    const body = await currentUser('merchant.admin@acme.test');
    expect(body).toMatchObject({
      userType: 'merchant',
      userTypeName: 'Merchant',
      isPlatform: false,
      systemRoleName: 'Merchant Administrator',
      tenantId: NORTHWIND.id,
      merchantId: acme.id,
      tenants: { [NORTHWIND.id]: 'Northwind Payments' },
      merchant: {
        merchantId: acme.id,
        legalBusinessName: 'Acme Retail Ltd',
        processingStatus: 'LiveEnabled',
        boardingStage: 'Live',
        merchantStatus: 'Active',
        reviewStatus: 'Approved',
        activationDate: '2024-11-18T10:30:00.000Z',
        visibility: 'Visible',
        merchantType: 'Standard',
        description: acme.description,
        merchantNotes: acme.merchantNotes,
      },
    });
    expect(body.permissions).toEqual(permissionsFor('merchant').sort());
    const emails = body.merchant?.users.map((u) => u.email);
    expect(emails).toContain('merchant.admin@acme.test');
    expect(emails).toContain(TEST_USERS.bareMerchant);
    expect(emails).not.toContain('tenant.admin@northwind.test');
  });

  it('shows the sandboxed and the boarding merchant with their processing status', async () => {
    const sandbox = await currentUser('merchant.sandbox@sandbox.test');
    expect(sandbox.merchant).toMatchObject({
      legalBusinessName: 'Sandbox Labs Ltd',
      processingStatus: 'SandboxEnabled',
    });
    const boarding = await currentUser('merchant.new@onboard.test');
    expect(boarding.merchant).toMatchObject({
      legalBusinessName: 'Onboard Bikes Ltd',
      processingStatus: 'NoProcessing',
      activationDate: null,
    });
    // Exactly the keys of the role it boards with, which holds the sandbox screens' keys already.
    expect(boarding.permissions).toEqual([...ONBOARDING_PERMISSIONS].sort());
    expect(boarding.merchant?.users.map((u) => u.email)).toEqual(['merchant.new@onboard.test']);
  });

  it('reports the last sign-in time in UTC ISO 8601', async () => {
    const email = 'tenant.agent@northwind.test';
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(users)
        .set({ lastLoginAt: new Date('2026-03-04T05:06:07.089Z') })
        .where(eq(users.email, email)),
    );
    expect((await currentUser(email)).lastLoginTime).toBe('2026-03-04T05:06:07.089Z');
  });

  it('keeps every tenant in the map when platform staff act for one tenant', async () => {
    const response = await t.requestAs('platform.admin@paydesk.test', {
      url: URL,
      headers: { tenantId: NORTHWIND.id },
    });
    expect(Object.keys(response.json().tenants)).toHaveLength(2);
  });

  it('serves the logo and favicon it points at', async () => {
    for (const email of ['tenant.admin@blueharbor.test', 'platform.admin@paydesk.test']) {
      const body = await currentUser(email);
      for (const source of [body.checkoutLogoSource, body.favIconSource]) {
        const file = await t.app.inject({ url: source ?? '' });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/svg+xml');
        expect(file.body).toMatch(/^<svg /);
      }
    }
  });
});

describe('GET /users refuses', () => {
  it('a request without a token: 401 in the error shape', async () => {
    const response = await t.app.inject({ url: URL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it.each([
    ['locked', TEST_USERS.locked],
    ['inactive', TEST_USERS.inactive],
  ])('a %s user: 401', async (_, email) => {
    const response = await t.requestAs(email, { url: URL });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('a token whose profile is not the user type: 401', async () => {
    const sub = demoUser('tenant.admin@northwind.test').id;
    const token = await signAccessToken({ sub, profile: 'Platform' });
    const response = await t.app.inject({ url: URL, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('an expired, forged or foreign-audience token: 401', async () => {
    const email = 'tenant.admin@northwind.test';
    for (const options of [
      { expiresIn: -60 },
      { forged: true },
      { audience: 'another-api' },
      { issuer: 'http://evil.test' },
    ]) {
      const token = await t.tokenFor(email, options);
      const response = await t.app.inject({ url: URL, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, JSON.stringify(options)).toBe(401);
    }
  });
});
