/**
 * @both-databases Runs on PGlite too when a PostgreSQL pass runs (src/test/test-selection.ts):
 * `npm start` seeds the demo data into the embedded database.
 */
import { ALL_PERMISSIONS, isPermission, permissionsFor } from '@paydesk/contracts/auth/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../infra/db/database';
import {
  countries,
  currencies,
  merchants,
  paymentMethods,
  roles,
  serviceProviders,
  tenants,
  userRoles,
  users,
} from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { verifyPassword } from '../modules/identity/passwords';
import { openTestDatabase } from '../test/test-database';
import { COUNTRIES } from './data/countries';
import { CURRENCIES } from './data/currencies';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { BLUE_HARBOR, DEMO_USERS, demoRole, NORTHWIND } from './demo-data';
import { seedDemoData } from './demo-seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const all = <T>(fn: Parameters<typeof withScope<T>>[2]) => withScope(database.db, SYSTEM_SCOPE, fn);

describe('the reference data', () => {
  it('has every ISO 3166-1 alpha-2 country once', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.trim() === c.name && c.name)).toBe(
      true,
    );
  });

  it('has the active ISO 4217 currencies with 3-digit numeric codes and real minor units', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CURRENCIES.map((c) => c.id)).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => c.numericCode)).size).toBe(CURRENCIES.length);
    expect(CURRENCIES.every((c) => /^[A-Z]{3}$/.test(c.id) && /^\d{3}$/.test(c.numericCode))).toBe(true);
    const places = Object.fromEntries(CURRENCIES.map((c) => [c.id, c.decimalPlaces]));
    expect(places).toMatchObject({
      JPY: 0,
      KRW: 0,
      CLP: 0,
      BHD: 3,
      KWD: 3,
      TND: 3,
      USD: 2,
      EUR: 2,
      GBP: 2,
      CLF: 4,
      UYW: 4,
    });
  });
});

describe('seedDemoData', () => {
  it('wrote the reference lists, two tenants, merchants in every processing status and the demo users', async () => {
    const counts = await all(async (tx) => ({
      countries: (await tx.select().from(countries)).length,
      currencies: (await tx.select().from(currencies)).length,
      paymentMethods: (await tx.select().from(paymentMethods)).length,
      serviceProviders: (await tx.select().from(serviceProviders)).length,
      tenants: (await tx.select().from(tenants)).map((t) => t.name).sort(),
    }));
    expect(counts).toMatchObject({
      countries: 249,
      currencies: CURRENCIES.length,
      tenants: ['Blue Harbor', 'Northwind Payments'],
    });
    expect(counts.paymentMethods).toBeGreaterThanOrEqual(12);
    expect(counts.serviceProviders).toBeGreaterThanOrEqual(4);

    const rows = await all((tx) => tx.select().from(merchants));
    for (const tenant of await all((tx) => tx.select().from(tenants))) {
      const statuses = new Set(rows.filter((m) => m.tenantId === tenant.id).map((m) => m.processingStatus));
      expect(statuses, tenant.name).toEqual(new Set(['NoProcessing', 'SandboxEnabled', 'LiveEnabled']));
      expect(rows.filter((m) => m.tenantId === tenant.id).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every demo account an argon2id hash of the demo password', async () => {
    const seeded = await all((tx) => tx.select({ email: users.email, hash: users.passwordHash }).from(users));
    const byEmail = new Map(seeded.map((u) => [u.email, u.hash]));
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    const hashes = DEMO_ACCOUNTS.map((a) => byEmail.get(a.email) ?? '');
    expect(hashes.every((h) => h.startsWith('$argon2id$'))).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(await verifyPassword(hashes[0] ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(hashes[0] ?? '', 'wrong-password')).toBe(false);
  });

  it('makes the roles the demo needs, with catalogue keys only', async () => {
    const rows = await all((tx) => tx.select().from(roles));
    const byName = (name: string) => rows.filter((r) => r.name === name);
    expect(byName('Platform Administrator')).toHaveLength(1);
    expect(byName('Platform Administrator')[0]?.permissions).toEqual([...ALL_PERMISSIONS]);
    expect(byName('Tenant Administrator')).toHaveLength(2);
    expect(byName('Tenant Administrator')[0]?.permissions).toEqual(permissionsFor('operator'));
    expect(byName('Merchant Administrator')).toHaveLength(2);
    expect(byName('Merchant Onboarding')).toHaveLength(2);
    expect(byName('Support Agent')).toHaveLength(2);
    expect(byName('Support Agent')[0]?.permissions).toEqual([
      'CRM.Support.Lookup',
      'CRM.Transaction.View',
      'CRM.Dashboard.View',
    ]);
    expect(rows.every((r) => r.permissions.every(isPermission))).toBe(true);
    // The administration screens: each tenant has two roles of each type, and its administrators
    // hold the keys that manage users and roles (ADMINISTRATION_KEYS).
    for (const tenantId of [NORTHWIND.id, BLUE_HARBOR.id]) {
      const own = rows.filter((r) => r.tenantId === tenantId);
      expect(own.filter((r) => r.audience === 'tenant').length).toBeGreaterThanOrEqual(2);
      expect(own.filter((r) => r.audience === 'merchant').length).toBeGreaterThanOrEqual(2);
    }
    expect(byName('Tenant Administrator')[0]?.permissions).toEqual(
      expect.arrayContaining([
        'CRM.Users.Crm',
        'manageCrmRoles',
        'manageMerchantRoles',
        'CRM.Users.Management',
        'CRM.Users.Merchant',
      ]),
    );
    expect(byName('Merchant Administrator')[0]?.permissions).toContain('Merchant.Users.Manage');
  });

  it('gives every demo user their role through user_roles', async () => {
    const held = await all((tx) => tx.select().from(userRoles));
    for (const user of DEMO_USERS) {
      expect(held.filter((row) => row.userId === user.id).map((row) => row.roleId)).toEqual([
        demoRole(user.role).id,
      ]);
    }
  });

  it('does nothing when run again', async () => {
    const before = await all((tx) => tx.select({ id: users.id, hash: users.passwordHash }).from(users));
    await seedDemoData(database.db);
    const after = await all((tx) => tx.select({ id: users.id, hash: users.passwordHash }).from(users));
    expect(after).toEqual(before);
  });
});
