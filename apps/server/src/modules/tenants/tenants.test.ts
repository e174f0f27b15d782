import { MerchantRow, TenantDetails } from '@paydesk/contracts/tenants/tenants.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, DEMO_MERCHANTS, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { NORTHWIND_ADMIN, AGENT, BLUE_HARBOR_ADMIN, ACME, PLATFORM } = DEMO_EMAILS;
const UNKNOWN_TENANT = '00000000-0000-4000-8000-00000000abcd';

async function getJson<T>(
  email: string,
  url: string,
  query: Record<string, string> = {},
  headers = {},
): Promise<T> {
  const response = await t.requestAs(email, { url, query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
const merchantNames = (tenant: 'northwind' | 'blueharbor', activeOnly = false) =>
  DEMO_MERCHANTS.filter((m) => m.tenant === tenant && (!activeOnly || m.isActive))
    .map((m) => m.legalBusinessName)
    .sort(byName);

type MerchantPage = { count: number; data: MerchantRow[] };

describe('GET /merchants', () => {
  it("gives tenant staff their own tenant's merchants, by name, never another tenant's", async () => {
    const page = await getJson<MerchantPage>(NORTHWIND_ADMIN, '/api/v1/merchants', { pageSize: '100' });
    expect(page.count).toBe(merchantNames('northwind').length);
    expect(page.data.map((m) => m.legalBusinessName)).toEqual(merchantNames('northwind'));
    expect(page.data.every((m) => m.tenantId === NORTHWIND.id && MerchantRow.safeParse(m).success)).toBe(
      true,
    );
    expect(page.data.map((m) => m.legalBusinessName)).not.toContain('Seaside Travel Co');
  });

  it("applies the agent's customer limits", async () => {
    const page = await getJson<MerchantPage>(AGENT, '/api/v1/merchants');
    expect(page.data.map((m) => m.merchantId).sort()).toEqual(
      [demoMerchant('acme').id, demoMerchant('sandbox-labs').id].sort(),
    );
    expect(page.count).toBe(2);
    expect((await getJson<MerchantPage>(TEST_USERS.limited, '/api/v1/merchants')).count).toBe(0);
  });

  it('pages (10 by default), searches the legal name and filters by merchant status', async () => {
    const first = await getJson<MerchantPage>(PLATFORM, '/api/v1/merchants');
    expect(first.count).toBe(DEMO_MERCHANTS.length);
    expect(first.data).toHaveLength(10);
    const second = await getJson<MerchantPage>(PLATFORM, '/api/v1/merchants', { pageIndex: '1' });
    expect(second.data).toHaveLength(DEMO_MERCHANTS.length - 10);
    const all = [...first.data, ...second.data].map((m) => m.legalBusinessName);
    expect(all).toEqual([...merchantNames('northwind'), ...merchantNames('blueharbor')].sort(byName));

    const search = await getJson<MerchantPage>(NORTHWIND_ADMIN, '/api/v1/merchants', {
      searchKey: 'LTD',
      pageSize: '100',
    });
    expect(search.data.every((m) => /ltd/i.test(m.legalBusinessName))).toBe(true);
    expect(search.count).toBe(merchantNames('northwind').filter((n) => /ltd/i.test(n)).length);
    const coffee = await getJson<MerchantPage>(NORTHWIND_ADMIN, '/api/v1/merchants', { searchKey: 'coffee' });
    expect(coffee.data.map((m) => m.legalBusinessName)).toEqual(['Harbour Coffee Roasters Ltd']);

    const inactive = await getJson<MerchantPage>(NORTHWIND_ADMIN, '/api/v1/merchants', {
      merchantStatus: 'Inactive',
    });
    expect(inactive.data.map((m) => [m.legalBusinessName, m.isActive])).toEqual([
      ['Old Mill Furniture Ltd', false],
    ]);
  });

  it("the platform acting for one tenant (tenantId header) sees that tenant's merchants; the crm path answers too", async () => {
    const page = await getJson<MerchantPage>(
      PLATFORM,
      '/api/v1/crm/merchants',
      { pageSize: '100' },
      { tenantId: BLUE_HARBOR.id },
    );
    expect(page.data.map((m) => m.legalBusinessName)).toEqual(merchantNames('blueharbor'));
  });

  it('is not for merchant users', async () => {
    expect((await t.requestAs(ACME, { url: '/api/v1/merchants' })).statusCode).toBe(403);
  });
});

describe('GET /{tenantId}/all/merchants', () => {
  it("lists one tenant's active merchants as customer options", async () => {
    const options = await getJson<{ merchantId: string; legalBusinessName: string }[]>(
      PLATFORM,
      `/api/v1/${BLUE_HARBOR.id}/all/merchants`,
    );
    expect(options.map((o) => o.legalBusinessName)).toEqual(merchantNames('blueharbor', true));
    const northwind = await getJson<{ legalBusinessName: string }[]>(
      PLATFORM,
      `/api/v1/${NORTHWIND.id}/all/merchants`,
    );
    expect(northwind.map((o) => o.legalBusinessName)).not.toContain('Old Mill Furniture Ltd');
  });

  it('404 for an unknown tenant', async () => {
    const response = await t.requestAs(PLATFORM, { url: `/api/v1/${UNKNOWN_TENANT}/all/merchants` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Tenant not found');
  });
});

describe('GET /tenants and /tenants/{tenantId}/details', () => {
  it('pages the tenants by name with their details', async () => {
    const page = await getJson<{ count: number; data: TenantDetails[] }>(PLATFORM, '/api/v1/tenants');
    expect(page.count).toBe(2);
    expect(page.data.map((d) => d.tenantName)).toEqual([BLUE_HARBOR.name, NORTHWIND.name].sort(byName));
    const northwind = page.data.find((d) => d.tenantId === NORTHWIND.id);
    expect(TenantDetails.parse(northwind)).toMatchObject({
      tenantName: NORTHWIND.name,
      supportEmail: 'support@northwind.test',
      emailSenderAddress: 'no-reply@northwind.test',
      isActive: true,
      merchantCount: merchantNames('northwind', true).length,
    });
    const paged = await getJson<{ count: number; data: TenantDetails[] }>(PLATFORM, '/api/v1/tenants', {
      pageSize: '1',
      pageIndex: '1',
    });
    expect(paged).toMatchObject({ count: 2 });
    expect(paged.data.map((d) => d.tenantId)).toEqual([page.data[1]?.tenantId]);
  });

  it('answers one tenant, or 404 for an unknown one', async () => {
    const details = await getJson<TenantDetails>(PLATFORM, `/api/v1/tenants/${BLUE_HARBOR.id}/details`);
    expect(details).toMatchObject({
      tenantId: BLUE_HARBOR.id,
      merchantCount: merchantNames('blueharbor', true).length,
    });
    expect(
      (await t.requestAs(PLATFORM, { url: `/api/v1/tenants/${UNKNOWN_TENANT}/details` })).statusCode,
    ).toBe(404);
  });

  it('is for platform staff only', async () => {
    expect((await t.requestAs(NORTHWIND_ADMIN, { url: '/api/v1/tenants' })).statusCode).toBe(403);
    expect(
      (await t.requestAs(NORTHWIND_ADMIN, { url: `/api/v1/tenants/${NORTHWIND.id}/details` })).statusCode,
    ).toBe(403);
  });
});

describe('GET /tenants/mydetails', () => {
  it('answers tenant staff and merchant users with their own tenant', async () => {
    expect((await getJson<TenantDetails>(NORTHWIND_ADMIN, '/api/v1/tenants/mydetails')).tenantId).toBe(
      NORTHWIND.id,
    );
    expect((await getJson<TenantDetails>(BLUE_HARBOR_ADMIN, '/api/v1/tenants/mydetails')).tenantName).toBe(
      BLUE_HARBOR.name,
    );
    const merchantView = await getJson<TenantDetails>(ACME, '/api/v1/tenants/mydetails');
    expect(merchantView.tenantId).toBe(NORTHWIND.id);
    // The count is of the merchants the caller can see: a merchant user sees only its own.
    expect(merchantView.merchantCount).toBe(1);
  });

  it('answers 404, never the other tenant, for a tenantId header naming another tenant', async () => {
    const response = await t.requestAs(NORTHWIND_ADMIN, {
      url: '/api/v1/tenants/mydetails',
      headers: { tenantId: BLUE_HARBOR.id },
    });
    expect(response.statusCode).toBe(404);
  });
});
