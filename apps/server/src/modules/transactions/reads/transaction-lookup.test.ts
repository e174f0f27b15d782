import type { Transaction, TransactionPage } from '@paydesk/contracts/transactions/transaction.schemas';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { BLUE_HARBOR, NORTHWIND } from '../../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { statementName } from '../../money/named-statements';
import { selectTransactionPage } from '../../money/transaction-rows';
import { transactions } from '../../money/transactions.table';
import { lookupMode, lookupOrder } from '../transaction-filter';
import { cappedCount } from './transaction-lookup.repository';
import { selectLookupPage } from './transaction-lookup-page';
import {
  addTransaction,
  dayWindow,
  MERCHANTS,
  qs,
  READ_USERS,
  readClient,
  seaside,
} from './transaction-reads.test-support';

/** The lookup (spec §7 "GET list"): scope, per-user limits, mode, every filter, order, paging, count. */

let t: TestApp;
let client: ReturnType<typeof readClient>;
const day = dayWindow('2020-03-02');
const ids: Record<string, string> = {};
const externalIds: Record<string, string> = {};

const CRM = '/api/crm/transactions';
const MERCHANT = '/api/transactions';
const PLATFORM = '/api/crm/transactions/platform';
const REPORTING = '/reporting/crm/reports/transactions-lookup';

beforeAll(async () => {
  t = await buildTestApp();
  client = readClient(t);
  const db = t.database.db;
  const rows = {
    a: {
      amount: 1000,
      customerEmail: 'Alice.Smith@Example.test',
      cardLast4: '4242',
      createdAt: day.at('10:00:00'),
    },
    b: {
      amount: 2500,
      currency: 'USD',
      status: 'Declined',
      paymentMethod: 'mastercard',
      serviceProvider: 'tidewater-gateway',
      createdAt: day.at('11:00:00'),
    },
    c: { amount: 5000, paymentMethod: 'amex', createdAt: day.at('12:00:00') },
    d: { merchantId: MERCHANTS.harbour, amount: 700, createdAt: day.at('13:00:00') },
    e: { mode: 'Test', amount: 800, createdAt: day.at('14:00:00') },
    f: { ...seaside, amount: 900, createdAt: day.at('15:00:00') },
    g: { merchantId: MERCHANTS.sandbox, mode: 'Test', amount: 1100, createdAt: day.at('16:00:00') },
    // A live row of the sandboxed merchant: its users are in Test whatever they ask, so never see it.
    g2: { merchantId: MERCHANTS.sandbox, mode: 'Live', amount: 1200, createdAt: day.at('16:30:00') },
    // Two rows at one instant: paging must keep them in one order.
    h: { amount: 3000, createdAt: day.at('17:00:00') },
    i: { amount: 3000, createdAt: day.at('17:00:00') },
  } as const;
  for (const [key, overrides] of Object.entries(rows)) {
    const row = await addTransaction(db, `LK${key}`, overrides as Parameters<typeof addTransaction>[2]);
    ids[key] = row.id ?? '';
    externalIds[key] = row.externalId ?? '';
  }
});
afterAll(() => t.close());

const window = { startDate: day.startDate, endDate: day.endDate };

async function keys(email: string, url: string, headers: Record<string, string> = {}) {
  const page = await client.ok<TransactionPage>(email, url, headers);
  return { page, keys: page.data.map(keyOf) };
}
const keyOf = (tx: Transaction) => Object.keys(ids).find((k) => ids[k] === tx.id) ?? tx.id;
const sorted = (values: string[]) => [...values].sort();

