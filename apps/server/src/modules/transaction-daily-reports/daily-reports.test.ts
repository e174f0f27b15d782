import { NOTIFICATION_LIMITS } from '@paydesk/contracts/notifications/notifications.model';
import {
  type DailyReportFilePage,
  dailyReportFileName,
  TRANSACTIONS_DAILY,
} from '@paydesk/contracts/reports/transactions-daily.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { files } from '../files/files.table';
import { notifications } from '../notifications/notifications.table';
import { insertTestTransaction } from '../transactions/transactions.test-support';
import { dayLabel, filesThatFit } from './daily-report-notices';
import { daysToWrite, writeDailyReports } from './daily-report-pass';
import { listDailyFiles } from './daily-reports.repository';
import { transactionDailyReports } from './daily-reports.table';

/**
 * The transactions daily job and lists (docs/transactions-daily.md). Test transactions are put on
 * days of February 2024, before any demo transaction, and the pass is run with a clock on
 * 11 February 2024, so its week (4–10 February) holds only these.
 */

const { ACME, NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, PLATFORM } = DEMO_EMAILS;
const acme = demoMerchant('acme').id;
const pixel = demoMerchant('pixel-forge').id;
const NOW = new Date('2024-02-11T03:00:00Z');
const OPERATOR_LIST = '/reporting/crm/reports/transactions-daily/files';
const MERCHANT_LIST = '/api/reports/transactions-daily/files';
const WEEK = { from: '2024-02-01', to: '2024-02-29' };
let t: TestApp;

async function list(email: string, url: string, query: Record<string, string>, mode = 'Live') {
  const response = await t.requestAs(email, {
    url: `${url}?${new URLSearchParams(query)}`,
    headers: { mode },
  });
  return { status: response.statusCode, body: response.json() as DailyReportFilePage };
}

async function payment(merchantId: string, at: string, mode: 'Test' | 'Live' = 'Live'): Promise<string> {
  const row = await insertTestTransaction(t.database.db, {
    merchantId,
    amount: 1234,
    mode,
    createdAt: new Date(at),
  });
  return row.id;
}

const reportsOf = () =>
  withScope(t.database.db, SYSTEM_SCOPE, (tx) => tx.select().from(transactionDailyReports));

async function fileText(name: string): Promise<string> {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ content: files.content }).from(files).where(eq(files.fileName, name)),
  );
  return Buffer.from(row?.content ?? new Uint8Array()).toString('utf8');
}

const reportNotices = (userId: string) =>
  withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'ReportGenerated'))),
  );

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  // The limited agent is limited to two providers only here (no customer limit): tenant staff
  // who would be told of every file but for that limit.
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.execute(sql`update users set customer_limits = null where email = ${TEST_USERS.limited}`),
  );
  ids.acmeEarly = await payment(acme, '2024-02-05T00:00:00Z');
  ids.acmeLate = await payment(acme, '2024-02-05T23:59:59Z');
  ids.acmeNextDay = await payment(acme, '2024-02-06T00:00:00Z');
  ids.acmeTest = await payment(acme, '2024-02-05T12:00:00Z', 'Test');
  ids.pixel = await payment(pixel, '2024-02-05T08:00:00Z');
  // Before the week and on the pass's own day: neither gets a file.
  ids.tooOld = await payment(acme, '2024-02-03T12:00:00Z');
  ids.today = await payment(acme, '2024-02-11T01:00:00Z');
});

afterAll(async () => {
  await t?.close();
});

