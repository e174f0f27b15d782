import { DECLINE_STATUSES, SUCCESS_STATUSES } from '@paydesk/contracts/reports/report.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { generateTransactions } from '../../seed/transaction-generator';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { transactions, updateTransaction } from '../money';
import { foldNewEvents, rebuildRollups } from './rollup-fold';

/**
 * The brief's test of the aggregation layer: a generated book, statuses changed after they were
 * first counted, the worker run, then every chart endpoint's numbers compared with a plain GROUP BY
 * over the raw rows, for several scopes, both modes and four offsets (two of them not whole hours).
 */

let t: TestApp;
const NOW = new Date();
const DAY = 86_400_000;
// Neither bound on an hour: the edges come from the raw rows, the middle from the rollups.
const START = new Date(NOW.getTime() - 95 * DAY + 7 * 60_000 + 13_000);
const END = new Date(NOW.getTime() + 3_600_000);
const OFFSETS = [0, 180, -300, 330];

const ACME = demoMerchant('acme').id;
const SANDBOX = demoMerchant('sandbox-labs').id;
const SUCCESS = SUCCESS_STATUSES.map((s) => `'${s}'`).join(', ');
const DECLINES = DECLINE_STATUSES.map((s) => `'${s}'`).join(', ');

interface Audience {
  readonly name: string;
  readonly email: string;
  readonly mode: 'Test' | 'Live';
  /** The caller's rows, written by hand (not with the code under test). */
  readonly where: string;
  readonly operator: boolean;
}

const AUDIENCES: readonly Audience[] = [
  { name: 'platform', email: DEMO_EMAILS.PLATFORM, mode: 'Live', where: 'true', operator: true },
  {
    name: 'tenant',
    email: DEMO_EMAILS.NORTHWIND_ADMIN,
    mode: 'Live',
    where: `t.tenant_id = '${NORTHWIND.id}'`,
    operator: true,
  },
  {
    name: 'tenant, Test',
    email: DEMO_EMAILS.NORTHWIND_ADMIN,
    mode: 'Test',
    where: `t.tenant_id = '${NORTHWIND.id}'`,
    operator: true,
  },
  {
    name: 'limited agent',
    email: DEMO_EMAILS.AGENT,
    mode: 'Live',
    where:
      `t.tenant_id = '${NORTHWIND.id}' and t.merchant_id in ('${ACME}', '${SANDBOX}') ` +
      `and t.payment_method in ('visa', 'mastercard', 'maestro')`,
    operator: true,
  },
  {
    name: 'merchant',
    email: DEMO_EMAILS.ACME,
    mode: 'Live',
    where: `t.merchant_id = '${ACME}'`,
    operator: false,
  },
  {
    name: 'sandbox merchant',
    email: DEMO_EMAILS.SANDBOX,
    mode: 'Test',
    where: `t.merchant_id = '${SANDBOX}'`,
    operator: false,
  },
];

/** The caller's day (or month, or hour: a format that shows minutes is cut to the hour). */
const dayOf = (offset: number, format = 'YYYY-MM-DD') =>
  `to_char(date_trunc('hour', (t.created_at at time zone 'UTC') + ${offset} * interval '1 minute'), '${format}')`;

interface Expected {
  count: number;
  successCount: number;
  volume: number;
  amount: number;
}

/** The plain GROUP BY: key and base currency → count, successes, base volume, amount. */
async function rawGroups(
  audience: Audience,
  key: string,
  range: { from: Date; to: Date },
  extra = 'true',
): Promise<Map<string, Expected>> {
  const rows = await t.database.query<{
    key: string;
    base: string;
    n: string;
    s: string;
    v: string;
    a: string;
  }>(`
    select ${key} as key, t.base_currency as base, count(*) as n,
      count(*) filter (where t.status in (${SUCCESS})) as s, sum(t.base_amount) as v, sum(t.amount) as a
    from transactions t
    where t.mode = '${audience.mode}' and ${audience.where} and ${extra}
      and t.created_at >= '${range.from.toISOString()}' and t.created_at < '${range.to.toISOString()}'
    group by 1, 2`);
  return new Map(
    rows.map((r) => [
      `${r.key}|${r.base}`,
      { count: Number(r.n), successCount: Number(r.s), volume: Number(r.v), amount: Number(r.a) },
    ]),
  );
}

