import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { REPORT_CONTENT_TYPE, storeReportFile } from './report-files';

/** Report files by name (a ReportGenerated notification's objectUrl), inside the caller's scope only. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = demoUser('tenant.admin@northwind.test');
  const by = { userId: admin.id, email: admin.email };
  const store = (tenantId: string, merchantId: string | null, fileName: string, content: string) =>
    withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      storeReportFile(tx, { tenantId, merchantId, fileName, content, createdBy: by }),
    );
  await store(NORTHWIND.id, null, 'tenant-daily.csv', 'date,total\n2025-06-01,10\n');
  await store(NORTHWIND.id, demoMerchant('acme').id, 'acme-daily.csv', 'date,total\n2025-06-01,3\n');
  await store(NORTHWIND.id, demoMerchant('acme').id, 'acme-daily.csv', 'date,total\n2025-06-02,4\n');
  await store(
    NORTHWIND.id,
    demoMerchant('harbour-coffee').id,
    'harbour-daily.csv',
    'date,total\n2025-06-01,7\n',
  );
  await store(BLUE_HARBOR.id, null, 'blue-daily.csv', 'date,total\n2025-06-01,99\n');
});
afterAll(() => t.close());

const byPath = (name: string) => `/api/fs/transaction-daily-report-csv/file/${encodeURIComponent(name)}`;
const byQuery = (name: string) => `/api/crm/files/?fileName=${encodeURIComponent(name)}`;
const get = (email: string | null, url: string) => t.requestAs(email, { url });

describe('GET /fs/transaction-daily-report-csv/file/{name} and api/crm/files/?fileName=', () => {
  it("serves the newest report of that name in the caller's scope, as a CSV attachment with nosniff", async () => {
    for (const url of [byPath('acme-daily.csv'), byQuery('acme-daily.csv')]) {
      const response = await get(DEMO_EMAILS.ACME, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('date,total\n2025-06-02,4\n');
      expect(response.headers['content-type']).toBe(REPORT_CONTENT_TYPE);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="acme-daily.csv"; filename*=UTF-8''acme-daily.csv`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const tenant = await get(DEMO_EMAILS.NORTHWIND_ADMIN, byPath('tenant-daily.csv'));
    expect(tenant.body).toBe('date,total\n2025-06-01,10\n');
    expect((await get(DEMO_EMAILS.NORTHWIND_ADMIN, byQuery('harbour-daily.csv'))).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's, another merchant's, or an unknown report", async () => {
    const notFound = async (email: string, url: string) => {
      const response = await get(email, url);
      expect(response.statusCode, `${email} ${url}`).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    };
    await notFound(DEMO_EMAILS.NORTHWIND_ADMIN, byPath('blue-daily.csv'));
    await notFound(DEMO_EMAILS.BLUE_HARBOR_ADMIN, byQuery('tenant-daily.csv'));
    // A merchant user: its own merchant's reports only, not the tenant's nor another merchant's.
    await notFound(DEMO_EMAILS.ACME, byPath('tenant-daily.csv'));
    await notFound(DEMO_EMAILS.ACME, byPath('harbour-daily.csv'));
    // Customer limits: the agent serves Acme and Sandbox Labs, not Harbour Coffee.
    await notFound(DEMO_EMAILS.AGENT, byPath('harbour-daily.csv'));
    expect((await get(DEMO_EMAILS.AGENT, byPath('acme-daily.csv'))).statusCode).toBe(200);
    await notFound(DEMO_EMAILS.ACME, byPath('missing.csv'));
  });

  it('lets platform staff read a tenant report, narrowed by the tenantId header', async () => {
    expect((await get(DEMO_EMAILS.PLATFORM, byPath('blue-daily.csv'))).statusCode).toBe(200);
    const narrowed = await t.requestAs(DEMO_EMAILS.PLATFORM, {
      url: byPath('blue-daily.csv'),
      headers: { tenantid: NORTHWIND.id },
    });
    expect(narrowed.statusCode).toBe(404);
  });

  it('refuses a name that is not a plain file name, and a caller without a token', async () => {
    const bad = await get(DEMO_EMAILS.ACME, byQuery('../etc/passwd'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'querystring.fileName', message: 'A file name: letters, digits, spaces, . _ - ( ) only' },
    ]);
    expect((await get(null, byPath('acme-daily.csv'))).statusCode).toBe(401);
  });
});