describe('scope and per-user limits', () => {
  it("shows a tenant's staff their tenant's live rows, newest first, with the count", async () => {
    const { page, keys: found } = await keys(READ_USERS.tenantAdmin, `${CRM}?${qs(window)}`);
    expect(found.slice(0, 2).sort()).toEqual(['h', 'i']);
    expect(found.slice(2)).toEqual(['g2', 'd', 'c', 'b', 'a']);
    expect(page.count).toBe(7);
    expect(page.countIsCapped).toBe(false);
    const a = page.data.find((tx) => tx.id === ids.a);
    expect(a).toMatchObject({
      merchantName: 'Acme Retail Ltd',
      tenantName: NORTHWIND.name,
      amount: 1000,
      cardMasked: '411111******1111',
    });
    expect(a?.availableActions).toContain('refund');
  });

  it('shows a merchant user only its own merchant', async () => {
    const { page, keys: found } = await keys(READ_USERS.merchant, `${MERCHANT}?${qs(window)}`);
    expect(sorted(found)).toEqual(['a', 'b', 'c', 'h', 'i']);
    expect(page.count).toBe(5);
  });

  it('keeps the agent within the customer and payment-method limits, in list and count', async () => {
    // The agent: Acme and Sandbox Labs only, card schemes visa/mastercard/maestro (seed/demo-data.ts).
    const { page, keys: found } = await keys(READ_USERS.agent, `${CRM}?${qs(window)}`);
    expect(sorted(found)).toEqual(['a', 'b', 'g2', 'h', 'i']);
    expect(page.count).toBe(5);
    // Asking for the hidden rows by filter or search key finds nothing.
    expect(
      (await keys(READ_USERS.agent, `${CRM}?${qs({ ...window, merchantId: MERCHANTS.harbour })}`)).page.count,
    ).toBe(0);
    expect(
      (await keys(READ_USERS.agent, `${CRM}/searchKey?${qs({ ...window, searchKey: externalIds.c })}`)).page
        .count,
    ).toBe(0);
  });

  it("never shows another tenant's rows", async () => {
    const { keys: found } = await keys(READ_USERS.otherTenant, `${CRM}?${qs(window)}`);
    expect(found).toEqual(['f']);
    const search = await keys(
      READ_USERS.otherTenant,
      `${CRM}/searchKey?${qs({ ...window, searchKey: ids.a ?? '' })}`,
    );
    expect(search.page.count).toBe(0);
  });

  it('shows platform staff every tenant, narrowed by the tenantId header or filter', async () => {
    const all = await keys(READ_USERS.platform, `${PLATFORM}?${qs(window)}`);
    expect(sorted(all.keys)).toEqual(['a', 'b', 'c', 'd', 'f', 'g2', 'h', 'i']);
    const byHeader = await keys(READ_USERS.platform, `${CRM}?${qs(window)}`, { tenantId: BLUE_HARBOR.id });
    expect(byHeader.keys).toEqual(['f']);
    const byFilter = await keys(
      READ_USERS.platform,
      `${PLATFORM}?${qs({ ...window, tenantId: BLUE_HARBOR.id })}`,
    );
    expect(byFilter.keys).toEqual(['f']);
  });

  it('answers 404 for a tenantId header naming a tenant the caller cannot see', async () => {
    expect(
      await client.status(READ_USERS.tenantAdmin, `${CRM}?${qs(window)}`, { tenantId: BLUE_HARBOR.id }),
    ).toBe(404);
  });

  it('serves the reporting variants with the same answers', async () => {
    const v2 = await keys(READ_USERS.agent, `${REPORTING}/v2?${qs(window)}`);
    expect(sorted(v2.keys)).toEqual(['a', 'b', 'g2', 'h', 'i']);
    const search = await keys(
      READ_USERS.merchant,
      `${REPORTING}/searchKey?${qs({ ...window, searchKey: '4242' })}`,
    );
    expect(search.keys).toEqual(['a']);
    const platform = await keys(
      READ_USERS.platform,
      `${REPORTING}/platform/searchKey?${qs({ ...window, searchKey: externalIds.f ?? '' })}`,
    );
    expect(platform.keys).toEqual(['f']);
  });
});

describe('mode', () => {
  it("shows the caller's mode when systemMode is absent, and the asked mode otherwise", async () => {
    const test = await keys(READ_USERS.tenantAdmin, `${CRM}?${qs(window)}`, { Mode: 'Test' });
    expect(sorted(test.keys)).toEqual(['e', 'g']);
    const asked = await keys(READ_USERS.tenantAdmin, `${CRM}?${qs({ ...window, systemMode: 1 })}`);
    expect(sorted(asked.keys)).toEqual(['e', 'g']);
  });

  it('never shows live rows to a caller in Test mode, even when it asks for them', async () => {
    const sandbox = await keys(READ_USERS.sandboxMerchant, `${MERCHANT}?${qs({ ...window, systemMode: 2 })}`);
    expect(sandbox.keys).toEqual(['g']);
    const operator = await keys(READ_USERS.tenantAdmin, `${CRM}?${qs({ ...window, systemMode: 2 })}`, {
      Mode: 'Test',
    });
    expect(sorted(operator.keys)).toEqual(['e', 'g']);
  });

  it('lookupMode: Test wins over the filter; Live callers get what they ask', () => {
    expect(lookupMode({ mode: 'Test' }, 2)).toBe('Test');
    expect(lookupMode({ mode: 'Live' }, 1)).toBe('Test');
    expect(lookupMode({ mode: 'Live' }, undefined)).toBe('Live');
  });
});

