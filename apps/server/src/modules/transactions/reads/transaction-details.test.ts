import { randomUUID } from 'node:crypto';
import type {
  AccountingEntry,
  AntifraudLog,
  ApiLog,
  ApiLogDetail,
  CascadingAttempt,
  DisputeCode,
  RejectionReason,
  RelatedTransaction,
  SmartRoutingLog,
  Transaction,
  TransactionAlert,
  TransactionBalance,
  TransactionDetails,
  TransactionEvent,
  TransactionFee,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { accountingEntries, transactionEvents, transactionFees } from '../../money/transactions.table';
import {
  addLog,
  addTransaction,
  dayWindow,
  MERCHANTS,
  READ_USERS,
  readClient,
  seaside,
} from './transaction-reads.test-support';

/** Every by-id read of the details view, in and out of scope. */

let t: TestApp;
let client: ReturnType<typeof readClient>;
const day = dayWindow('2020-04-07');
const CRM = '/api/crm/transactions';
const MERCHANT = '/api/transactions';

type Row = Awaited<ReturnType<typeof addTransaction>> & { id: string; tenantId: string; merchantId: string };
let payment: Row;
let refund: Row;
let chargeback: Row;
let amexPayment: Row;
let foreign: Row;
let testMode: Row;
const logIds: Record<string, string> = {};
const eventIds: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  client = readClient(t);
  const db = t.database.db;
  const add = async (label: string, overrides: Parameters<typeof addTransaction>[2]) =>
    (await addTransaction(db, label, overrides)) as Row;
  payment = await add('DTpay', {
    status: 'PartiallyRefunded',
    amount: 10_000,
    capturedAmount: 10_000,
    refundedAmount: 2_500,
    hasOpenDispute: true,
    customerPhone: '+44 20 7946 0000',
    customerCountry: 'GB',
    customerIp: '203.0.113.7',
    cardHolder: 'ALICE SMITH',
    cardExpiry: '12/29',
    issuerCountry: 'GB',
    authorisationCode: 'A1B2C3',
    processorReference: 'NS-0001',
    rrn: '123456789012',
    responseCode: '00',
    responseMessage: 'Approved',
    description: 'Order 1001',
    createdAt: day.at('09:00:00'),
  });
  refund = await add('DTref', {
    type: 'Refund',
    status: 'Successful',
    amount: 2_500,
    parentId: payment.id,
    createdAt: day.at('10:00:00'),
  });
  chargeback = await add('DTcb', {
    type: 'Chargeback',
    status: 'Pending',
    amount: 7_500,
    parentId: payment.id,
    createdAt: day.at('11:00:00'),
  });
  amexPayment = await add('DTamex', {
    paymentMethod: 'amex',
    cardBrand: 'American Express',
    createdAt: day.at('12:00:00'),
  });
  foreign = await add('DTforeign', { ...seaside, createdAt: day.at('13:00:00') });
  testMode = await add('DTtest', {
    mode: 'Test',
    paymentMethod: 'mastercard',
    cardBrand: 'Mastercard',
    createdAt: day.at('14:00:00'),
  });

  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    const base = { tenantId: payment.tenantId, transactionId: payment.id, merchantId: payment.merchantId };
    const later = ['Created', 'Captured', 'Refunded'].map((type, index) => ({
      ...base,
      id: randomUUID(),
      type,
      status: index === 2 ? 'PartiallyRefunded' : index === 1 ? 'Captured' : 'Approved',
      amount: index === 2 ? 2_500 : 10_000,
      currency: 'EUR',
      message: `${type} event`,
      actorEmail: index === 2 ? 'tenant.admin@northwind.test' : null,
      payload: { step: index },
      createdAt: day.at(`09:0${index + 1}:00`),
    }));
    for (const event of later) eventIds.push(event.id);
    // Inserted newest first: the answer must still be oldest first.
    await tx.insert(transactionEvents).values([...later].reverse());
    await tx.insert(transactionFees).values([
      { ...base, id: randomUUID(), feeType: 'Processing', amount: 150, currency: 'EUR', description: '1.5%' },
      { ...base, id: randomUUID(), feeType: 'Interchange', amount: 30, currency: 'EUR', description: null },
    ]);
    await tx.insert(accountingEntries).values([
      {
        ...base,
        id: randomUUID(),
        account: 'merchant:acme:balance',
        direction: 'Credit',
        amount: 10_000,
        currency: 'EUR',
        description: 'Capture',
        createdAt: day.at('09:02:00'),
      },
      {
        ...base,
        id: randomUUID(),
        account: 'merchant:acme:balance',
        direction: 'Debit',
        amount: 2_500,
        currency: 'EUR',
        description: 'Refund',
        createdAt: day.at('10:00:00'),
      },
    ]);
  });
  logIds.api = await addLog(
    db,
    payment,
    'api',
    {
      direction: 'Outbound',
      method: 'POST',
      url: 'https://northstar.example/authorise',
      statusCode: 200,
      durationMs: 182,
      requestBody: '{"card":"411111******1111"}',
      responseBody: '{"result":"approved"}',
    },
    day.at('09:00:01'),
  );
  // A malformed stored log: left out of the list (and logged), never a 500.
  logIds.bad = await addLog(db, payment, 'api', { direction: 'Sideways' }, day.at('09:00:02'));
  logIds.routing = await addLog(db, payment, 'smartRouting', {
    ruleName: 'EUR cards',
    decision: 'Route',
    serviceProvider: 'northstar-acquiring',
    reason: null,
  });
  await addLog(
    db,
    payment,
    'cascading',
    {
      attempt: 1,
      serviceProvider: 'tidewater-gateway',
      status: 'Declined',
      responseCode: '91',
      responseMessage: 'Issuer or switch inoperative',
    },
    day.at('09:00:00'),
  );
  await addLog(
    db,
    payment,
    'cascading',
    {
      attempt: 2,
      serviceProvider: 'northstar-acquiring',
      status: 'Approved',
      responseCode: '00',
      responseMessage: 'Approved',
    },
    day.at('09:00:01'),
  );
  await addLog(db, payment, 'alert', {
    type: 'Velocity',
    severity: 'High',
    message: '5 payments from one card in 10 minutes',
  });
  await addLog(db, payment, 'antifraud', {
    provider: 'Sentinel',
    score: 12,
    decision: 'Accept',
    rules: ['ip-country-matches-card'],
  });
});
afterAll(() => t.close());

