import type { FeedPage, OutboxMail, Ticket, TicketPage } from '@paydesk/contracts/support/support.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DESK_USERS, deskClient, mailTo, ticketRequest } from './support.test-support';

/**
 * The conversation across the three audiences, through the API: a merchant writes, a tenant
 * agent answers publicly and internally, escalates, the platform answers (also internally), fills in
 * its fields, closes and the ticket is reopened. Feed types and who sees what are checked at each step.
 */

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
});
afterAll(() => t.close());

const { merchant, agent, platform } = DESK_USERS;
const acme = demoMerchant('acme').id;
const platformBase = (id: string) => `/api/support/${NORTHWIND.id}/ticket/${id}`;

async function feedTypes(email: string, url: string): Promise<string[]> {
  const page = await desk.ok<FeedPage>(email, 'GET', `${url}/feed`);
  expect(page.count).toBe(page.data.length);
  return page.data.map((item) => item.type);
}

describe('a support conversation from merchant to tenant to platform', () => {
  let customerTicketId: string;
  let platformTicketId: string;
  let ticketNumber: number;

  it('starts with the merchant writing to its tenant; the tenant desk is mailed', async () => {
    const created = await desk.call(merchant, 'POST', '/api/support/ticket', {
      ticket: ticketRequest({
        subject: 'Refund not received by the customer',
        priority: 'High',
        references: [{ key: 'createdOn', value: '/merchant/transactions' }],
      }),
    });
    expect(created.statusCode).toBe(200);
    // Spec §7 "text response": the bare id, not a JSON string.
    expect(created.headers['content-type']).toMatch(/^text\/plain/);
    expect(created.body).toMatch(/^[0-9a-f-]{36}$/);
    customerTicketId = created.body;

    const ticket = await desk.ok<Ticket>(agent, 'GET', `/api/support/ticket/${customerTicketId}`);
    ticketNumber = ticket.ticketNumber;
    expect(ticket).toMatchObject({
      channelType: 'CustomerToTenantTicketChannel',
      status: 'Opened',
      priority: 'High',
      customer: { merchantId: acme, legalBusinessName: 'Acme Retail Ltd' },
      tenant: { tenantId: NORTHWIND.id, tenantName: 'Northwind Payments' },
      createdBy: { email: merchant, firstName: 'Sarah', lastName: 'Collins' },
      references: [{ key: 'createdOn', value: '/merchant/transactions' }],
      responseDateTime: null,
    });
    expect(ticket.initialRequestDateTime).toBe(ticket.createdOn);
    expect(await feedTypes(merchant, `/api/support/ticket/${customerTicketId}`)).toEqual([]);
    const mail = await mailTo(t.database.db, 'support@northwind.test');
    expect(mail.map((m) => m.subject)).toContain(
      `[Ticket #${ticketNumber}] New ticket: Refund not received by the customer`,
    );
  });

  it('lets the agent answer publicly and note internally; the merchant sees only the answer', async () => {
    const url = `/api/support/ticket/${customerTicketId}`;
    const reply = await desk.ok<{ type: string; commenter: unknown; isUnread: boolean }>(
      agent,
      'POST',
      `${url}/comment`,
      { content: 'We are checking with the acquirer.' },
    );
    expect(reply).toMatchObject({
      type: 'TenantCommentItem',
      commenter: { email: agent, firstName: 'Elif', lastName: 'Yılmaz' },
      isUnread: false,
    });
    await desk.ok(agent, 'POST', `${url}/comment`, {
      content: 'Second stuck refund this week.',
      isInternal: true,
    });

    expect(await feedTypes(agent, url)).toEqual(['TenantCommentItem', 'TenantInternalCommentItem']);
    const merchantFeed = await desk.ok<FeedPage>(merchant, 'GET', `${url}/feed`);
    expect(merchantFeed.data.map((i) => [i.type, i.content, i.isUnread])).toEqual([
      ['TenantCommentItem', 'We are checking with the acquirer.', true],
    ]);
    // The handler's first public answer is the response time; the merchant hears of it by mail.
    const ticket = await desk.ok<Ticket>(merchant, 'GET', url);
    expect(ticket.responseDateTime).not.toBeNull();
    expect(ticket.unreadCount).toBe(1);
    const mail = await mailTo(t.database.db, merchant);
    expect(mail.map((m) => m.subject)).toContain(
      `[Ticket #${ticketNumber}] New comment: Refund not received by the customer`,
    );
    expect(mail.some((m) => m.bodyText.includes('Second stuck refund'))).toBe(false);
  });

  it('escalates to the platform once, linked both ways, with an internal note on the merchant ticket', async () => {
    const escalate = `/api/support/ticket/${acme}/${customerTicketId}/escalate`;
    const body = ticketRequest({
      subject: 'Acquirer holds Acme refunds',
      category: 'Processing',
      priority: 'High',
    });
    const response = await desk.call(agent, 'POST', escalate, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    platformTicketId = response.body;

    const again = await desk.refused(agent, 'POST', escalate, 409, body);
    expect(again).toMatchObject({
      code: 'TICKET_ALREADY_ESCALATED',
      message: 'The ticket is already escalated',
    });

    const source = await desk.ok<Ticket>(agent, 'GET', `/api/support/ticket/${customerTicketId}`);
    expect(source.escalatedToTicketId).toBe(platformTicketId);
    const escalated = await desk.ok<Ticket>(platform, 'GET', platformBase(platformTicketId));
    expect(escalated).toMatchObject({
      channelType: 'TenantToPlatformTicketChannel',
      customer: null,
      escalatedFromTicketId: customerTicketId,
      createdBy: { email: agent },
    });
    const agentFeed = await desk.ok<FeedPage>(agent, 'GET', `/api/support/ticket/${customerTicketId}/feed`);
    expect(agentFeed.data.at(-1)).toMatchObject({
      type: 'TenantInternalCommentItem',
      content: `Escalated to the platform as ticket #${escalated.ticketNumber}`,
    });
    // The merchant neither sees the note nor the platform ticket's id.
    expect(await feedTypes(merchant, `/api/support/ticket/${customerTicketId}`)).toEqual([
      'TenantCommentItem',
    ]);
    const merchantView = await desk.ok<Ticket>(merchant, 'GET', `/api/support/ticket/${customerTicketId}`);
    expect(merchantView.escalatedToTicketId).toBeNull();
    // Platform staff never see the merchant's own conversation with its tenant.
    await desk.refused(platform, 'GET', platformBase(customerTicketId), 404);
    const list = await desk.ok<TicketPage>(platform, 'GET', `/api/support/ticket?tenantId=${NORTHWIND.id}`);
    expect(list.data.map((r) => r.ticketId)).toContain(platformTicketId);
    expect(list.data.every((r) => r.channelType === 'TenantToPlatformTicketChannel')).toBe(true);
  });

  it('keeps the platform internal note from the tenant', async () => {
    await desk.ok(platform, 'POST', `${platformBase(platformTicketId)}/comment`, {
      content: 'Batch 2291 was rejected by the acquirer.',
      isInternal: true,
    });
    await desk.ok(platform, 'POST', `${platformBase(platformTicketId)}/comment`, {
      content: 'We are resubmitting the batch tonight.',
    });
    expect(await feedTypes(platform, platformBase(platformTicketId))).toEqual([
      'PlatformInternalCommentItem',
      'PlatformCommentItem',
    ]);
    expect(await feedTypes(agent, `/api/support/ticket/${platformTicketId}`)).toEqual([
      'PlatformCommentItem',
    ]);
  });

  it('lets the platform set billable, the Jira key and the three times', async () => {
    const base = platformBase(platformTicketId);
    expect((await desk.ok<Ticket>(platform, 'POST', `${base}/billable`)).billable).toBe(true);
    expect((await desk.ok<Ticket>(platform, 'POST', `${base}/non-billable`)).billable).toBe(false);
    expect((await desk.ok<Ticket>(platform, 'POST', `${base}/billable`)).billable).toBe(true);
    const jira = await desk.ok<Ticket>(platform, 'POST', `${base}/jira-ticket`, { jiraTicket: 'PAY-1234' });
    expect(jira.jiraTicket).toBe('PAY-1234');

    // A first request before the ticket was opened is fine (the tenant phoned first).
    const initial = '2020-01-02T09:00:00.000Z';
    await desk.ok(platform, 'POST', `${base}/initial-request-time`, { initialRequestDateTime: initial });
    await desk.ok(platform, 'POST', `${base}/response-time`, {
      responseDateTime: '2020-01-02T10:00:00.000Z',
    });
    const early = await desk.refused(platform, 'POST', `${base}/resolution-time`, 400, {
      resolutionDateTime: '2020-01-01T09:00:00.000Z',
    });
    expect(early.details).toEqual([
      {
        field: 'body.resolutionDateTime',
        message: 'The resolution time cannot be before the initial request time',
      },
    ]);
    const resolved = await desk.ok<Ticket>(platform, 'POST', `${base}/resolution-time`, {
      resolutionDateTime: '2020-01-03T09:00:00.000Z',
    });
    expect(resolved).toMatchObject({
      initialRequestDateTime: initial,
      responseDateTime: '2020-01-02T10:00:00.000Z',
      resolutionDateTime: '2020-01-03T09:00:00.000Z',
      billable: true,
      jiraTicket: 'PAY-1234',
    });
    // The tenant sees the platform's fields on its own ticket.
    const tenantView = await desk.ok<Ticket>(agent, 'GET', `/api/support/ticket/${platformTicketId}`);
    expect(tenantView).toMatchObject({ billable: true, jiraTicket: 'PAY-1234' });
  });

  it('closes (comments refused, closing twice refused) and reopens', async () => {
    const base = platformBase(platformTicketId);
    const closed = await desk.ok<Ticket>(platform, 'POST', `${base}/close`);
    expect(closed.status).toBe('Closed');
    expect(closed.resolutionDateTime).not.toBe('2020-01-03T09:00:00.000Z');
    expect(await desk.refused(platform, 'POST', `${base}/close`, 409)).toMatchObject({
      code: 'TICKET_ALREADY_CLOSED',
      message: 'The ticket is already closed',
    });
    const comment = await desk.refused(
      agent,
      'POST',
      `/api/support/ticket/${platformTicketId}/comment`,
      409,
      {
        content: 'Any news?',
      },
    );
    expect(comment).toMatchObject({
      code: 'TICKET_CLOSED',
      message: 'The ticket is closed; reopen it to comment',
    });

    const reopened = await desk.ok<Ticket>(agent, 'POST', `/api/support/ticket/${platformTicketId}/open`);
    expect(reopened.status).toBe('Opened');
    expect(
      await desk.refused(agent, 'POST', `/api/support/ticket/${platformTicketId}/open`, 409),
    ).toMatchObject({
      code: 'TICKET_ALREADY_OPEN',
      message: 'The ticket is already open',
    });
    const feed = await desk.ok<FeedPage>(agent, 'GET', `/api/support/ticket/${platformTicketId}/feed`);
    expect(feed.data.map((i) => [i.type, i.newState, i.user?.email ?? null])).toEqual([
      ['PlatformCommentItem', null, null],
      ['StatusChangeFeedItem', 'Closed', platform],
      ['StatusChangeFeedItem', 'Opened', agent],
    ]);
    const mail = await mailTo(t.database.db, agent);
    expect(mail.map((m) => m.subject)).toContain(
      `[Ticket #${closed.ticketNumber}] Ticket closed: ${closed.subject}`,
    );
  });

  it("keeps the merchant's conversation out of the platform's outbox, and shows the platform's own", async () => {
    const outbox = await desk.ok<{ data: OutboxMail[] }>(
      platform,
      'GET',
      '/api/support/mail-outbox?pageSize=100',
    );
    const customerMail = outbox.data.filter((m) => m.to === 'support@northwind.test' || m.to === merchant);
    expect(customerMail.length).toBeGreaterThan(0);
    for (const mail of customerMail)
      expect(mail).toMatchObject({ isConfidential: true, subject: null, bodyText: null });
    const platformMail = outbox.data.filter((m) => m.to === agent);
    expect(platformMail.length).toBeGreaterThan(0);
    for (const mail of platformMail) expect(mail.isConfidential).toBe(false);
  });
});
