import { TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import type { FeedItem, FeedPage, Label, Ticket } from '@paydesk/contracts/support/support.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { DEMO_TICKETS } from '../../seed/demo-tickets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DESK_USERS, deskClient, mailTo, ticketRequest, uploadFile } from './support.test-support';

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
});
afterAll(() => t.close());

const { merchant, sandboxMerchant, agent, tenantAdmin, otherTenant, platform } = DESK_USERS;
const acme = demoMerchant('acme').id;

async function createAsMerchant(overrides: Record<string, unknown> = {}): Promise<string> {
  return desk.ok<string>(merchant, 'POST', '/api/support/ticket', { ticket: ticketRequest(overrides) });
}

describe('creating tickets', () => {
  it('refuses a platform ticket without a tenant, bad categories and subjects that sanitise to nothing', async () => {
    const noTenant = await desk.refused(platform, 'POST', '/api/support/ticket', 400, {
      ticket: ticketRequest(),
      isPlatformCreatingTicket: true,
    });
    expect(noTenant.details).toEqual([{ field: 'body.tenantId', message: 'Tenant is required' }]);
    const category = await desk.refused(merchant, 'POST', '/api/support/ticket', 400, {
      ticket: ticketRequest({ ticketCategory: 'Billing' }),
    });
    expect(category.details?.map((d) => d.field)).toEqual(['body.ticket.ticketCategory']);
    const subject = await desk.refused(merchant, 'POST', '/api/support/ticket', 400, {
      ticket: ticketRequest({ subject: '<script>alert(1)</script>' }),
    });
    expect(subject.details?.map((d) => d.field)).toEqual(['body.ticket.subject']);
    await desk.refused(platform, 'POST', '/api/support/ticket', 404, {
      ticket: ticketRequest(),
      isPlatformCreatingTicket: true,
      tenantId: '0b0c0d0e-0f10-4111-8213-141516171819',
    });
  });

  it("opens each caller's kind of ticket and mails the side that answers", async () => {
    const fromTenant = await desk.ok<string>(tenantAdmin, 'POST', '/api/support/ticket', {
      ticket: ticketRequest({ subject: 'Settlement report late', contactEmails: ['ignored@example.test'] }),
    });
    const tenantTicket = await desk.ok<Ticket>(tenantAdmin, 'GET', `/api/support/ticket/${fromTenant}`);
    expect(tenantTicket).toMatchObject({ channelType: 'TenantToPlatformTicketChannel', contactEmails: [] });
    expect((await mailTo(t.database.db, 'support@paydesk.test')).map((m) => m.subject)).toContain(
      `[Ticket #${tenantTicket.ticketNumber}] New ticket: Settlement report late`,
    );

    const forTenant = await desk.ok<string>(platform, 'POST', '/api/support/ticket', {
      ticket: ticketRequest({ subject: 'Planned maintenance', contactEmails: ['ops@blueharbor.test'] }),
      isPlatformCreatingTicket: true,
      tenantId: BLUE_HARBOR.id,
    });
    const platformTicket = await desk.ok<Ticket>(
      platform,
      'GET',
      `/api/support/${BLUE_HARBOR.id}/ticket/${forTenant}`,
    );
    expect(platformTicket).toMatchObject({
      channelType: 'TenantToPlatformTicketChannel',
      tenant: { tenantId: BLUE_HARBOR.id, tenantName: 'Blue Harbor' },
      contactEmails: ['ops@blueharbor.test'],
    });
    // The platform opened it, so the tenant's contacts hear of it.
    const opsMail = await mailTo(t.database.db, 'ops@blueharbor.test');
    expect(opsMail[0]?.subject).toBe(
      `[Ticket #${platformTicket.ticketNumber}] New ticket: Planned maintenance`,
    );
    expect(opsMail[0]?.tenantId).toBe(BLUE_HARBOR.id);
    await desk.ok(otherTenant, 'GET', `/api/support/ticket/${forTenant}`);

    const viaPath = await desk.ok<string>(
      platform,
      'POST',
      `/api/support/${NORTHWIND.id}/ticket`,
      ticketRequest(),
    );
    await desk.ok(tenantAdmin, 'GET', `/api/support/ticket/${viaPath}`);
    await desk.refused(
      platform,
      'POST',
      '/api/support/0b0c0d0e-0f10-4111-8213-141516171819/ticket',
      404,
      ticketRequest(),
    );
  });

  it('lets tenant staff open a ticket with one of their merchants, and only theirs', async () => {
    const id = await desk.ok<string>(tenantAdmin, 'POST', `/api/support/ticket/customer/${acme}`, {
      ...ticketRequest({ subject: 'Your KYC documents expire' }),
      contactEmail: 'Finance@Acme.test',
    });
    const ticket = await desk.ok<Ticket>(merchant, 'GET', `/api/support/ticket/${id}`);
    expect(ticket).toMatchObject({
      channelType: 'CustomerToTenantTicketChannel',
      customer: { merchantId: acme },
      createdBy: { email: tenantAdmin },
      contactEmail: 'finance@acme.test',
    });
    expect((await mailTo(t.database.db, 'finance@acme.test')).map((m) => m.subject)).toEqual([
      `[Ticket #${ticket.ticketNumber}] New ticket: Your KYC documents expire`,
    ]);
    await desk.refused(
      tenantAdmin,
      'POST',
      `/api/support/ticket/customer/${demoMerchant('seaside-travel').id}`,
      404,
      ticketRequest(),
    );
  });
});

