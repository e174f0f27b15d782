import type { FeedPage, Label, TicketPage } from '@paydesk/contracts/support/support.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchant } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DESK_USERS, deskClient, ticketRequest } from './support.test-support';

/** Filters, sort, paging, search and unread counts of the ticket lists (all on the server). */

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
const { merchant, agent, tenantAdmin } = DESK_USERS;
// Pixel Forge has no demo tickets: filtering on it isolates this file's tickets.
const pixel = demoMerchant('pixel-forge').id;
const acme = demoMerchant('acme').id;

interface Made {
  readonly id: string;
  readonly subject: string;
}
const made: Record<string, Made> = {};

const SEED = [
  {
    key: 'a',
    subject: 'Webhook retries flood our endpoint',
    category: 'Integration',
    priority: 'High',
    close: false,
  },
  { key: 'b', subject: 'Chargeback letter missing', category: 'Operational', priority: 'High', close: true },
  {
    key: 'c',
    subject: 'Settlement amount differs',
    category: 'Processing',
    priority: 'Medium',
    close: false,
  },
  { key: 'd', subject: 'Question about fees', category: 'Clarification', priority: 'Low', close: false },
  { key: 'e', subject: 'API key rotation', category: 'Integration', priority: 'High', close: false },
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
  for (const row of SEED) {
    const id = await desk.ok<string>(tenantAdmin, 'POST', `/api/support/ticket/customer/${pixel}`, {
      ...ticketRequest({
        subject: row.subject,
        ticketCategory: row.category,
        priority: row.priority,
        description:
          row.key === 'c' ? 'The payout of invoice INV-2291 was short by 12 EUR.' : 'Details follow.',
      }),
    });
    if (row.close) await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${id}/close`);
    made[row.key] = { id, subject: row.subject };
  }
});
afterAll(() => t.close());

async function list(email: string, query: string): Promise<TicketPage> {
  return desk.ok<TicketPage>(email, 'GET', `/api/support/ticket/my?customerId=${pixel}&${query}`);
}
const subjects = (page: TicketPage) => page.data.map((r) => r.subject);
const keysOf = (page: TicketPage) =>
  page.data.map((r) => Object.entries(made).find(([, m]) => m.id === r.ticketId)?.[0]);

describe('ticket list filters', () => {
  it('filters by status and priority together, and by several categories', async () => {
    const openHigh = await list(tenantAdmin, 'status=Opened&priority=High');
    expect(openHigh.count).toBe(2);
    expect(new Set(keysOf(openHigh))).toEqual(new Set(['a', 'e']));
    const categories = await list(tenantAdmin, 'category=Integration,Clarification');
    expect(new Set(keysOf(categories))).toEqual(new Set(['a', 'd', 'e']));
    expect((await list(tenantAdmin, 'status=Closed')).data.map((r) => r.status)).toEqual(['Closed']);
    expect((await list(tenantAdmin, 'ticketChannelType=TenantToPlatformTicketChannel')).count).toBe(0);
  });

  it('sorts by priority (High first), ticket number and last activity, and pages', async () => {
    const byPriority = await list(tenantAdmin, 'sortBy=priority&sortDirection=desc');
    expect(byPriority.data.map((r) => r.priority)).toEqual(['High', 'High', 'High', 'Medium', 'Low']);
    const ascending = await list(tenantAdmin, 'sortBy=priority&sortDirection=asc');
    expect(ascending.data.map((r) => r.priority)).toEqual(['Low', 'Medium', 'High', 'High', 'High']);
    const byNumber = await list(tenantAdmin, 'sortBy=ticketNumber&sortDirection=asc');
    expect(keysOf(byNumber)).toEqual(['a', 'b', 'c', 'd', 'e']);

    // A comment moves a ticket to the top of the default order (last activity, newest first).
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${made.c?.id}/comment`, { content: 'Looking.' });
    const recent = await list(tenantAdmin, '');
    expect(keysOf(recent)[0]).toBe('c');

    const page = await list(tenantAdmin, 'sortBy=ticketNumber&sortDirection=asc&pageSize=2&pageIndex=1');
    expect(page.count).toBe(5);
    expect(keysOf(page)).toEqual(['c', 'd']);
    const last = await list(tenantAdmin, 'sortBy=ticketNumber&sortDirection=asc&pageSize=2&pageIndex=2');
    expect(keysOf(last)).toEqual(['e']);
  });

  it('searches subject and description by word prefixes, and ticket numbers', async () => {
    expect(subjects(await list(tenantAdmin, 'searchKey=webho'))).toEqual([made.a?.subject]);
    expect(subjects(await list(tenantAdmin, 'searchKey=INV-2291'))).toEqual([made.c?.subject]);
    expect(
      subjects(await list(tenantAdmin, `searchKey=${encodeURIComponent('settlement invoice')}`)),
    ).toEqual([made.c?.subject]);
    expect((await list(tenantAdmin, `searchKey=${encodeURIComponent('settlement webhook')}`)).count).toBe(0);
    expect((await list(tenantAdmin, `searchKey=${encodeURIComponent("'&|!:*")}`)).count).toBe(0);
    const first = (await list(tenantAdmin, 'sortBy=ticketNumber&sortDirection=asc')).data[0];
    const byNumber = await list(tenantAdmin, `searchKey=${encodeURIComponent(`#${first?.ticketNumber}`)}`);
    expect(keysOf(byNumber)).toEqual(['a']);
  });

  it("filters by assignee ('me', 'unassigned', an email) and by the caller's own label", async () => {
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${pixel}/${made.a?.id}/assign`, {
      assignee: tenantAdmin,
    });
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${pixel}/${made.d?.id}/assign`, {
      assignee: tenantAdmin,
    });
    expect(new Set(keysOf(await list(tenantAdmin, 'assignee=me')))).toEqual(new Set(['a', 'd']));
    const byEmail = await list(tenantAdmin, `assignee=${encodeURIComponent(tenantAdmin.toUpperCase())}`);
    expect(new Set(keysOf(byEmail))).toEqual(new Set(['a', 'd']));
    expect((await list(tenantAdmin, `assignee=${encodeURIComponent(agent)}`)).count).toBe(0);
    expect(new Set(keysOf(await list(tenantAdmin, 'assignee=unassigned')))).toEqual(new Set(['b', 'c', 'e']));

    const labels = await desk.ok<Label[]>(tenantAdmin, 'GET', '/api/support/labels');
    const done = labels.find((l) => l.value === 'Done');
    if (!done) throw new Error('No default label Done');
    await desk.ok(
      tenantAdmin,
      'POST',
      `/api/support/ticket/${pixel}/${made.e?.id}/set-support-label/${done.labelId}`,
    );
    const labelled = await list(tenantAdmin, `labelId=${done.labelId}`);
    expect(keysOf(labelled)).toEqual(['e']);
    expect(labelled.data[0]?.label).toMatchObject({
      labelId: done.labelId,
      value: 'Done',
      color: done.color,
    });
  });
});