describe('filters', () => {
  const filtered = async (filter: Record<string, string | number | readonly string[]>) =>
    sorted((await keys(READ_USERS.tenantAdmin, `${CRM}?${qs({ ...window, ...filter })}`)).keys);

  it('filters by status, type, currency, merchant, website, method and provider lists', async () => {
    expect(await filtered({ status: ['Declined'] })).toEqual(['b']);
    expect(await filtered({ status: ['Declined', 'Captured'], currency: ['USD'] })).toEqual(['b']);
    expect(await filtered({ type: ['Refund'] })).toEqual([]);
    expect(await filtered({ merchantId: [MERCHANTS.harbour] })).toEqual(['d']);
    expect(await filtered({ paymentMethod: ['amex', 'mastercard'] })).toEqual(['b', 'c']);
    expect(await filtered({ serviceProvider: ['tidewater-gateway'] })).toEqual(['b']);
    const acmeWebsite = (await client.ok<Transaction>(READ_USERS.tenantAdmin, `${CRM}/${ids.a}`)).websiteId;
    expect(await filtered({ websiteId: [acmeWebsite] })).toEqual(['a', 'b', 'c', 'h', 'i']);
  });

  it('matches external id exactly, e-mail ignoring case, and the card last four', async () => {
    expect(await filtered({ externalId: externalIds.a ?? '' })).toEqual(['a']);
    expect(await filtered({ externalId: (externalIds.a ?? '').slice(0, 6) })).toEqual([]);
    expect(await filtered({ customerEmail: 'alice.smith@EXAMPLE.test' })).toEqual(['a']);
    expect(await filtered({ cardLast4: '4242' })).toEqual(['a']);
  });

  it('bounds amounts in minor units, both ends included', async () => {
    expect(await filtered({ amountFrom: 2500, amountTo: 3000 })).toEqual(['b', 'h', 'i']);
  });

  it('treats the start date as inclusive and the end date as exclusive instants', async () => {
    const at10 = day.at('10:00:00').toISOString();
    expect(await filtered({ startDate: at10, endDate: day.at('11:00:00').toISOString() })).toEqual(['a']);
    expect(await filtered({ startDate: day.startDate, endDate: at10 })).toEqual([]);
    // An offset in the instant is honoured: 12:00+02:00 is 10:00Z.
    expect(
      await filtered({ startDate: '2020-03-02T12:00:00+02:00', endDate: '2020-03-02T12:00:01+02:00' }),
    ).toEqual(['a']);
  });

  it('refuses malformed filters with field messages', async () => {
    for (const bad of [
      { cardLast4: '12' },
      { PageSize: 101 },
      { status: ['Lost'] },
      { amountFrom: 1.5 },
      { startDate: 'yesterday' },
    ]) {
      const response = await client.get(READ_USERS.tenantAdmin, `${CRM}?${qs(bad)}`);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.details.length).toBeGreaterThan(0);
    }
  });
});

describe('search key', () => {
  const search = async (searchKey: string) =>
    sorted((await keys(READ_USERS.tenantAdmin, `${CRM}/searchKey?${qs({ ...window, searchKey })}`)).keys);

  it('finds by id, external id, customer e-mail (any case) and card last four', async () => {
    expect(await search(ids.b ?? '')).toEqual(['b']);
    expect(await search((ids.b ?? '').toUpperCase())).toEqual(['b']);
    expect(await search(externalIds.c ?? '')).toEqual(['c']);
    expect(await search('ALICE.smith@example.TEST')).toEqual(['a']);
    expect(await search('4242')).toEqual(['a']);
    expect(await search('no-such-thing')).toEqual([]);
  });

  it('requires a search key', async () => {
    expect(await client.status(READ_USERS.tenantAdmin, `${CRM}/searchKey?${qs(window)}`)).toBe(400);
  });
});

