import type { ApiLogReportPage } from '@paydesk/contracts/transactions/api-log-report.schemas';
import type { ApiLogDetail } from '@paydesk/contracts/transactions/transaction.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../../seed/demo-data';
import { addLimitedUsers } from '../../../test/limited-users';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { redactApiLogBody } from './api-log-redaction';
import { apiLogPageSelect, apiLogReportWhere } from './api-log-report.repository';
import {
  addLog,
  addTransaction,
  dayWindow,
  MERCHANTS,
  qs,
  READ_USERS,
  readClient,
  seaside,
} from './transaction-reads.test-support';

/** The API logs report across transactions (docs/api-logs.md): filters, paging, scope, redaction. */

let t: TestApp;
let client: ReturnType<typeof readClient>;
const day = dayWindow('2020-05-11');
const CRM = '/reporting/crm/reports/api-logs';
const MERCHANT = '/api/reports/api-logs';
const PERIOD = { from: day.startDate, to: day.endDate };
const PAN = '4111111111111111';
const CVC = '737';
const ids: Record<string, string> = {};
let acmePay: { id: string; externalId: string; tenantId: string; merchantId: string };
let customerLimited: string;

const api = (over: Record<string, unknown>) => ({
  direction: 'Outbound',
  method: 'POST',
  url: 'https://api.northstar.example.test/v2/authorisations',
  statusCode: 200,
  durationMs: 120,
  requestBody: '{"amount":100}',
  responseBody: '{"result":"approved"}',
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  client = readClient(t);
  const db = t.database.db;
  acmePay = await addTransaction(db, 'ALRacme', {
    processorReference: 'ORD-ALR-1',
    createdAt: day.at('08:00:00'),
  });
  const harbour = await addTransaction(db, 'ALRharbour', {
    merchantId: MERCHANTS.harbour,
    serviceProvider: 'harbour-pay',
    createdAt: day.at('08:00:00'),
  });
  const foreign = await addTransaction(db, 'ALRforeign', { ...seaside, createdAt: day.at('08:00:00') });
  const testMode = await addTransaction(db, 'ALRtest', { mode: 'Test', createdAt: day.at('08:00:00') });
  ids.inbound = await addLog(
    db,
    acmePay,
    'api',
    api({
      direction: 'Inbound',
      url: '/api/v1/payments',
      statusCode: 201,
      // A full card number and CVC in a stored body, and a secret in a stored header.
      requestBody: JSON.stringify({ card: { number: PAN, cvc: CVC, expiry: '12/29' }, amount: 100 }),
      responseBody: `pan=${PAN}&cvv2=${CVC}&status=ok`,
      requestHeaders: { Authorization: 'Bearer sk_live_secret' },
    }),
    day.at('09:00:00'),
  );
  ids.declined = await addLog(
    db,
    acmePay,
    'api',
    api({ statusCode: 402, durationMs: 900, responseBody: 'x'.repeat(2048) }),
    day.at('09:00:01'),
  );
  ids.harbour = await addLog(
    db,
    harbour,
    'api',
    api({ url: 'https://api.harbour.example.test/v2/captures', statusCode: 503 }),
    day.at('09:00:02'),
  );
  ids.foreign = await addLog(db, foreign, 'api', api({}), day.at('09:00:03'));
  ids.test = await addLog(db, testMode, 'api', api({}), day.at('09:00:04'));
  ids.routing = await addLog(db, acmePay, 'smartRouting', {
    ruleName: 'x',
    decision: 'Route',
    serviceProvider: 'northstar-acquiring',
    reason: null,
  });
  const limited = await addLimitedUsers(db, [
    { reference: READ_USERS.tenantAdmin, kind: 'customer', allowed: MERCHANTS.harbour },
  ]);
  customerLimited = limited[0]?.email ?? '';
});
afterAll(() => t.close());

const page = (email: string, base: string, query: Record<string, string | number> = {}) =>
  client.ok<ApiLogReportPage>(email, `${base}?${qs({ ...PERIOD, ...query })}`);
const idsOf = (answer: ApiLogReportPage) => answer.data.map((row) => row.id);

