import { Country, Currency, LookupItem } from '@paydesk/contracts/lookups/lookups.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../seed/data/payment-methods';
import { SERVICE_PROVIDERS } from '../../seed/data/service-providers';
import { BLUE_HARBOR, DEMO_MERCHANTS, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TENANT_ADMIN = 'tenant.admin@northwind.test';
const AGENT = 'tenant.agent@northwind.test';
const PLATFORM = 'platform.admin@paydesk.test';

async function get<T>(email: string | null, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.requestAs(email, { url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sortedByName = (values: string[]) => [...values].sort(collator.compare);
const activeMerchantNames = (tenantId?: string) =>
  DEMO_MERCHANTS.filter((m) => m.isActive && (!tenantId || tenantIdOf(m.tenant) === tenantId)).map(
    (m) => m.legalBusinessName,
  );
const tenantIdOf = (key: 'northwind' | 'blueharbor') => (key === 'northwind' ? NORTHWIND.id : BLUE_HARBOR.id);

describe('GET /lookup/active-countries', () => {
  it('lists every ISO 3166-1 country with its alpha-2 code, by name', async () => {
    const countries = await get<Country[]>(TENANT_ADMIN, '/api/v1/crm/lookup/active-countries');
    expect(countries).toHaveLength(249);
    expect(countries.every((c) => Country.safeParse(c).success && /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
    expect(names(countries)).toEqual(sortedByName(names(countries)));
    expect(countries.slice(0, 2)).toEqual([
      { name: 'Afghanistan', code: 'AF' },
      { name: 'Åland Islands', code: 'AX' },
    ]);
    expect(countries).toContainEqual({ name: 'United Kingdom', code: 'GB' });
  });

  it('answers merchant users on the path they call (/crm/lookup/active-countries) and the plain one', async () => {
    for (const url of ['/api/v1/crm/lookup/active-countries', '/api/v1/lookup/active-countries']) {
      expect(await get<Country[]>('merchant.admin@acme.test', url)).toHaveLength(249);
    }
  });
});

describe('GET /lookup/active-currencies', () => {
  it('lists the active ISO 4217 currencies with their real decimal places, by name', async () => {
    const currencies = await get<Currency[]>(PLATFORM, '/api/v1/lookup/active-currencies');
    expect(currencies.length).toBeGreaterThanOrEqual(150);
    expect(currencies.every((c) => Currency.safeParse(c).success)).toBe(true);
    const byCode = new Map(currencies.map((c) => [c.id, c]));
    expect(byCode.get('JPY')).toEqual({ id: 'JPY', name: 'Yen', numericCode: '392', decimalPlaces: 0 });
    expect(byCode.get('USD')).toMatchObject({ numericCode: '840', decimalPlaces: 2 });
    expect(byCode.get('BHD')?.decimalPlaces).toBe(3);
    expect(byCode.get('KWD')?.decimalPlaces).toBe(3);
    expect(byCode.get('CLF')?.decimalPlaces).toBe(4);
    expect(byCode.get('ALL')?.numericCode).toBe('008');
    expect(byCode.has('HRK')).toBe(false);
    expect(names(currencies)).toEqual(sortedByName(names(currencies)));
  });
});

describe('GET /users/crm/active-customers', () => {
  const URL = '/api/v1.1/users/crm/active-customers';

  it("gives tenant staff their own tenant's active merchants, by name", async () => {
    const customers = await get<Record<string, string>>(TENANT_ADMIN, URL);
    expect(Object.values(customers)).toEqual(sortedByName(activeMerchantNames(NORTHWIND.id)));
    expect(customers[demoMerchant('acme').id]).toBe('Acme Retail Ltd');
    expect(Object.values(customers)).not.toContain('Old Mill Furniture Ltd');
    expect(Object.values(customers)).not.toContain('Seaside Travel Co');
  });

  it("applies the user's customer limits", async () => {
    const customers = await get<Record<string, string>>(AGENT, URL);
    expect(customers).toEqual({
      [demoMerchant('acme').id]: 'Acme Retail Ltd',
      [demoMerchant('sandbox-labs').id]: 'Sandbox Labs Ltd',
    });
    expect(await get(TEST_USERS.limited, URL)).toEqual({});
  });

  it('gives platform staff every tenant, or the one the tenantId header names', async () => {
    const all = await get<Record<string, string>>(PLATFORM, URL);
    expect(Object.values(all)).toEqual(sortedByName(activeMerchantNames()));
    const blueHarbor = await get<Record<string, string>>(PLATFORM, URL, { tenantId: BLUE_HARBOR.id });
    expect(Object.values(blueHarbor)).toEqual(sortedByName(activeMerchantNames(BLUE_HARBOR.id)));
  });

  it('answers 404 for a tenantId header naming no tenant, or another tenant for tenant staff', async () => {
    for (const [email, tenantId] of [
      [PLATFORM, '7d9f4a52-0000-4000-8000-000000000000'],
      [TENANT_ADMIN, BLUE_HARBOR.id],
    ] as const) {
      const response = await t.requestAs(email, { url: URL, headers: { tenantId } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Tenant not found' } });
    }
  });

  it('answers 400 with a field message for a malformed tenantId header', async () => {
    const response = await t.requestAs(PLATFORM, { url: URL, headers: { tenantId: 'northwind' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'headers.tenantId', message: expect.any(String) }],
    });
  });

  it('accepts a tenantId header naming their own tenant from tenant staff', async () => {
    const customers = await get<Record<string, string>>(TENANT_ADMIN, URL, { tenantId: NORTHWIND.id });
    expect(Object.keys(customers)).toHaveLength(activeMerchantNames(NORTHWIND.id).length);
  });

  it('refuses merchant users (spec §6: they do not load the active-customers list): 403', async () => {
    const response = await t.requestAs('merchant.admin@acme.test', { url: URL });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You are not authorized to perform this action' },
    });
  });
});

describe('GET api/crm/lookup/active-payment-methods', () => {
  const URL = '/api/crm/lookup/active-payment-methods';

  it('lists every active payment method for an unlimited user, by name', async () => {
    const methods = await get<LookupItem[]>(TENANT_ADMIN, URL);
    expect(methods.every((m) => LookupItem.safeParse(m).success)).toBe(true);
    expect(names(methods)).toEqual(sortedByName(PAYMENT_METHODS.map((m) => m.name)));
  });

  it("applies the user's payment-method limits", async () => {
    expect(await get(AGENT, URL)).toEqual([
      { id: 'maestro', name: 'Maestro' },
      { id: 'mastercard', name: 'Mastercard' },
      { id: 'visa', name: 'Visa' },
    ]);
    expect(await get(TEST_USERS.limited, URL)).toEqual([]);
  });
});

describe('GET api/crm/transaction-service-providers', () => {
  const URL = '/api/crm/transaction-service-providers';

  it("lists the service providers, limited by the user's service-provider limits", async () => {
    const all = await get<LookupItem[]>('merchant.admin@acme.test', URL);
    expect(names(all)).toEqual(sortedByName(SERVICE_PROVIDERS.map((p) => p.name)));
    expect(await get(TEST_USERS.limited, URL)).toEqual([
      { id: 'northstar-acquiring', name: 'Northstar Acquiring' },
      { id: 'tidewater-gateway', name: 'Tidewater Gateway' },
    ]);
  });
});
