import {
  type LoginHistoryPage,
  SIGN_IN_ACTIONS,
  type SignInEvent,
} from '@paydesk/contracts/audit/audit.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAuditInOwnTransaction } from '../../infra/audit/audit-writer';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const HISTORY = '/reporting/crm/reports/login-history';

/** A sign-in event as the identity provider writes it (modules/identity/sign-in-events.ts). */
async function signInEvent(email: string, event: SignInEvent, reason: string | null = null, at?: Date) {
  const user = demoUser(email);
  const tenantId = user.tenant === null ? null : user.tenant === 'northwind' ? NORTHWIND.id : BLUE_HARBOR.id;
  const merchantId = user.merchant ? demoMerchant(user.merchant).id : null;
  await recordAuditInOwnTransaction(t.database.db, SYSTEM_SCOPE, {
    tenantId,
    merchantId,
    who: {
      actorUserId: user.id,
      actorType: user.userType === 'Platform' ? 'platform' : user.userType === 'crm' ? 'tenant' : 'merchant',
      actorEmail: user.email,
      ip: '203.0.113.9',
      userAgent: 'Firefox',
      requestId: null,
    },
    action: SIGN_IN_ACTIONS[event],
    resourceType: 'user',
    resourceId: user.id,
    outcome: event === 'signIn' ? 'success' : 'denied',
    reason,
    occurredAt: at,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await signInEvent(DEMO_EMAILS.AGENT, 'signInFailed', 'wrong password', new Date(Date.now() - 60_000));
  await signInEvent(DEMO_EMAILS.AGENT, 'signIn');
  await signInEvent(DEMO_EMAILS.ACME, 'locked', '10 failed sign-ins in a row');
  await signInEvent(DEMO_EMAILS.BLUE_HARBOR_ADMIN, 'signIn');
  await signInEvent(DEMO_EMAILS.PLATFORM, 'signIn');
});
afterAll(() => t.close());

async function history(email: string, query = ''): Promise<LoginHistoryPage> {
  const response = await t.requestAs(email, { url: `${HISTORY}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const who = (page: LoginHistoryPage) => page.data.map((row) => `${row.email} ${row.event}`);

describe('the login history', () => {
  it("shows tenant staff their tenant's users and its merchants' users, newest first, with where from and why", async () => {
    const page = await history(DEMO_EMAILS.NORTHWIND_ADMIN);
    expect(who(page)).toEqual([
      `${DEMO_EMAILS.ACME} locked`,
      `${DEMO_EMAILS.AGENT} signIn`,
      `${DEMO_EMAILS.AGENT} signInFailed`,
    ]);
    expect(page.count).toBe(3);
    expect(page.data[2]).toMatchObject({
      userId: demoUser(DEMO_EMAILS.AGENT).id,
      userType: 'tenant',
      tenantId: NORTHWIND.id,
      ip: '203.0.113.9',
      userAgent: 'Firefox',
      reason: 'wrong password',
    });
    expect(page.data[0]?.merchantId).toBe(demoMerchant(demoUser(DEMO_EMAILS.ACME).merchant ?? '').id);
  });

  it('never shows another tenant’s users; platform staff see every tenant and their own', async () => {
    expect(who(await history(DEMO_EMAILS.BLUE_HARBOR_ADMIN))).toEqual([
      `${DEMO_EMAILS.BLUE_HARBOR_ADMIN} signIn`,
    ]);
    const all = who(await history(DEMO_EMAILS.PLATFORM));
    expect(all).toEqual(
      expect.arrayContaining([`${DEMO_EMAILS.PLATFORM} signIn`, `${DEMO_EMAILS.BLUE_HARBOR_ADMIN} signIn`]),
    );
    expect(all).toHaveLength(5);
  });

  it('filters by event, by part of an e-mail or a user id, and by time', async () => {
    expect(who(await history(DEMO_EMAILS.NORTHWIND_ADMIN, 'event=signInFailed'))).toEqual([
      `${DEMO_EMAILS.AGENT} signInFailed`,
    ]);
    expect(who(await history(DEMO_EMAILS.NORTHWIND_ADMIN, 'user=acme'))).toEqual([
      `${DEMO_EMAILS.ACME} locked`,
    ]);
    const agentId = demoUser(DEMO_EMAILS.AGENT).id;
    expect((await history(DEMO_EMAILS.NORTHWIND_ADMIN, `user=${agentId}`)).count).toBe(2);
    const since = new Date(Date.now() - 30_000).toISOString();
    expect(
      who(await history(DEMO_EMAILS.NORTHWIND_ADMIN, `event=signIn&from=${encodeURIComponent(since)}`)),
    ).toEqual([`${DEMO_EMAILS.AGENT} signIn`]);
  });

  it('pages, and refuses an unknown event with a field message', async () => {
    const first = await history(DEMO_EMAILS.NORTHWIND_ADMIN, 'pageSize=5&pageIndex=0');
    expect(first.data).toHaveLength(3);
    const bad = await t.requestAs(DEMO_EMAILS.NORTHWIND_ADMIN, { url: `${HISTORY}?event=teleported` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('event');
  });

  it('is refused to a role without the report’s key', async () => {
    const response = await t.requestAs(DEMO_EMAILS.AGENT, { url: HISTORY });
    expect(response.statusCode).toBe(403);
  });
});
