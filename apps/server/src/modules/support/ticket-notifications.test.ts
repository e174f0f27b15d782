import { TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { clearNotifications, notificationsOf } from '../notifications/notifications.test-support';
import { DESK_USERS, deskClient, ticketRequest, uploadFile } from './support.test-support';

/**
 * In-app notifications of ticket events (type Task), through the API: who hears of a public comment,
 * an internal note, an assignment and a status change, with titles, snippets and links per side; and
 * of new tickets (TicketCreated) and escalations (TicketEscalated), which tell the desk handling them.
 */

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
});
afterAll(() => t.close());
beforeEach(() => clearNotifications(t.database.db));

const { merchant, agent, tenantAdmin, platform } = DESK_USERS;
const acme = demoMerchant('acme').id;
const everyone = [merchant, agent, tenantAdmin, platform, DESK_USERS.sandboxMerchant] as const;

/** Each desk user's notifications, by email (only those who have any). */
async function inboxes(): Promise<Record<string, Notification[]>> {
  const result: Record<string, Notification[]> = {};
  for (const email of everyone) {
    const { data } = await notificationsOf(t, email);
    if (data.length > 0) result[email] = data;
  }
  return result;
}

async function merchantTicket(subject = 'Refund not received'): Promise<{ id: string; number: number }> {
  const id = await desk.ok<string>(merchant, 'POST', '/api/support/ticket', {
    ticket: ticketRequest({ subject }),
  });
  const ticket = await desk.ok<{ ticketNumber: number }>(merchant, 'GET', `/api/support/ticket/${id}`);
  await clearNotifications(t.database.db);
  return { id, number: ticket.ticketNumber };
}

describe("notifications of a merchant's ticket", () => {
  it("tells the tenant's desk of the merchant's public comment, never the merchant", async () => {
    const ticket = await merchantTicket();
    const comment = await desk.ok<{ content: string }>(
      merchant,
      'POST',
      `/api/support/ticket/${ticket.id}/comment`,
      {
        content: `Still waiting <script>alert(1)</script> & "counting" <i>days</i>`,
      },
    );
    // The desk cleans the comment as it is written; the notification quotes it as text, escaped.
    expect(comment.content).toContain('& "counting"');
    const inbox = await inboxes();
    // The desk: Northwind's staff holding CRM.Support.Lookup whose limits include Acme.
    expect(Object.keys(inbox).sort()).toEqual([agent, tenantAdmin].sort());
    expect(inbox[agent]?.[0]).toMatchObject({
      notificationType: 'Task',
      title: `New comment on ticket #${ticket.number}`,
      description: `<p><strong>Sarah Collins</strong> wrote on <em>Refund not received</em>:</p><blockquote>${comment.content
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')}</blockquote>`,
      objectUrl: `/tenant/support-tickets/${ticket.id}`,
      useRouter: true,
      icon: 'support_agent',
      isRead: false,
    });
  });

  it("tells the merchant who opened it of the agent's public reply; an internal note tells nobody", async () => {
    const ticket = await merchantTicket();
    await desk.ok(agent, 'POST', `/api/support/ticket/${ticket.id}/comment`, {
      content: 'Only for us',
      isInternal: true,
    });
    expect(await inboxes()).toEqual({});

    await desk.ok(agent, 'POST', `/api/support/ticket/${ticket.id}/comment`, { content: 'x'.repeat(400) });
    const inbox = await inboxes();
    expect(Object.keys(inbox)).toEqual([merchant]);
    const [notice] = inbox[merchant] ?? [];
    expect(notice?.title).toBe(`New comment on ticket #${ticket.number}`);
    expect(notice?.objectUrl).toBe(`/merchant/support-tickets/${ticket.id}`);
    // A snippet, not the whole comment.
    expect(notice?.description).toContain(`<blockquote>${'x'.repeat(279)}…</blockquote>`);
  });

  it('tells the new assignee and the merchant of an assignment; then only the assignee hears from the merchant', async () => {
    const ticket = await merchantTicket();
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${acme}/${ticket.id}/assign`, {
      assignee: agent,
    });
    let inbox = await inboxes();
    expect(Object.keys(inbox).sort()).toEqual([agent, merchant].sort());
    expect(inbox[agent]?.map((n) => [n.title, n.objectUrl])).toEqual([
      [`Ticket #${ticket.number} assigned to you`, `/tenant/support-tickets/${ticket.id}`],
    ]);
    expect(inbox[merchant]?.map((n) => [n.title, n.objectUrl])).toEqual([
      [`Ticket #${ticket.number} assigned`, `/merchant/support-tickets/${ticket.id}`],
    ]);
    expect(inbox[merchant]?.[0]?.description).toBe(
      '<p><strong>Oliver Bennett</strong> assigned <em>Refund not received</em> to <strong>Elif Yılmaz</strong>.</p>',
    );

    await clearNotifications(t.database.db);
    await desk.ok(merchant, 'POST', `/api/support/ticket/${ticket.id}/comment`, { content: 'Thanks' });
    inbox = await inboxes();
    expect(Object.keys(inbox)).toEqual([agent]);
  });

  it('tells the other party of a status change, and nobody of their own action', async () => {
    const ticket = await merchantTicket();
    await desk.ok(merchant, 'POST', `/api/support/ticket/${ticket.id}/close`);
    let inbox = await inboxes();
    expect(Object.keys(inbox).sort()).toEqual([agent, tenantAdmin].sort());
    expect(inbox[tenantAdmin]?.[0]?.title).toBe(`Ticket #${ticket.number} closed`);

    await clearNotifications(t.database.db);
    await desk.ok(agent, 'POST', `/api/support/ticket/${ticket.id}/open`);
    inbox = await inboxes();
    expect(Object.keys(inbox)).toEqual([merchant]);
    expect(inbox[merchant]?.[0]?.title).toBe(`Ticket #${ticket.number} reopened`);
  });

  it('tells nobody on the merchant side of a ticket tenant staff opened for it without a merchant contact', async () => {
    const id = await desk.ok<string>(
      tenantAdmin,
      'POST',
      `/api/support/ticket/customer/${acme}`,
      ticketRequest(),
    );
    await clearNotifications(t.database.db);
    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, { content: 'Please check' });
    expect(await inboxes()).toEqual({});
  });
});

