import { VIRTUAL_TERMINAL_MESSAGES as M } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../../infra/idempotency/idempotency';
import { idempotencyKeys } from '../../infra/idempotency/idempotency.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { transactionLogs, transactions } from '../money/transactions.table';
import { ledgerOf, readBack } from '../transactions/actions/transaction-actions.test-support';
import {
  addVtSetup,
  TEST_CARDS,
  VT_CRM,
  VT_MERCHANT,
  VT_SETUP,
  vtBody,
} from './virtual-terminal.test-support';
import { cardSafeBody } from './vt-idempotency';
import { VT_MERCHANT_MESSAGES } from './vt-merchant';

/** The virtual terminal: validation, scope, processor outcomes, idempotency, and no stored card data. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addVtSetup(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const pay = (
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  email: string = ADMIN,
  url = VT_CRM,
) => t.requestAs(email, { method: 'POST', url, payload: body, headers });
const fieldsOf = (response: { json(): { error: { details?: { field: string; message: string }[] } } }) =>
  response.json().error.details ?? [];

async function byExternalId(externalId: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(transactions).where(eq(transactions.externalId, externalId)),
  );
  if (!row) throw new Error(`No transaction ${externalId}`);
  return row;
}

describe('a sale', () => {
  it('authorises and captures through the processor, with events, logs, ledger and audit', async () => {
    const body = vtBody({ amount: '25.00' });
    const response = await pay(body);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      externalId: body.orderReference,
      status: 'Captured',
      outcome: 'Approved',
      responseCode: '00',
      declineReason: null,
      amount: 2_500,
      currency: 'EUR',
      cardMasked: '411111******1111',
      cardBrand: 'Visa',
    });
    const saved = await readBack(t, NORTHWIND.id, result.transactionId);
    expect(saved.row).toMatchObject({
      type: 'Payment',
      mode: 'Live',
      merchantId: VT_SETUP.merchantId,
      websiteId: VT_SETUP.websiteId,
      capturedAmount: 2_500,
      paymentMethod: 'visa',
      serviceProvider: 'northstar-acquiring',
      cardBin: '411111',
      cardLast4: '1111',
      cardBrand: 'Visa',
      cardHolder: 'Jane Cardholder',
      customerEmail: 'jane@example.test',
    });
    expect(saved.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['Created', 'Authorised', 'Captured']),
    );
    expect(saved.audit).toHaveLength(1);
    expect(saved.audit[0]).toMatchObject({
      action: 'virtualTerminal',
      actorEmail: ADMIN,
      after: { status: 'Captured' },
    });
    const ledger = await ledgerOf(t, saved.row.tenantId, saved.row.id);
    expect(ledger.map((l) => [l.account, l.direction, l.amount]).sort()).toEqual([
      ['customer-funds', 'Debit', 2_500],
      ['merchant-balance', 'Credit', 2_500],
    ]);
    const logs = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(transactionLogs).where(eq(transactionLogs.transactionId, saved.row.id)),
    );
    expect(logs.map((l) => l.data.direction).sort()).toEqual(['Inbound', 'Outbound', 'Outbound']);
    // The details' API-logs tab shows them.
    const apiLogs = await t.requestAs(ADMIN, { url: `/api/crm/transactions/${saved.row.id}/api-logs` });
    expect(apiLogs.statusCode).toBe(200);
    expect(apiLogs.json()).toHaveLength(3);
  });

  it('authorises only when asked, leaving the capture for later', async () => {
    const response = await pay(vtBody({ captureMode: 'AuthoriseOnly', cardNumber: TEST_CARDS.mastercard }));
    expect(response.json()).toMatchObject({
      status: 'Approved',
      outcome: 'Approved',
      cardBrand: 'Mastercard',
    });
    const row = await byExternalId(response.json().externalId);
    expect(row.capturedAmount).toBe(0);
    expect(row.paymentMethod).toBe('mastercard');
  });

  it("answers the simulator's declines, failures and pending answers with their reasons", async () => {
    const declined = await pay(vtBody({ amount: '10.51' }));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'Declined',
      outcome: 'Declined',
      responseCode: '51',
      declineReason: 'Insufficient funds',
    });
    const failed = await pay(vtBody({ amount: '20.91' }));
    expect(failed.json()).toMatchObject({
      status: 'Failed',
      outcome: 'Failed',
      declineReason: 'Issuer or switch inoperative',
    });
    const pending = await pay(vtBody({ amount: '10.33' }));
    expect(pending.json()).toMatchObject({ status: 'Pending', outcome: 'Pending', declineReason: null });
    const row = await byExternalId(declined.json().externalId);
    expect(row.capturedAmount).toBe(0);
    expect(await ledgerOf(t, row.tenantId, row.id)).toHaveLength(0);
  });

  it('converts the amount in the currency’s own decimals (JPY has none)', async () => {
    const yen = await pay(vtBody({ amount: '1500', currency: 'JPY' }));
    expect(yen.json()).toMatchObject({ amount: 1_500, currency: 'JPY', status: 'Captured' });
    const tooPrecise = await pay(vtBody({ amount: '15.5', currency: 'JPY' }));
    expect(tooPrecise.statusCode).toBe(400);
    expect(fieldsOf(tooPrecise)).toEqual([
      { field: 'body.amount', message: 'This currency takes at most 0 decimal places' },
    ]);
  });
});

describe('validation', () => {
  it('answers 400 with a message on each card field', async () => {
    const response = await pay(vtBody({ cardNumber: TEST_CARDS.badLuhn, expiry: '13/30', cvc: '12' }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(
      expect.arrayContaining([
        { field: 'body.cardNumber', message: M.cardNumber },
        { field: 'body.expiry', message: M.expiryFormat },
        { field: 'body.cvc', message: M.cvc },
      ]),
    );
    const expired = await pay(vtBody({ expiry: '01/20' }));
    expect(fieldsOf(expired)).toEqual([{ field: 'body.expiry', message: 'The card has expired' }]);
    const amexCvc = await pay(vtBody({ cardNumber: TEST_CARDS.amex, cvc: '123' }));
    expect(fieldsOf(amexCvc)).toEqual([{ field: 'body.cvc', message: M.cvcBrand }]);
  });

  it('answers 400 for amounts, e-mail, currency and a brand the merchant does not take', async () => {
    const amount = await pay(vtBody({ amount: '10.005', customerEmail: 'nope' }));
    expect(fieldsOf(amount)).toEqual(
      expect.arrayContaining([{ field: 'body.customerEmail', message: 'Enter a valid e-mail address' }]),
    );
    const decimals = await pay(vtBody({ amount: '10.005' }));
    expect(fieldsOf(decimals)).toEqual([
      { field: 'body.amount', message: 'This currency takes at most 2 decimal places' },
    ]);
    const zero = await pay(vtBody({ amount: '0.00' }));
    expect(fieldsOf(zero)).toEqual([{ field: 'body.amount', message: M.amount }]);
    const currency = await pay(vtBody({ currency: 'SEK' }));
    expect(fieldsOf(currency)).toEqual([{ field: 'body.currency', message: M.currency }]);
    const amex = await pay(
      vtBody({ cardNumber: TEST_CARDS.amex, cvc: '1234', currency: 'JPY', amount: '1500' }),
    );
    expect(fieldsOf(amex)).toEqual([
      { field: 'body.cardNumber', message: 'The merchant does not take American Express cards in JPY' },
    ]);
  });

  it('caps a payment at 1,000,000 in the currency, however long the amount typed', async () => {
    const atCap = await pay(vtBody({ amount: '1000000.00' }));
    expect(atCap.statusCode).toBe(200);
    expect(atCap.json()).toMatchObject({ amount: 100_000_000, currency: 'EUR' });
    for (const amount of ['1000000.01', '99999999999.00', '9'.repeat(30)]) {
      const over = await pay(vtBody({ amount }));
      expect(over.statusCode).toBe(400);
      expect(fieldsOf(over)).toEqual([
        { field: 'body.amount', message: 'The amount cannot exceed 1.000.000,00 EUR' },
      ]);
    }
    const yen = await pay(vtBody({ amount: '1000001', currency: 'JPY' }));
    expect(fieldsOf(yen)).toEqual([
      { field: 'body.amount', message: 'The amount cannot exceed 1.000.000 JPY' },
    ]);
  });

  it('names Discover and UnionPay cards instead of taking them for Maestro', async () => {
    const discover = await pay(vtBody({ cardNumber: '6011111111111117' }));
    expect(fieldsOf(discover)).toEqual([
      {
        field: 'body.cardNumber',
        message: 'Discover cards are not accepted: Visa, Mastercard, American Express and Maestro cards are',
      },
    ]);
    const unionPay = await pay(vtBody({ cardNumber: '6200000000000005' }));
    expect(fieldsOf(unionPay)[0]?.message).toBe(
      'UnionPay cards are not accepted: Visa, Mastercard, American Express and Maestro cards are',
    );
  });

  it('answers 409 for an order reference the tenant already has', async () => {
    const body = vtBody();
    expect((await pay(body)).statusCode).toBe(200);
    const again = await pay({ ...body, amount: '30.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ORDER_REFERENCE_TAKEN',
      message: M.orderReferenceTaken,
    });
  });
});

describe('scope', () => {
  it("answers 404 for another tenant's merchant, another merchant's or an inactive website", async () => {
    const foreign = await pay(vtBody({ merchantId: demoMerchant('seaside-travel').id }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Merchant not found');
    const inactive = await pay(vtBody({ websiteId: VT_SETUP.inactiveWebsiteId }));
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.message).toBe('Website not found');
    const otherMerchantSite = await pay(vtBody({ merchantId: demoMerchant('harbour-coffee').id }));
    expect(otherMerchantSite.statusCode).toBe(404);
    expect(otherMerchantSite.json().error.message).toBe('Website not found');
  });

  it('answers 409 for a merchant that cannot take payments in the mode', async () => {
    const sandboxLive = await pay(vtBody({ merchantId: demoMerchant('sandbox-labs').id }));
    expect(sandboxLive.statusCode).toBe(409);
    expect(sandboxLive.json().error).toMatchObject({
      code: 'MERCHANT_NOT_LIVE',
      message: VT_MERCHANT_MESSAGES.notLive,
    });
    const boarding = await pay(vtBody({ merchantId: demoMerchant('onboard-bikes').id }), { mode: 'Test' });
    expect(boarding.statusCode).toBe(409);
    expect(boarding.json().error).toMatchObject({
      code: 'MERCHANT_NOT_PROCESSING',
      message: VT_MERCHANT_MESSAGES.notProcessing,
    });
  });

  it('keeps a limited user to its customers, and refuses users without the key', async () => {
    const limited = await pay(vtBody(), {}, TEST_USERS.limited);
    expect(limited.statusCode).toBe(404);
    expect((await pay(vtBody(), {}, TEST_USERS.bareTenant)).statusCode).toBe(403);
    expect((await pay(vtBody(), {}, DEMO_EMAILS.ACME)).statusCode).toBe(403);
  });

  it('lets a merchant user pay for its own merchant only', async () => {
    const { merchantId: _ignored, ...body } = vtBody();
    const own = await pay(body, {}, DEMO_EMAILS.ACME, VT_MERCHANT);
    expect(own.statusCode).toBe(200);
    const row = await byExternalId(own.json().externalId);
    expect(row.merchantId).toBe(VT_SETUP.merchantId);
    const foreign = await pay(body, {}, TEST_USERS.foreignMerchant, VT_MERCHANT);
    expect(foreign.statusCode).toBe(404);
    expect((await pay(body, {}, ADMIN, VT_MERCHANT)).statusCode).toBe(403);
  });

  it('records a Test payment in Test mode', async () => {
    const test = await pay(vtBody(), { mode: 'Test' });
    expect(test.statusCode).toBe(200);
    expect((await byExternalId(test.json().externalId)).mode).toBe('Test');
  });
});

describe('the form options', () => {
  it("answers the merchant's active websites and card currencies with their brands and decimals", async () => {
    const response = await t.requestAs(ADMIN, { url: `${VT_CRM}/options?merchantId=${VT_SETUP.merchantId}` });
    expect(response.statusCode).toBe(200);
    const options = response.json();
    const siteIds = options.websites.map((w: { id: string }) => w.id);
    expect(siteIds).toContain(VT_SETUP.websiteId);
    expect(siteIds).not.toContain(VT_SETUP.inactiveWebsiteId);
    expect(options.currencies).toEqual(
      expect.arrayContaining([
        { code: 'JPY', decimalPlaces: 0, brands: ['Visa'] },
        expect.objectContaining({
          code: 'EUR',
          decimalPlaces: 2,
          brands: expect.arrayContaining(['Visa', 'Mastercard']),
        }),
      ]),
    );
    // Only card channels: PayPal's currencies are not offered for a card.
    expect(options.currencies.every((c: { brands: string[] }) => c.brands.length > 0)).toBe(true);
    const own = await t.requestAs(DEMO_EMAILS.ACME, { url: `${VT_MERCHANT}/options` });
    expect(own.json().websites.map((w: { id: string }) => w.id)).toContain(VT_SETUP.websiteId);
  });

  it('answers 404 for a merchant out of scope, and 400 without a merchant', async () => {
    const foreign = await t.requestAs(ADMIN, {
      url: `${VT_CRM}/options?merchantId=${demoMerchant('seaside-travel').id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const limited = await t.requestAs(TEST_USERS.limited, {
      url: `${VT_CRM}/options?merchantId=${VT_SETUP.merchantId}`,
    });
    expect(limited.statusCode).toBe(404);
    const missing = await t.requestAs(ADMIN, { url: `${VT_CRM}/options` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('querystring.merchantId');
  });
});

describe('Idempotency-Key', () => {
  it('replays the same payment, refuses another body with 422, and never pays twice', async () => {
    const body = vtBody();
    const key = { 'idempotency-key': `vt-${body.orderReference}` };
    const first = await pay(body, key);
    const replay = await pay(body, key);
    expect(first.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const other = await pay({ ...body, amount: '99.00' }, key);
    expect(other.statusCode).toBe(422);
    const otherCard = await pay({ ...body, cardNumber: TEST_CARDS.mastercard }, key);
    expect(otherCard.statusCode).toBe(422);
    const rows = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(transactions)
        .where(
          and(eq(transactions.externalId, String(body.orderReference)), eq(transactions.type, 'Payment')),
        ),
    );
    expect(rows).toHaveLength(1);
  });
});

describe('the Idempotency-Key hash', () => {
  it('covers the card only as its mask, never the number or the CVC', async () => {
    const body = vtBody();
    const key = `vt-hash-${body.orderReference}`;
    expect((await pay(body, { 'idempotency-key': key })).statusCode).toBe(200);
    const [stored] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    );
    const hashOf = (hashed: unknown) =>
      requestHash({ userId: demoUser(ADMIN).id, method: 'POST', path: VT_CRM, body: hashed });
    expect(stored?.requestHash).toBe(hashOf(cardSafeBody(body)));
    expect(stored?.requestHash).not.toBe(hashOf(body));
    expect(cardSafeBody(body)).not.toHaveProperty('cvc');
    expect(cardSafeBody(body)).not.toHaveProperty('cardNumber');
  });
});

describe('card data', () => {
  it('never stores the card number or the CVC in any table', async () => {
    const pan = '4000056655665556';
    const cvc = '909';
    const keyed = '4000 0566 5566 5556';
    const responses = await Promise.all([
      pay(vtBody({ cardNumber: keyed, cvc }), { 'idempotency-key': 'pan-scan-1' }),
      pay(vtBody({ cardNumber: pan, cvc, amount: '10.51' })),
      pay(vtBody({ cardNumber: pan, cvc, captureMode: 'AuthoriseOnly' }), {
        'idempotency-key': 'pan-scan-2',
      }),
      pay(vtBody({ cardNumber: pan, cvc, currency: 'SEK' }), { 'idempotency-key': 'pan-scan-3' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 400]);
    for (const r of responses) {
      expect(r.body).not.toContain(pan);
      expect(r.body).not.toContain(keyed);
    }
    const found = await scanEveryTable([pan, keyed, pan.slice(6, 12)], cvc);
    expect(found).toEqual([]);
    // The scan itself finds what is there: the mask, in the transaction, its logs and its audit.
    const control = await scanEveryTable(['400005******5556'], '5556');
    expect(control).toEqual(
      expect.arrayContaining([
        'transactions: 400005******5556',
        'transaction_logs: 400005******5556',
        'transactions: cvc',
      ]),
    );
    // What is kept: the mask, on the transaction.
    const row = await byExternalId(responses[0]?.json().externalId);
    expect(row.cardMasked).toBe('400005******5556');
  });
});

/** Every table's rows as text (every column, jsonb included), searched for the values. */
async function scanEveryTable(values: readonly string[], cvc: string): Promise<string[]> {
  return withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
    const tables = rowsOf<{ table_name: string }>(
      await tx.execute(
        sqlText(`select table_name from information_schema.tables
                  where table_schema = current_schema() and table_type = 'BASE TABLE'`),
      ),
    );
    const hits: string[] = [];
    for (const { table_name } of tables) {
      for (const value of values) {
        const [row] = rowsOf<{ n: number | string }>(
          await tx.execute(
            sqlText(`select count(*) as n from "${table_name}" x where x::text like '%${value}%'`),
          ),
        );
        if (Number(row?.n) > 0) hits.push(`${table_name}: ${value}`);
      }
      // The CVC as a value of its own, not digits inside an id, a timestamp, a longer number or a
      // random order reference such as VT-A909BC (letters of either case count as part of a word).
      const [cvcRow] = rowsOf<{ n: number | string }>(
        await tx.execute(
          sqlText(
            `select count(*) as n from "${table_name}" x where x::text ~ '(^|[^0-9a-zA-Z.])${cvc}([^0-9a-zA-Z]|$)'`,
          ),
        ),
      );
      if (Number(cvcRow?.n) > 0) hits.push(`${table_name}: cvc`);
    }
    expect(tables.length).toBeGreaterThan(20);
    return hits;
  });
}

function sqlText(text: string) {
  return sql.raw(text);
}
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