describe('an exact id, whatever the dates (issue 16)', () => {
  // Rows a month before the window: an id or external id finds them, an e-mail or last four does not.
  const before = dayWindow('2020-02-03');
  const old: Record<string, { id: string; externalId: string }> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const rows = {
      acme: { customerEmail: 'old.payer@example.test', cardLast4: '9876', createdAt: before.at('09:00:00') },
      harbour: { merchantId: MERCHANTS.harbour, createdAt: before.at('09:30:00') },
      test: { mode: 'Test', createdAt: before.at('10:00:00') },
      foreign: { ...seaside, createdAt: before.at('10:30:00') },
    } as const;
    for (const [key, overrides] of Object.entries(rows)) {
      const row = await addTransaction(db, `LKold${key}`, overrides as Parameters<typeof addTransaction>[2]);
      old[key] = { id: row.id ?? '', externalId: row.externalId ?? '' };
    }
  });
  const found = async (email: string, url: string, headers: Record<string, string> = {}) =>
    (await client.ok<TransactionPage>(email, url, headers)).data.map((tx) => tx.id);
  const searched = (searchKey: string) => `${CRM}/searchKey?${qs({ ...window, searchKey })}`;

  it('finds an id or external id outside the date range, by search key or external id filter', async () => {
    const { id, externalId } = old.acme!;
    expect(await found(READ_USERS.tenantAdmin, searched(id))).toEqual([id]);
    expect(await found(READ_USERS.tenantAdmin, searched(id.toUpperCase()))).toEqual([id]);
    expect(await found(READ_USERS.tenantAdmin, searched(externalId))).toEqual([id]);
    expect(await found(READ_USERS.tenantAdmin, `${CRM}?${qs({ ...window, externalId })}`)).toEqual([id]);
    // The other filters still apply.
    expect(
      await found(READ_USERS.tenantAdmin, `${CRM}?${qs({ ...window, externalId, status: ['Declined'] })}`),
    ).toEqual([]);
    // The merchant base, the platform and the reporting variants alike.
    expect(
      await found(READ_USERS.merchant, `${MERCHANT}/searchKey?${qs({ ...window, searchKey: id })}`),
    ).toEqual([id]);
    expect(await found(READ_USERS.platform, `${PLATFORM}?${qs({ ...window, externalId })}`)).toEqual([id]);
    expect(
      await found(
        READ_USERS.tenantAdmin,
        `${REPORTING}/searchKey?${qs({ ...window, searchKey: externalId })}`,
      ),
    ).toEqual([id]);
  });

  it('keeps an e-mail or card last-four search within the dates', async () => {
    expect(await found(READ_USERS.tenantAdmin, searched('old.payer@example.test'))).toEqual([]);
    expect(await found(READ_USERS.tenantAdmin, searched('9876'))).toEqual([]);
    expect(
      await found(
        READ_USERS.tenantAdmin,
        `${CRM}/searchKey?${qs({ startDate: before.startDate, searchKey: '9876' })}`,
      ),
    ).toEqual([old.acme!.id]);
  });

  it("still never finds another tenant's, another merchant's, a hidden or another mode's id", async () => {
    const { id, externalId } = old.acme!;
    expect(await found(READ_USERS.otherTenant, searched(id))).toEqual([]);
    expect(await found(READ_USERS.otherTenant, `${CRM}?${qs({ ...window, externalId })}`)).toEqual([]);
    expect(await found(READ_USERS.tenantAdmin, searched(old.foreign!.id))).toEqual([]);
    expect(
      await found(
        READ_USERS.merchant,
        `${MERCHANT}/searchKey?${qs({ ...window, searchKey: old.harbour!.id })}`,
      ),
    ).toEqual([]);
    // The agent's customer limits: Harbour Coffee is not among them.
    expect(await found(READ_USERS.agent, searched(old.harbour!.externalId))).toEqual([]);
    // One mode: a Test row is not found in Live, and a Live row not in Test.
    expect(await found(READ_USERS.tenantAdmin, searched(old.test!.id))).toEqual([]);
    expect(await found(READ_USERS.tenantAdmin, searched(old.test!.id), { Mode: 'Test' })).toEqual([
      old.test!.id,
    ]);
    expect(await found(READ_USERS.tenantAdmin, searched(id), { Mode: 'Test' })).toEqual([]);
  });
});

