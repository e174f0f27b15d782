import { customerTicket, platformTicket } from '@paydesk/contracts/support/ticket.endpoints';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox, supportLabels } from '../../db-schema';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import { DEMO_TICKETS } from '../../seed/demo-tickets';
import type { ExampleInput, ForeignIdRule, WalkUser } from '../../test/endpoint-walk';
import { DEMO_EMAILS } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import { uploadAs } from '../files/files.test-support';

/** The demo accounts the desk's tests act as. */
export const DESK_USERS = {
  merchant: DEMO_EMAILS.ACME,
  sandboxMerchant: DEMO_EMAILS.SANDBOX,
  agent: DEMO_EMAILS.AGENT,
  tenantAdmin: DEMO_EMAILS.NORTHWIND_ADMIN,
  otherTenant: DEMO_EMAILS.BLUE_HARBOR_ADMIN,
  platform: DEMO_EMAILS.PLATFORM,
} as const;

/** Calls as a user, asserting the status; answers the parsed JSON (or the text for a non-JSON answer). */
export function deskClient(t: TestApp) {
  async function call(
    email: string | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return t.requestAs(email, {
      method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
    });
  }
  async function ok<T = unknown>(
    email: string,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<T> {
    const response = await call(email, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    const type = String(response.headers['content-type'] ?? '');
    return (type.includes('json') ? response.json() : response.body) as T;
  }
  async function refused(
    email: string,
    method: InjectOptions['method'],
    url: string,
    status: number,
    payload?: unknown,
  ): Promise<{ code: string; message: string; details?: { field: string; message: string }[] }> {
    const response = await call(email, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json().error;
  }
  return { call, ok, refused };
}

/** Uploads a file through the file service (multipart field `file`); answers its id. */
export async function uploadFile(
  t: TestApp,
  email: string,
  file: { readonly name: string; readonly type: string; readonly bytes: Uint8Array },
  url = '/api/fs/file',
): Promise<string> {
  const response = await uploadAs(t, email, url, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

/** The mail the outbox holds for an address, oldest first. */
export async function mailTo(db: Database, address: string) {
  return withScope(db, SYSTEM_SCOPE, (tx) =>
    tx
      .select({ subject: mailOutbox.subject, bodyText: mailOutbox.bodyText, tenantId: mailOutbox.tenantId })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(asc(mailOutbox.createdAt)),
  );
}

export function ticketRequest(overrides: Record<string, unknown> = {}) {
  return {
    ticketCategory: 'Processing',
    subject: 'Payout missing',
    description: 'The payout of Monday has not arrived.',
    priority: 'Medium',
    ...overrides,
  };
}

// --- The endpoint walk's rules for the desk (src/endpoints.test.ts spreads them in) ---------------

/** Labels of each tenant that no other organisation may use (made for the walk's database only). */
export const WALK_LABELS = {
  northwind: demoId('walk:label:northwind'),
  blueHarbor: demoId('walk:label:blueharbor'),
} as const;

export async function addSupportWalkData(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx.insert(supportLabels).values([
      { id: WALK_LABELS.northwind, tenantId: NORTHWIND.id, value: 'Walk', color: '#123456', sortOrder: 10 },
      {
        id: WALK_LABELS.blueHarbor,
        tenantId: BLUE_HARBOR.id,
        value: 'Walk',
        color: '#654321',
        sortOrder: 10,
      },
    ]),
  );
}

/**
 * A ticket the caller may not see: another merchant's for a merchant user, the other tenant's for
 * tenant staff. Platform staff see every tenant's platform tickets, so the walk checks nothing foreign
 * for them (the tests do: a customer ticket is never theirs).
 */
function foreignTicket(caller: WalkUser): string {
  if (caller.audience === 'customer') {
    return caller.merchantId === demoMerchant('acme').id
      ? DEMO_TICKETS.sandboxWebhook
      : DEMO_TICKETS.acmeRefund;
  }
  return caller.tenantId === NORTHWIND.id ? DEMO_TICKETS.seasideChargeback : DEMO_TICKETS.acmeRefund;
}

const ticketRule: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignTicket };

/** The organisation that owns a ticket, but not one the caller belongs to or serves. */
function foreignOwner(caller: WalkUser): string {
  if (caller.audience === 'customer') {
    return caller.merchantId === demoMerchant('acme').id
      ? demoMerchant('sandbox-labs').id
      : demoMerchant('acme').id;
  }
  return caller.tenantId === NORTHWIND.id ? BLUE_HARBOR.id : NORTHWIND.id;
}

const ticketIdParams = [...Object.values(customerTicket), ...Object.values(platformTicket)].map(
  (endpoint) => [`${endpoint.id}.id`, ticketRule] as const,
);

const PLATFORM_ONLY_WITH_TICKET_ID = [
  'support.platform.assign',
  'support.platform.startScoping',
  'support.platform.scopingStatus',
  'support.platform.billable',
  'support.platform.nonBillable',
  'support.platform.jiraTicket',
  'support.platform.initialRequestTime',
  'support.platform.responseTime',
  'support.platform.resolutionTime',
].map((id) => [`${id}.id`, ticketRule] as const);

export const SUPPORT_FOREIGN_IDS: Record<string, ForeignIdRule> = {
  ...Object.fromEntries([...ticketIdParams, ...PLATFORM_ONLY_WITH_TICKET_ID]),
  ticketId: ticketRule,
  ownerId: { kind: 'tenant-owned', foreignId: foreignOwner },
  'support.setSupportLabel.labelId': {
    kind: 'tenant-owned',
    foreignId: (caller) =>
      caller.tenantId === NORTHWIND.id ? WALK_LABELS.blueHarbor : WALK_LABELS.northwind,
  },
};

/**
 * Real tickets as the walk's valid input, so callers of each audience reach the handlers' success
 * paths (not only 404s), and a foreign id in one parameter is the only thing wrong with a call.
 * Acme's ticket is seen by Acme's users and Northwind's staff; its escalation by platform staff.
 */
const acme = demoMerchant('acme').id;
const customerScoped = { params: { customerId: acme, ticketId: DEMO_TICKETS.acmeRefund } };
const platformScoped = { params: { tenantId: NORTHWIND.id, id: DEMO_TICKETS.acmeEscalation } };
export const SUPPORT_WALK_EXAMPLES: Record<string, ExampleInput> = {
  ...Object.fromEntries(
    Object.values(customerTicket).map((e) => [e.id, { params: { id: DEMO_TICKETS.acmeRefund } }]),
  ),
  ...Object.fromEntries(Object.values(platformTicket).map((e) => [e.id, platformScoped])),
  ...Object.fromEntries(
    PLATFORM_ONLY_WITH_TICKET_ID.map(([key]) => [key.replace(/\.id$/, ''), platformScoped]),
  ),
  'support.customer.inviteExternalParty': {
    params: { id: DEMO_TICKETS.acmeRefund },
    body: { email: 'guest@example.test', description: 'Our acquirer contact' },
  },
  'support.platform.inviteExternalParty': {
    ...platformScoped,
    body: { email: 'guest@example.test', description: 'Our acquirer contact' },
  },
  'support.customer.listMyTickets': { query: { status: 'Opened', sortBy: 'priority' } },
  'support.platform.listTickets': { query: { status: 'Opened', sortBy: 'priority' } },
  'support.platform.export': { query: { status: 'Opened' } },
  'support.customer.assign': customerScoped,
  'support.customer.escalate': customerScoped,
  'support.customer.markCommentsAsReadForCustomer': customerScoped,
  'support.setSupportLabel': {
    params: { ownerId: acme, ticketId: DEMO_TICKETS.acmeRefund, labelId: WALK_LABELS.northwind },
  },
  'support.clearSupportLabel': { params: { ownerId: acme, ticketId: DEMO_TICKETS.acmeRefund } },
};