describe('notifications of a platform ticket', () => {
  it('has no per-user desk: the tenant hears the platform, the platform only through its assignee', async () => {
    const id = await desk.ok<string>(tenantAdmin, 'POST', '/api/support/ticket', { ticket: ticketRequest() });
    const base = `/api/support/${NORTHWIND.id}/ticket/${id}`;
    await clearNotifications(t.database.db);
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${id}/comment`, { content: 'Any idea?' });
    expect(await inboxes()).toEqual({});

    await desk.ok(platform, 'POST', `${base}/comment`, { content: 'Looking' });
    const inbox = await inboxes();
    expect(Object.keys(inbox)).toEqual([tenantAdmin]);
    expect(inbox[tenantAdmin]?.[0]?.objectUrl).toBe(`/tenant/support-tickets/${id}`);

    // Assigning oneself: the assignee is the actor, so only the tenant hears of it.
    await clearNotifications(t.database.db);
    await desk.ok(platform, 'POST', `${base}/assign`, { assignee: platform });
    expect(Object.keys(await inboxes())).toEqual([tenantAdmin]);

    await clearNotifications(t.database.db);
    await desk.ok(tenantAdmin, 'POST', `/api/support/ticket/${id}/comment`, { content: 'More detail' });
    const platformInbox = await inboxes();
    expect(Object.keys(platformInbox)).toEqual([platform]);
    expect(platformInbox[platform]?.[0]?.objectUrl).toBe(`/platform/support-tickets/${NORTHWIND.id}/${id}`);
  });
});

describe('notifications of new tickets', () => {
  it("tells the tenant's desk of a merchant's new ticket, never the merchant", async () => {
    const id = await desk.ok<string>(merchant, 'POST', '/api/support/ticket', {
      ticket: ticketRequest({ subject: 'Chargeback <b>letter</b>' }),
    });
    const { ticketNumber } = await desk.ok<Ticket>(merchant, 'GET', `/api/support/ticket/${id}`);
    const inbox = await inboxes();
    expect(Object.keys(inbox).sort()).toEqual([agent, tenantAdmin].sort());
    expect(inbox[agent]?.[0]).toMatchObject({
      notificationType: 'TicketCreated',
      title: `New ticket #${ticketNumber}`,
      description:
        '<p><strong>Sarah Collins</strong> opened <em>Chargeback &lt;b&gt;letter&lt;/b&gt;</em>.</p>',
      objectUrl: `/tenant/support-tickets/${id}`,
      icon: 'confirmation_number',
    });
  });

  it("tells platform support of a tenant's ticket to the platform", async () => {
    const id = await desk.ok<string>(tenantAdmin, 'POST', '/api/support/ticket', { ticket: ticketRequest() });
    const inbox = await inboxes();
    expect(Object.keys(inbox)).toEqual([platform]);
    expect(inbox[platform]?.[0]).toMatchObject({
      notificationType: 'TicketCreated',
      objectUrl: `/platform/support-tickets/${NORTHWIND.id}/${id}`,
    });
  });

  it("tells platform support of an escalation, whose ticket carries the merchant ticket's references and attachments", async () => {
    const transactionRef = { key: 'Transaction', value: 'TX-ESCALATE-1' };
    const id = await desk.ok<string>(merchant, 'POST', '/api/support/ticket', {
      ticket: ticketRequest({ references: [transactionRef] }),
    });
    const fileId = await uploadFile(t, merchant, { name: 'receipt.png', type: 'image/png', bytes: TINY_PNG });
    await desk.ok(merchant, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'The receipt.',
      references: [{ key: 'File', value: fileId }],
    });
    await clearNotifications(t.database.db);

    const escalated = await desk.call(agent, 'POST', `/api/support/ticket/${acme}/${id}/escalate`, {
      ...ticketRequest({ subject: 'Acquirer holds the refund' }),
      references: [transactionRef],
    });
    expect(escalated.statusCode, escalated.body).toBe(200);
    const platformTicketId = escalated.body;
    const platformTicket = await desk.ok<Ticket>(
      platform,
      'GET',
      `/api/support/${NORTHWIND.id}/ticket/${platformTicketId}`,
    );
    // Each reference once: the transaction the escalation named too, and the comment's attachment.
    expect(platformTicket.references).toEqual([
      { key: 'transaction', value: 'TX-ESCALATE-1' },
      { key: 'attachment', value: fileId },
    ]);
    const inbox = await inboxes();
    expect(Object.keys(inbox)).toEqual([platform]);
    expect(inbox[platform]?.[0]).toMatchObject({
      notificationType: 'TicketEscalated',
      title: `Ticket #${platformTicket.ticketNumber} escalated to the platform`,
      description: '<p><strong>Elif Yılmaz</strong> escalated <em>Acquirer holds the refund</em>.</p>',
      objectUrl: `/platform/support-tickets/${NORTHWIND.id}/${platformTicketId}`,
    });
  });
});