interface AnsweredRow {
  key: string;
  baseCurrency: string;
  count: number;
  successCount: number;
  volume: number;
  amount: number | null;
}

function answered(rows: readonly AnsweredRow[], withAmount: boolean): Map<string, Expected> {
  return new Map(
    rows.map((r) => [
      `${r.key}|${r.baseCurrency}`,
      {
        count: r.count,
        successCount: r.successCount,
        volume: r.volume,
        amount: withAmount ? (r.amount ?? -1) : 0,
      },
    ]),
  );
}

function withoutAmount(groups: Map<string, Expected>): Map<string, Expected> {
  return new Map([...groups].map(([k, v]) => [k, { ...v, amount: 0 }]));
}

async function get(audience: Audience, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await t.requestAs(audience.email, {
    url: `/${path.replace(/^\//, '')}?${search}`,
    headers: { mode: audience.mode, endpointid: 'e-1', widgetid: 'w-1' },
  });
  expect(response.statusCode, `${path} as ${audience.name}: ${response.body}`).toBe(200);
  return response.json();
}

const period = (offset: number) => ({
  startDate: START.toISOString(),
  endDate: END.toISOString(),
  timezoneOffset: offset,
});

/** The charts every audience has, by base, and the raw key each groups by. */
function chartsFor(audience: Audience, offset: number) {
  const base = audience.operator
    ? 'api/crm/reports/transaction-summary/charts'
    : 'api/reports/transaction-summary/charts';
  const charts = [
    { path: `${base}/grouped-by-status`, key: 't.status', amount: false },
    { path: `${base}/grouped-by-currency`, key: 't.currency', amount: true },
    { path: `${base}/grouped-by-service-provider`, key: 't.service_provider', amount: false },
    { path: `${base}/grouped-by-payment-method`, key: 't.payment_method', amount: false },
    { path: `${base}/grouped-by-day`, key: dayOf(offset), amount: false },
    {
      path: '/reporting/dashboard/widgets/by-country',
      key: "coalesce(t.customer_country, '')",
      amount: false,
    },
  ];
  if (audience.operator) {
    charts.push(
      {
        path: '/reporting/crm/reports/transaction-summary/charts/grouped-by-status',
        key: 't.status',
        amount: false,
      },
      {
        path: '/reporting/crm/reports/transaction-summary/v2/charts/grouped-by-payment-channel',
        key: "t.payment_method || '|' || t.service_provider || '|' || t.currency",
        amount: true,
      },
    );
  } else {
    // The customer variants (spec §7) answer as the merchant's own charts.
    const customer = 'api/reports/customer/transaction-summary/charts';
    charts.push(
      { path: `${base}/grouped-by-base-currency`, key: 't.base_currency', amount: false },
      { path: `${base}/grouped-by-base-currency-amount`, key: dayOf(offset), amount: false },
      { path: `${customer}/grouped-by-status`, key: 't.status', amount: false },
      { path: `${customer}/grouped-by-day`, key: dayOf(offset), amount: false },
      { path: `${customer}/grouped-by-base-currency`, key: 't.base_currency', amount: false },
    );
  }
  return charts;
}

/** The operators' tables (all rows on one page) and the raw key of each; the last two are reports. */
const TABLES = [
  {
    path: '/reporting/dashboard/crm/reports/transaction-summary/charts/grouped-by-customer',
    key: 't.merchant_id::text',
    amount: false,
  },
  {
    path: '/reporting/dashboard/crm/reports/transaction-summary/charts/grouped-by-service-provider',
    key: 't.service_provider',
    amount: false,
  },
  {
    path: '/reporting/dashboard/crm/reports/transaction-summary/charts/grouped-by-payment-method',
    key: 't.payment_method',
    amount: false,
  },
  { path: '/reporting/crm/reports/transaction-summary-report', key: 't.currency', amount: true },
  { path: '/reporting/crm/reports/transaction-summary-v2-report', key: 't.merchant_id::text', amount: false },
];