describe('the API logs report', () => {
  it('lists a tenant’s API logs newest first, in its mode, with sizes and no bodies', async () => {
    const answer = await page(READ_USERS.tenantAdmin, CRM);
    expect(idsOf(answer)).toEqual([ids.harbour, ids.declined, ids.inbound]);
    expect(answer).toMatchObject({ count: 3, countIsCapped: false });
    const declined = answer.data[1];
    expect(declined).toMatchObject({
      transactionId: acmePay.id,
      externalId: acmePay.externalId,
      orderReference: 'ORD-ALR-1',
      merchantId: MERCHANTS.acme,
      provider: 'northstar-acquiring',
      direction: 'Outbound',
      method: 'POST',
      operation: '/v2/authorisations',
      statusCode: 402,
      durationMs: 900,
      requestBytes: 14,
      responseBytes: 2048,
    });
    expect(declined?.merchantName.length).toBeGreaterThan(0);
    expect(declined).not.toHaveProperty('requestBody');
    expect(declined).not.toHaveProperty('responseBody');
  });

  it('filters by merchant, provider, operation, outcome and search, and pages', async () => {
    const ofFilter = async (query: Record<string, string | number>) =>
      idsOf(await page(READ_USERS.tenantAdmin, CRM, query));
    expect(await ofFilter({ merchantId: MERCHANTS.harbour })).toEqual([ids.harbour]);
    expect(await ofFilter({ provider: 'harbour-pay' })).toEqual([ids.harbour]);
    expect(await ofFilter({ operation: 'CAPTURES' })).toEqual([ids.harbour]);
    expect(await ofFilter({ operation: '/v1/payments' })).toEqual([ids.inbound]);
    expect(await ofFilter({ outcome: 'success' })).toEqual([ids.inbound]);
    expect(await ofFilter({ outcome: 'error' })).toEqual([ids.harbour, ids.declined]);
    expect(await ofFilter({ outcome: '4xx' })).toEqual([ids.declined]);
    expect(await ofFilter({ outcome: '5xx' })).toEqual([ids.harbour]);
    expect(await ofFilter({ search: acmePay.id })).toEqual([ids.declined, ids.inbound]);
    expect(await ofFilter({ search: acmePay.externalId })).toEqual([ids.declined, ids.inbound]);
    expect(await ofFilter({ search: 'ORD-ALR-1' })).toEqual([ids.declined, ids.inbound]);
    expect(await ofFilter({ search: 'nothing-like-it' })).toEqual([]);
    expect(await ofFilter({ from: day.at('09:00:01').toISOString() })).toEqual([ids.harbour, ids.declined]);
    expect(await ofFilter({ to: day.at('09:00:01').toISOString() })).toEqual([ids.inbound]);
    const second = await page(READ_USERS.tenantAdmin, CRM, { pageSize: 5, pageIndex: 0 });
    expect(second.data).toHaveLength(3);
    const paged = await client.ok<ApiLogReportPage>(
      READ_USERS.tenantAdmin,
      `${CRM}?${qs({ ...PERIOD, pageSize: 5, pageIndex: 1 })}`,
    );
    expect(paged).toMatchObject({ count: 3, data: [] });
  });

  it('keeps merchants to their own logs, tenants to their tenant, and honours customer limits', async () => {
    expect(idsOf(await page(READ_USERS.merchant, MERCHANT))).toEqual([ids.declined, ids.inbound]);
    // A merchant naming another merchant sees nothing of it.
    expect(idsOf(await page(READ_USERS.merchant, MERCHANT, { merchantId: MERCHANTS.harbour }))).toEqual([]);
    expect(idsOf(await page(READ_USERS.otherTenant, CRM))).toEqual([ids.foreign]);
    expect(idsOf(await page(customerLimited, CRM))).toEqual([ids.harbour]);
    const platform = await page(READ_USERS.platform, CRM);
    expect(idsOf(platform)).toEqual([ids.foreign, ids.harbour, ids.declined, ids.inbound]);
    const narrowed = await page(READ_USERS.platform, CRM, { tenantId: NORTHWIND.id });
    expect(idsOf(narrowed)).toEqual([ids.harbour, ids.declined, ids.inbound]);
    // Test mode shows the Test logs only.
    expect(idsOf(await client.ok(READ_USERS.tenantAdmin, `${CRM}?${qs(PERIOD)}`, { Mode: 'Test' }))).toEqual([
      ids.test,
    ]);
    // The audiences: each base is its own audience's.
    expect(await client.status(READ_USERS.merchant, `${CRM}?${qs(PERIOD)}`)).toBe(403);
    expect(await client.status(READ_USERS.tenantAdmin, `${MERCHANT}?${qs(PERIOD)}`)).toBe(403);
  });

  it('answers bad input with 400 and field messages', async () => {
    for (const query of [
      { pageSize: 7 },
      { pageIndex: -1 },
      { outcome: 'maybe' },
      { from: 'yesterday' },
      { merchantId: 'not-a-uuid' },
      { tenantId: '42' },
      { search: 'x'.repeat(300) },
      { operation: 'a\u0000b' },
    ]) {
      const response = await client.get(READ_USERS.tenantAdmin, `${CRM}?${qs(query)}`);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details, JSON.stringify(query)).toBeDefined();
    }
  });
});