describe('the nightly pass', () => {
  it('looks at the last seven whole UTC days, oldest first', () => {
    expect(daysToWrite(NOW)).toEqual([
      '2024-02-04',
      '2024-02-05',
      '2024-02-06',
      '2024-02-07',
      '2024-02-08',
      '2024-02-09',
      '2024-02-10',
    ]);
    expect(TRANSACTIONS_DAILY.catchUpDays).toBe(7);
  });

  it('writes at most filesPerPass files a pass, and the rest in the next passes, each once', async () => {
    expect(await writeDailyReports(t.database.db, NOW, 2)).toEqual({ ran: true, written: 2 });
    expect(await writeDailyReports(t.database.db, NOW, 2)).toEqual({ ran: true, written: 2 });
    expect(await writeDailyReports(t.database.db, NOW, 2)).toEqual({ ran: true, written: 0 });
    const written = (await reportsOf())
      .map((r) => `${r.day} ${r.mode} ${r.merchantId} ${r.transactions}`)
      .sort();
    expect(written).toEqual(
      [
        `2024-02-05 Live ${acme} 2`,
        `2024-02-05 Test ${acme} 1`,
        `2024-02-05 Live ${pixel} 1`,
        `2024-02-06 Live ${acme} 1`,
      ].sort(),
    );
  });

  it("writes the day's transactions of the merchant and mode in the transaction export's columns, times in UTC", async () => {
    const csv = await fileText(dailyReportFileName('2024-02-05', 'Live', acme));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('(UTC');
    // Newest first; the next day's and the Test payment are in files of their own.
    expect(lines[1]).toContain(ids.acmeLate);
    expect(lines[1]).toContain('2024-02-05 23:59:59');
    expect(lines[2]).toContain(ids.acmeEarly);
    expect(csv).not.toContain(ids.acmeNextDay);
    expect(csv).not.toContain(ids.acmeTest);
    expect(lines[1]).toContain('12.34');
    const [stored] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ uploadedBy: files.uploadedBy, wholeMerchant: files.wholeMerchant, purpose: files.purpose })
        .from(files)
        .where(eq(files.fileName, dailyReportFileName('2024-02-05', 'Live', acme))),
    );
    expect(stored).toEqual({ uploadedBy: null, wholeMerchant: true, purpose: 'report' });
  });

  it('tells the merchant of each of its files, and tenant staff once a day of the files they may see', async () => {
    const acmeNotices = await reportNotices(demoUser(ACME).id);
    expect(acmeNotices.map((n) => n.objectUrl).sort()).toEqual(
      [
        dailyReportFileName('2024-02-05', 'Live', acme),
        dailyReportFileName('2024-02-05', 'Test', acme),
        dailyReportFileName('2024-02-06', 'Live', acme),
      ].sort(),
    );
    expect(acmeNotices.map((n) => n.title)).toContain('Transactions daily for 5 Feb 2024 is ready');
    const staff = await reportNotices(demoUser(NORTHWIND_ADMIN).id);
    // Two passes wrote 5 February's files: one notice each.
    const fifth = staff.filter((n) => n.title.startsWith('Transactions daily for 5 Feb 2024'));
    expect(fifth.flatMap((n) => (n.objectUrl ?? '').split(',')).sort()).toEqual(
      [
        dailyReportFileName('2024-02-05', 'Live', acme),
        dailyReportFileName('2024-02-05', 'Test', acme),
        dailyReportFileName('2024-02-05', 'Live', pixel),
      ].sort(),
    );
    expect(await reportNotices(demoUser(BLUE_HARBOR_ADMIN).id)).toEqual([]);
  });

  it('does not tell users limited to some providers, who may not download a file of every one', async () => {
    const limited = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.execute(sql`select id from users where email = ${TEST_USERS.limited}`),
    );
    const limitedId = (limited as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
    expect(limitedId).not.toBe('');
    expect(await reportNotices(limitedId)).toEqual([]);
    const name = dailyReportFileName('2024-02-05', 'Live', acme);
    const download = await t.requestAs(TEST_USERS.limited, {
      url: `/api/fs/transaction-daily-report-csv/file/${name}`,
    });
    expect(download.statusCode).toBe(404);
    const listed = await list(TEST_USERS.limited, OPERATOR_LIST, WEEK);
    expect(listed.body).toEqual({ data: [], count: 0, withheld: true });
  });

  it('names as many files as fit in an objectUrl', () => {
    const names = Array.from({ length: 40 }, (_, i) =>
      dailyReportFileName('2024-02-05', 'Live', `${i}`.padStart(36, '0')),
    );
    const fit = filesThatFit(names);
    expect(fit.join(',').length).toBeLessThanOrEqual(NOTIFICATION_LIMITS.objectUrl);
    expect(fit.length).toBeLessThan(names.length);
    expect([...fit, names[fit.length]].join(',').length).toBeGreaterThan(NOTIFICATION_LIMITS.objectUrl);
    expect(dayLabel('2026-12-06')).toBe('6 Dec 2026');
  });
});

