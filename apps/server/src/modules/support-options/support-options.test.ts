import { TICKET_CATEGORIES } from '@paydesk/contracts/support/support.model';
import type { AssignableUser, TenantOption } from '@paydesk/contracts/support/support.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, DEMO_USERS, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { NORTHWIND_ADMIN, AGENT, BLUE_HARBOR_ADMIN, ACME, PLATFORM } = DEMO_EMAILS;
const UNKNOWN_TENANT = '00000000-0000-4000-8000-00000000abcd';

type UserPage = { count: number; data: AssignableUser[] };

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

const emails = (page: UserPage) => page.data.map((u) => u.email);

describe('ticket categories', () => {
  it('lists the four categories for customers and tenant staff', async () => {
    for (const email of [ACME, NORTHWIND_ADMIN]) {
      expect(await getJson(email, '/api/support/ticket-categories')).toEqual([...TICKET_CATEGORIES]);
    }
    expect(TICKET_CATEGORIES).toEqual(['Integration', 'Processing', 'Operational', 'Clarification']);
  });

  it('lists them for a platform ticket with a tenant, 404 for an unknown tenant', async () => {
    expect(await getJson(PLATFORM, `/api/support/${NORTHWIND.id}/ticket-categories`)).toEqual([
      ...TICKET_CATEGORIES,
    ]);
    expect(
      (await t.requestAs(PLATFORM, { url: `/api/support/${UNKNOWN_TENANT}/ticket-categories` })).statusCode,
    ).toBe(404);
  });
});

describe('GET /support/tenants', () => {
  it('lists the active tenants by name, with the count', async () => {
    const page = await getJson<{ count: number; data: TenantOption[] }>(PLATFORM, '/api/support/tenants');
    expect(page).toEqual({
      count: 2,
      data: [
        { tenantId: BLUE_HARBOR.id, tenantName: BLUE_HARBOR.name },
        { tenantId: NORTHWIND.id, tenantName: NORTHWIND.name },
      ].sort((a, b) => a.tenantName.localeCompare(b.tenantName)),
    });
  });

  it('leaves out an inactive tenant from the tenant options', async () => {
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.update(tenants).set({ isActive: false }).where(eq(tenants.id, BLUE_HARBOR.id)),
    );
    const page = await getJson<{ count: number; data: TenantOption[] }>(PLATFORM, '/api/support/tenants');
    expect(page).toEqual({ count: 1, data: [{ tenantId: NORTHWIND.id, tenantName: NORTHWIND.name }] });
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.update(tenants).set({ isActive: true }).where(eq(tenants.id, BLUE_HARBOR.id)),
    );
  });
});

describe('GET /support/{tenantId}/users', () => {
  it("lists the tenant's active staff (not its merchants' users, not locked or inactive ones), by name", async () => {
    const page = await getJson<UserPage>(PLATFORM, `/api/support/${NORTHWIND.id}/users`);
    expect(emails(page)).toContain(NORTHWIND_ADMIN);
    expect(emails(page)).toContain(AGENT);
    expect(emails(page)).not.toContain(ACME);
    expect(emails(page)).not.toContain(TEST_USERS.locked);
    expect(emails(page)).not.toContain(TEST_USERS.inactive);
    expect(emails(page)).not.toContain(BLUE_HARBOR_ADMIN);
    const names = page.data.map((u) => `${u.firstName} ${u.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.count).toBe(page.data.length);
  });

  it('pages, and searches first name, last name, full name and email', async () => {
    const page = await getJson<UserPage>(PLATFORM, `/api/support/${NORTHWIND.id}/users`, {
      pageSize: '1',
      pageIndex: '1',
    });
    expect(page.data).toHaveLength(1);
    expect(page.count).toBeGreaterThan(2);
    expect(
      emails(await getJson(PLATFORM, `/api/support/${NORTHWIND.id}/users`, { searchKey: 'ELIF' })),
    ).toEqual([AGENT]);
    expect(
      emails(await getJson(PLATFORM, `/api/support/${NORTHWIND.id}/users`, { searchKey: 'oliver benn' })),
    ).toEqual([NORTHWIND_ADMIN]);
    expect(
      emails(await getJson(PLATFORM, `/api/support/${NORTHWIND.id}/users`, { searchKey: 'tenant.agent@' })),
    ).toEqual([AGENT]);
    expect(
      (await getJson<UserPage>(PLATFORM, `/api/support/${NORTHWIND.id}/users`, { searchKey: '%' })).count,
    ).toBe(0);
  });

  it('404 for an unknown tenant', async () => {
    expect((await t.requestAs(PLATFORM, { url: `/api/support/${UNKNOWN_TENANT}/users` })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /support/{tenantId}/email', () => {
  it("answers the tenant's sender address, 404 for an unknown tenant", async () => {
    expect(await getJson(PLATFORM, `/api/support/${BLUE_HARBOR.id}/email`)).toEqual({
      emailSenderAddress: 'no-reply@blueharbor.test',
    });
    expect((await t.requestAs(PLATFORM, { url: `/api/support/${UNKNOWN_TENANT}/email` })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /support/assignable-users', () => {
  it("gives tenant staff their tenant's users whose role holds CRM.Support.Lookup", async () => {
    const page = await getJson<UserPage>(NORTHWIND_ADMIN, '/api/support/assignable-users');
    expect(emails(page)).toEqual(expect.arrayContaining([NORTHWIND_ADMIN, AGENT]));
    // The bare user's role holds nothing; merchant users and other tenants' staff are not the tenant's desk.
    expect(emails(page)).not.toContain(TEST_USERS.bareTenant);
    expect(emails(page)).not.toContain(ACME);
    expect(emails(page)).not.toContain(BLUE_HARBOR_ADMIN);
    expect(emails(page)).not.toContain(PLATFORM);
    expect(emails(await getJson(BLUE_HARBOR_ADMIN, '/api/support/assignable-users'))).toEqual([
      BLUE_HARBOR_ADMIN,
    ]);
  });

  it('gives platform staff the platform desk, even when acting for a tenant', async () => {
    const platformUsers = DEMO_USERS.filter((u) => u.userType === 'Platform').map((u) => u.email);
    expect(emails(await getJson(PLATFORM, '/api/support/assignable-users'))).toEqual(platformUsers);
    expect(
      emails(await getJson(PLATFORM, '/api/support/assignable-users', {}, { tenantId: NORTHWIND.id })),
    ).toEqual(platformUsers);
  });

  it('drops a user who is deactivated, and searches', async () => {
    expect(
      emails(await getJson(NORTHWIND_ADMIN, '/api/support/assignable-users', { searchKey: 'yılmaz' })),
    ).toEqual([AGENT]);
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.update(users).set({ isActive: false }).where(eq(users.email, AGENT)),
    );
    expect(emails(await getJson(NORTHWIND_ADMIN, '/api/support/assignable-users'))).not.toContain(AGENT);
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.update(users).set({ isActive: true }).where(eq(users.email, AGENT)),
    );
  });
});
