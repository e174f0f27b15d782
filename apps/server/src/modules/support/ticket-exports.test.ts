import type { FeedItem, Ticket } from '@paydesk/contracts/support/support.schemas';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import { DEMO_TICKETS } from '../../seed/demo-tickets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { feedCsv } from './feed-csv';
import { DESK_USERS, deskClient, ticketRequest } from './support.test-support';
import { safeFileName } from './ticket-export';

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
});
afterAll(() => t.close());

const { merchant, agent, tenantAdmin, platform } = DESK_USERS;

/** Splits RFC 4180 CSV text into rows of cells as written (quotes kept), for exact assertions. */
function rawRows(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0);
}

describe('GET .../feed/exportcsv', () => {
  it('exports the readable feed as CSV, formula cells neutralised', async () => {
    const id = await desk.ok<string>(merchant, 'POST', '/api/support/ticket', { ticket: ticketRequest() });
    const url = `/api/support/ticket/${id}`;
    await desk.ok(merchant, 'POST', `${url}/comment`, { content: '=HYPERLINK("http://evil.test","click")' });
    await desk.ok(agent, 'POST', `${url}/comment`, {
      content: '@SUM(A1) is our internal note',
      isInternal: true,
    });
    await desk.ok(agent, 'POST', `${url}/priority`, { priority: 'High' });

    const response = await desk.call(merchant, 'GET', `${url}/feed/exportcsv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ticket-\d+-feed\.csv"$/);
    const rows = rawRows(response.body);
    expect(rows[0]).toBe('Timestamp,Type,Author,Content,References');
    expect(rows).toHaveLength(4);
    // The opening message comes first: it is the ticket itself, not a feed item.
    expect(rows[1]).toMatch(/^[0-9T:.Z-]+,Opened,Sarah Collins <merchant\.admin@acme\.test>,[^,]+,$/);
    rows.splice(1, 1);
    expect(rows[1]).toMatch(
      /^[0-9T:.Z-]+,CustomerCommentItem,Sarah Collins <merchant\.admin@acme\.test>,"'=HYPERLINK\(""http:\/\/evil\.test"",""click""\)",$/,
    );
    expect(rows[2]).toMatch(
      /,PriorityChangeItem,Elif Yılmaz <tenant\.agent@northwind\.test>,Priority: High,$/,
    );
    // The tenant's export has its internal note, itself neutralised.
    const tenantRows = rawRows((await desk.call(agent, 'GET', `${url}/feed/exportcsv`)).body);
    expect(tenantRows).toHaveLength(5);
    expect(tenantRows[3]).toContain(
      ",TenantInternalCommentItem,Elif Yılmaz <tenant.agent@northwind.test>,'@SUM(A1) is our internal note,",
    );
  });

  it('writes every kind of item as a readable row', () => {
    const item = (over: Partial<FeedItem>): FeedItem => ({
      feedItemId: '6f1c7d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
      type: 'ReferenceItem',
      timestamp: '2026-01-02T03:04:05.000Z',
      isUnread: false,
      commenter: null,
      content: null,
      user: null,
      newState: null,
      assigner: null,
      newAssignee: null,
      newPriority: null,
      invitedBy: null,
      externalPartyEmail: null,
      invitationDescription: null,
      creator: null,
      references: [],
      ...over,
    });
    const who = { email: 'a@b.test', firstName: 'Ann', lastName: 'Lee' };
    const opening = { timestamp: '2026-01-01T00:00:00.000Z', author: who, description: '=1+1 please' };
    const rows = rawRows(
      feedCsv(
        opening,
        [
          item({
            type: 'ReferenceItem',
            user: who,
            references: [
              { key: 'transaction', value: '-1+1' },
              { key: 'attachment', value: 'f1' },
            ],
          }),
          item({ type: 'AssignmentItem', assigner: who, newAssignee: null }),
          item({
            type: 'ExternalPartyInvitationItem',
            invitedBy: who,
            externalPartyEmail: 'x@y.test',
            invitationDescription: 'Acquirer',
          }),
          item({
            type: 'ExternalPartyCommentItem',
            externalPartyEmail: 'x@y.test',
            content: 'Line one\nline two',
          }),
        ],
        new Map([['f1', 'statement.pdf']]),
      ),
    );
    expect(rows[1]).toBe("2026-01-01T00:00:00.000Z,Opened,Ann Lee <a@b.test>,'=1+1 please,");
    rows.splice(1, 1);
    expect(rows.slice(1, 4)).toEqual([
      '2026-01-02T03:04:05.000Z,ReferenceItem,Ann Lee <a@b.test>,,transaction: -1+1; attachment: statement.pdf',
      '2026-01-02T03:04:05.000Z,AssignmentItem,Ann Lee <a@b.test>,Unassigned,',
      '2026-01-02T03:04:05.000Z,ExternalPartyInvitationItem,Ann Lee <a@b.test>,Invited x@y.test: Acquirer,',
    ]);
    // A line break stays inside its quoted cell.
    expect(rows[4]).toBe('2026-01-02T03:04:05.000Z,ExternalPartyCommentItem,x@y.test,"Line one\nline two",');
  });
});

describe('GET /support/ticket/export', () => {
  it('zips one JSON file per tenant with its platform tickets and the feeds platform staff may read', async () => {
    const base = `/api/support/ticket/${DEMO_TICKETS.acmeEscalation}`;
    await desk.ok(tenantAdmin, 'POST', `${base}/comment`, { content: 'Tenant-only note', isInternal: true });
    await desk.ok(tenantAdmin, 'POST', `${base}/comment`, { content: 'Any news from the acquirer?' });

    const response = await desk.call(platform, 'GET', '/api/support/ticket/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="platform-tickets-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['Blue Harbor.json', 'Northwind Payments.json']);

    const northwind = JSON.parse(strFromU8(files['Northwind Payments.json'] as Uint8Array));
    expect(northwind.tenant).toEqual({ tenantId: NORTHWIND.id, tenantName: 'Northwind Payments' });
    const exported = northwind.tickets as (Ticket & { feed: FeedItem[] })[];
    expect(exported.every((ticket) => ticket.channelType === 'TenantToPlatformTicketChannel')).toBe(true);
    const escalation = exported.find((ticket) => ticket.ticketId === DEMO_TICKETS.acmeEscalation);
    expect(escalation?.escalatedFromTicketId).toBe(DEMO_TICKETS.acmeRefund);
    expect(escalation?.feed.map((item) => item.type)).toEqual([
      'PlatformCommentItem',
      'PlatformInternalCommentItem',
      'TenantCommentItem',
    ]);
    expect(JSON.stringify(northwind)).not.toContain('Tenant-only note');
    // Never a merchant's conversation with its tenant.
    expect(exported.some((ticket) => ticket.ticketId === DEMO_TICKETS.acmeRefund)).toBe(false);

    const blue = JSON.parse(strFromU8(files['Blue Harbor.json'] as Uint8Array));
    expect(blue.tickets.map((ticket: Ticket) => ticket.ticketId)).toEqual([DEMO_TICKETS.blueHarborTheme]);
  });

  it('narrows to one tenant and to a status', async () => {
    const one = await desk.call(platform, 'GET', `/api/support/ticket/export?tenantId=${BLUE_HARBOR.id}`);
    expect(Object.keys(unzipSync(new Uint8Array(one.rawPayload)))).toEqual(['Blue Harbor.json']);
    const open = await desk.call(platform, 'GET', '/api/support/ticket/export?status=Opened');
    // Blue Harbor's only platform ticket is closed.
    expect(Object.keys(unzipSync(new Uint8Array(open.rawPayload)))).toEqual(['Northwind Payments.json']);
    expect((await desk.call(tenantAdmin, 'GET', '/api/support/ticket/export')).statusCode).toBe(403);
  });

  it('names files safely', () => {
    expect(safeFileName('Café / Bar: "Ltd"', 'x')).toBe('Cafe _ Bar_ _Ltd_');
    expect(safeFileName('../..', 'fallback-id')).toBe('fallback-id');
  });
});