describe('GET …/transactions-daily/files', () => {
  it("lists a merchant's own files of its mode, newest day first, and downloads one", async () => {
    const live = await list(ACME, MERCHANT_LIST, WEEK);
    expect(live.status).toBe(200);
    expect(live.body.count).toBe(2);
    expect(live.body.data.map((f) => f.day)).toEqual(['2024-02-06', '2024-02-05']);
    expect(live.body.data[1]).toMatchObject({
      fileName: dailyReportFileName('2024-02-05', 'Live', acme),
      merchantId: acme,
      mode: 'Live',
      transactions: 2,
    });
    const test = await list(ACME, MERCHANT_LIST, WEEK, 'Test');
    expect(test.body.data.map((f) => `${f.day} ${f.mode}`)).toEqual(['2024-02-05 Test']);
    const download = await t.requestAs(ACME, {
      url: `/api/fs/transaction-daily-report-csv/file/${live.body.data[1]?.fileName}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain(ids.acmeEarly);
    const byQuery = await t.requestAs(ACME, {
      url: `/api/crm/files/?fileName=${live.body.data[1]?.fileName}`,
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.body).toContain(ids.acmeEarly);
  });

  it("never shows another merchant's or tenant's files", async () => {
    const pixelFile = dailyReportFileName('2024-02-05', 'Live', pixel);
    const asAcme = await t.requestAs(ACME, { url: `/api/fs/transaction-daily-report-csv/file/${pixelFile}` });
    expect(asAcme.statusCode).toBe(404);
    const other = await list(BLUE_HARBOR_ADMIN, OPERATOR_LIST, WEEK);
    expect(other.body).toEqual({ data: [], count: 0, withheld: false });
    const foreign = await list(TEST_USERS.foreignMerchant, MERCHANT_LIST, WEEK);
    expect(foreign.body).toEqual({ data: [], count: 0, withheld: false });
  });

  it("lists the tenant's merchants for its staff, narrowed by customer, paged", async () => {
    const all = await list(NORTHWIND_ADMIN, OPERATOR_LIST, WEEK);
    expect(all.body.count).toBe(3);
    expect(all.body.data.map((f) => f.day)).toEqual(['2024-02-06', '2024-02-05', '2024-02-05']);
    const onlyPixel = await list(NORTHWIND_ADMIN, OPERATOR_LIST, { ...WEEK, customer: pixel });
    expect(onlyPixel.body.data.map((f) => f.merchantName)).toEqual([
      demoMerchant('pixel-forge').legalBusinessName,
    ]);
    const paged = await list(NORTHWIND_ADMIN, OPERATOR_LIST, { ...WEEK, pageSize: '5', pageIndex: '1' });
    expect(paged.body).toEqual({ data: [], count: 3, withheld: false });
    const oneDay = await list(NORTHWIND_ADMIN, OPERATOR_LIST, { from: '2024-02-06', to: '2024-02-06' });
    expect(oneDay.body.count).toBe(1);
  });

  it("keeps a customer-limited user to its customers' files", async () => {
    const scope = { ...SYSTEM_SCOPE, tenantIds: [NORTHWIND.id], customerIds: [pixel] };
    const page = await withScope(t.database.db, scope, (tx) =>
      listDailyFiles(tx, scope, { ...WEEK, pageIndex: 0, pageSize: 20 }),
    );
    expect(page.data.map((f) => f.merchantId)).toEqual([pixel]);
  });

  it('lets platform staff narrow to one tenant', async () => {
    const northwind = await list(PLATFORM, OPERATOR_LIST, { ...WEEK, tenantId: NORTHWIND.id });
    expect(northwind.body.count).toBe(3);
    const blue = await list(PLATFORM, OPERATOR_LIST, { ...WEEK, tenantId: BLUE_HARBOR.id });
    expect(blue.body.count).toBe(0);
  });

  it('answers 400 with field messages for a period out of order, too long, or a page size off the list', async () => {
    const backwards = await list(NORTHWIND_ADMIN, OPERATOR_LIST, { from: '2024-02-10', to: '2024-02-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('Must not be before from');
    const long = await list(NORTHWIND_ADMIN, OPERATOR_LIST, { from: '2023-01-01', to: '2024-06-01' });
    expect(long.status).toBe(400);
    const size = await list(NORTHWIND_ADMIN, OPERATOR_LIST, { ...WEEK, pageSize: '7' });
    expect(size.status).toBe(400);
    const notADay = await list(NORTHWIND_ADMIN, OPERATOR_LIST, { from: '2024-02-30', to: '2024-03-01' });
    expect(notADay.status).toBe(400);
  });

  it('answers 403 without the report permission', async () => {
    const bare = await list(TEST_USERS.bareTenant, OPERATOR_LIST, WEEK);
    expect(bare.status).toBe(403);
  });
});
