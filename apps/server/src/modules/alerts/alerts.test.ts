import {
  ALERT_RULE_LIMITS,
  ALERT_TYPES,
  type AlertPage,
  type AlertRule,
  type AlertView,
} from '@paydesk/contracts/alerts/alert.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db-schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { foldNewEvents } from '../analytics';
import { notifications } from '../notifications/notifications.table';
import { insertTestTransaction } from '../transactions/transactions.test-support';
import { evaluateAlerts } from './alert-evaluation';
import { alertRuleStates, alertRules, alerts } from './alerts.table';

/**
 * Alerts (issue 19): rules evaluated from the minute rollup by the pass (called here with a clock),
 * each merchant's state machine, the alerts opened and resolved, the notification and mail, and the
 * calls' scope. Each scenario's payments have their own payment method, which its rule filters by,
 * so the scenarios never see each other's payments.
 */

const { ACME, NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, PLATFORM } = DEMO_EMAILS;
const acme = demoMerchant('acme').id;
const MINUTE = 60_000;
let t: TestApp;
const T0 = new Date();
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE + 1000);

async function call<T>(
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const response = await t.requestAs(email, {
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

async function ok<T>(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const answer = await call<T>(email, method, url, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Folds until the log is empty (the test files' databases share a server on PostgreSQL). */
async function fold(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const pass = await foldNewEvents(t.database.db);
    const [left] = await t.database.query<{ n: string }>(
      'select count(*) as n from transaction_status_events',
    );
    if (pass.ran && Number(left?.n) === 0) return;
    if (Date.now() > deadline) throw new Error('the rollups did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `n` Acme payments of `status` with the scenario's payment method, created at T0. */
async function payments(method: string, status: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await insertTestTransaction(t.database.db, { paymentMethod: method, status, createdAt: T0 });
  }
}

const ruleInput = (method: string, overrides: Record<string, unknown> = {}) => ({
  name: `Decline ratio (${method})`,
  metric: 'DeclineRatio',
  comparator: 'Above',
  threshold: 30,
  windowMinutes: 60,
  minSample: 10,
  pendingForMinutes: 0,
  cooldownMinutes: 30,
  mode: 'Live',
  filters: { merchantId: acme, paymentMethod: method },
  channels: ['InApp', 'Email'],
  enabled: true,
  ...overrides,
});

async function createRule(method: string, overrides: Record<string, unknown> = {}): Promise<AlertRule> {
  return ok<AlertRule>(NORTHWIND_ADMIN, 'POST', '/api/v1/alert-rules', ruleInput(method, overrides));
}

const evaluate = (rule: AlertRule, minutes: number) =>
  evaluateAlerts(t.database.db, at(minutes), { ruleIds: [rule.id] });

async function alertsOf(ruleId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(alerts).where(eq(alerts.ruleId, ruleId)),
  );
}

async function stateOf(ruleId: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(alertRuleStates)
      .where(and(eq(alertRuleStates.ruleId, ruleId), eq(alertRuleStates.merchantId, acme))),
  );
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  await t.app.alerts.worker.stop();
  await fold();
}, 120_000);
afterAll(() => t?.close());

describe('a burst of declines', () => {
  let rule: AlertRule;
  let alert: AlertView;

  it('fires the rule within two evaluation cycles, and tells people in the app and by mail', async () => {
    rule = await createRule('burst-visa');
    await payments('burst-visa', 'Declined', 12);
    await payments('burst-visa', 'Captured', 3);
    await fold();
    let cycles = 0;
    for (const minute of [0, 1]) {
      cycles += 1;
      await evaluate(rule, minute);
      if ((await alertsOf(rule.id)).length > 0) break;
    }
    expect(cycles).toBeLessThanOrEqual(2);
    const [row] = await alertsOf(rule.id);
    expect(row).toMatchObject({ state: 'Firing', firedValue: 80, firedSample: 15, merchantId: acme });
    expect((await stateOf(rule.id))?.state).toBe('Firing');

    const page = await ok<AlertPage>(NORTHWIND_ADMIN, 'GET', `/api/v1/tenant/alerts?state=Firing`);
    alert = page.data.find((a) => a.ruleId === rule.id) as AlertView;
    expect(alert).toMatchObject({
      merchantName: expect.any(String),
      tenantName: NORTHWIND.name,
      ruleName: rule.name,
      metric: 'DeclineRatio',
      firedValue: 80,
      firedSample: 15,
      resolvedAt: null,
    });

    const told = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({
          userId: notifications.userId,
          objectUrl: notifications.objectUrl,
          title: notifications.title,
        })
        .from(notifications)
        .where(eq(notifications.type, 'TransactionVelocityAlert')),
    );
    const admin = told.find((n) => n.userId === demoUser(NORTHWIND_ADMIN).id);
    expect(admin).toMatchObject({ objectUrl: `/crm/reports/alerts?alert=${alert.id}` });
    expect(admin?.title).toMatch(/^Decline ratio above 30 % at /);
    expect(told.find((n) => n.userId === demoUser(ACME).id)).toMatchObject({ objectUrl: '/dashboard' });
    // Another tenant's staff are not told.
    expect(told.find((n) => n.userId === demoUser(BLUE_HARBOR_ADMIN).id)).toBeUndefined();

    const mails = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, NORTHWIND_ADMIN)),
    );
    expect(mails.some((m) => m.subject.includes('Decline ratio above 30 %'))).toBe(true);
  });

  it('does not open a second alert while it keeps firing, and keeps its latest value', async () => {
    await evaluate(rule, 2);
    await evaluate(rule, 2);
    const rows = await alertsOf(rule.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lastSample).toBe(15);
  });

  it('records the resolution when the condition clears', async () => {
    await payments('burst-visa', 'Captured', 40);
    await fold();
    await evaluate(rule, 3);
    const [row] = await alertsOf(rule.id);
    expect(row?.state).toBe('Resolved');
    expect(row?.resolvedAt?.getTime()).toBe(at(3).getTime());
    expect(row?.lastSample).toBe(55);
    const state = await stateOf(rule.id);
    expect(state).toMatchObject({ state: 'OK' });
    expect(state?.lastResolvedAt?.getTime()).toBe(at(3).getTime());
    const view = await ok<AlertView>(NORTHWIND_ADMIN, 'GET', `/api/v1/alerts/${alert.id}`);
    expect(view.state).toBe('Resolved');
    expect(view.resolvedAt).toBe(at(3).toISOString());
  });

  it('holds the cooldown: the condition again within it stays Pending, after it fires', async () => {
    await payments('burst-visa', 'Declined', 60);
    await fold();
    await evaluate(rule, 4);
    expect((await stateOf(rule.id))?.state).toBe('Pending');
    await evaluate(rule, 30);
    expect((await stateOf(rule.id))?.state).toBe('Pending');
    expect(await alertsOf(rule.id)).toHaveLength(1);
    await evaluate(rule, 34);
    expect((await stateOf(rule.id))?.state).toBe('Firing');
    const rows = await alertsOf(rule.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.state === 'Firing')).toHaveLength(1);
  });

  it('is acknowledged once: the second time is 409 ALERT_ALREADY_ACKNOWLEDGED', async () => {
    const first = await ok<AlertView>(ACME, 'POST', `/api/v1/alerts/${alert.id}/acknowledge`, {});
    expect(first.acknowledgedAt).not.toBeNull();
    expect(first.acknowledgedBy).toBe(`${demoUser(ACME).firstName} ${demoUser(ACME).lastName}`);
    const second = await call<{ error: { code: string } }>(
      NORTHWIND_ADMIN,
      'POST',
      `/api/v1/alerts/${alert.id}/acknowledge`,
      {},
    );
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('ALERT_ALREADY_ACKNOWLEDGED');
  });

  it('is seen in its scope only', async () => {
    expect((await call(BLUE_HARBOR_ADMIN, 'GET', `/api/v1/alerts/${alert.id}`)).status).toBe(404);
    expect((await call(TEST_USERS.foreignMerchant, 'GET', `/api/v1/alerts/${alert.id}`)).status).toBe(404);
    expect(
      (await call(TEST_USERS.foreignMerchant, 'POST', `/api/v1/alerts/${alert.id}/acknowledge`, {})).status,
    ).toBe(404);
    const foreign = await ok<AlertPage>(BLUE_HARBOR_ADMIN, 'GET', '/api/v1/tenant/alerts');
    expect(foreign.data.some((a) => a.tenantId === NORTHWIND.id)).toBe(false);
    const mine = await ok<AlertPage>(ACME, 'GET', '/api/v1/alerts?pageSize=100');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((a) => a.merchantId === acme)).toBe(true);
    const seaside = await ok<AlertPage>(TEST_USERS.foreignMerchant, 'GET', '/api/v1/alerts');
    expect(seaside.data.some((a) => a.merchantId === acme)).toBe(false);
    const platform = await ok<AlertView>(
      PLATFORM,
      'GET',
      `/api/v1/platform/alerts/${NORTHWIND.id}/${alert.id}`,
    );
    expect(platform.id).toBe(alert.id);
    expect(
      (await call(PLATFORM, 'GET', `/api/v1/platform/alerts/${BLUE_HARBOR.id}/${alert.id}`)).status,
    ).toBe(404);
    const all = await ok<AlertPage>(
      PLATFORM,
      'GET',
      `/api/v1/platform/alerts?tenantId=${NORTHWIND.id}&metric=DeclineRatio`,
    );
    expect(all.data.every((a) => a.tenantId === NORTHWIND.id)).toBe(true);
    expect(all.count).toBeGreaterThanOrEqual(2);
    // Newest first.
    const started = all.data.map((a) => a.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
  });

  it("reads a table widget's spelling of the paging and the period (PageSize, startDate, endDate)", async () => {
    const all = await ok<AlertPage>(PLATFORM, 'GET', `/api/v1/platform/alerts?tenantId=${NORTHWIND.id}`);
    expect(all.count).toBeGreaterThanOrEqual(2);
    const firstOfOne = await ok<AlertPage>(
      PLATFORM,
      'GET',
      `/api/v1/platform/alerts?tenantId=${NORTHWIND.id}&pageIndex=0&PageSize=5`,
    );
    expect(firstOfOne.data).toHaveLength(Math.min(5, all.count));
    const newest = all.data[0]?.startedAt ?? '';
    const sinceNewest = await ok<AlertPage>(
      PLATFORM,
      'GET',
      `/api/v1/platform/alerts?tenantId=${NORTHWIND.id}&startDate=${encodeURIComponent(newest)}&endDate=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(sinceNewest.data.every((a) => a.startedAt >= newest)).toBe(true);
    expect(sinceNewest.count).toBeLessThan(all.count);
    // The alert list's own spelling wins where both are given; a size off the list is a 400.
    const own = await ok<AlertPage>(
      PLATFORM,
      'GET',
      `/api/v1/platform/alerts?tenantId=${NORTHWIND.id}&pageSize=5&PageSize=100`,
    );
    expect(own.data.length).toBeLessThanOrEqual(5);
    const refused = await call(PLATFORM, 'GET', '/api/v1/platform/alerts?PageSize=7');
    expect(refused.status).toBe(400);
  });
});

describe('the conditions beside the threshold', () => {
  it('a single decline under the minimum sample does not fire', async () => {
    const rule = await createRule('single-visa');
    await payments('single-visa', 'Declined', 1);
    await fold();
    await evaluate(rule, 0);
    await evaluate(rule, 1);
    expect(await alertsOf(rule.id)).toHaveLength(0);
    expect((await stateOf(rule.id))?.state ?? 'OK').toBe('OK');
  });

  it('pending-for holds: Pending until the condition has held that long', async () => {
    const rule = await createRule('pending-visa', { pendingForMinutes: 5 });
    await payments('pending-visa', 'Declined', 10);
    await fold();
    await evaluate(rule, 0);
    expect((await stateOf(rule.id))?.state).toBe('Pending');
    await evaluate(rule, 4);
    expect((await stateOf(rule.id))?.state).toBe('Pending');
    expect(await alertsOf(rule.id)).toHaveLength(0);
    await evaluate(rule, 5);
    expect((await stateOf(rule.id))?.state).toBe('Firing');
    expect(await alertsOf(rule.id)).toHaveLength(1);
  });

  it('measures the other metrics from the same window (count, velocity, amount, success rate)', async () => {
    await payments('metrics-visa', 'Captured', 10);
    await payments('metrics-visa', 'Pending', 10);
    await fold();
    const cases = [
      { metric: 'Count', comparator: 'Above', threshold: 19, fires: true },
      { metric: 'Velocity', comparator: 'Above', threshold: 0.3, fires: true },
      { metric: 'PendingRatio', comparator: 'Above', threshold: 49, fires: true },
      { metric: 'SuccessRate', comparator: 'Below', threshold: 50, fires: false },
      { metric: 'Amount', comparator: 'Above', threshold: 200_000, fires: false },
    ];
    for (const c of cases) {
      const rule = await createRule('metrics-visa', { ...c, name: `${c.metric} rule`, fires: undefined });
      await evaluate(rule, 0);
      expect((await alertsOf(rule.id)).length, c.metric).toBe(c.fires ? 1 : 0);
    }
  });
});

describe('the rules', () => {
  it('answers the alert types', async () => {
    expect(await ok(ACME, 'GET', '/api/v1/alerts/types')).toEqual(ALERT_TYPES);
  });

  it('asks platform staff for the tenant, and wants a merchant of that tenant', async () => {
    const missing = await call<{ error: { details: { field: string }[] } }>(
      PLATFORM,
      'POST',
      '/api/v1/alert-rules',
      ruleInput('x'),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.map((d) => d.field)).toContain('body.tenantId');
    const foreign = await call<{ error: { details: { field: string }[] } }>(
      PLATFORM,
      'POST',
      '/api/v1/alert-rules',
      {
        ...ruleInput('x'),
        tenantId: BLUE_HARBOR.id,
      },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details.map((d) => d.field)).toContain('body.filters.merchantId');
    const created = await ok<AlertRule>(PLATFORM, 'POST', '/api/v1/alert-rules', {
      ...ruleInput('x'),
      tenantId: BLUE_HARBOR.id,
      filters: {},
    });
    expect(created.tenantName).toBe(BLUE_HARBOR.name);
    expect((await call(NORTHWIND_ADMIN, 'GET', `/api/v1/alert-rules/${created.id}`)).status).toBe(404);
    expect((await call(NORTHWIND_ADMIN, 'DELETE', `/api/v1/alert-rules/${created.id}`)).status).toBe(404);
    const listed = await ok<AlertRule[]>(PLATFORM, 'GET', `/api/v1/alert-rules?tenantId=${BLUE_HARBOR.id}`);
    expect(listed.map((r) => r.id)).toContain(created.id);
    const own = await ok<AlertRule[]>(NORTHWIND_ADMIN, 'GET', '/api/v1/alert-rules');
    expect(own.every((r) => r.tenantId === NORTHWIND.id)).toBe(true);
  });

  it('counts the merchants pending and firing, resets them on update, resolves the open alerts on delete, and audits', async () => {
    const rule = await createRule('crud-visa');
    await payments('crud-visa', 'Declined', 10);
    await fold();
    await evaluate(rule, 0);
    expect((await ok<AlertRule>(NORTHWIND_ADMIN, 'GET', `/api/v1/alert-rules/${rule.id}`)).firing).toBe(1);
    const updated = await ok<AlertRule>(
      NORTHWIND_ADMIN,
      'PUT',
      `/api/v1/alert-rules/${rule.id}`,
      ruleInput('crud-visa', { threshold: 50 }),
    );
    expect(updated).toMatchObject({ threshold: 50, firing: 0, pending: 0 });
    expect((await alertsOf(rule.id)).every((a) => a.state === 'Resolved')).toBe(true);
    await evaluate(rule, 1);
    expect((await alertsOf(rule.id)).filter((a) => a.state === 'Firing')).toHaveLength(1);
    const [open] = (await alertsOf(rule.id)).filter((a) => a.state === 'Firing');
    expect(await ok(NORTHWIND_ADMIN, 'DELETE', `/api/v1/alert-rules/${rule.id}`)).toEqual({ deleted: true });
    const [kept] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(alerts)
        .where(eq(alerts.id, open?.id as string)),
    );
    expect(kept).toMatchObject({ ruleId: null, state: 'Resolved' });
    const audited = await t.database.query<{ action: string }>(
      `select action from audit_events where resource_id = '${rule.id}' order by seq`,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'alertRule.create',
      'alertRule.update',
      'alertRule.delete',
    ]);
  });

  it(`keeps at most ${ALERT_RULE_LIMITS.rulesPerTenant} rules per tenant (409 ALERT_RULE_LIMIT_REACHED)`, async () => {
    const [held] = await t.database.query<{ n: string }>(
      `select count(*) as n from alert_rules where tenant_id = '${NORTHWIND.id}'`,
    );
    const more = ALERT_RULE_LIMITS.rulesPerTenant - Number(held?.n);
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.execute(sql`
        insert into alert_rules (tenant_id, id, name, metric, comparator, threshold, window_minutes, min_sample,
                                 pending_for_minutes, cooldown_minutes, mode, channels, enabled)
        select ${NORTHWIND.id}::uuid, gen_random_uuid(), 'Filler ' || n, 'Count', 'Above', 1, 5, 1, 0, 0,
               'Live', array['InApp'], false
          from generate_series(1, ${more}::int) n`),
    );
    const refused = await call<{ error: { code: string } }>(
      NORTHWIND_ADMIN,
      'POST',
      '/api/v1/alert-rules',
      ruleInput('limit'),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ALERT_RULE_LIMIT_REACHED');
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .delete(alertRules)
        .where(
          and(
            eq(alertRules.tenantId, NORTHWIND.id),
            inArray(alertRules.metric, ['Count']),
            eq(alertRules.enabled, false),
          ),
        ),
    );
  });
});
