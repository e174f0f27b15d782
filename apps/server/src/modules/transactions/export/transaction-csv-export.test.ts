import { randomUUID } from 'node:crypto';
import { desc, inArray, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies } from '../../../infra/db/schema';
import { SYSTEM_SCOPE, scopeForActor } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { selectTransactionPage } from '../../money/transaction-rows';
import { transactions } from '../../money/transactions.table';
import {
  addTransaction,
  dayWindow,
  MERCHANTS,
  qs,
  READ_USERS,
  readClient,
  seaside,
} from '../reads/transaction-reads.test-support';
import { type LookupFilter, lookupWhere } from '../transaction-filter';
import { testWebsiteId } from '../transactions.test-support';
import {
  EXPORT_BATCH_ROWS,
  exportTransactionsZip,
  referenceNames,
  transactionRowBatches,
} from './transaction-csv-export';
import { csvCells, csvHeader, csvLine } from './transaction-csv-format';

/** GET …/csv: a zip with transactions.csv, streamed in batches, in scope, formula-safe. */

let t: TestApp;
let client: ReturnType<typeof readClient>;
const day = dayWindow('2020-05-11');
const bulkDay = dayWindow('2020-05-12');
const window = { startDate: day.startDate, endDate: day.endDate };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  client = readClient(t);
  const db = t.database.db;
  const add = async (key: string, overrides: Parameters<typeof addTransaction>[2]) => {
    ids[key] = (await addTransaction(db, `CSV${key}`, overrides)).id ?? '';
  };
  await add('plain', {
    amount: 123_456,
    capturedAmount: 123_456,
    customerName: 'Jane Doe',
    createdAt: day.at('22:30:15'),
  });
  await add('formula', {
    amount: 5,
    capturedAmount: 5,
    customerName: '=HYPERLINK("http://evil.example","x")',
    customerEmail: '+1@evil.example',
    createdAt: day.at('10:00:00'),
  });
  await add('yen', {
    amount: 1_500,
    capturedAmount: 1_500,
    currency: 'JPY',
    baseAmount: 925,
    createdAt: day.at('09:00:00'),
  });
  await add('amex', { paymentMethod: 'amex', createdAt: day.at('08:00:00') });
  await add('harbour', { merchantId: MERCHANTS.harbour, createdAt: day.at('07:00:00') });
  await add('foreign', { ...seaside, createdAt: day.at('06:00:00') });
  await add('test', { mode: 'Test', createdAt: day.at('05:00:00') });
});
afterAll(() => t.close());

