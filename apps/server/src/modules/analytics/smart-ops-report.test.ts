import { randomUUID } from 'node:crypto';
import type { SmartOpsReport } from '@paydesk/contracts/reports/smart-ops.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import { addLimitedUsers } from '../../test/limited-users';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  addLog,
  addTransaction,
  dayWindow,
  MERCHANTS,
  qs,
  READ_USERS,
  readClient,
  seaside,
} from '../transactions/reads/transaction-reads.test-support';
import { routesStatement, rulesStatement } from './smart-ops-report';
import { rawTransactionsWhere } from './summary-query';

/**
 * The smart ops report (docs/smart-ops.md): its figures from known routing and cascading logs, on a
 * day of its own long before the demo data, and its scope (a merchant its own, a tenant its tenant,
 * a limited operator its customers, platform staff every tenant or one), 404s and 400s.
 */

let t: TestApp;
let client: ReturnType<typeof readClient>;
const day = dayWindow('2020-06-15');
const CRM = '/reporting/crm/reports/smart-ops';
const MERCHANT = '/api/reports/smart-ops';
const PERIOD = { startDate: day.startDate, endDate: day.endDate, PageSize: 20 };
let customerLimited = '';
let providerLimited = '';

const routing = (ruleName: string, decision: string) => ({
  ruleName,
  decision,
  serviceProvider: 'northstar-acquiring',
  reason: null,
});
const attempt = (n: number, status: string) => ({
  attempt: n,
  serviceProvider: 'northstar-acquiring',
  status,
  responseCode: status === 'Declined' ? '05' : '00',
  responseMessage: status === 'Declined' ? 'Do not honour' : 'Approved',
});

beforeAll(async () => {
  t = await buildTestApp();
  client = readClient(t);
  const db = t.database.db;
  const at = day.at('10:00:00');
  const acme = (label: string, status: string) =>
    addTransaction(db, label, { status, createdAt: at, paymentMethod: 'visa' });

  // Acme, Northstar, Visa: four transactions.
  const routed = await acme('SOProuted', 'Captured');
  await addLog(db, routed, 'smartRouting', routing('Lowest cost EUR', 'Routed'), at);
  // Recovered: declined first, approved on the second attempt. The two attempts share an instant,
  // so the last one is told by its number, not its time.
  const recovered = await acme('SOPrecovered', 'Captured');
  await addLog(db, recovered, 'smartRouting', routing('Lowest cost EUR', 'Cascaded'), at);
  await addLog(db, recovered, 'cascading', attempt(2, 'Approved'), at);
  await addLog(db, recovered, 'cascading', attempt(1, 'Declined'), at);
  // Cascaded three times, declined every time.
  const lost = await acme('SOPlost', 'Declined');
  await addLog(db, lost, 'smartRouting', routing('Lowest cost EUR', 'Cascaded'), at);
  for (const n of [1, 2, 3])
    await addLog(db, lost, 'cascading', attempt(n, 'Declined'), day.at(`10:0${n}:00`));
  // No logs at all: one attempt, not routed by a rule.
  await acme('SOPplain', 'Declined');

  // Harbour Coffee (Northwind), Harbour Pay, Mastercard: one routed success.
  const harbour = await addTransaction(db, 'SOPharbour', {
    merchantId: MERCHANTS.harbour,
    serviceProvider: 'harbour-pay',
    paymentMethod: 'mastercard',
    createdAt: at,
  });
  await addLog(db, harbour, 'smartRouting', routing('Harbour first', 'Routed'), at);

  // Another tenant's, a Test one and one outside the period: never in Northwind's Live answer.
  const foreign = await addTransaction(db, 'SOPforeign', {
    ...seaside,
    serviceProvider: 'meridian-processing',
    createdAt: at,
  });
  await addLog(db, foreign, 'smartRouting', routing('Seaside rule', 'Routed'), at);
  const test = await addTransaction(db, 'SOPtest', { mode: 'Test', createdAt: at });
  await addLog(db, test, 'smartRouting', routing('Test rule', 'Routed'), at);
  const before = await addTransaction(db, 'SOPbefore', { createdAt: new Date('2020-06-14T23:59:59Z') });
  await addLog(db, before, 'smartRouting', routing('Yesterday rule', 'Routed'), at);

  const limited = await addLimitedUsers(db, [
    { reference: READ_USERS.tenantAdmin, kind: 'customer', allowed: MERCHANTS.harbour },
    { reference: READ_USERS.tenantAdmin, kind: 'serviceProvider', allowed: 'harbour-pay' },
  ]);
  customerLimited = limited[0]?.email ?? '';
  providerLimited = limited[1]?.email ?? '';
});
afterAll(() => t.close());

