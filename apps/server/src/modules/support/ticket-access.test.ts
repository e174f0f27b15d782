import type { TicketPage } from '@paydesk/contracts/support/support.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { DEMO_TICKETS } from '../../seed/demo-tickets';
import { TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  addSupportWalkData,
  DESK_USERS,
  deskClient,
  ticketRequest,
  WALK_LABELS,
} from './support.test-support';

/**
 * Another tenant's or merchant's ticket is a 404 on every call (ARCHITECTURE §4), never its data;
 * platform staff never reach a merchant's conversation with its tenant.
 */

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
  await addSupportWalkData(t.database.db);
});
afterAll(() => t.close());

const { merchant, sandboxMerchant, agent, tenantAdmin, otherTenant, platform } = DESK_USERS;
const acme = demoMerchant('acme').id;

/** Every call on one ticket of the customer family, with a body where it needs one. */
function ticketCalls(id: string) {
  const base = `/api/support/ticket/${id}`;
  return [
    ['GET', base],
    ['GET', `${base}/feed`],
    ['POST', `${base}/comment`, { content: 'Hello' }],
    ['POST', `${base}/close`],
    ['POST', `${base}/open`],
    ['POST', `${base}/priority`, { priority: 'Low' }],
    ['POST', `${base}/references`, { references: [{ key: 'Transaction', value: 'TX-1' }] }],
    ['GET', `${base}/feed/exportcsv`],
    ['POST', `${base}/invite-external-party`, { email: 'guest@example.test' }],
    ['POST', `${base}/feed/mark-comments-as-read`, {}],
  ] as const;
}

async function expectNotFoundEverywhere(email: string, ticketId: string) {
  for (const [method, url, body] of ticketCalls(ticketId)) {
    const response = await desk.call(email, method, url, body);
    expect(response.statusCode, `${email} ${method} ${url}: ${response.body}`).toBe(404);
    expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Ticket not found' });
  }
}