describe('unread counts', () => {
  it('counts, per reader, the readable items others wrote after the reader’s mark', async () => {
    const id = await desk.ok<string>(merchant, 'POST', '/api/support/ticket', {
      ticket: ticketRequest({ subject: 'Unread counting' }),
    });
    const merchantRow = async () =>
      (await desk.ok<TicketPage>(merchant, 'GET', '/api/support/ticket/my?searchKey=unread')).data.find(
        (r) => r.ticketId === id,
      );
    const agentRow = async () =>
      (await desk.ok<TicketPage>(agent, 'GET', `/api/support/ticket/my?customerId=${acme}&searchKey=unread`))
        .data[0];

    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, { content: 'First answer' });
    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'Internal',
      isInternal: true,
    });
    const second = await desk.ok<{ timestamp: string }>(agent, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'Second answer',
    });
    // The internal note is not the merchant's to read, and nobody's own writing is unread to them.
    expect((await merchantRow())?.unreadCount).toBe(2);
    expect((await agentRow())?.unreadCount).toBe(0);

    const onlyUnread = await desk.ok<TicketPage>(
      merchant,
      'GET',
      '/api/support/ticket/my?unreadOnly=true&pageSize=100',
    );
    expect(onlyUnread.data.map((r) => r.ticketId)).toContain(id);

    // Reading up to just before the second answer leaves one unread.
    const before = new Date(Date.parse(second.timestamp) - 1).toISOString();
    const partly = await desk.ok<{ unreadCount: number }>(
      merchant,
      'POST',
      `/api/support/ticket/${id}/feed/mark-comments-as-read`,
      { until: before },
    );
    expect(partly.unreadCount).toBe(1);
    const feed = await desk.ok<FeedPage>(merchant, 'GET', `/api/support/ticket/${id}/feed`);
    expect(feed.data.map((i) => [i.content, i.isUnread])).toEqual([
      ['First answer', false],
      ['Second answer', true],
    ]);
    // Up to the item's own timestamp covers it; marking never moves backwards.
    await desk.ok(merchant, 'POST', `/api/support/ticket/${id}/feed/mark-comments-as-read`, {
      until: second.timestamp,
    });
    expect((await merchantRow())?.unreadCount).toBe(0);
    const back = await desk.ok<{ unreadCount: number }>(
      merchant,
      'POST',
      `/api/support/ticket/${id}/feed/mark-comments-as-read`,
      { until: '2020-01-01T00:00:00.000Z' },
    );
    expect(back.unreadCount).toBe(0);
    const stillRead = await desk.ok<TicketPage>(
      merchant,
      'GET',
      '/api/support/ticket/my?unreadOnly=true&pageSize=100',
    );
    expect(stillRead.data.map((r) => r.ticketId)).not.toContain(id);
    // A mark in the future stops at now: what is written next is still unread.
    await desk.ok(merchant, 'POST', `/api/support/ticket/${id}/feed/mark-comments-as-read`, {
      until: '2999-01-01T00:00:00.000Z',
    });
    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, { content: 'Third answer' });
    expect((await merchantRow())?.unreadCount).toBe(1);
    await desk.ok(merchant, 'POST', `/api/support/ticket/${id}/feed/mark-comments-as-read`, {});

    // The merchant answers: unread for each tenant reader separately, until each marks it read.
    await desk.ok(merchant, 'POST', `/api/support/ticket/${id}/comment`, { content: 'Thanks' });
    expect((await agentRow())?.unreadCount).toBe(1);
    const adminView = await desk.ok<TicketPage>(
      tenantAdmin,
      'GET',
      `/api/support/ticket/my?customerId=${acme}&searchKey=unread`,
    );
    // The tenant admin has read nothing: the agent's four items (the internal note too) and the merchant's.
    expect(adminView.data[0]?.unreadCount).toBe(5);
    const marked = await desk.ok<{ unreadCount: number }>(
      agent,
      'POST',
      `/api/support/ticket/${acme}/${id}/mark-comments-as-read`,
      {},
    );
    expect(marked.unreadCount).toBe(0);
    expect((await agentRow())?.unreadCount).toBe(0);
    const adminAgain = await desk.ok<TicketPage>(
      tenantAdmin,
      'GET',
      `/api/support/ticket/my?customerId=${acme}&searchKey=unread`,
    );
    expect(adminAgain.data[0]?.unreadCount).toBe(5);
  });
});
