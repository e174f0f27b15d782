import type { FeedPage, Ticket } from '@paydesk/contracts/support/support.schemas';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../seed/demo-data';
import { seedDemoData } from '../../seed/demo-seed';
import { DEMO_TICKETS } from '../../seed/demo-tickets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ticketFeedItems, tickets } from './support.table';
import { DESK_USERS, deskClient } from './support.test-support';

/** The demo conversations (seed/demo-tickets.ts) as each audience sees them. */

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
});
afterAll(() => t.close());

const { merchant, agent, platform } = DESK_USERS;
const types = (page: FeedPage) => page.data.map((item) => item.type);

describe('the demo support conversations', () => {
  it("show Acme's ticket to the merchant without the tenant's internal notes", async () => {
    const url = `/api/support/ticket/${DEMO_TICKETS.acmeRefund}`;
    expect(types(await desk.ok<FeedPage>(merchant, 'GET', `${url}/feed`))).toEqual([
      'AssignmentItem',
      'TenantCommentItem',
      'CustomerCommentItem',
    ]);
    const agentFeed = await desk.ok<FeedPage>(agent, 'GET', `${url}/feed`);
    expect(types(agentFeed)).toEqual([
      'AssignmentItem',
      'TenantCommentItem',
      'TenantInternalCommentItem',
      'CustomerCommentItem',
      'TenantInternalCommentItem',
    ]);
    const escalation = await desk.ok<Ticket>(
      platform,
      'GET',
      `/api/support/${NORTHWIND.id}/ticket/${DEMO_TICKETS.acmeEscalation}`,
    );
    expect(agentFeed.data.at(-1)?.content).toBe(
      `Escalated to the platform as ticket #${escalation.ticketNumber}`,
    );
    expect(escalation.escalatedFromTicketId).toBe(DEMO_TICKETS.acmeRefund);
    expect((await desk.ok<Ticket>(agent, 'GET', url)).escalatedToTicketId).toBe(DEMO_TICKETS.acmeEscalation);
  });

  it("show the escalation to the tenant without the platform's internal note", async () => {
    const tenantView = await desk.ok<FeedPage>(
      agent,
      'GET',
      `/api/support/ticket/${DEMO_TICKETS.acmeEscalation}/feed`,
    );
    expect(types(tenantView)).toEqual(['PlatformCommentItem']);
    const platformView = await desk.ok<FeedPage>(
      platform,
      'GET',
      `/api/support/${NORTHWIND.id}/ticket/${DEMO_TICKETS.acmeEscalation}/feed`,
    );
    expect(types(platformView)).toEqual(['PlatformCommentItem', 'PlatformInternalCommentItem']);
  });

  it('are added once: seeding again changes nothing', async () => {
    const sizes = () =>
      withScope(t.database.db, SYSTEM_SCOPE, async (tx) => [
        (await tx.select({ n: count() }).from(tickets))[0]?.n,
        (await tx.select({ n: count() }).from(ticketFeedItems))[0]?.n,
      ]);
    const before = await sizes();
    await seedDemoData(t.database.db);
    expect(await sizes()).toEqual(before);
  });
});