describe('one transaction', () => {
  it('reads it with the actions the caller may take now', async () => {
    const tx = await client.ok<Transaction>(READ_USERS.tenantAdmin, `${CRM}/${payment.id}`);
    expect(tx).toMatchObject({
      id: payment.id,
      status: 'PartiallyRefunded',
      capturedAmount: 10_000,
      refundedAmount: 2_500,
    });
    // The payment's open dispute holds its money: checking its status is all a refund-capable admin may do.
    expect(tx.availableActions).toContain('checkStatus');
    expect(tx.availableActions).not.toContain('refund');
    // The agent may view but not act.
    const agentView = await client.ok<Transaction>(READ_USERS.agent, `${CRM}/${payment.id}`);
    expect(agentView.availableActions).toEqual([]);
  });

  it('is not mode-filtered by id, but offers no action in the other mode', async () => {
    const tx = await client.ok<Transaction>(READ_USERS.tenantAdmin, `${CRM}/${testMode.id}`);
    expect(tx.mode).toBe('Test');
    expect(tx.availableActions).toEqual([]);
  });

  it('gives the details groups with the masked card only', async () => {
    const details = await client.ok<TransactionDetails>(
      READ_USERS.merchant,
      `${MERCHANT}/${payment.id}/details`,
    );
    expect(details.customer).toEqual({
      name: 'Test Customer',
      email: 'customer@example.test',
      phone: '+44 20 7946 0000',
      country: 'GB',
      ipAddress: '203.0.113.7',
    });
    expect(details.card).toEqual({
      bin: '411111',
      masked: '411111******1111',
      brand: 'Visa',
      holderName: 'ALICE SMITH',
      expiry: '12/29',
      issuerCountry: 'GB',
    });
    expect(details.processing).toEqual({
      authorisationCode: 'A1B2C3',
      processorReference: 'NS-0001',
      rrn: '123456789012',
      responseCode: '00',
      responseMessage: 'Approved',
      description: 'Order 1001',
    });
  });

  it('answers the balance from the row', async () => {
    const balance = await client.ok<TransactionBalance>(
      READ_USERS.merchant,
      `${MERCHANT}/${payment.id}/check-balance`,
    );
    expect(balance).toEqual({
      currency: 'EUR',
      amount: 10_000,
      capturedAmount: 10_000,
      refundedAmount: 2_500,
      refundableAmount: 7_500,
    });
  });
});