async function changeSomeStatuses(): Promise<number> {
  return withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
    const rows = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.type, 'Payment'), inArray(transactions.status, ['Captured', 'Pending'])))
      .orderBy(sql`md5(${transactions.id}::text)`)
      .limit(240);
    for (const [index, row] of rows.entries()) {
      // A third declined (a new decline reason), a third refunded (when captured), the rest failed and then
      // captured (two changes in one transaction).
      if (index % 3 === 0)
        await updateTransaction(tx, row, { status: 'Declined', responseMessage: 'Do not honour' });
      else if (index % 3 === 1 && row.status === 'Captured')
        await updateTransaction(tx, row, { status: 'Refunded', refundedAmount: row.capturedAmount });
      else {
        const failed = await updateTransaction(tx, row, { status: 'Failed', responseCode: '91' });
        await updateTransaction(tx, failed, {
          status: 'Captured',
          capturedAmount: row.amount,
          responseMessage: 'Approved',
        });
      }
    }
    return rows.length;
  });
}

/**
 * Folds until this database's event log is empty, and answers how many events it folded. A pass
 * stops at the oldest transaction still writing on the whole PostgreSQL server (transaction ids are
 * server-wide), so while another test file's database has a writer open, a pass may leave this
 * file's newest events for the next one, as the worker would.
 */