const report = (email: string, base: string, query: Record<string, string | number> = {}, headers = {}) =>
  client.ok<SmartOpsReport>(email, `${base}?${qs({ ...PERIOD, ...query })}`, headers);
const status = (email: string, base: string, query: Record<string, string | number> = {}) =>
  client.status(email, `${base}?${qs({ ...PERIOD, ...query })}`);
const routes = (answer: SmartOpsReport) =>
  answer.data.map((row) => `${row.serviceProvider}/${row.paymentMethod}`);

const NORTHSTAR_VISA = {
  serviceProvider: 'northstar-acquiring',
  paymentMethod: 'visa',
  count: 4,
  successCount: 2,
  successRate: 50,
  routedCount: 3,
  routedShare: 75,
  cascadedCount: 2,
  cascadedShare: 50,
  attempts: 7,
  averageAttempts: 1.75,
  recoveredCount: 1,
  recoveredShare: 50,
};
const HARBOUR_MASTERCARD = {
  serviceProvider: 'harbour-pay',
  paymentMethod: 'mastercard',
  count: 1,
  successCount: 1,
  successRate: 100,
  routedCount: 1,
  routedShare: 100,
  cascadedCount: 0,
  cascadedShare: 0,
  attempts: 1,
  averageAttempts: 1,
  recoveredCount: 0,
  recoveredShare: 0,
};

describe('the smart ops report', () => {
  it('computes each provider and method’s figures, the totals and the top rules from the logs', async () => {
    const answer = await report(READ_USERS.tenantAdmin, CRM);
    expect(answer.data).toEqual([NORTHSTAR_VISA, HARBOUR_MASTERCARD]);
    expect(answer.totals).toEqual({
      count: 5,
      successCount: 3,
      successRate: 60,
      routedCount: 4,
      routedShare: 80,
      cascadedCount: 2,
      cascadedShare: 40,
      attempts: 8,
      averageAttempts: 1.6,
      recoveredCount: 1,
      recoveredShare: 50,
    });
    expect(answer.rules).toEqual([
      { ruleName: 'Lowest cost EUR', decision: 'Cascaded', count: 2 },
      { ruleName: 'Harbour first', decision: 'Routed', count: 1 },
      { ruleName: 'Lowest cost EUR', decision: 'Routed', count: 1 },
    ]);
    expect(answer).toMatchObject({
      from: day.startDate,
      to: day.endDate,
      timezoneOffset: 0,
      count: 2,
      pageIndex: 0,
      pageSize: 20,
    });
  });

  it('narrows by the report filters, and pages', async () => {
    const ofFilter = async (query: Record<string, string>) =>
      routes(await report(READ_USERS.tenantAdmin, CRM, query));
    expect(await ofFilter({ paymentMethod: 'mastercard' })).toEqual(['harbour-pay/mastercard']);
    expect(await ofFilter({ serviceProviderFilter: 'northstar-acquiring' })).toEqual([
      'northstar-acquiring/visa',
    ]);
    expect(await ofFilter({ customer: MERCHANTS.harbour })).toEqual(['harbour-pay/mastercard']);
    expect(await ofFilter({ currency: 'GBP' })).toEqual([]);
    expect(await ofFilter({ transactionType: 'Refund' })).toEqual([]);
    const second = await report(READ_USERS.tenantAdmin, CRM, { PageSize: 5, pageIndex: 1 });
    expect(second).toMatchObject({ count: 2, data: [], pageIndex: 1, pageSize: 5 });
    // The totals and the rules are the whole filter's, whatever the page.
    expect(second.totals.count).toBe(5);
    expect(second.rules).toHaveLength(3);
  });

  it('keeps a merchant to its own, a tenant to its tenant and a limited operator to its limits', async () => {
    const merchant = await report(READ_USERS.merchant, MERCHANT);
    expect(merchant.data).toEqual([NORTHSTAR_VISA]);
    expect(merchant.rules.map((rule) => rule.ruleName)).toEqual(['Lowest cost EUR', 'Lowest cost EUR']);

    const limited = await report(customerLimited, CRM);
    expect(limited.data).toEqual([HARBOUR_MASTERCARD]);
    expect(limited.rules).toEqual([{ ruleName: 'Harbour first', decision: 'Routed', count: 1 }]);
    expect(routes(await report(providerLimited, CRM))).toEqual(['harbour-pay/mastercard']);

    expect(routes(await report(READ_USERS.otherTenant, CRM))).toEqual(['meridian-processing/visa']);
    const platform = await report(READ_USERS.platform, CRM);
    expect(routes(platform)).toEqual([
      'northstar-acquiring/visa',
      'harbour-pay/mastercard',
      'meridian-processing/visa',
    ]);
    const narrowed = await report(READ_USERS.platform, CRM, { tenantId: NORTHWIND.id });
    expect(narrowed.data).toEqual([NORTHSTAR_VISA, HARBOUR_MASTERCARD]);
    // The Test data of Test mode only.
    const test = await report(READ_USERS.tenantAdmin, CRM, {}, { Mode: 'Test' });
    expect(test.totals.count).toBe(1);
    expect(test.rules).toEqual([{ ruleName: 'Test rule', decision: 'Routed', count: 1 }]);
  });

  it('is 404 for another tenant or another tenant’s (or a hidden) merchant, 403 for the other audience', async () => {
    expect(await status(READ_USERS.otherTenant, CRM, { tenantId: NORTHWIND.id })).toBe(404);
    expect(await status(READ_USERS.otherTenant, CRM, { customer: MERCHANTS.acme })).toBe(404);
    expect(await status(READ_USERS.tenantAdmin, CRM, { customer: MERCHANTS.seaside })).toBe(404);
    expect(
      await status(READ_USERS.tenantAdmin, CRM, { customer: `${MERCHANTS.acme},${MERCHANTS.seaside}` }),
    ).toBe(404);
    expect(await status(customerLimited, CRM, { customer: MERCHANTS.acme })).toBe(404);
    expect(await status(READ_USERS.merchant, MERCHANT, { customer: MERCHANTS.harbour })).toBe(404);
    expect(await status(READ_USERS.merchant, MERCHANT, { tenantId: BLUE_HARBOR.id })).toBe(404);
    expect(await status(READ_USERS.platform, CRM, { tenantId: randomUUID() })).toBe(404);
    // A merchant naming itself, and platform staff naming any tenant's merchant, are answered.
    expect(await status(READ_USERS.merchant, MERCHANT, { customer: MERCHANTS.acme })).toBe(200);
    expect(await status(READ_USERS.platform, CRM, { customer: MERCHANTS.seaside })).toBe(200);
    expect(await status(READ_USERS.merchant, CRM)).toBe(403);
    expect(await status(READ_USERS.tenantAdmin, MERCHANT)).toBe(403);
  });

  it('answers bad input with 400 and field messages', async () => {
    for (const [query, field] of [
      [{ PageSize: 7 }, 'PageSize'],
      [{ pageIndex: -1 }, 'pageIndex'],
      [{ startDate: 'yesterday' }, 'startDate'],
      [{ customer: 'not-a-uuid' }, 'customer'],
      [{ tenantId: '42' }, 'tenantId'],
      [{ timezoneOffset: 9999 }, 'timezoneOffset'],
      [{ transactionType: 'Nope' }, 'transactionType'],
      [{ currency: 'euro' }, 'currency'],
      [{ endDate: day.at('00:00:00').toISOString() }, 'endDate'],
      [{ startDate: '2019-01-01T00:00:00.000Z' }, 'startDate'],
    ] as const) {
      const response = await client.get(READ_USERS.tenantAdmin, `${CRM}?${qs({ ...PERIOD, ...query })}`);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(error.details), JSON.stringify(query)).toContain(field);
    }
  });
});