async function exportAs(
  email: string,
  query: Record<string, string | number>,
  url = '/api/crm/transactions/csv',
) {
  const response = await client.get(email, `${url}?${qs(query)}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  expect(Object.keys(files)).toEqual(['transactions.csv']);
  // ignoreBOM: keep the byte-order mark in the text, to see that it is there.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['transactions.csv']!);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  const [header, ...rows] = lines;
  return { response, header: header!.split(','), rows, text };
}
const idsIn = (rows: string[]) =>
  rows.map((row) => Object.keys(ids).find((k) => row.startsWith(ids[k]!)) ?? row);

describe('the CSV export', () => {
  it('answers a zip download that is never cached', async () => {
    const { response } = await exportAs(READ_USERS.tenantAdmin, window);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="transactions.zip"/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("holds the caller's rows in the lookup's order, and only them", async () => {
    expect(idsIn((await exportAs(READ_USERS.tenantAdmin, window)).rows)).toEqual([
      'plain',
      'formula',
      'yen',
      'amex',
      'harbour',
    ]);
    expect(idsIn((await exportAs(READ_USERS.merchant, window, '/api/transactions/csv')).rows)).toEqual([
      'plain',
      'formula',
      'yen',
      'amex',
    ]);
    // The agent: Acme only, no Amex (per-user limits hold in exports too).
    expect(idsIn((await exportAs(READ_USERS.agent, window)).rows)).toEqual(['plain', 'formula', 'yen']);
    expect(idsIn((await exportAs(READ_USERS.otherTenant, window)).rows)).toEqual(['foreign']);
    expect(idsIn((await exportAs(READ_USERS.tenantAdmin, { ...window, systemMode: 1 })).rows)).toEqual([
      'test',
    ]);
  });

  it('applies the filter and the search key', async () => {
    expect(idsIn((await exportAs(READ_USERS.tenantAdmin, { ...window, currency: 'JPY' })).rows)).toEqual([
      'yen',
    ]);
    expect(idsIn((await exportAs(READ_USERS.tenantAdmin, { ...window, searchKey: ids.amex! })).rows)).toEqual(
      ['amex'],
    );
  });

  it('exports an exact id or external id whatever the dates, in scope only (issue 16)', async () => {
    const old = await addTransaction(t.database.db, 'CSVold', {
      createdAt: dayWindow('2020-04-01').at('12:00:00'),
    });
    const exported = async (email: string, query: Record<string, string>) =>
      (await exportAs(email, { ...window, ...query })).rows.map((row) => row.split(',')[0]);
    expect(await exported(READ_USERS.tenantAdmin, { searchKey: old.id! })).toEqual([old.id]);
    expect(await exported(READ_USERS.tenantAdmin, { externalId: old.externalId! })).toEqual([old.id]);
    expect(await exported(READ_USERS.otherTenant, { searchKey: old.id! })).toEqual([]);
  });

  it('names payment methods and service providers as the lookup does, not by their ids (issue 16)', async () => {
    const { header, rows } = await exportAs(READ_USERS.tenantAdmin, window);
    const col = (name: string) => header.indexOf(name);
    const cells = (key: string) => rows.find((row) => row.startsWith(ids[key]!))!.split(',');
    expect(cells('plain')[col('Payment method')]).toBe('Visa');
    expect(cells('plain')[col('Service provider')]).toBe('Northstar Acquiring');
    expect(cells('amex')[col('Payment method')]).toBe('American Express');
    // The merchant base too.
    const merchant = await exportAs(READ_USERS.merchant, window, '/api/transactions/csv');
    expect(merchant.rows[0]!.split(',')[col('Payment method')]).toBe('Visa');
  });

  it("writes amounts with the currency's decimals and dates at the caller's offset", async () => {
    const { header, rows } = await exportAs(READ_USERS.tenantAdmin, { ...window, timezoneOffset: 180 });
    const col = (name: string) => header.indexOf(name);
    expect(col('Created (UTC+03:00)')).toBeGreaterThan(-1);
    const plain = rows[0]!.split(',');
    expect(plain[col('Amount')]).toBe('1234.56');
    expect(plain[col('Currency')]).toBe('EUR');
    // 22:30:15 UTC on the 11th is 01:30:15 on the 12th at UTC+03:00.
    expect(plain[col('Created (UTC+03:00)')]).toBe('2020-05-12 01:30:15');
    expect(plain[col('Customer name')]).toBe('Jane Doe');
    expect(plain[col('Card')]).toBe('411111******1111');
    const yen = rows[2]!.split(',');
    expect(yen[col('Amount')]).toBe('1500');
    expect(yen[col('Base amount')]).toBe('9.25');
    const formula = rows[1]!.split(',');
    expect(formula[col('Amount')]).toBe('0.05');
    const west = await exportAs(READ_USERS.tenantAdmin, { ...window, timezoneOffset: -300 });
    expect(west.header).toContain('Created (UTC-05:00)');
    expect(west.rows[0]!.split(',')[col('Created (UTC+03:00)')]).toBe('2020-05-11 17:30:15');
  });

  it('cannot carry a formula into a spreadsheet', async () => {
    const { rows } = await exportAs(READ_USERS.tenantAdmin, window);
    const formula = rows[1]!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(formula).toContain(",'+1@evil.example,");
    expect(formula).not.toMatch(/,=|,\+/);
  });

  it('answers 404 for a tenantId header the caller cannot see, before any download', async () => {
    expect(
      await client.status(READ_USERS.tenantAdmin, `/api/crm/transactions/csv?${qs(window)}`, {
        tenantId: seaside.tenantId!,
      }),
    ).toBe(404);
  });
});

describe('lines made by the database', () => {
  const oddDay = dayWindow('2020-05-14');
  const odd = { startDate: oddDay.startDate, endDate: oddDay.endDate };

  /** The export as csvHeader, csvCells and csvLine make it in JavaScript from the same rows. */
  async function expectedText(email: string, offsetMinutes: number): Promise<string> {
    const verified = await t.app.auth.verifier.verify(await t.tokenFor(email));
    const actor = await t.app.auth.actors.resolve(verified, undefined);
    if (!actor) throw new Error(`no actor for ${email}`);
    const scope = scopeForActor(actor);
    return withScope(t.database.db, scope, async (tx) => {
      const places = await tx.select({ id: currencies.id, n: currencies.decimalPlaces }).from(currencies);
      const decimals = new Map(places.map((c) => [c.id.trim(), c.n]));
      const where = lookupWhere(scope, actor, { ...odd, timezoneOffset: offsetMinutes } as LookupFilter);
      const rows = await selectTransactionPage(
        tx,
        where,
        [desc(transactions.createdAt), desc(transactions.id)],
        100,
      );
      let text = `\uFEFF${csvLine(csvHeader(offsetMinutes))}`;
      const names = await referenceNames(tx);
      for (const row of rows) text += csvLine(csvCells(row, decimals, offsetMinutes, names));
      return text;
    });
  }

  it('makes every line byte for byte as csvCells and csvLine do', async () => {
    // An instant with microseconds (a Date has milliseconds): SQL, which the insert accepts.
    const at = (time: string, micros = 0) =>
      sql`${oddDay.at(time).toISOString()}::timestamptz + make_interval(secs => ${micros / 1e6})` as unknown as Date;
    const rows: Parameters<typeof addTransaction>[2][] = [
      // Every formula start, and quotes, commas and line breaks that must be quoted.
      { customerName: '=1+1', customerEmail: '+x@example.com', createdAt: at('00:00:00') },
      { customerName: '-2', responseMessage: '@SUM(A1)', createdAt: at('00:00:01') },
      { customerName: '\tTabbed', responseMessage: '\rCarriage', createdAt: at('00:00:02') },
      { customerName: 'Smith, "Jo"', responseMessage: 'line\r\nbreak', createdAt: at('00:00:03') },
      {
        customerName: null,
        customerEmail: null,
        cardMasked: null,
        cardBrand: null,
        createdAt: at('00:00:04'),
      },
      // Amounts shorter than the decimals, 0, 3 and 4 decimal places; a base in another currency.
      { amount: 5, capturedAmount: 5, currency: 'BHD', baseAmount: 7, createdAt: at('12:00:00') },
      { amount: 1, capturedAmount: 0, currency: 'CLF', baseAmount: 1, createdAt: at('12:00:01') },
      { amount: 3, capturedAmount: 3, currency: 'JPY', baseAmount: 2, createdAt: at('12:00:02') },
      { amount: 123_456_789_012, capturedAmount: 1, currency: 'KWD', createdAt: at('12:00:03') },
      // Instants a microsecond from the next second and the next day, at every offset below.
      { createdAt: at('23:59:59', 999_999), updatedAt: new Date(oddDay.at('23:59:59').getTime() + 999) },
      { createdAt: at('00:00:00', 1) },
    ];
    for (const [i, overrides] of rows.entries()) await addTransaction(t.database.db, `-ODD${i}`, overrides);
    for (const offset of [0, 180, -330, 840, -720]) {
      const { text } = await exportAs(READ_USERS.tenantAdmin, { ...odd, timezoneOffset: offset });
      expect(text.split('\r\n').length).toBeGreaterThan(rows.length);
      expect(text).toBe(await expectedText(READ_USERS.tenantAdmin, offset));
    }
    // And for a user with per-user limits: the same rows the lookup shows, made the same way.
    const { text } = await exportAs(READ_USERS.agent, odd);
    expect(text).toBe(await expectedText(READ_USERS.agent, 0));
  });
});

describe('batches', () => {
  it(`reads past one batch of ${EXPORT_BATCH_ROWS} rows without losing or repeating one`, async () => {
    const total = EXPORT_BATCH_ROWS + 37;
    const website = testWebsiteId(MERCHANTS.acme);
    const at = bulkDay.at('12:00:00').getTime();
    // Rows share instants in pairs, and a pair straddles the batch boundary: the keyset must order by
    // the id within an instant. The instants carry microseconds, which a JS Date cursor would lose.
    const rows = Array.from({ length: total }, (_, i) => {
      const id = randomUUID();
      return {
        tenantId: NORTHWIND.id,
        id,
        externalId: `BULK-${i}-${id.slice(0, 8)}`,
        merchantId: MERCHANTS.acme,
        websiteId: website,
        mode: 'Live' as const,
        type: 'Payment' as const,
        status: 'Captured',
        amount: 100 + i,
        currency: 'EUR',
        baseAmount: 100 + i,
        baseCurrency: 'EUR',
        capturedAmount: 100 + i,
        paymentMethod: 'visa',
        serviceProvider: 'northstar-acquiring',
        createdAt: sql`${new Date(at - Math.floor((i + 1) / 2) * 1000).toISOString()}::timestamptz + interval '123 microseconds'`,
      };
    });
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) => tx.insert(transactions).values(rows));
    const { rows: lines } = await exportAs(READ_USERS.tenantAdmin, {
      startDate: bulkDay.startDate,
      endDate: bulkDay.endDate,
    });
    const exported = lines.map((line) => line.split(',')[0]);
    expect(exported).toHaveLength(total);
    expect(new Set(exported).size).toBe(total);
    expect(new Set(exported)).toEqual(new Set(rows.map((r) => r.id)));
  });
});

describe('transactionRowBatches (the APM and report exports)', () => {
  const keysetDay = dayWindow('2020-05-17');

  it('reads every row once, newest first, across batches cut inside an instant', async () => {
    // Pairs share an instant with microseconds, so the cursor must order by id within it and must
    // not round the instant through a JS Date.
    const at = (i: number) =>
      sql`${new Date(keysetDay.at('12:00:00').getTime() - Math.floor((i + 1) / 2) * 1000).toISOString()}::timestamptz + interval '123 microseconds'` as unknown as Date;
    const ids: string[] = [];
    for (let i = 0; i < 9; i++)
      ids.push((await addTransaction(t.database.db, 'KEYSET', { createdAt: at(i) })).id ?? '');
    const where = inArray(transactions.id, ids);
    const read = (batchRows: number, subset: string[]) =>
      withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
        const batches: string[][] = [];
        for await (const rows of transactionRowBatches(tx, inArray(transactions.id, subset), batchRows)) {
          batches.push(rows.map((row) => row.t.id));
        }
        return batches;
      });
    const newestFirst = await withScope(t.database.db, SYSTEM_SCOPE, async (tx) =>
      (
        await selectTransactionPage(tx, where, [desc(transactions.createdAt), desc(transactions.id)], 100)
      ).map((row) => row.t.id),
    );
    expect(newestFirst).toHaveLength(9);

    const ofNine = await read(2, ids);
    expect(ofNine.map((batch) => batch.length)).toEqual([2, 2, 2, 2, 1]);
    expect(ofNine.flat()).toEqual(newestFirst);
    // A last full batch: one more read finds nothing and ends.
    const eight = newestFirst.slice(0, 8);
    const ofEight = await read(4, eight);
    expect(ofEight.map((batch) => batch.length)).toEqual([4, 4]);
    expect(ofEight.flat()).toEqual(eight);
  });
});

describe('progress and snapshot', () => {
  const snapDay = dayWindow('2020-05-15');
  const snapWindow = { startDate: snapDay.startDate, endDate: snapDay.endDate };

  /** The tenant admin's actor and scope, as the route would resolve them. */
  async function adminContext() {
    const verified = await t.app.auth.verifier.verify(await t.tokenFor(READ_USERS.tenantAdmin));
    const actor = await t.app.auth.actors.resolve(verified, undefined);
    if (!actor) throw new Error('no actor for the tenant admin');
    return { actor, scope: scopeForActor(actor) };
  }

  async function zipText(zip: NodeJS.ReadableStream): Promise<string[]> {
    const parts: Buffer[] = [];
    for await (const part of zip) parts.push(Buffer.from(part as Buffer));
    const text = new TextDecoder().decode(
      unzipSync(new Uint8Array(Buffer.concat(parts)))['transactions.csv']!,
    );
    return text
      .split('\r\n')
      .filter((line) => line.length > 0)
      .slice(1);
  }

  it('tells the rows written after every batch, up to the whole file', async () => {
    for (const time of ['10:00:00', '10:00:01', '10:00:02', '10:00:03', '10:00:04']) {
      await addTransaction(t.database.db, 'PROG', { createdAt: snapDay.at(time) });
    }
    const { actor, scope } = await adminContext();
    const reported: number[] = [];
    const zip = exportTransactionsZip({
      db: t.database.db,
      scope,
      actor,
      filter: snapWindow,
      log: t.app.log,
      batchRows: 2,
      onProgress: (rows) => {
        reported.push(rows);
      },
    });
    expect(await zipText(zip)).toHaveLength(5);
    expect(reported).toEqual([2, 4, 5]);
  });

  // PGlite is one connection: nothing can commit while the export's transaction is open.
  it.skipIf(!process.env.DATABASE_URL)(
    'reads one snapshot: a row committed while the export runs is not in the file',
    { timeout: 20_000 },
    async () => {
      const lateDay = dayWindow('2020-05-16');
      for (const time of ['10:00:00', '10:00:01', '10:00:02', '10:00:03']) {
        await addTransaction(t.database.db, 'SNAP', { createdAt: lateDay.at(time) });
      }
      const { actor, scope } = await adminContext();
      let late: string | undefined;
      const zip = exportTransactionsZip({
        db: t.database.db,
        scope,
        actor,
        filter: { startDate: lateDay.startDate, endDate: lateDay.endDate },
        log: t.app.log,
        batchRows: 1,
        onProgress: async (rows) => {
          // After the first batch (the second is already asked for): the oldest row of the window,
          // so under READ COMMITTED the last batch would read it.
          if (rows === 1) {
            late = (await addTransaction(t.database.db, 'LATE', { createdAt: lateDay.at('09:00:00') })).id;
          }
        },
      });
      const lines = await zipText(zip);
      expect(late).toBeDefined();
      expect(lines).toHaveLength(4);
      expect(lines.map((line) => line.split(',')[0])).not.toContain(late);
    },
  );
});
