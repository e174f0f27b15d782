import type { Label } from '@paydesk/contracts/support/support.schemas';
import type { SupportAnalyticsReport } from '@paydesk/contracts/support/support-analytics.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db-schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DESK_USERS, deskClient, ticketRequest } from './support.test-support';

/**
 * The support analytics report (docs/support-analytics.md): tickets made through the desk's own
 * calls, their times then moved into March 2025 (no demo ticket is there), so every count and
 * duration is known exactly; and a ticket of today, to see the real calls set what is measured.
 */

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
const { agent, tenantAdmin, otherTenant, platform, merchant } = DESK_USERS;
// Acme (within the agent's customer limits) for March; Pixel Forge, which has no demo tickets, for today.
const acme = demoMerchant('acme').id;
const pixel = demoMerchant('pixel-forge').id;
const seaside = demoMerchant('seaside-travel').id;
const REPORT = '/reporting/crm/reports/support-analytics';
const MARCH = { from: '2025-03-01T00:00:00.000Z', to: '2025-03-31T00:00:00.000Z' };
const MIN = 60;
const HOUR = 60 * MIN;

const ids: Record<string, string> = {};
let doneLabel = '';

const at = (iso: string) => new Date(iso);

async function setTimes(
  id: string,
  times: { created: string; response?: string; resolution?: string; initial?: string },
): Promise<void> {
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .update(tickets)
      .set({
        createdAt: at(times.created),
        initialRequestAt: at(times.initial ?? times.created),
        responseAt: times.response ? at(times.response) : null,
        resolutionAt: times.resolution ? at(times.resolution) : null,
      })
      .where(eq(tickets.id, id)),
  );
}

function report(email: string, query: Record<string, string>): Promise<SupportAnalyticsReport> {
  return desk.ok<SupportAnalyticsReport>(email, 'GET', `${REPORT}?${new URLSearchParams(query)}`);
}

async function customerTicket(subject: string, customerId = acme, as: string = tenantAdmin): Promise<string> {
  return desk.ok<string>(
    as,
    'POST',
    `/api/support/ticket/customer/${customerId}`,
    ticketRequest({ subject }),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
  // a: assigned to the agent, labelled Done, answered after 30 min, closed after 2 h.
  ids.a = await customerTicket('Analytics a');
  await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${acme}/${ids.a}/assign`, { assignee: agent });
  const labels = await desk.ok<Label[]>(tenantAdmin, 'GET', '/api/support/labels');
  doneLabel = labels.find((l) => l.value === 'Done')?.labelId ?? '';
  await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${acme}/${ids.a}/set-support-label/${doneLabel}`);
  await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${ids.a}/comment`, { content: 'On it.' });
  await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${ids.a}/close`);
  await setTimes(ids.a, {
    created: '2025-03-03T09:00:00Z',
    response: '2025-03-03T09:30:00Z',
    resolution: '2025-03-03T11:00:00Z',
  });
  // b: assigned to the agent, answered after 90 min, still open.
  ids.b = await customerTicket('Analytics b');
  await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${acme}/${ids.b}/assign`, { assignee: agent });
  await setTimes(ids.b, { created: '2025-03-04T10:00:00Z', response: '2025-03-04T11:30:00Z' });
  // c: unassigned, no answer, open.
  ids.c = await customerTicket('Analytics c');
  await setTimes(ids.c, { created: '2025-03-05T08:00:00Z' });
  // d: opened in February (the customer phoned a day earlier), closed in March: closed, not opened.
  ids.d = await customerTicket('Analytics d');
  await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${ids.d}/close`);
  await setTimes(ids.d, {
    initial: '2025-02-19T12:00:00Z',
    created: '2025-02-20T12:00:00Z',
    response: '2025-02-20T13:00:00Z',
    resolution: '2025-03-06T12:00:00Z',
  });
  // Blue Harbor's ticket in the same days: never Northwind's.
  ids.harbor = await customerTicket('Analytics harbor', seaside, otherTenant);
  await setTimes(ids.harbor, { created: '2025-03-03T09:00:00Z', response: '2025-03-03T09:05:00Z' });
  // Northwind's ticket to the platform: the platform's desk, answered after 1 h, billable, closed after 4 h.
  ids.platform = await desk.ok<string>(tenantAdmin, 'POST', '/api/support/ticket', {
    ticket: ticketRequest({ subject: 'Analytics platform' }),
  });
  await desk.ok(platform, 'POST', `/api/support/${NORTHWIND.id}/ticket/${ids.platform}/billable`);
  await desk.ok(platform, 'POST', `/api/support/${NORTHWIND.id}/ticket/${ids.platform}/close`);
  await setTimes(ids.platform, {
    created: '2025-03-07T08:00:00Z',
    response: '2025-03-07T09:00:00Z',
    resolution: '2025-03-07T12:00:00Z',
  });
});
afterAll(() => t.close());

