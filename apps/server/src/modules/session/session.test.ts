import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /ping (spec §7, §9 keep-alive)', () => {
  it.each([
    ['a merchant user', 'merchant.admin@acme.test'],
    ['tenant staff', 'tenant.admin@northwind.test'],
    ['platform staff', 'platform.admin@paydesk.test'],
  ])("answers %s on /api/v1/ping with 'pong' and the server time", async (_, email) => {
    const before = Date.now();
    const response = await t.requestAs(email, { url: '/api/v1/ping' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['result', 'serverTime']);
    expect(body.result).toBe('pong');
    const serverTime = Date.parse(body.serverTime);
    expect(body.serverTime).toBe(new Date(serverTime).toISOString());
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    expect(serverTime).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('is not crm-prefixed: a crm user calls it on the same path', async () => {
    const response = await t.requestAs('tenant.admin@northwind.test', { url: '/api/v1/crm/ping' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without a token or with an expired one, in the one error shape', async () => {
    const anonymous = await t.requestAs(null, { url: '/api/v1/ping' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });

    const expired = await t.tokenFor('merchant.admin@acme.test', { expiresIn: -60 });
    const late = await t.app.inject({ url: '/api/v1/ping', headers: { authorization: `Bearer ${expired}` } });
    expect(late.statusCode).toBe(401);
  });

  it('answers 401 to a user locked since sign-in: the keep-alive is where the portal learns it', async () => {
    const response = await t.requestAs(TEST_USERS.locked, { url: '/api/v1/ping' });
    expect(response.statusCode).toBe(401);
  });
});