describe('events, relations, fees and ledger', () => {
  it('lists events oldest first and reads one with its payload', async () => {
    const events = await client.ok<TransactionEvent[]>(READ_USERS.tenantAdmin, `${CRM}/${payment.id}/events`);
    expect(events.map((e) => e.type)).toEqual(['Created', 'Captured', 'Refunded']);
    expect(events[2]).toMatchObject({
      actor: 'tenant.admin@northwind.test',
      amount: 2_500,
      webhookStatus: 'NotConfigured',
    });
    const one = await client.ok<TransactionEvent & { payload: unknown }>(
      READ_USERS.tenantAdmin,
      `${CRM}/events/${eventIds[1]}`,
    );
    expect(one).toMatchObject({ type: 'Captured', payload: { step: 1 } });
    expect(await client.status(READ_USERS.otherTenant, `${CRM}/events/${eventIds[1]}`)).toBe(404);
    expect(await client.status(READ_USERS.tenantAdmin, `${CRM}/events/${randomUUID()}`)).toBe(404);
  });

  it('relates a payment to its children and a child to its parent', async () => {
    const ofPayment = await client.ok<RelatedTransaction[]>(
      READ_USERS.tenantAdmin,
      `${CRM}/${payment.id}/related`,
    );
    expect(ofPayment.map((r) => [r.relation, r.transaction.id])).toEqual([
      ['Refund', refund.id],
      ['Chargeback', chargeback.id],
    ]);
    const ofRefund = await client.ok<RelatedTransaction[]>(
      READ_USERS.tenantAdmin,
      `${CRM}/${refund.id}/related`,
    );
    expect(ofRefund.map((r) => [r.relation, r.transaction.id])).toEqual([['Parent', payment.id]]);
    const children = await client.ok<Transaction[]>(READ_USERS.merchant, `${MERCHANT}/related/${payment.id}`);
    expect(children.map((c) => c.id)).toEqual([refund.id, chargeback.id]);
  });

  it('lists fees and the ledger entries (customer id must be the merchant)', async () => {
    const fees = await client.ok<TransactionFee[]>(READ_USERS.merchant, `${MERCHANT}/${payment.id}/fees`);
    expect(fees.map((f) => [f.feeType, f.amount])).toEqual([
      ['Interchange', 30],
      ['Processing', 150],
    ]);
    const entries = await client.ok<AccountingEntry[]>(
      READ_USERS.tenantAdmin,
      `/api/acc/customers/${MERCHANTS.acme}/transactions/${payment.id}/accounting-entries`,
    );
    expect(entries.map((e) => [e.direction, e.amount])).toEqual([
      ['Credit', 10_000],
      ['Debit', 2_500],
    ]);
    expect(
      await client.status(
        READ_USERS.tenantAdmin,
        `/api/acc/customers/${MERCHANTS.harbour}/transactions/${payment.id}/accounting-entries`,
      ),
    ).toBe(404);
  });
});

describe('processor logs', () => {
  it('lists API logs without bodies, leaving out a malformed one, and reads one with bodies', async () => {
    const logs = await client.ok<ApiLog[]>(READ_USERS.tenantAdmin, `${CRM}/${payment.id}/api-logs`);
    expect(logs.map((l) => l.id)).toEqual([logIds.api]);
    expect(logs[0]).toMatchObject({
      transactionId: payment.id,
      method: 'POST',
      statusCode: 200,
      durationMs: 182,
    });
    expect(logs[0]).not.toHaveProperty('requestBody');
    const one = await client.ok<ApiLogDetail>(READ_USERS.merchant, `${MERCHANT}/api-logs/${logIds.api}`);
    expect(one.requestBody).toBe('{"card":"411111******1111"}');
    const malformed = await client.get(READ_USERS.merchant, `${MERCHANT}/api-logs/${logIds.bad}`);
    expect(malformed.statusCode).toBe(409);
    expect(malformed.json().error.code).toBe('API_LOG_MALFORMED');
    expect(await client.status(READ_USERS.merchant, `${MERCHANT}/api-logs/${logIds.routing}`)).toBe(404);
  });

  it('lists smart routing, alerts and anti-fraud checks', async () => {
    const routing = await client.ok<SmartRoutingLog[]>(
      READ_USERS.tenantAdmin,
      `${CRM}/${payment.id}/smart-routing-logs`,
    );
    expect(routing).toEqual([
      expect.objectContaining({ id: logIds.routing, ruleName: 'EUR cards', reason: null }),
    ]);
    const alerts = await client.ok<TransactionAlert[]>(READ_USERS.tenantAdmin, `${CRM}/${payment.id}/alerts`);
    expect(alerts).toEqual([expect.objectContaining({ type: 'Velocity', severity: 'High' })]);
    const fraud = await client.ok<AntifraudLog[]>(
      READ_USERS.merchant,
      `/api/crm/antifraud-api-logs/${payment.id}`,
    );
    expect(fraud).toEqual([
      expect.objectContaining({ provider: 'Sentinel', score: 12, rules: ['ip-country-matches-card'] }),
    ]);
  });

  it('lists cascading attempts in order, at the asked offset', async () => {
    const utc = await client.ok<CascadingAttempt[]>(READ_USERS.tenantAdmin, `${CRM}/${payment.id}/cascading`);
    expect(utc.map((a) => [a.attempt, a.status, a.createdAt])).toEqual([
      [1, 'Declined', '2020-04-07T09:00:00.000Z'],
      [2, 'Approved', '2020-04-07T09:00:01.000Z'],
    ]);
    const istanbul = await client.ok<CascadingAttempt[]>(
      READ_USERS.tenantAdmin,
      `${CRM}/${payment.id}/cascading?offset=180`,
    );
    expect(istanbul[0]?.createdAt).toBe('2020-04-07T12:00:00.000+03:00');
    expect(await client.status(READ_USERS.tenantAdmin, `${CRM}/${payment.id}/cascading?offset=900`)).toBe(
      400,
    );
  });
});