describe('one log of the report', () => {
  it('shows its bodies redacted: no card number, CVC or stored header leaves the server', async () => {
    for (const [email, url] of [
      [READ_USERS.tenantAdmin, `/api/crm/transactions/api-logs/${ids.inbound}`],
      [READ_USERS.merchant, `/api/transactions/api-logs/${ids.inbound}`],
      [READ_USERS.platform, `/api/crm/transactions/api-logs/${ids.inbound}`],
    ] as const) {
      const response = await client.get(email, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(PAN);
      expect(response.body).not.toContain(CVC);
      expect(response.body).not.toContain('sk_live_secret');
      const log = response.json() as ApiLogDetail;
      expect(JSON.parse(log.requestBody)).toEqual({
        card: { number: '411111******1111', cvc: '[redacted]', expiry: '12/29' },
        amount: 100,
      });
      expect(log.responseBody).toBe('pan=[redacted]&cvv2=[redacted]&status=ok');
      expect(log).not.toHaveProperty('requestHeaders');
    }
    const list = await client.get(READ_USERS.tenantAdmin, `${CRM}?${qs(PERIOD)}`);
    expect(list.body).not.toContain(PAN);
    expect(list.body).not.toContain('sk_live_secret');
  });

  it('is 404 for another tenant’s or another merchant’s log, and for a log that is not an API log', async () => {
    expect(await client.status(READ_USERS.otherTenant, `/api/crm/transactions/api-logs/${ids.inbound}`)).toBe(
      404,
    );
    expect(await client.status(READ_USERS.tenantAdmin, `/api/crm/transactions/api-logs/${ids.foreign}`)).toBe(
      404,
    );
    expect(await client.status(READ_USERS.merchant, `/api/transactions/api-logs/${ids.harbour}`)).toBe(404);
    expect(await client.status(customerLimited, `/api/crm/transactions/api-logs/${ids.inbound}`)).toBe(404);
    expect(await client.status(READ_USERS.tenantAdmin, `/api/crm/transactions/api-logs/${ids.routing}`)).toBe(
      404,
    );
  });
});

describe('the body redaction', () => {
  it('masks card numbers anywhere and redacts secret members, in JSON, form, XML and plain text', () => {
    expect(
      JSON.parse(redactApiLogBody(JSON.stringify({ pan: PAN, nested: [{ cardNumber: 4111111111111111 }] }))),
    ).toEqual({
      pan: '[redacted]',
      nested: [{ cardNumber: '[redacted]' }],
    });
    expect(
      JSON.parse(redactApiLogBody(JSON.stringify({ note: `card ${PAN} used`, n: 5555555555554444 }))),
    ).toEqual({
      note: 'card 411111******1111 used',
      n: '555555******4444',
    });
    expect(redactApiLogBody('<pay><cardNumber>4111 1111 1111 1111</cardNumber><cvv>123</cvv></pay>')).toBe(
      '<pay><cardNumber>[redacted]</cardNumber><cvv>[redacted]</cvv></pay>',
    );
    expect(redactApiLogBody(`charged 4111-1111-1111-1111 ok; "password": "hunter2"`)).toBe(
      'charged 411111******1111 ok; "password": "[redacted]"',
    );
    // Not card numbers: a 12-digit RRN, a number failing the Luhn check, a UUID.
    const kept =
      '{"rrn":"123456789012","ref":"4111111111111112","id":"0b7e9c1a-1111-4111-8111-111111111111"}';
    expect(redactApiLogBody(kept)).toBe(kept);
  });
});

describe('on a large book', () => {
  /** The page's plan, with sequential scans ruled out: it must walk one of 0041's indexes in order. */
  async function planOf(scope: DataScope, query: Record<string, unknown> = {}): Promise<string> {
    const full = { ...PERIOD, pageIndex: 0, pageSize: 20, ...query } as Parameters<
      typeof apiLogReportWhere
    >[1];
    return withScope(t.database.db, scope, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan: unknown = await tx.execute(
        sql`explain ${apiLogPageSelect(tx, apiLogReportWhere(scope, full), full)}`,
      );
      return (plan as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  const live = { customerIds: null, paymentMethodIds: null, serviceProviderIds: null, mode: 'Live' } as const;

  it('pages a tenant, a merchant and every tenant off the report indexes, without a sort', async () => {
    const tenant: DataScope = { ...live, tenantIds: [NORTHWIND.id], merchantId: null };
    for (const scope of [
      tenant,
      { ...tenant, merchantId: MERCHANTS.acme },
      { ...live, tenantIds: 'all', merchantId: null } as DataScope,
    ]) {
      const plan: string = await planOf(scope);
      // Which of the three the planner takes depends on the tenant's share of the book; each is
      // already in the page's order, so the page stops after its rows.
      expect(plan, plan).toMatch(/Index Scan using transaction_logs_api_(tenant|merchant|platform)_idx/);
      expect(plan, plan).not.toMatch(/\bSort\b/);
    }
  });
});
