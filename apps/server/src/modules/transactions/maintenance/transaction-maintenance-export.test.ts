import {
  EXPORT_V3_COLUMNS,
  EXPORT_V3_FILE_NAME,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, TEST_USERS } from '../../../test/fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { csvHeader } from '../export/transaction-csv-format';
import { addTransaction, dayWindow, MERCHANTS, seaside } from '../reads/transaction-reads.test-support';

/** POST /reporting/report-v2/reports-tenant-export-v3: the chosen columns of the caller's rows, as CSV. */

let t: TestApp;
const URL = '/reporting/report-v2/reports-tenant-export-v3';
const day = dayWindow('2020-05-11');
const filters = { startDate: day.startDate, endDate: day.endDate };

function exportAs(email: string, body: unknown) {
  return t.requestAs(email, {
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}
/** The file's lines without the byte-order mark. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await addTransaction(db, 'EXacme', {
    createdAt: day.at('10:00:00'),
    amount: 1234,
    customerName: '=HYPERLINK("x")',
  });
  await addTransaction(db, 'EXharbour', {
    merchantId: MERCHANTS.harbour,
    createdAt: day.at('11:00:00'),
    amount: 500,
  });
  await addTransaction(db, 'EXamex', { createdAt: day.at('12:00:00'), paymentMethod: 'amex' });
  await addTransaction(db, 'EXseaside', { ...seaside, createdAt: day.at('09:00:00') });
});
afterAll(() => t.close());

describe('reports-tenant-export-v3', () => {
  it('maps every column to the lookup export’s cell of the same meaning', () => {
    expect(EXPORT_V3_COLUMNS).toHaveLength(csvHeader(0).length);
    expect(csvHeader(0)[EXPORT_V3_COLUMNS.indexOf('customerName')]).toBe('Customer name');
    expect(csvHeader(0)[EXPORT_V3_COLUMNS.indexOf('responseMessage')]).toBe('Response message');
    expect(csvHeader(0)[EXPORT_V3_COLUMNS.indexOf('cardMasked')]).toBe('Card');
  });

  it('answers the caller’s rows, newest first, with only the chosen columns, as filename.csv', async () => {
    const response = await exportAs(DEMO_EMAILS.NORTHWIND_ADMIN, {
      reportId: 'transactions-lookup',
      filters,
      columns: ['amount', 'customerName', 'merchantName'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename="${EXPORT_V3_FILE_NAME}"`);
    expect(EXPORT_V3_FILE_NAME).toBe('filename.csv');
    expect(linesOf(response.body)).toEqual([
      'Amount,Customer name,Merchant',
      '100.00,Test Customer,Acme Retail Ltd',
      '5.00,Test Customer,Harbour Coffee Roasters Ltd',
      // A formula in a cell is text in a spreadsheet (prefixed with ').
      `12.34,"'=HYPERLINK(""x"")",Acme Retail Ltd`,
    ]);
  });

  it('keeps to the scope and per-user limits: a merchant its own rows, a limited user none', async () => {
    const body = { reportId: 'transactions-lookup', filters, columns: ['externalId'] };
    const merchant = linesOf((await exportAs(DEMO_EMAILS.ACME, body)).body);
    expect(merchant).toHaveLength(3);
    expect(merchant.slice(1).every((line) => /^EX(acme|amex)-/.test(line))).toBe(true);
    const other = linesOf((await exportAs(DEMO_EMAILS.BLUE_HARBOR_ADMIN, body)).body);
    expect(other.slice(1).map((line) => line.split('-')[0])).toEqual(['EXseaside']);
    const limited = linesOf((await exportAs(TEST_USERS.limited, body)).body);
    expect(limited).toEqual(['External ID']);
  });

  it('answers 404 for an unknown report and 400 for unknown or repeated columns', async () => {
    const unknown = await exportAs(DEMO_EMAILS.NORTHWIND_ADMIN, {
      reportId: 'payouts',
      filters,
      columns: ['amount'],
    });
    expect(unknown.statusCode).toBe(404);
    const badColumn = await exportAs(DEMO_EMAILS.NORTHWIND_ADMIN, {
      reportId: 'transactions-lookup',
      columns: ['amount', 'cardNumber'],
    });
    expect(badColumn.statusCode).toBe(400);
    expect(badColumn.json().error.details).toEqual([
      { field: 'body.columns.1', message: 'Not a column of this report' },
    ]);
    const repeated = await exportAs(DEMO_EMAILS.NORTHWIND_ADMIN, {
      reportId: 'transactions-lookup',
      columns: ['amount', 'amount'],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.details).toEqual([
      { field: 'body.columns', message: 'A column is chosen twice' },
    ]);
    const none = await exportAs(DEMO_EMAILS.NORTHWIND_ADMIN, {
      reportId: 'transactions-lookup',
      columns: [],
    });
    expect(none.json().error.details).toEqual([
      { field: 'body.columns', message: 'Choose at least one column' },
    ]);
  });
});