describe('order and paging', () => {
  it('sorts by amount either way, ties by id', async () => {
    const asc = (
      await keys(
        READ_USERS.merchant,
        `${MERCHANT}?${qs({ ...window, sortBy: 'amount', sortDirection: 'asc' })}`,
      )
    ).keys;
    const tie = [ids.h ?? '', ids.i ?? ''].sort().map((id) => (id === ids.h ? 'h' : 'i'));
    expect(asc).toEqual(['a', 'b', ...tie, 'c']);
    const desc = (
      await keys(
        READ_USERS.merchant,
        `${MERCHANT}?${qs({ ...window, sortBy: 'amount', sortDirection: 'desc' })}`,
      )
    ).keys;
    expect(desc).toEqual([...asc].reverse());
  });

  it('walks pages of one without losing or repeating a row, with the count on every page', async () => {
    const whole = (await keys(READ_USERS.tenantAdmin, `${CRM}?${qs(window)}`)).keys;
    const walked: string[] = [];
    for (let pageIndex = 0; pageIndex < whole.length + 1; pageIndex += 1) {
      const { page, keys: found } = await keys(
        READ_USERS.tenantAdmin,
        `${CRM}?${qs({ ...window, PageSize: 1, PageIndex: pageIndex })}`,
      );
      expect(page.count).toBe(whole.length);
      walked.push(...found);
    }
    expect(walked).toEqual(whole);
  });
});

/** Northwind's live rows of this file's day only: the demo data must not change the figures. */
const northwindLive = () =>
  and(
    eq(transactions.tenantId, NORTHWIND.id),
    eq(transactions.mode, 'Live'),
    gte(transactions.createdAt, new Date(day.startDate)),
    lt(transactions.createdAt, new Date(day.endDate)),
  );

describe('the capped count', () => {
  it('counts exactly below the cap and stops at it', async () => {
    await withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
      expect(await cappedCount(tx, and(northwindLive(), eq(transactions.status, 'Declined')), 3)).toEqual({
        count: 1,
        countIsCapped: false,
      });
      expect(await cappedCount(tx, northwindLive(), 7)).toEqual({ count: 7, countIsCapped: true });
      expect(await cappedCount(tx, northwindLive(), 8)).toEqual({ count: 7, countIsCapped: false });
      expect(await cappedCount(tx, northwindLive(), 3)).toEqual({ count: 3, countIsCapped: true });
    });
  });
});

describe('the page and its count in one statement', () => {
  it('maps rows exactly as the query builder does, and counts what the count query counts', async () => {
    const order = lookupOrder({ sortBy: 'createdAt', sortDirection: 'desc' });
    await withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
      const built = await selectTransactionPage(tx, northwindLive(), order, 5, 2);
      const page = await selectLookupPage(tx, northwindLive(), order, { limit: 5, offset: 2, cap: 6 });
      expect(page.rows).toEqual(built);
      expect(page.rows[0]?.t.createdAt).toBeInstanceOf(Date);
      expect(page.total).toBe(6);
      expect(
        (await selectLookupPage(tx, northwindLive(), order, { limit: 5, offset: 0, cap: 100 })).total,
      ).toBe((await cappedCount(tx, northwindLive(), 100)).count);
      // Nothing on a page past the end: no count taken there (the caller counts on its own) ...
      expect(await selectLookupPage(tx, northwindLive(), order, { limit: 5, offset: 500, cap: 100 })).toEqual(
        {
          rows: [],
          total: null,
        },
      );
      // ... but an empty first page is a count of 0.
      const none = and(northwindLive(), eq(transactions.externalId, 'no-such-transaction'));
      expect(await selectLookupPage(tx, none, order, { limit: 5, offset: 0, cap: 100 })).toEqual({
        rows: [],
        total: 0,
      });
    });
  });
});

describe('named lookup statements', () => {
  it('give one SQL text one name, and two texts two names', () => {
    const page = 'select 1 from transactions where tenant_id = $1';
    const other = 'select 1 from transactions where tenant_id = $1 and mode = $2';
    expect(statementName(page)).toBe(statementName(page));
    expect(statementName(page)).not.toBe(statementName(other));
    // PostgreSQL truncates identifiers past 63 bytes: two names must not collide by truncation.
    expect(statementName(other).length).toBeLessThanOrEqual(63);
  });
});
