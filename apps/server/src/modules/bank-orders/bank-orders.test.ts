import type {
  BankOrder,
  BankOrderItem,
  BankOrderItemPage,
  BankOrderPage,
} from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { REFERENCES_TAKEN } from './bank-orders.plugin';
import { bankOrderItems, bankOrders } from './bank-orders.table';
import { BANK_ORDERS_URL, orderCsv, uploadOrder } from './bank-orders.test-support';

/** Bank-order uploads: the multipart checks, all-or-nothing row checks, the lists and the scope. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const OTHER_TENANT = DEMO_EMAILS.BLUE_HARBOR_ADMIN;
const GOOD = {
  bankName: 'Northwind Bank',
  accountNumber: 'DE89 3704 0044 0532 0130 00',
} as const;
const csvFile = (text: string, name = 'orders.csv') => ({ name, bytes: text });

async function storedCounts() {
  return withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
    const [orders] = await tx.select({ n: count() }).from(bankOrders);
    const [items] = await tx.select({ n: count() }).from(bankOrderItems);
    return { orders: Number(orders?.n), items: Number(items?.n) };
  });
}

const fieldsOf = (body: { error: { details: { field: string; message: string }[] } }) =>
  body.error.details.map((d) => d.field);

describe('POST api/crm/tenpaybankorders', () => {
  let order: BankOrder;

  beforeAll(async () => {
    const response = await uploadOrder(t, ADMIN, {
      ...GOOD,
      file: csvFile(
        orderCsv(
          'Ada Lovelace,DE89370400440532013000,1250.50,EUR,UP-1',
          '"Smith, John",GB82WEST12345698765432,99.50,EUR,UP-2',
          'Taro Yamada,NL91ABNA0417164300,3000,JPY,UP-3',
        ),
        'march payroll.csv',
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    order = response.json();
  });

  it('stores the order and answers it with totals per currency and the account masked', () => {
    expect(order).toMatchObject({
      bankName: 'Northwind Bank',
      accountNumberMasked: '****3000',
      fileName: 'march payroll.csv',
      itemCount: 3,
      status: 'Received',
      uploadedBy: ADMIN,
      totals: [
        { currency: 'EUR', amount: 135000, itemCount: 2 },
        { currency: 'JPY', amount: 3000, itemCount: 1 },
      ],
    });
  });

  it('lists it, and its items in file order, paged', async () => {
    const list = await t.requestAs(ADMIN, { url: `${BANK_ORDERS_URL}?PageSize=5` });
    expect(list.statusCode).toBe(200);
    expect((list.json() as BankOrderPage).data.map((o) => o.id)).toContain(order.id);
    const items = await t.requestAs(ADMIN, {
      url: `${BANK_ORDERS_URL}/items/${order.id}?PageSize=2&PageIndex=0`,
    });
    const page = items.json() as BankOrderItemPage;
    expect(page.count).toBe(3);
    expect(page.data.map((i) => [i.rowNumber, i.beneficiaryName, i.amount, i.currency])).toEqual([
      [2, 'Ada Lovelace', 125050, 'EUR'],
      [3, 'Smith, John', 9950, 'EUR'],
    ]);
    const second = await t.requestAs(ADMIN, {
      url: `${BANK_ORDERS_URL}/items/${order.id}?PageSize=2&PageIndex=1`,
    });
    expect((second.json() as BankOrderItemPage).data.map((i) => i.reference)).toEqual(['UP-3']);
  });

  it('answers one payment at /banking/{orderId}/payments/{itemId}', async () => {
    const items = (
      await t.requestAs(ADMIN, { url: `${BANK_ORDERS_URL}/items/${order.id}` })
    ).json() as BankOrderItemPage;
    const first = items.data[0]!;
    const response = await t.requestAs(ADMIN, { url: `/api/banking/${order.id}/payments/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json() as BankOrderItem).toEqual(first);
  });

  it("is 404 for another tenant's order and payment, and for a payment under another order", async () => {
    const items = (
      await t.requestAs(ADMIN, { url: `${BANK_ORDERS_URL}/items/${order.id}` })
    ).json() as BankOrderItemPage;
    const item = items.data[0]!;
    expect(
      (await t.requestAs(OTHER_TENANT, { url: `${BANK_ORDERS_URL}/items/${order.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.requestAs(OTHER_TENANT, { url: `/api/banking/${order.id}/payments/${item.id}` })).statusCode,
    ).toBe(404);
    const otherList = (await t.requestAs(OTHER_TENANT, { url: BANK_ORDERS_URL })).json() as BankOrderPage;
    expect(otherList.data.map((o) => o.id)).not.toContain(order.id);
    const wrongOrder = crypto.randomUUID();
    expect(
      (await t.requestAs(ADMIN, { url: `/api/banking/${wrongOrder}/payments/${item.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a reference the tenant already uploaded, naming the row', async () => {
    const before = await storedCounts();
    const response = await uploadOrder(t, ADMIN, {
      ...GOOD,
      file: csvFile(
        orderCsv('New Person,NL91ABNA0417164300,5,EUR,UP-NEW', 'Again,NL91ABNA0417164300,5,EUR,UP-2'),
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'csvFile', message: 'Row 3, reference: UP-2 was already uploaded in an earlier order' },
    ]);
    expect(await storedCounts()).toEqual(before);
  });

  it('takes a file of the maximum 5000 payments whole', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `Payee ${i},NL91ABNA0417164300,1.00,EUR,MAX-${i}`);
    const response = await uploadOrder(t, ADMIN, { ...GOOD, file: csvFile(orderCsv(...rows)) });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as BankOrder;
    expect(order.itemCount).toBe(5000);
    expect(order.totals).toEqual([{ currency: 'EUR', amount: 500_000, itemCount: 5000 }]);
    const last = await t.requestAs(ADMIN, {
      url: `${BANK_ORDERS_URL}/items/${order.id}?PageSize=100&PageIndex=49`,
    });
    const page = last.json() as BankOrderItemPage;
    expect(page.data.at(-1)).toMatchObject({ rowNumber: 5001, reference: 'MAX-4999' });
  });

  it('two uploads of the same references at once store one order (the other 400 or 409)', async () => {
    const before = await storedCounts();
    const file = csvFile(orderCsv('Race Payee,NL91ABNA0417164300,3.00,EUR,RACE-1'));
    const answers = await Promise.all([
      uploadOrder(t, ADMIN, { ...GOOD, file }),
      uploadOrder(t, ADMIN, { ...GOOD, file }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const refused = answers.find((a) => a.statusCode !== 200)!;
    if (refused.statusCode === 409) {
      expect(refused.json().error).toMatchObject({
        code: 'BANK_ORDER_REFERENCES_TAKEN',
        message: REFERENCES_TAKEN,
      });
    }
    expect(await storedCounts()).toEqual({ orders: before.orders + 1, items: before.items + 1 });
  });

  it('another tenant may use the same references', async () => {
    const response = await uploadOrder(t, OTHER_TENANT, {
      ...GOOD,
      file: csvFile(orderCsv('Someone,NL91ABNA0417164300,5,EUR,UP-1')),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST api/crm/tenpaybankorders refuses bad input whole', () => {
  it('bad rows: 400 with row-numbered messages and nothing written', async () => {
    const before = await storedCounts();
    const response = await uploadOrder(t, ADMIN, {
      ...GOOD,
      file: csvFile(
        orderCsv(
          'Good Row,NL91ABNA0417164300,10.00,EUR,BAD-1',
          'Bad Iban,NL91ABNA0417164301,10.00,EUR,BAD-2',
          'Bad Amount,NL91ABNA0417164300,10.123,EUR,BAD-3',
        ),
      ),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.message).toBe('The file has errors: nothing was uploaded');
    expect(body.error.details).toEqual([
      {
        field: 'csvFile',
        message: 'Row 3, beneficiary_iban: The IBAN check digits do not match: check the number',
      },
      { field: 'csvFile', message: 'Row 4, amount: At most 2 decimals for this currency' },
    ]);
    expect(await storedCounts()).toEqual(before);
  });

  it('lists at most 50 row problems and counts the rest', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `X,NL91ABNA0417164301,1,EUR,MANY-${i}`);
    const response = await uploadOrder(t, ADMIN, { ...GOOD, file: csvFile(orderCsv(...rows)) });
    const details = response.json().error.details;
    expect(details).toHaveLength(51);
    expect(details[50].message).toBe('… and 10 more problems');
  });

  it('missing fields each name their field', async () => {
    const response = await uploadOrder(t, ADMIN, { bankName: ' ', accountNumber: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'bankName', message: 'Enter the bank name' },
      { field: 'accountNumber', message: '4 to 34 letters or digits (an IBAN or account number)' },
      { field: 'csvFile', message: 'Choose a CSV file to upload' },
    ]);
  });

  it('a file that is not a CSV by content, or by name, is refused on csvFile', async () => {
    const png = await uploadOrder(t, ADMIN, { ...GOOD, file: { name: 'orders.csv', bytes: TINY_PNG } });
    expect(png.statusCode).toBe(400);
    expect(png.json().error.details).toEqual([
      { field: 'csvFile', message: 'File type not allowed orders.csv' },
    ]);
    const txt = await uploadOrder(t, ADMIN, {
      ...GOOD,
      file: { name: 'orders.txt', type: 'text/plain', bytes: 'a,b' },
    });
    expect(fieldsOf(txt.json())).toEqual(['csvFile']);
  });

  it('a file over the size limit is refused without reading it all', async () => {
    const big = `${orderCsv('A,NL91ABNA0417164300,1,EUR,R')}\r\n${'x'.repeat(5_242_880)}`;
    const response = await uploadOrder(t, ADMIN, { ...GOOD, file: csvFile(big) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'csvFile', message: 'File orders.csv size bigger then allowed' },
    ]);
  });

  it('the file in another field, or a body that is not multipart, is a 400 on csvFile', async () => {
    const wrongField = await uploadOrder(t, ADMIN, { ...GOOD, fileField: 'file', file: csvFile(orderCsv()) });
    expect(wrongField.statusCode).toBe(400);
    expect(fieldsOf(wrongField.json())).toContain('csvFile');
    const json = await t.requestAs(ADMIN, {
      method: 'POST',
      url: BANK_ORDERS_URL,
      payload: { bankName: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(fieldsOf(json.json())).toEqual(['csvFile']);
  });
});

describe('who may use bank orders', () => {
  it('tenant staff with CRM.BankOrders.Upload only', async () => {
    for (const email of [TEST_USERS.bareTenant, DEMO_EMAILS.ACME, DEMO_EMAILS.PLATFORM]) {
      expect((await t.requestAs(email, { url: BANK_ORDERS_URL })).statusCode).toBe(403);
    }
    const upload = await uploadOrder(t, TEST_USERS.bareTenant, { ...GOOD, file: csvFile(orderCsv()) });
    expect(upload.statusCode).toBe(403);
  });

  it('400 for bad paging and a malformed id', async () => {
    expect((await t.requestAs(ADMIN, { url: `${BANK_ORDERS_URL}?PageSize=1000` })).statusCode).toBe(400);
    expect((await t.requestAs(ADMIN, { url: `${BANK_ORDERS_URL}/items/not-a-uuid` })).statusCode).toBe(400);
  });
});
