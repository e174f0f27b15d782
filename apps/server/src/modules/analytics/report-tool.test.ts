import type { DataAnalytics, ReportToolToken } from '@paydesk/contracts/reports/report-tool.schemas';
import { REPORT_TOOL } from '@paydesk/contracts/reports/report-tool.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertTestTransaction } from '../transactions/transactions.test-support';

/**
 * The report pop-up tool's server side (docs/report-tool.md): the data analytics rows, and the
 * tokens a data message carries: the caller's, the report's and the pop-up key's, 2 minutes, once.
 */

const { ACME, NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, PLATFORM } = DEMO_EMAILS;
const KEY = 'k'.repeat(43);
const OTHER_KEY = 'o'.repeat(43);
const TOKENS = '/reporting/report-tool/tokens';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function post(email: string, url: string, body: unknown) {
  const response = await t.requestAs(email, { method: 'POST', url, payload: body as object });
  return { status: response.statusCode, body: response.json() };
}

async function tokenFor(email: string, keyHash = KEY): Promise<string> {
  const issued = await post(email, TOKENS, { report: 'data-analytics', keyHash });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const token = issued.body as ReportToolToken;
  const lifetime = new Date(token.expiresAt).getTime() - Date.now();
  expect(lifetime).toBeGreaterThan((REPORT_TOOL.tokenSeconds - 5) * 1000);
  expect(lifetime).toBeLessThanOrEqual(REPORT_TOOL.tokenSeconds * 1000);
  return token.token;
}

const check = (email: string, token: string, keyHash = KEY) =>
  post(email, `${TOKENS}/check`, { token, report: 'data-analytics', keyHash });

describe('the report tool tokens', () => {
  it('accepts its own token once: a second check (a replayed message) is refused', async () => {
    const token = await tokenFor(NORTHWIND_ADMIN);
    expect(await check(NORTHWIND_ADMIN, token)).toEqual({ status: 200, body: { report: 'data-analytics' } });
    const again = await check(NORTHWIND_ADMIN, token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('REPORT_TOOL_TOKEN_INVALID');
  });

  it("refuses another user's token, another key's, an unknown one and an expired one", async () => {
    const admins = await tokenFor(NORTHWIND_ADMIN);
    expect((await check(BLUE_HARBOR_ADMIN, admins)).status).toBe(409);
    expect((await check(ACME, admins)).status).toBe(409);
    expect((await check(NORTHWIND_ADMIN, admins, OTHER_KEY)).status).toBe(409);
    // The refusals above did not use it up: its own user and key still pass.
    expect((await check(NORTHWIND_ADMIN, admins)).status).toBe(200);
    expect((await check(NORTHWIND_ADMIN, 'not-a-token')).status).toBe(409);

    const merchant = await tokenFor(ACME);
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.execute(sql`update report_tool_tokens set expires_at = now() - interval '1 second'
                      where user_id = (select id from users where email = ${ACME})`),
    );
    const expired = await check(ACME, merchant);
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('REPORT_TOOL_TOKEN_INVALID');
  });

  it('stores only the hash of a token', async () => {
    const token = await tokenFor(PLATFORM);
    const rows = await t.database.query<{ token_hash: string }>('select token_hash from report_tool_tokens');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('checks the body: a key hash of the wrong shape is a 400 on the field', async () => {
    const refused = await post(NORTHWIND_ADMIN, TOKENS, { report: 'data-analytics', keyHash: 'short' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('keyHash');
    expect((await post(NORTHWIND_ADMIN, TOKENS, { report: 'other', keyHash: KEY })).status).toBe(400);
  });
});

describe('the data analytics', () => {
  it("answers the period's payments per day, provider, method and currency, in the caller's scope", async () => {
    const method = 'report-tool-method';
    const today = new Date();
    for (const status of ['Captured', 'Captured', 'Declined']) {
      await insertTestTransaction(t.database.db, {
        paymentMethod: method,
        status,
        amount: 1_250,
        createdAt: today,
      });
    }
    const period = `startDate=${encodeURIComponent(new Date(today.getTime() - 86_400_000).toISOString())}&endDate=${encodeURIComponent(new Date(today.getTime() + 60_000).toISOString())}`;
    const operator = await t.requestAs(NORTHWIND_ADMIN, {
      url: `/reporting/crm/reports/data-analytics?${period}&paymentMethod=${method}`,
    });
    expect(operator.statusCode, operator.body).toBe(200);
    const rows = (operator.json() as DataAnalytics).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      serviceProvider: 'northstar-acquiring',
      paymentMethod: method,
      currency: 'EUR',
      count: 3,
      successCount: 2,
      amount: 3_750,
    });
    expect(rows[0]?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const merchant = await t.requestAs(ACME, {
      url: `/api/reports/data-analytics?${period}&paymentMethod=${method}`,
    });
    expect(merchant.statusCode, merchant.body).toBe(200);
    expect((merchant.json() as DataAnalytics).rows.map((row) => row.count)).toEqual([3]);

    const other = await t.requestAs(BLUE_HARBOR_ADMIN, {
      url: `/reporting/crm/reports/data-analytics?${period}&paymentMethod=${method}`,
    });
    expect((other.json() as DataAnalytics).rows).toEqual([]);
    const seaside = await t.requestAs(TEST_USERS.foreignMerchant, {
      url: `/api/reports/data-analytics?${period}&paymentMethod=${method}`,
    });
    expect(seaside.statusCode, seaside.body).toBe(200);
    expect((seaside.json() as DataAnalytics).rows).toEqual([]);
  });
});