describe('reference answers', () => {
  it("gives the dispute codes of the card's scheme", async () => {
    const visa = await client.ok<DisputeCode[]>(
      READ_USERS.merchant,
      `${MERCHANT}/${payment.id}/disputeCodes`,
    );
    expect(visa).toContainEqual({
      code: '10.4',
      description: 'Other Fraud – Card-Absent Environment',
      category: 'Fraud',
    });
    expect(visa).toContainEqual({
      code: '13.1',
      description: 'Merchandise/Services Not Received',
      category: 'ConsumerDispute',
    });
    const mastercard = await client.ok<DisputeCode[]>(
      READ_USERS.tenantAdmin,
      `${CRM}/${testMode.id}/disputeCodes`,
    );
    expect(mastercard.map((c) => c.code)).toEqual(expect.arrayContaining(['4837', '4853']));
    expect(mastercard.map((c) => c.code)).not.toContain('10.4');
    const amex = await client.ok<DisputeCode[]>(
      READ_USERS.tenantAdmin,
      `${CRM}/${amexPayment.id}/disputeCodes`,
    );
    expect(amex.map((c) => c.code)).toContain('F29');
  });

  it('explains a response code, and 404s an unknown one', async () => {
    const reason = await client.ok<RejectionReason>(
      READ_USERS.merchant,
      `${MERCHANT}/${payment.id}/rejection_reasons/51`,
    );
    expect(reason).toMatchObject({ code: '51', message: 'Insufficient funds' });
    expect(reason.advice.length).toBeGreaterThan(0);
    expect(await client.status(READ_USERS.merchant, `${MERCHANT}/${payment.id}/rejection_reasons/X9`)).toBe(
      404,
    );
  });
});

describe('out of scope', () => {
  const byIdCalls = (id: string) => [
    `${CRM}/${id}`,
    `${CRM}/${id}/details`,
    `${CRM}/${id}/events`,
    `${CRM}/${id}/related`,
    `${CRM}/related/${id}`,
    `${CRM}/${id}/api-logs`,
    `${CRM}/${id}/smart-routing-logs`,
    `${CRM}/${id}/cascading`,
    `${CRM}/${id}/alerts`,
    `${CRM}/${id}/fees`,
    `${CRM}/${id}/disputeCodes`,
    `${CRM}/${id}/check-balance`,
    `${CRM}/${id}/rejection_reasons/51`,
    `/api/crm/antifraud-api-logs/${id}`,
  ];

  it("answers 404 for another tenant's transaction on every call", async () => {
    for (const url of byIdCalls(foreign.id)) {
      expect(await client.status(READ_USERS.tenantAdmin, url), url).toBe(404);
    }
    expect(await client.status(READ_USERS.platform, `${CRM}/${foreign.id}`)).toBe(200);
  });

  it("answers 404 for a transaction outside the agent's limits, and for a random id", async () => {
    for (const url of byIdCalls(amexPayment.id)) {
      expect(await client.status(READ_USERS.agent, url), url).toBe(404);
    }
    expect(await client.status(READ_USERS.agent, `${CRM}/${payment.id}/details`)).toBe(200);
    expect(await client.status(READ_USERS.tenantAdmin, `${CRM}/${randomUUID()}/details`)).toBe(404);
  });

  it("answers 404 for another merchant's transaction to a merchant user", async () => {
    const harbour = await addTransaction(t.database.db, 'DTharbour', {
      merchantId: MERCHANTS.harbour,
      createdAt: day.at('15:00:00'),
    });
    expect(await client.status(READ_USERS.merchant, `${MERCHANT}/${harbour.id}/details`)).toBe(404);
    expect(
      await client.status(
        READ_USERS.merchant,
        `/api/acc/customers/${MERCHANTS.harbour}/transactions/${harbour.id}/accounting-entries`,
      ),
    ).toBe(404);
  });
});
