import { randomUUID } from 'node:crypto';
import type { AuditChainCheck, AuditEventPage } from '@paydesk/contracts/audit/audit.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { systemWho } from '../../infra/audit/audit-who';
import { recordAuditInOwnTransaction } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE, tenantOnlyScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { auditEventsOf } from '../../test/audit-events-of';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { moneyStateOf, writeAudit } from '../money';
import { transactions } from '../money/transactions.table';
import { actAs, addPayment, CRM } from '../transactions/actions/transaction-actions.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const BLUE = DEMO_EMAILS.BLUE_HARBOR_ADMIN;
const PLATFORM = DEMO_EMAILS.PLATFORM;
const EVENTS = '/api/crm/audit/events';

async function list(
  email: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<AuditEventPage> {
  const response = await t.requestAs(email, { url: `${EVENTS}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const eventsOf = (resourceId: string) => auditEventsOf(t, 'transaction', resourceId);

/** A Blue Harbor row, to prove Northwind never sees it. */
async function blueHarborEvent(): Promise<string> {
  const resourceId = `blue-${randomUUID()}`;
  await recordAuditInOwnTransaction(t.database.db, tenantOnlyScope(BLUE_HARBOR.id), {
    tenantId: BLUE_HARBOR.id,
    who: systemWho('test'),
    action: 'user.invite',
    resourceType: 'user',
    resourceId,
    after: { email: 'new@blueharbor.test' },
  });
  return resourceId;
}

describe('what the money actions write', () => {
  it('records a refund in its own transaction: who, the money before and after, from where', async () => {
    const p = await addPayment(t, { amount: 5_000 });
    const response = await actAs(t, ADMIN, {
      url: `${CRM}/${p.id}/refunds`,
      body: { reason: 'Returned' },
      headers: { 'user-agent': 'audit-test/1.0' },
    });
    expect(response.statusCode).toBe(200);
    const page = await list(ADMIN, `resourceType=transaction&resourceId=${p.id}`);
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({
      action: 'transaction.refund',
      resourceId: p.id,
      tenantId: NORTHWIND.id,
      outcome: 'success',
      reason: 'Returned',
      actor: { email: ADMIN, type: 'tenant', userAgent: 'audit-test/1.0' },
      before: { status: 'Captured', refundedAmount: 0 },
      after: { status: 'Refunded', refundedAmount: 5_000 },
    });
    expect(page.data[0]?.actor.name).not.toBe(ADMIN);
    expect(page.data[0]?.actor.roles.length).toBeGreaterThan(0);
  });

  it('records a refused refund as denied, with the refusal as the reason, and no success', async () => {
    const p = await addPayment(t, { amount: 5_000 });
    const response = await actAs(t, ADMIN, { url: `${CRM}/${p.id}/refunds`, body: { amount: 9_000 } });
    expect(response.statusCode).toBe(409);
    const rows = await eventsOf(p.id);
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([['transaction.refund', 'denied']]);
    expect(rows[0]?.reason).toBe(response.json().error.message);
  });

  it('records each item of a batch refused by its state as denied', async () => {
    const p = await addPayment(t, { amount: 5_000 });
    const response = await actAs(t, ADMIN, {
      url: `${CRM}/payout/approvals`,
      body: { transactions: [p.id] },
    });
    expect(response.json().results[0].outcome).toBe('Refused');
    const rows = await eventsOf(p.id);
    expect(rows.map((row) => [row.action, row.outcome, row.reason])).toEqual([
      ['transaction.payoutApprove', 'denied', response.json().results[0].message],
    ]);
  });

  it('writes no event when the action’s transaction rolls back', async () => {
    const p = await addPayment(t, { amount: 5_000 });
    const [admin] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN)),
    );
    const actor: Actor = {
      userId: admin?.id ?? '',
      email: ADMIN,
      userType: 'crm',
      audience: 'tenant',
      level: 1,
      tenantId: NORTHWIND.id,
      merchantId: null,
      permissions: new Set(),
      limits: { customers: null, paymentMethods: null, serviceProviders: null },
      mode: 'Live',
    };
    const failed = withScope(t.database.db, tenantOnlyScope(NORTHWIND.id), async (tx) => {
      const [row] = await tx.select().from(transactions).where(eq(transactions.id, p.id));
      if (!row) throw new Error('missing');
      const state = moneyStateOf(row);
      await writeAudit(tx, {
        transaction: row,
        actor,
        before: state,
        after: { ...state, status: 'Refunded' },
        request: { action: 'refund' },
        headers: {},
        createdTransactionId: null,
      });
      expect(await tx.select().from(auditEvents).where(eq(auditEvents.resourceId, p.id))).toHaveLength(1);
      throw new Error('the refund failed after its audit');
    });
    await expect(failed).rejects.toThrow('the refund failed after its audit');
    expect(await eventsOf(p.id)).toEqual([]);
  });
});

describe('what the payout limits write', () => {
  it('records a change of the limits with the limits before and after', async () => {
    const url = `/api/crm/merchants/${demoMerchant('acme').id}/payout-limits`;
    const limits = [{ currency: 'EUR', perPayout: 123_400, perDay: null }];
    const response = await t.requestAs(ADMIN, { method: 'PUT', url, payload: { limits } });
    expect(response.statusCode).toBe(200);
    const page = await list(ADMIN, `action=payoutLimits&resourceId=${demoMerchant('acme').id}`);
    expect(page.data[0]).toMatchObject({
      action: 'payoutLimits.update',
      resourceType: 'merchant-payout-limits',
      merchantId: demoMerchant('acme').id,
      after: limits,
    });
  });
});

describe('GET api/crm/audit/events', () => {
  it("never shows tenant staff another tenant's rows", async () => {
    const resourceId = await blueHarborEvent();
    expect((await list(ADMIN, `resourceId=${resourceId}`)).count).toBe(0);
    expect((await list(BLUE, `resourceId=${resourceId}`)).count).toBe(1);
    const all = await list(ADMIN, 'pageSize=100');
    expect(all.data.every((event) => event.tenantId === NORTHWIND.id)).toBe(true);
  });

  it("shows a customer-limited operator the tenant's own rows, and a merchant's only within the limit", async () => {
    const resourceId = `limits-${randomUUID()}`;
    for (const merchantId of [null, demoMerchant('acme').id]) {
      await recordAuditInOwnTransaction(t.database.db, tenantOnlyScope(NORTHWIND.id), {
        tenantId: NORTHWIND.id,
        merchantId,
        who: systemWho('test'),
        action: 'user.invite',
        resourceType: 'user',
        resourceId,
      });
    }
    const query = `resourceId=${resourceId}`;
    expect((await list(ADMIN, query)).count).toBe(2);
    // Limited to no customer at all: the tenant's own row stays, the merchant's goes.
    const limited = await list(TEST_USERS.limited, query);
    expect(limited.data.map((row) => row.merchantId)).toEqual([null]);
  });

  it('shows platform staff every tenant, or one with the tenantId header', async () => {
    const resourceId = await blueHarborEvent();
    expect((await list(PLATFORM, `resourceId=${resourceId}`)).count).toBe(1);
    expect((await list(PLATFORM, `resourceId=${resourceId}`, { tenantid: NORTHWIND.id })).count).toBe(0);
    expect((await list(PLATFORM, `resourceId=${resourceId}`, { tenantid: BLUE_HARBOR.id })).count).toBe(1);
  });

  it('filters by action group, outcome, actor and time, newest first, paged', async () => {
    const p = await addPayment(t, { amount: 5_000 });
    await actAs(t, ADMIN, { url: `${CRM}/${p.id}/refunds`, body: { amount: 1_000 } });
    await actAs(t, ADMIN, { url: `${CRM}/${p.id}/refunds`, body: { amount: 9_000 } });
    await actAs(t, ADMIN, { url: `${CRM}/${p.id}/refunds`, body: { amount: 2_000 } });
    const mine = `resourceId=${p.id}`;
    const page = await list(ADMIN, `${mine}&action=transaction&pageSize=5`);
    expect(page.count).toBe(3);
    expect(page.data.map((event) => event.after)).toMatchObject([
      { refundedAmount: 3_000 },
      { code: 'ACTION_REFUSED' },
      { refundedAmount: 1_000 },
    ]);
    expect((await list(ADMIN, `${mine}&outcome=denied`)).count).toBe(1);
    expect((await list(ADMIN, `${mine}&actor=northwind.test`)).count).toBe(3);
    expect((await list(ADMIN, `${mine}&actor=someone-else`)).count).toBe(0);
    expect((await list(ADMIN, `${mine}&action=transaction.capture`)).count).toBe(0);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await list(ADMIN, `${mine}&from=${encodeURIComponent(later)}`)).count).toBe(0);
    expect((await list(ADMIN, `${mine}&to=${encodeURIComponent(later)}`)).count).toBe(3);
    const second = await list(ADMIN, `${mine}&pageSize=5&pageIndex=1`);
    expect(second).toMatchObject({ count: 3, data: [] });
  });

  it('refuses a page size the spec does not list, and a caller without CRM.Audit.View', async () => {
    const odd = await t.requestAs(ADMIN, { url: `${EVENTS}?pageSize=7` });
    expect(odd.statusCode).toBe(400);
    const agent = await t.requestAs(DEMO_EMAILS.AGENT, { url: EVENTS });
    expect(agent.statusCode).toBe(403);
  });
});

describe('GET api/crm/audit/events/export', () => {
  it("exports the caller's rows as CSV, never another tenant's, and records the export", async () => {
    const foreign = await blueHarborEvent();
    const p = await addPayment(t, { amount: 5_000 });
    await actAs(t, ADMIN, { url: `${CRM}/${p.id}/refunds`, body: {} });
    const response = await t.requestAs(ADMIN, { url: `${EVENTS}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('audit-trail.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Occurred at \(UTC\),Tenant,Seq,Actor e-mail/);
    expect(response.body).toContain(p.id);
    expect(response.body).not.toContain(foreign);
    expect(response.body).not.toContain(BLUE_HARBOR.id);
    const exports = await list(ADMIN, 'action=audit.export');
    expect(exports.data[0]).toMatchObject({ resourceType: 'audit-trail', actor: { email: ADMIN } });
  });

  it('exports only what the filters select', async () => {
    const p = await addPayment(t, { amount: 5_000 });
    await actAs(t, ADMIN, { url: `${CRM}/${p.id}/refunds`, body: {} });
    const response = await t.requestAs(ADMIN, { url: `${EVENTS}/export?resourceId=${p.id}` });
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('transaction.refund');
  });
});

describe('GET api/crm/audit/chain', () => {
  it("checks tenant staff's own chain, and every chain for platform staff", async () => {
    await blueHarborEvent();
    const own = await t.requestAs(ADMIN, { url: '/api/crm/audit/chain' });
    expect(own.statusCode).toBe(200);
    const check: AuditChainCheck = own.json();
    expect(check.valid).toBe(true);
    expect(check.chains.map((chain) => chain.tenantId)).toEqual([NORTHWIND.id]);
    const platform: AuditChainCheck = (await t.requestAs(PLATFORM, { url: '/api/crm/audit/chain' })).json();
    expect(platform.valid).toBe(true);
    expect(platform.chains.map((chain) => chain.tenantId)).toEqual(
      expect.arrayContaining([null, NORTHWIND.id, BLUE_HARBOR.id]),
    );
  });

  it('reports a tampered row, and the daily pass logs it', async () => {
    const resourceId = await blueHarborEvent();
    await t.database.exec(
      `begin; alter table audit_events disable trigger audit_events_append_only;
       update audit_events set after = '{"email":"other@blueharbor.test"}' where resource_id = '${resourceId}';
       alter table audit_events enable trigger audit_events_append_only; commit;`,
    );
    const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select({ seq: auditEvents.seq }).from(auditEvents).where(eq(auditEvents.resourceId, resourceId)),
    );
    const check: AuditChainCheck = (await t.requestAs(BLUE, { url: '/api/crm/audit/chain' })).json();
    expect(check).toMatchObject({
      valid: false,
      chains: [{ tenantId: BLUE_HARBOR.id, valid: false, firstBrokenSeq: row?.seq }],
    });
    const pass = await t.app.audit.worker.runOnce();
    expect(pass.check.chains.find((chain) => chain.tenantId === BLUE_HARBOR.id)?.firstBrokenSeq).toBe(
      row?.seq,
    );
    // Northwind's chain is another chain: it still holds.
    const own: AuditChainCheck = (await t.requestAs(ADMIN, { url: '/api/crm/audit/chain' })).json();
    expect(own.valid).toBe(true);
  });
});