describe('its statements', () => {
  /** A statement's plan with sequential scans ruled out: what the indexes can do for it. */
  async function planOf(scope: DataScope, statement: (where: SQL) => SQL): Promise<string> {
    const period = { from: new Date(day.startDate), to: new Date(day.endDate), offsetMinutes: 0 };
    return withScope(t.database.db, scope, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan: unknown = await tx.execute(
        sql`explain ${statement(rawTransactionsWhere(scope, period, {}))}`,
      );
      return (plan as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  const live = { customerIds: null, paymentMethodIds: null, serviceProviderIds: null, mode: 'Live' } as const;

  it('find the transactions by an index and each one’s logs by the per-transaction index, no scan of the log', async () => {
    const tenant: DataScope = { ...live, tenantIds: [NORTHWIND.id], merchantId: null };
    for (const scope of [
      tenant,
      { ...tenant, merchantId: MERCHANTS.acme },
      { ...live, tenantIds: 'all', merchantId: null } as DataScope,
    ]) {
      for (const statement of [routesStatement, rulesStatement]) {
        const plan = await planOf(scope, statement);
        // Which index of the transactions the planner takes depends on the book; always one.
        expect(plan, plan).toMatch(
          /Index (Only )?Scan (using|on) transactions_\w+ (on transactions t\b|\s*\(cost)/,
        );
        expect(plan, plan).toMatch(/Index Scan using transaction_logs_tx_idx on transaction_logs l\b/);
        expect(plan, plan).not.toMatch(/Seq Scan on transaction(s|_logs)\b/);
      }
    }
  });
});