describe('the support analytics report', () => {
  it('counts and times the tenant desk exactly, per agent', async () => {
    const page = await report(tenantAdmin, { ...MARCH, groupBy: 'agent' });
    expect(page.desk).toBe('tenant');
    expect(page.totals).toEqual({
      opened: 3,
      closed: 2,
      stillOpen: 2,
      responded: 2,
      firstResponseMedian: 60 * MIN,
      // percentile_cont over 30 and 90 minutes: 30 + 0.9 × 60.
      firstResponseP90: 84 * MIN,
      // 2 h (a) and 15 days from d's initial request (the 19th, 12:00) to the 6th of March, 12:00.
      resolutionMedian: (2 * HOUR + 15 * 24 * HOUR) / 2,
      billable: null,
    });
    expect(page.count).toBe(2);
    expect(page.data).toEqual([
      {
        key: expect.any(String),
        label: 'Elif Yılmaz',
        opened: 2,
        closed: 1,
        stillOpen: 1,
        responded: 2,
        firstResponseMedian: 60 * MIN,
        firstResponseP90: 84 * MIN,
        resolutionMedian: 2 * HOUR,
        billable: null,
      },
      {
        key: null,
        label: null,
        opened: 1,
        closed: 1,
        stillOpen: 1,
        responded: 0,
        firstResponseMedian: null,
        firstResponseP90: null,
        resolutionMedian: 15 * 24 * HOUR,
        billable: null,
      },
    ]);
  });

  it('per day of the caller, opened and closed', async () => {
    const page = await report(tenantAdmin, {
      from: '2025-03-02T23:00:00.000Z',
      to: '2025-03-07T23:00:00.000Z',
      timezoneOffset: '60',
    });
    expect(page.perDay).toEqual([
      { day: '2025-03-03', opened: 1, closed: 1 },
      { day: '2025-03-04', opened: 1, closed: 0 },
      { day: '2025-03-05', opened: 1, closed: 0 },
      { day: '2025-03-06', opened: 0, closed: 1 },
      { day: '2025-03-07', opened: 0, closed: 0 },
    ]);
  });

  it('groups by the label of the caller’s side and by customer', async () => {
    const byLabel = await report(tenantAdmin, { ...MARCH, groupBy: 'label' });
    expect(byLabel.data.map((row) => [row.key, row.label, row.opened, row.closed])).toEqual([
      [null, null, 2, 1],
      [doneLabel, 'Done', 1, 1],
    ]);
    const byCustomer = await report(tenantAdmin, { ...MARCH, groupBy: 'customer' });
    expect(byCustomer.data.map((row) => [row.key, row.label, row.opened, row.closed])).toEqual([
      [acme, 'Acme Retail Ltd', 3, 2],
    ]);
  });

  it('pages the groups', async () => {
    const first = await report(tenantAdmin, { ...MARCH, groupBy: 'agent', pageSize: '5', pageIndex: '0' });
    expect(first.data.map((row) => row.label)).toEqual(['Elif Yılmaz', null]);
    const second = await report(tenantAdmin, { ...MARCH, groupBy: 'agent', pageSize: '5', pageIndex: '1' });
    // The totals and the chart are of every group, whichever page is on screen.
    expect(second).toMatchObject({ count: 2, data: [], totals: first.totals, perDay: first.perDay });
  });

  it('keeps each tenant to its own tickets, and a user to their customer limits', async () => {
    const harbor = await report(otherTenant, { ...MARCH, groupBy: 'customer' });
    expect(harbor.totals).toMatchObject({ opened: 1, closed: 0, firstResponseMedian: 5 * MIN });
    expect(harbor.data.map((row) => row.key)).toEqual([seaside]);
    // Another tenant named in tenantId narrows to nothing, never widens.
    const foreign = await report(tenantAdmin, { ...MARCH, tenantId: BLUE_HARBOR.id });
    expect(foreign.totals).toMatchObject({ opened: 0, closed: 0 });
    // The limited user may see no merchant: none of the tenant's tickets.
    const limited = await report(TEST_USERS.limited, MARCH);
    expect(limited.totals).toMatchObject({ opened: 0, closed: 0 });
  });

  it('shows platform staff the platform desk of every tenant, narrowed by tenantId', async () => {
    const all = await report(platform, { ...MARCH, groupBy: 'customer' });
    expect(all.desk).toBe('platform');
    expect(all.totals).toEqual({
      opened: 1,
      closed: 1,
      stillOpen: 0,
      responded: 1,
      firstResponseMedian: HOUR,
      firstResponseP90: HOUR,
      resolutionMedian: 4 * HOUR,
      billable: 1,
    });
    expect(all.data.map((row) => [row.key, row.label])).toEqual([[NORTHWIND.id, NORTHWIND.name]]);
    const harbor = await report(platform, { ...MARCH, tenantId: BLUE_HARBOR.id });
    expect(harbor.totals).toMatchObject({ opened: 0, closed: 0, billable: 0 });
  });

  it('measures what the desk’s calls record: the first public reply, the close, a reopen', async () => {
    const now = Date.now();
    const today = {
      from: new Date(now - HOUR * 1000).toISOString(),
      to: new Date(now + HOUR * 1000).toISOString(),
    };
    const id = await customerTicket('Analytics today', pixel);
    const pixelRow = async () =>
      (await report(tenantAdmin, { ...today, groupBy: 'customer' })).data.find((row) => row.key === pixel);
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'Internal only',
      isInternal: true,
    });
    expect(await pixelRow()).toMatchObject({ opened: 1, responded: 0, closed: 0, stillOpen: 1 });
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${id}/comment`, { content: 'Public answer' });
    const answered = await pixelRow();
    expect(answered).toMatchObject({ opened: 1, responded: 1 });
    expect(answered?.firstResponseMedian).toBeGreaterThanOrEqual(0);
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${id}/close`);
    expect(await pixelRow()).toMatchObject({ closed: 1, stillOpen: 0 });
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${id}/open`);
    expect(await pixelRow()).toMatchObject({ closed: 0, stillOpen: 1, resolutionMedian: null });
  });

  it('refuses a bad group, a reversed or too long period with field messages; merchants get 403', async () => {
    const bad = await desk.refused(
      tenantAdmin,
      'GET',
      `${REPORT}?${new URLSearchParams({ ...MARCH, groupBy: 'priority' })}`,
      400,
    );
    expect(bad.details?.map((d) => d.field)).toEqual(['querystring.groupBy']);
    const reversed = await desk.refused(
      tenantAdmin,
      'GET',
      `${REPORT}?${new URLSearchParams({ from: MARCH.to, to: MARCH.from })}`,
      400,
    );
    expect(reversed.details).toEqual([
      { field: 'querystring.to', message: 'Must be after the start of the period' },
    ]);
    const long = await desk.refused(
      tenantAdmin,
      'GET',
      `${REPORT}?${new URLSearchParams({ from: '2023-01-01T00:00:00Z', to: MARCH.to })}`,
      400,
    );
    expect(long.details?.[0]?.field).toBe('querystring.from');
    const missing = await desk.refused(tenantAdmin, 'GET', REPORT, 400);
    expect(missing.details?.map((d) => d.field).sort()).toEqual(['querystring.from', 'querystring.to']);
    await desk.refused(merchant, 'GET', `${REPORT}?${new URLSearchParams(MARCH)}`, 403);
    await desk.refused(TEST_USERS.bareTenant, 'GET', `${REPORT}?${new URLSearchParams(MARCH)}`, 403);
  });
});