describe('who sees which ticket', () => {
  it("answers 404 to another tenant's staff on every call", async () => {
    await expectNotFoundEverywhere(otherTenant, DEMO_TICKETS.acmeRefund);
    await expectNotFoundEverywhere(tenantAdmin, DEMO_TICKETS.seasideChargeback);
    await expectNotFoundEverywhere(tenantAdmin, DEMO_TICKETS.blueHarborTheme);
  });

  it("answers 404 to another merchant's users, in the same tenant or another", async () => {
    await expectNotFoundEverywhere(sandboxMerchant, DEMO_TICKETS.acmeRefund);
    await expectNotFoundEverywhere(merchant, DEMO_TICKETS.sandboxWebhook);
    await expectNotFoundEverywhere(TEST_USERS.foreignMerchant, DEMO_TICKETS.acmeRefund);
    // A merchant never sees its tenant's own tickets to the platform either.
    await expectNotFoundEverywhere(merchant, DEMO_TICKETS.acmeEscalation);
  });

  it('keeps tenant staff within their customer limits (the agent: Acme and Sandbox Labs only)', async () => {
    await expectNotFoundEverywhere(agent, DEMO_TICKETS.harbourRenewals);
    await desk.ok(tenantAdmin, 'GET', `/api/support/ticket/${DEMO_TICKETS.harbourRenewals}`);
    const list = await desk.ok<TicketPage>(agent, 'GET', '/api/support/ticket/my?pageSize=100');
    expect(list.data.map((r) => r.ticketId)).not.toContain(DEMO_TICKETS.harbourRenewals);
    expect(list.data.map((r) => r.ticketId)).toEqual(
      expect.arrayContaining([DEMO_TICKETS.acmeRefund, DEMO_TICKETS.acmeEscalation]),
    );
    await desk.refused(
      agent,
      'POST',
      `/api/support/ticket/customer/${demoMerchant('harbour-coffee').id}`,
      404,
      ticketRequest(),
    );
  });

  it("lists only the caller's own tickets", async () => {
    const mine = await desk.ok<TicketPage>(merchant, 'GET', '/api/support/ticket/my?pageSize=100');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.customer?.merchantId === acme)).toBe(true);
    const other = await desk.ok<TicketPage>(otherTenant, 'GET', '/api/support/ticket/my?pageSize=100');
    expect(other.data.every((r) => r.tenant.tenantId === BLUE_HARBOR.id)).toBe(true);
    expect(other.data.map((r) => r.ticketId)).toEqual(
      expect.arrayContaining([DEMO_TICKETS.seasideChargeback, DEMO_TICKETS.blueHarborTheme]),
    );
    // Naming another tenant in the filter or the header finds nothing of it.
    const filtered = await desk.ok<TicketPage>(
      otherTenant,
      'GET',
      `/api/support/ticket/my?tenantId=${NORTHWIND.id}`,
    );
    expect(filtered).toEqual({ count: 0, data: [] });
    const header = await desk.call(otherTenant, 'GET', '/api/support/ticket/my', undefined, {
      tenantId: NORTHWIND.id,
    });
    expect(header.statusCode).toBe(404);
  });

  it('gives platform staff only platform tickets, and 404 when the path names the wrong tenant', async () => {
    const list = await desk.ok<TicketPage>(platform, 'GET', '/api/support/ticket?pageSize=100');
    expect(list.data.length).toBeGreaterThan(1);
    expect(list.data.every((r) => r.channelType === 'TenantToPlatformTicketChannel')).toBe(true);
    expect(new Set(list.data.map((r) => r.tenant.tenantId))).toEqual(new Set([NORTHWIND.id, BLUE_HARBOR.id]));
    const onlyBlue = await desk.call(platform, 'GET', '/api/support/ticket?pageSize=100', undefined, {
      tenantId: BLUE_HARBOR.id,
    });
    expect((onlyBlue.json() as TicketPage).data.every((r) => r.tenant.tenantId === BLUE_HARBOR.id)).toBe(
      true,
    );

    await desk.ok(platform, 'GET', `/api/support/${NORTHWIND.id}/ticket/${DEMO_TICKETS.acmeEscalation}`);
    const wrongTenant = `/api/support/${BLUE_HARBOR.id}/ticket/${DEMO_TICKETS.acmeEscalation}`;
    for (const suffix of ['', '/feed', '/feed/exportcsv', '/scoping-status']) {
      await desk.refused(platform, 'GET', `${wrongTenant}${suffix}`, 404);
    }
    await desk.refused(platform, 'POST', `${wrongTenant}/comment`, 404, { content: 'Hello' });
    await desk.refused(platform, 'POST', `${wrongTenant}/billable`, 404);
    // A merchant's ticket to its tenant is never the platform's, under any tenant.
    await desk.refused(
      platform,
      'GET',
      `/api/support/${NORTHWIND.id}/ticket/${DEMO_TICKETS.acmeRefund}`,
      404,
    );
    // The tenantId header narrows platform staff too.
    const narrowed = await desk.call(
      platform,
      'GET',
      `/api/support/${NORTHWIND.id}/ticket/${DEMO_TICKETS.acmeEscalation}`,
      undefined,
      { tenantId: BLUE_HARBOR.id },
    );
    expect(narrowed.statusCode).toBe(404);
  });

  it('checks the owner in the customer-scoped and label paths', async () => {
    const sandbox = demoMerchant('sandbox-labs').id;
    const wrongCustomer = `/api/support/ticket/${sandbox}/${DEMO_TICKETS.acmeRefund}`;
    await desk.refused(tenantAdmin, 'POST', `${wrongCustomer}/assign`, 404, { assignee: agent });
    await desk.refused(tenantAdmin, 'POST', `${wrongCustomer}/escalate`, 404, ticketRequest());
    await desk.refused(tenantAdmin, 'POST', `${wrongCustomer}/mark-comments-as-read`, 404, {});
    await desk.refused(
      tenantAdmin,
      'POST',
      `${wrongCustomer}/set-support-label/${WALK_LABELS.northwind}`,
      404,
    );
    await desk.refused(tenantAdmin, 'POST', `${wrongCustomer}/clear-support-label`, 404);
    // The right owner, but another tenant's label: 404 too.
    await desk.refused(
      tenantAdmin,
      'POST',
      `/api/support/ticket/${acme}/${DEMO_TICKETS.acmeRefund}/set-support-label/${WALK_LABELS.blueHarbor}`,
      404,
    );
    const otherLabel = await desk.call(
      otherTenant,
      'POST',
      `/api/support/ticket/${acme}/${DEMO_TICKETS.acmeRefund}/set-support-label/${WALK_LABELS.blueHarbor}`,
    );
    expect(otherLabel.statusCode).toBe(404);
    expect(otherLabel.json().error.message).toBe('Ticket not found');
  });
});