describe('references and attachments', () => {
  it('checks customers against the scope: a merchant only names itself, staff only their merchants', async () => {
    const own = await createAsMerchant({ references: [{ key: 'Customer', value: acme }] });
    expect((await desk.ok<Ticket>(merchant, 'GET', `/api/support/ticket/${own}`)).references).toEqual([
      { key: 'customer', value: acme },
    ]);
    const other = await desk.refused(merchant, 'POST', '/api/support/ticket', 404, {
      ticket: ticketRequest({ references: [{ key: 'Customer', value: demoMerchant('sandbox-labs').id }] }),
    });
    expect(other.message).toBe('Customer not found');
    await desk.refused(tenantAdmin, 'POST', '/api/support/ticket', 404, {
      ticket: ticketRequest({ references: [{ key: 'Customer', value: demoMerchant('seaside-travel').id }] }),
    });
    await desk.refused(tenantAdmin, 'POST', '/api/support/ticket', 404, {
      ticket: ticketRequest({ references: [{ key: 'Customer', value: 'not-an-id' }] }),
    });
  });

  it('adds references as one ReferenceItem and shows them on the ticket', async () => {
    const id = await createAsMerchant();
    const ticket = await desk.ok<Ticket>(agent, 'POST', `/api/support/ticket/${id}/references`, {
      references: [
        { key: 'Transaction', value: 'TX-1001' },
        { key: 'Customer', value: acme },
        { key: 'Transaction', value: 'TX-1001' },
      ],
    });
    expect(ticket.references).toEqual([
      { key: 'transaction', value: 'TX-1001' },
      { key: 'customer', value: acme },
    ]);
    const feed = await desk.ok<FeedPage>(merchant, 'GET', `/api/support/ticket/${id}/feed`);
    expect(feed.data.map((i) => [i.type, i.user?.email, i.references])).toEqual([
      ['ReferenceItem', agent, ticket.references],
    ]);
  });

  it('attaches uploaded files to a comment; they can no longer be deleted; foreign files are 404', async () => {
    const id = await createAsMerchant();
    const fileId = await uploadFile(t, merchant, { name: 'receipt.png', type: 'image/png', bytes: TINY_PNG });
    const item = await desk.ok<FeedItem>(merchant, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'The receipt is attached.',
      references: [{ key: 'File', value: fileId }],
    });
    expect(item.references).toEqual([{ key: 'attachment', value: fileId }]);
    const seen = await desk.ok<FeedPage>(agent, 'GET', `/api/support/ticket/${id}/feed`);
    expect(seen.data[0]?.references).toEqual([{ key: 'attachment', value: fileId }]);
    // The attachment belongs to the comment, not to the ticket's own references.
    expect((await desk.ok<Ticket>(agent, 'GET', `/api/support/ticket/${id}`)).references).toEqual([]);
    expect((await desk.refused(merchant, 'DELETE', `/api/fs/file/${fileId}`, 409)).code).toBe(
      'FILE_ATTACHED',
    );

    const sandboxFile = await uploadFile(t, sandboxMerchant, {
      name: 'x.png',
      type: 'image/png',
      bytes: TINY_PNG,
    });
    const refused = await desk.refused(merchant, 'POST', `/api/support/ticket/${id}/comment`, 404, {
      content: 'Not mine',
      references: [{ key: 'File', value: sandboxFile }],
    });
    expect(refused.message).toBe('File not found');
    expect((await desk.ok<FeedPage>(merchant, 'GET', `/api/support/ticket/${id}/feed`)).count).toBe(1);
    // Nothing was attached by the refused comment: its owner may still delete it.
    expect((await desk.call(sandboxMerchant, 'DELETE', `/api/fs/file/${sandboxFile}`)).statusCode).toBe(200);
  });
  it("shares the tenant's attachment of a public reply with the merchant, never an internal note's", async () => {
    const id = await createAsMerchant();
    const upload = (name: string) => uploadFile(t, agent, { name, type: 'image/png', bytes: TINY_PNG });
    const publicFile = await upload('statement.png');
    const internalFile = await upload('acquirer-notes.png');
    // Before it is attached, a tenant's file is the tenant's alone.
    await desk.refused(merchant, 'GET', `/api/fs/file/${publicFile}`, 404);
    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'Your statement is attached.',
      references: [{ key: 'File', value: publicFile }],
    });
    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'Notes from the acquirer call.',
      isInternal: true,
      references: [{ key: 'File', value: internalFile }],
    });
    const download = await desk.call(merchant, 'GET', `/api/fs/file/${publicFile}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('statement.png');
    await desk.refused(merchant, 'GET', `/api/fs/file/${internalFile}`, 404);
    // The tenant still reads both.
    expect((await desk.call(agent, 'GET', `/api/fs/file/${internalFile}`)).statusCode).toBe(200);
  });
});

describe('last activity', () => {
  it('moves on shared items only: an internal note leaves no trace the other side can see', async () => {
    const id = await createAsMerchant();
    const url = `/api/support/ticket/${id}`;
    const before = (await desk.ok<Ticket>(merchant, 'GET', url)).lastActivityOn;
    await desk.ok(agent, 'POST', `${url}/comment`, { content: 'Checking with finance', isInternal: true });
    expect((await desk.ok<Ticket>(merchant, 'GET', url)).lastActivityOn).toBe(before);
    expect((await desk.ok<Ticket>(agent, 'GET', url)).lastActivityOn).toBe(before);
    const reply = await desk.ok<FeedItem>(agent, 'POST', `${url}/comment`, { content: 'We are on it' });
    expect((await desk.ok<Ticket>(merchant, 'GET', url)).lastActivityOn).toBe(reply.timestamp);
  });
});

describe('state changes', () => {
  it("accepts close and open with the spec's null body", async () => {
    const id = await createAsMerchant();
    for (const [action, status] of [
      ['close', 'Closed'],
      ['open', 'Opened'],
    ] as const) {
      const response = await t.requestAs(agent, {
        method: 'POST',
        url: `/api/support/ticket/${id}/${action}`,
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(status);
    }
  });

  it('changes the priority once per value', async () => {
    const id = await createAsMerchant({ priority: 'Low' });
    const changed = await desk.ok<Ticket>(agent, 'POST', `/api/support/ticket/${id}/priority`, {
      priority: 'High',
    });
    expect(changed.priority).toBe('High');
    const again = await desk.refused(agent, 'POST', `/api/support/ticket/${id}/priority`, 409, {
      priority: 'High',
    });
    expect(again).toMatchObject({
      code: 'TICKET_PRIORITY_UNCHANGED',
      message: 'The ticket already has this priority',
    });
    const feed = await desk.ok<FeedPage>(merchant, 'GET', `/api/support/ticket/${id}/feed`);
    expect(feed.data.map((i) => [i.type, i.newPriority, i.user?.email])).toEqual([
      ['PriorityChangeItem', 'High', agent],
    ]);
  });

  it("assigns a merchant's ticket to the tenant's support staff only", async () => {
    const id = await createAsMerchant({ subject: 'Assign me' });
    const url = `/api/support/ticket/${acme}/${id}/assign`;
    const assigned = await desk.ok<Ticket>(tenantAdmin, 'POST', url, {
      assignee: 'Tenant.Agent@northwind.test',
    });
    expect(assigned.assignee).toEqual({ email: agent, firstName: 'Elif', lastName: 'Yılmaz' });
    expect(await desk.refused(tenantAdmin, 'POST', url, 409, { assignee: agent })).toMatchObject({
      code: 'TICKET_ASSIGNEE_UNCHANGED',
      message: 'The ticket is already assigned to this user',
    });
    for (const email of [
      'nobody@northwind.test',
      merchant,
      'tenant.admin@blueharbor.test',
      platform,
      'bare.tenant@northwind.test',
    ]) {
      const refused = await desk.refused(tenantAdmin, 'POST', url, 400, { assignee: email });
      expect(refused.details).toEqual([
        { field: 'body.assignee', message: 'Not an active support user of this organisation' },
      ]);
    }
    const unassigned = await desk.ok<Ticket>(tenantAdmin, 'POST', url, { assignee: null });
    expect(unassigned.assignee).toBeNull();
    const feed = await desk.ok<FeedPage>(merchant, 'GET', `/api/support/ticket/${id}/feed`);
    expect(feed.data.map((i) => [i.type, i.assigner?.email, i.newAssignee?.email ?? null])).toEqual([
      ['AssignmentItem', tenantAdmin, agent],
      ['AssignmentItem', tenantAdmin, null],
    ]);
    expect((await mailTo(t.database.db, merchant)).map((m) => m.subject)).toContain(
      `[Ticket #${assigned.ticketNumber}] Ticket assigned: Assign me`,
    );
    // The agent's customer limits do not include Harbour Coffee.
    const harbour = `/api/support/ticket/${demoMerchant('harbour-coffee').id}/${DEMO_TICKETS.harbourRenewals}/assign`;
    const limited = await desk.refused(tenantAdmin, 'POST', harbour, 400, { assignee: agent });
    expect(limited.details?.[0]?.message).toBe(
      "This user's customer limits do not include the ticket's merchant",
    );
  });

  it('assigns platform tickets to platform staff', async () => {
    const url = `/api/support/${NORTHWIND.id}/ticket/${DEMO_TICKETS.acmeEscalation}/assign`;
    const ticket = await desk.ok<Ticket>(platform, 'POST', url, { assignee: platform });
    expect(ticket.assignee?.email).toBe(platform);
    await desk.refused(platform, 'POST', url, 400, { assignee: tenantAdmin });
    // The tenantId header narrows the scope, not who counts as platform staff.
    const narrowed = await desk.call(platform, 'POST', url, { assignee: null }, { tenantId: NORTHWIND.id });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
  });
});