async function foldUntilCaughtUp(): Promise<number> {
  const deadline = Date.now() + 60_000;
  let events = 0;
  for (;;) {
    const pass = await foldNewEvents(t.database.db);
    events += pass.events;
    const [left] = await t.database.query<{ n: string }>(
      'select count(*) as n from transaction_status_events',
    );
    if (pass.ran && Number(left?.n) === 0) return events;
    if (Date.now() > deadline) throw new Error(`the rollups did not catch up: ${left?.n} events left`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  await generateTransactions(t.database, { total: 3_000, now: NOW });
  // The first pass rebuilds from the raw rows (the seed's and the generator's).
  expect((await foldNewEvents(t.database.db)).rebuilt).toBe(true);
  await foldUntilCaughtUp();
  expect(await changeSomeStatuses()).toBe(240);
  // Inserts after the rebuild reach the rollups through the log only.
  await generateTransactions(t.database, { total: 600, now: NOW });
  expect(await foldUntilCaughtUp()).toBeGreaterThan(600);
  expect((await foldNewEvents(t.database.db)).events).toBe(0);
}, 240_000);
afterAll(() => t?.close());

describe('every summary equals a GROUP BY over the raw rows', () => {
  for (const audience of AUDIENCES) {
    for (const offset of OFFSETS) {
      it(`${audience.name} at ${offset} minutes`, async () => {
        const range = { from: START, to: END };
        for (const chart of chartsFor(audience, offset)) {
          const body = await get(audience, chart.path, period(offset));
          const expected = await rawGroups(audience, chart.key, range);
          const got = answered(body.data, chart.amount);
          expect(got, chart.path).toEqual(chart.amount ? expected : withoutAmount(expected));
          expect(body.totalCount).toBe([...expected.values()].reduce((s, v) => s + v.count, 0));
        }
        if (!audience.operator) return;
        for (const table of TABLES) {
          // The summary reports need a report key the limited agent's role lacks (refused, tested below).
          if (table.path.includes('summary-') && audience.email === DEMO_EMAILS.AGENT) continue;
          const body = await get(audience, table.path, { ...period(offset), PageSize: 100 });
          const expected = await rawGroups(audience, table.key, range);
          expect(body.count, table.path).toBe(expected.size);
          expect(answered(body.data, table.amount), table.path).toEqual(
            table.amount ? expected : withoutAmount(expected),
          );
        }
      });
    }
  }
});

describe('the period, decline and widget reports equal the raw rows', () => {
  // The limited agent holds the dashboard key only: the reports answer it 403 (checked below).
  const operators = AUDIENCES.filter((a) => a.operator && a.email !== DEMO_EMAILS.AGENT);
  for (const audience of operators) {
    for (const offset of [0, 330]) {
      it(`${audience.name} at ${offset} minutes`, async () => {
        const range = { from: START, to: END };
        const dayMonth = await get(
          audience,
          '/reporting/crm/reports/grouped-by-day-by-month',
          period(offset),
        );
        expect(answered(dayMonth.days, false)).toEqual(
          withoutAmount(await rawGroups(audience, dayOf(offset), range)),
        );
        expect(answered(dayMonth.months, false)).toEqual(
          withoutAmount(await rawGroups(audience, dayOf(offset, 'YYYY-MM'), range)),
        );

        const byProvider = await get(
          audience,
          '/reporting/crm/reports/decline-reasons-by-service-provider',
          period(offset),
        );
        const declines = await rawGroups(
          audience,
          "t.service_provider || '|' || coalesce(t.response_message, t.response_code, '')",
          range,
          `t.status in (${DECLINES})`,
        );
        const declineCounts = new Map<string, number>();
        for (const [key, value] of declines) {
          const group = key.slice(0, key.lastIndexOf('|'));
          declineCounts.set(group, (declineCounts.get(group) ?? 0) + value.count);
        }
        expect(
          new Map(
            byProvider.data.map((r: { serviceProvider: string; reason: string; count: number }) => [
              `${r.serviceProvider}|${r.reason}`,
              r.count,
            ]),
          ),
        ).toEqual(declineCounts);

        const statistics = await get(audience, '/reporting/crm/reports/decline-reasons-statistics', {
          ...period(offset),
          PageSize: 100,
        });
        const reasons = await rawGroups(
          audience,
          "coalesce(t.response_message, t.response_code, '')",
          range,
          `t.status in (${DECLINES})`,
        );
        expect(
          new Map(
            statistics.data.map(
              (r: { reason: string; baseCurrency: string; count: number; volume: number }) => [
                `${r.reason}|${r.baseCurrency}`,
                { count: r.count, volume: r.volume },
              ],
            ),
          ),
        ).toEqual(new Map([...reasons].map(([k, v]) => [k, { count: v.count, volume: v.volume }])));

        const summary = await get(audience, '/reporting/dashboard/widgets/summary', period(offset));
        const all = await rawGroups(audience, "''", range);
        const before = await rawGroups(audience, "''", {
          from: new Date(2 * START.getTime() - END.getTime()),
          to: START,
        });
        const total = (groups: Map<string, Expected>) =>
          [...groups.values()].reduce((s, v) => s + v.count, 0);
        expect(summary.current.count).toBe(total(all));
        expect(summary.previous.count).toBe(total(before));
        expect(summary.current.successCount).toBe([...all.values()].reduce((s, v) => s + v.successCount, 0));
      });
    }
  }
});

describe('a user limited to some merchants and payment methods', () => {
  const agent = AUDIENCES.find((a) => a.email === DEMO_EMAILS.AGENT) as Audience;

  it('gets the summary widget of its own rows only, at every offset', async () => {
    for (const offset of OFFSETS) {
      const summary = await get(agent, '/reporting/dashboard/widgets/summary', period(offset));
      const all = await rawGroups(agent, "''", { from: START, to: END });
      expect(summary.current.count).toBe([...all.values()].reduce((s, v) => s + v.count, 0));
      expect(summary.current.volume).toEqual(
        [...all].map(([key, v]) => ({ baseCurrency: key.split('|')[1], volume: v.volume })),
      );
    }
  });

  it('is refused the reports its role has no key for', async () => {
    const response = await t.requestAs(agent.email, {
      url: `/reporting/crm/reports/grouped-by-day-by-month?${new URLSearchParams({ timezoneOffset: '0' })}`,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the merchant-only charts equal the raw rows', () => {
  const merchants = AUDIENCES.filter((a) => !a.operator);
  for (const audience of merchants) {
    for (const offset of [0, 330, -300]) {
      it(`${audience.name}: the last 24 hours and the conversion at ${offset} minutes`, async () => {
        const dateFrom = new Date(NOW.getTime() - DAY + 5 * 60_000);
        const hourly = await get(audience, 'api/reports/transaction-summary/charts/grouped-by-hour', {
          dateFrom: dateFrom.toISOString(),
          timezoneOffset: offset,
        });
        const hours = await rawGroups(audience, dayOf(offset, 'YYYY-MM-DD"T"HH24:MI'), {
          from: dateFrom,
          to: new Date(dateFrom.getTime() + DAY),
        });
        expect(answered(hourly.data, false)).toEqual(withoutAmount(hours));

        const conversion = await get(
          audience,
          'api/reports/transaction-summary/charts/grouped-by-hpp-conversion',
          period(offset),
        );
        const payments = await rawGroups(audience, "''", { from: START, to: END }, "t.type = 'Payment'");
        const started = conversion.data.filter((r: { key: string }) => r.key === 'Started');
        expect(started.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(
          [...payments.values()].reduce((s, v) => s + v.count, 0),
        );
      });
    }
  }
});

describe('the rollups themselves', () => {
  it('come out the same from a rebuild as from the folded log', async () => {
    const snapshot = () =>
      t.database.query<Record<string, unknown>>(
        `select 'hour' as grain, * from rollup_status_currency where count <> 0
         union all select 'hour', tenant_id, merchant_id, mode, hour, type, base_currency, service_provider, payment_method || currency, count, success_count, amount, base_amount from rollup_provider_method where count <> 0
         union all select 'day', * from rollup_status_currency_daily where count <> 0
         union all select 'day', tenant_id, merchant_id, mode, day, type, base_currency, service_provider, payment_method || currency, count, success_count, amount, base_amount from rollup_provider_method_daily where count <> 0
         order by 1, 2, 3, 4, 5, 6, 7, 8, 9`,
      );
    await foldUntilCaughtUp();
    const folded = await snapshot();
    await rebuildRollups(t.database.db);
    await foldUntilCaughtUp();
    expect(await snapshot()).toEqual(folded);
  });

  it('keep a minute rollup for the alerts equal to a GROUP BY over the raw rows of the last 25 hours', async () => {
    await foldUntilCaughtUp();
    // From two minutes after the retention's first minute: the test runs a moment after the fold.
    const since = `date_trunc('minute', now() - interval '25 hours', 'UTC') + interval '2 minutes'`;
    const key =
      'tenant_id, mode, minute, merchant_id, type, base_currency, status, service_provider, payment_method, currency';
    const rollup = await t.database.query<Record<string, unknown>>(
      `select ${key}, count::int, success_count::int, amount::bigint::text, base_amount::bigint::text
         from rollup_alert_minute where minute >= ${since} and count <> 0 order by ${key}`,
    );
    const raw = await t.database.query<Record<string, unknown>>(
      `select ${key}, count::int, success_count::int, amount::bigint::text, base_amount::bigint::text from (
         select tenant_id, mode, date_trunc('minute', created_at, 'UTC') as minute, merchant_id, type, base_currency,
                status, service_provider, payment_method, currency, count(*) as count,
                count(*) filter (where status in (${SUCCESS})) as success_count,
                sum(amount) as amount, sum(base_amount) as base_amount
           from transactions where created_at >= ${since}
          group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10) r order by ${key}`,
    );
    expect(raw.length).toBeGreaterThan(0);
    expect(rollup).toEqual(raw);
    const [old] = await t.database.query<{ n: string }>(
      `select count(*) as n from rollup_alert_minute where minute < date_trunc('minute', now() - interval '25 hours', 'UTC') - interval '1 minute'`,
    );
    expect(Number(old?.n)).toBe(0);
    // A rebuild makes the same minutes.
    await rebuildRollups(t.database.db);
    await foldUntilCaughtUp();
    expect(
      await t.database.query<Record<string, unknown>>(
        `select ${key}, count::int, success_count::int, amount::bigint::text, base_amount::bigint::text
           from rollup_alert_minute where minute >= ${since} and count <> 0 order by ${key}`,
      ),
    ).toEqual(raw);
  });

  it('never answer a report from the minute rollup', async () => {
    const { ROLLUP_FAMILIES, ALERT_MINUTE_FAMILY } = await import('./rollup-families');
    expect(ROLLUP_FAMILIES.map((family) => family.table)).not.toContain(ALERT_MINUTE_FAMILY.table);
  });

  it('answer a tenant without limits from a rollup family, not the raw rows', async () => {
    const { summarise } = await import('./summary-query');
    const summary = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      summarise(tx, SYSTEM_SCOPE, {
        groupBy: ['status'],
        bucket: 'day',
        period: { from: START, to: END, offsetMinutes: 330 },
        filter: {},
      }),
    );
    expect(summary.family).toBe('rollup_status_currency');
  });

  it("never show a tenant admin another tenant's rows, even when asked for them", async () => {
    const audience = AUDIENCES[1] as Audience;
    const asked = await get(audience, 'api/crm/reports/transaction-summary/charts/grouped-by-status', {
      ...period(0),
      tenantId: BLUE_HARBOR.id,
    });
    expect(asked.totalCount).toBe(0);
    const own = await get(
      audience,
      'api/crm/reports/transaction-summary/charts/grouped-by-status',
      period(0),
    );
    expect(own.totalCount).toBeGreaterThan(0);
  });
});
