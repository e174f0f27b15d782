import type {
  ApmTransaction,
  ApmTransactionPage,
} from '@paydesk/contracts/apm-transactions/apm-transaction.schemas';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR } from '../../seed/demo-data';
import { TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  addTransaction,
  dayWindow,
  MERCHANTS,
  qs,
  READ_USERS,
  readClient,
  seaside,
} from '../transactions/reads/transaction-reads.test-support';

/** The APM lookup (api/crm/apm-transactions): APM rows only, scope, limits, filters, search, csv. */

let t: TestApp;
let client: ReturnType<typeof readClient>;
const day = dayWindow('2020-04-07');
const BASE = '/api/crm/apm-transactions';
const ids: Record<string, string> = {};
const externalIds: Record<string, string> = {};
const NO_CARD = { cardBin: null, cardLast4: null, cardMasked: null, cardBrand: null } as const;

beforeAll(async () => {
  t = await buildTestApp();
  client = readClient(t);
  const rows = {
    ideal: {
      ...NO_CARD,
      paymentMethod: 'ideal',
      serviceProvider: 'silverpine-open-banking',
      processorReference: 'IDL-2020-0001',
      customerEmail: 'Shopper.One@Example.test',
      customerName: '=HYPERLINK("http://evil.test")',
      amount: 1250,
      createdAt: day.at('09:00:00'),
    },
    paypal: {
      ...NO_CARD,
      paymentMethod: 'paypal',
      serviceProvider: 'harbourline-payments',
      status: 'Pending',
      processorReference: 'PP-7788',
      createdAt: day.at('10:00:00'),
    },
    klarna: {
      ...NO_CARD,
      merchantId: MERCHANTS.harbour,
      paymentMethod: 'klarna',
      serviceProvider: 'harbourline-payments',
      status: 'Declined',
      createdAt: day.at('11:00:00'),
    },
    card: { paymentMethod: 'visa', createdAt: day.at('12:00:00') },
    wallet: { paymentMethod: 'apple-pay', createdAt: day.at('12:30:00') },
    otherTenant: {
      ...NO_CARD,
      ...seaside,
      paymentMethod: 'sepa-dd',
      serviceProvider: 'silverpine-open-banking',
      createdAt: day.at('13:00:00'),
    },
    testMode: { ...NO_CARD, paymentMethod: 'ideal', mode: 'Test', createdAt: day.at('14:00:00') },
  } as const;
  for (const [label, overrides] of Object.entries(rows)) {
    const row = await addTransaction(t.database.db, `APM-${label}`, overrides);
    ids[label] = row.id!;
    externalIds[label] = row.externalId;
  }
});
afterAll(() => t.close());

const inDay = { startDate: day.startDate, endDate: day.endDate };
const list = (
  email: string,
  params: Record<string, string | number | readonly string[]> = {},
  headers = {},
) => client.ok<ApmTransactionPage>(email, `${BASE}?${qs({ ...inDay, ...params })}`, headers);
const labelsOf = (page: ApmTransactionPage) =>
  page.data.map((row) => Object.keys(ids).find((label) => ids[label] === row.id));