describe('labels on tickets', () => {
  it("keeps one label per side: each side sets and sees only its own organisation's", async () => {
    const id = await createAsMerchant({ subject: 'Label me' });
    const tenantLabels = await desk.ok<Label[]>(tenantAdmin, 'GET', '/api/support/labels');
    const merchantLabels = await desk.ok<Label[]>(merchant, 'GET', '/api/support/labels');
    const inProgress = tenantLabels.find((l) => l.value === 'In progress');
    const pending = merchantLabels.find((l) => l.value === 'Pending');
    if (!inProgress || !pending) throw new Error('The default labels were not created');

    const path = (labelId: string) => `/api/support/ticket/${acme}/${id}/set-support-label/${labelId}`;
    const tenantView = await desk.ok<Ticket>(agent, 'POST', path(inProgress.labelId));
    expect(tenantView.label).toMatchObject({ labelId: inProgress.labelId, value: 'In progress' });
    expect((await desk.ok<Ticket>(merchant, 'GET', `/api/support/ticket/${id}`)).label).toBeNull();
    // A merchant cannot use the tenant's label, nor the tenant the merchant's.
    await desk.refused(merchant, 'POST', path(inProgress.labelId), 404);
    await desk.refused(agent, 'POST', path(pending.labelId), 404);

    const merchantView = await desk.ok<Ticket>(merchant, 'POST', path(pending.labelId));
    expect(merchantView.label?.value).toBe('Pending');
    expect((await desk.ok<Ticket>(agent, 'GET', `/api/support/ticket/${id}`)).label?.value).toBe(
      'In progress',
    );
    const cleared = await desk.ok<Ticket>(
      agent,
      'POST',
      `/api/support/ticket/${acme}/${id}/clear-support-label`,
    );
    expect(cleared.label).toBeNull();
    expect((await desk.ok<Ticket>(merchant, 'GET', `/api/support/ticket/${id}`)).label?.value).toBe(
      'Pending',
    );
    // Labels are private to a side: no feed item tells the other side.
    expect((await desk.ok<FeedPage>(merchant, 'GET', `/api/support/ticket/${id}/feed`)).count).toBe(0);
  });
});