describe('GET api/crm/apm-transactions', () => {
  it('lists only APM transactions of the caller tenant and mode, newest first', async () => {
    const page = await list(READ_USERS.tenantAdmin);
    expect(labelsOf(page)).toEqual(['klarna', 'paypal', 'ideal']);
    expect(page.count).toBe(3);
  });

  it('answers what an APM has: its type, reference, shopper account and shopper state', async () => {
    const page = await list(READ_USERS.tenantAdmin);
    const byLabel = Object.fromEntries(page.data.map((row) => [labelsOf({ ...page, data: [row] })[0], row]));
    expect(byLabel.ideal).toMatchObject({
      apmType: 'BankRedirect',
      apmReference: 'IDL-2020-0001',
      shopperAccount: 'Shopper.One@Example.test',
      shopperState: 'Completed',
      paymentMethod: 'ideal',
      cardMasked: null,
    });
    expect(byLabel.paypal).toMatchObject({ apmType: 'EWallet', shopperState: 'AwaitingShopper' });
    expect(byLabel.klarna).toMatchObject({ apmType: 'BuyNowPayLater', shopperState: 'Refused' });
  });

  it('platform staff see every tenant; the tenantId header narrows to one', async () => {
    expect(labelsOf(await list(READ_USERS.platform))).toEqual(['otherTenant', 'klarna', 'paypal', 'ideal']);
    const narrowed = await list(READ_USERS.platform, {}, { tenantid: BLUE_HARBOR.id });
    expect(labelsOf(narrowed)).toEqual(['otherTenant']);
  });

  it('Test mode by the systemMode filter', async () => {
    expect(labelsOf(await list(READ_USERS.tenantAdmin, { systemMode: 1 }))).toEqual(['testMode']);
  });

  it('filters by APM type, payment method, status and merchant', async () => {
    expect(labelsOf(await list(READ_USERS.tenantAdmin, { apmType: ['BankRedirect'] }))).toEqual(['ideal']);
    expect(labelsOf(await list(READ_USERS.tenantAdmin, { apmType: ['EWallet', 'BuyNowPayLater'] }))).toEqual([
      'klarna',
      'paypal',
    ]);
    expect(labelsOf(await list(READ_USERS.tenantAdmin, { paymentMethod: ['paypal'] }))).toEqual(['paypal']);
    // A card method asked for by name still finds nothing here.
    expect(labelsOf(await list(READ_USERS.tenantAdmin, { paymentMethod: ['visa'] }))).toEqual([]);
    expect(labelsOf(await list(READ_USERS.tenantAdmin, { status: ['Declined'] }))).toEqual(['klarna']);
    expect(labelsOf(await list(READ_USERS.tenantAdmin, { merchantId: [MERCHANTS.acme] }))).toEqual([
      'paypal',
      'ideal',
    ]);
  });

  it('pages with PageSize and PageIndex, the count covering every page', async () => {
    const second = await list(READ_USERS.tenantAdmin, { PageSize: 2, PageIndex: 1 });
    expect(second.count).toBe(3);
    expect(labelsOf(second)).toEqual(['ideal']);
  });

  it("applies the user's limits like the transaction lookup (an empty limit allows nothing)", async () => {
    expect((await list(TEST_USERS.limited)).data).toEqual([]);
  });

  it('refuses an unknown APM type with a field message', async () => {
    const response = await client.get(READ_USERS.tenantAdmin, `${BASE}?apmType=Cheque`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toMatch(/^querystring\.apmType/);
  });

  it('is for holders of CRM.Transaction.LookupApm among operators only', async () => {
    expect(await client.status(READ_USERS.merchant, BASE)).toBe(403);
    expect(await client.status(TEST_USERS.bareTenant, BASE)).toBe(403);
  });
});

describe('GET api/crm/apm-transactions/searchKey', () => {
  const search = (email: string, SearchParam: string, SearchKey: string) =>
    client.get(email, `${BASE}/searchKey?${qs({ SearchParam, SearchKey })}`);
  const found = async (SearchParam: string, SearchKey: string, email: string = READ_USERS.tenantAdmin) => {
    const response = await search(email, SearchParam, SearchKey);
    expect(response.statusCode, response.body).toBe(200);
    return labelsOf(response.json() as ApmTransactionPage);
  };

  it('finds by the APM reference, e-mail (any case), external id and id', async () => {
    expect(await found('ApmReference', 'IDL-2020-0001')).toEqual(['ideal']);
    expect(await found('Email', 'shopper.one@example.TEST')).toEqual(['ideal']);
    expect(await found('ExternalId', externalIds.paypal!)).toEqual(['paypal']);
    expect(await found('Id', ids.klarna!.toUpperCase())).toEqual(['klarna']);
  });

  it('never finds a card transaction or another tenant', async () => {
    expect(await found('Id', ids.card!)).toEqual([]);
    expect(await found('ExternalId', externalIds.otherTenant!)).toEqual([]);
  });

  it('the key is an exact match in the named field only', async () => {
    expect(await found('ApmReference', 'IDL-2020')).toEqual([]);
    expect(await found('ExternalId', 'IDL-2020-0001')).toEqual([]);
  });

  it('400 for an Id that is not a UUID, a missing SearchParam or an empty key', async () => {
    const notUuid = await search(READ_USERS.tenantAdmin, 'Id', 'abc');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error.details).toEqual([
      { field: 'querystring.SearchKey', message: 'A transaction id is a UUID' },
    ]);
    const noParam = await client.get(READ_USERS.tenantAdmin, `${BASE}/searchKey?SearchKey=x`);
    expect(noParam.statusCode).toBe(400);
    expect(noParam.json().error.details[0].field).toBe('querystring.SearchParam');
    const empty = await search(READ_USERS.tenantAdmin, 'Email', ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toEqual({
      field: 'querystring.SearchKey',
      message: 'Enter a value to search for',
    });
  });
});

describe('GET api/crm/apm-transactions/{id}', () => {
  it('answers an APM transaction of the scope', async () => {
    const row = await client.ok<ApmTransaction>(READ_USERS.tenantAdmin, `${BASE}/${ids.paypal}`);
    expect(row).toMatchObject({ id: ids.paypal, apmType: 'EWallet', apmReference: 'PP-7788' });
  });

  it('404 for a card or wallet transaction, and for another tenant', async () => {
    expect(await client.status(READ_USERS.tenantAdmin, `${BASE}/${ids.card}`)).toBe(404);
    expect(await client.status(READ_USERS.tenantAdmin, `${BASE}/${ids.wallet}`)).toBe(404);
    expect(await client.status(READ_USERS.tenantAdmin, `${BASE}/${ids.otherTenant}`)).toBe(404);
    expect(await client.status(READ_USERS.otherTenant, `${BASE}/${ids.ideal}`)).toBe(404);
    expect(await client.status(TEST_USERS.limited, `${BASE}/${ids.ideal}`)).toBe(404);
    expect(await client.status(READ_USERS.platform, `${BASE}/${ids.otherTenant}`)).toBe(200);
  });
});

describe('GET api/crm/apm-transactions/csv', () => {
  async function exportCsv(params: Record<string, string | number>) {
    const response = await client.get(READ_USERS.tenantAdmin, `${BASE}/csv?${qs({ ...inDay, ...params })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('apm-transactions.zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(['apm-transactions.csv']);
    return new TextDecoder()
      .decode(files['apm-transactions.csv'])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
  }

  it('holds the APM rows of the filter, at the caller offset, formula-safe', async () => {
    const lines = await exportCsv({ timezoneOffset: 120 });
    expect(lines[0]).toContain('Created (UTC+02:00)');
    expect(lines[0]).toContain('APM reference');
    const body = lines.slice(1).filter(Boolean);
    expect(body).toHaveLength(3);
    const ideal = body.find((line) => line.startsWith(ids.ideal!))!;
    expect(ideal).toContain('2020-04-07 11:00:00');
    expect(ideal).toContain(',12.50,EUR,');
    expect(ideal).toContain(',BankRedirect,');
    expect(ideal).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(body.some((line) => line.startsWith(ids.card!))).toBe(false);
  });

  it('narrows to a search, and refuses a SearchKey without SearchParam', async () => {
    const lines = await exportCsv({ SearchParam: 'ApmReference', SearchKey: 'PP-7788' });
    expect(lines.slice(1).filter(Boolean)).toHaveLength(1);
    const response = await client.get(READ_USERS.tenantAdmin, `${BASE}/csv?SearchKey=PP-7788`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('querystring.SearchParam');
  });
});

describe('APM rows of another tenant by tenantId header', () => {
  it('a tenant admin naming another tenant is 404', async () => {
    const response = await client.get(READ_USERS.tenantAdmin, `${BASE}?${qs(inDay)}`, {
      tenantid: BLUE_HARBOR.id,
    });
    expect(response.statusCode).toBe(404);
  });
});
