import type { FileDetails } from '@paydesk/contracts/files/files.schemas';
import type { FeedItemType } from '@paydesk/contracts/support/support.model';
import type {
  AssignableUser,
  FeedItem,
  Label,
  Ticket,
  TicketSummary,
} from '@paydesk/contracts/support/support.schemas';

/** Ids shaped like the server's (UUIDs), stable across tests. */
export const IDS = {
  northwind: '0b9f3c52-6c1a-4d7e-9a55-1d2f3e4a5b61',
  acme: '5a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  customerTicket: '11111111-2222-4333-8444-555555555555',
  platformTicket: '22222222-3333-4444-8555-666666666666',
  escalatedTicket: '33333333-4444-4555-8666-777777777777',
  labelPending: '44444444-5555-4666-8777-888888888888',
  labelUrgent: '55555555-6666-4777-8888-999999999999',
  file: '66666666-7777-4888-8999-aaaaaaaaaaaa',
  blueHarbor: '88888888-9999-4aaa-8bbb-cccccccccccc',
  sandbox: '99999999-aaaa-4bbb-8ccc-dddddddddddd',
  /** The id the server gives a ticket it creates. */
  newTicket: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
} as const;

export const people = {
  merchant: { email: 'merchant.admin@acme.test', firstName: 'Sarah', lastName: 'Collins' },
  agent: { email: 'tenant.agent@northwind.test', firstName: 'Elif', lastName: 'Yılmaz' },
  tenantAdmin: { email: 'tenant.admin@northwind.test', firstName: 'Oliver', lastName: 'Bennett' },
  platform: { email: 'platform.admin@paydesk.test', firstName: 'Priya', lastName: 'Raman' },
} satisfies Record<string, AssignableUser>;

/** A label described by its name, not a default, first in order, unless `overrides` say otherwise. */
export function makeLabel(labelId: string, value: string, overrides: Partial<Label> = {}): Label {
  return {
    labelId,
    value,
    description: value,
    color: '#FFD700',
    isDefault: false,
    sortOrder: 0,
    ...overrides,
  };
}

export const labels: Label[] = [
  makeLabel(IDS.labelPending, 'Pending', { isDefault: true }),
  makeLabel(IDS.labelUrgent, 'Urgent', { description: null, color: '#B00020', sortOrder: 1 }),
];

/** An instant `minutes` ago, as the server sends it. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

/** A merchant's ticket to Northwind (CustomerToTenant), open, nothing set. */
export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticketId: IDS.customerTicket,
    ticketNumber: 1042,
    channelType: 'CustomerToTenantTicketChannel',
    status: 'Opened',
    priority: 'Medium',
    category: 'Processing',
    subject: 'Refund not received',
    tenant: { tenantId: IDS.northwind, tenantName: 'Northwind Payments' },
    customer: { merchantId: IDS.acme, legalBusinessName: 'Acme Retail Ltd' },
    createdBy: people.merchant,
    assignee: null,
    label: null,
    createdOn: minutesAgo(180),
    lastActivityOn: minutesAgo(5),
    unreadCount: 0,
    jiraTicket: null,
    billable: null,
    scopingStatus: 'NotStarted',
    description: 'The refund of order 77 has not arrived.\nIt was sent a week ago.',
    contactEmail: null,
    contactEmails: [],
    references: [],
    scopingResult: null,
    initialRequestDateTime: null,
    responseDateTime: null,
    resolutionDateTime: null,
    escalatedFromTicketId: null,
    escalatedToTicketId: null,
    ...overrides,
  };
}

/** Northwind's ticket to the platform (TenantToPlatform). */
export function makePlatformTicket(overrides: Partial<Ticket> = {}): Ticket {
  return makeTicket({
    ticketId: IDS.platformTicket,
    ticketNumber: 2001,
    channelType: 'TenantToPlatformTicketChannel',
    subject: 'Settlement file missing',
    category: 'Operational',
    customer: null,
    createdBy: people.agent,
    ...overrides,
  });
}

export function makeSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  const {
    description: _d,
    contactEmail: _c,
    contactEmails: _e,
    references: _r,
    scopingResult: _s,
    initialRequestDateTime: _i,
    responseDateTime: _rt,
    resolutionDateTime: _rs,
    escalatedFromTicketId: _ef,
    escalatedToTicketId: _et,
    ...summary
  } = makeTicket();
  return { ...summary, ...overrides };
}

let nextItem = 0;

/** A feed item of `type` with every field empty but the ones given. */
export function makeFeedItem(type: FeedItemType | string, overrides: Partial<FeedItem> = {}): FeedItem {
  nextItem += 1;
  return {
    feedItemId: `00000000-0000-4000-8000-${String(nextItem).padStart(12, '0')}`,
    type: type as FeedItemType,
    timestamp: minutesAgo(30),
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
    ...overrides,
  };
}

export function pageOf<T>(data: T[], count = data.length) {
  return { count, data };
}

/** The tenants platform staff may open a ticket for, as a page. */
export const tenantPage = pageOf([
  { tenantId: IDS.blueHarbor, tenantName: 'Blue Harbor' },
  { tenantId: IDS.northwind, tenantName: 'Northwind Payments' },
]);

/** Northwind's merchants, as rows of the merchant list. */
export const merchants = {
  acme: {
    merchantId: IDS.acme,
    legalBusinessName: 'Acme Retail Ltd',
    tenantId: IDS.northwind,
    merchantStatus: 'Active',
    processingStatus: 'LiveEnabled',
    isActive: true,
  },
  sandbox: {
    merchantId: IDS.sandbox,
    legalBusinessName: 'Sandbox Labs Ltd',
    tenantId: IDS.northwind,
    merchantStatus: 'Active',
    processingStatus: 'SandboxEnabled',
    isActive: true,
  },
};

/** All of Northwind's merchants, as a page. */
export const merchantPage = pageOf([merchants.acme, merchants.sandbox]);

/** `count` tenant staff from number `from`: contact-1@northwind.test ... as "Contact 1". */
export function makeContacts(from: number, count: number): AssignableUser[] {
  return Array.from({ length: count }, (_, i) => ({
    email: `contact-${from + i}@northwind.test`,
    firstName: 'Contact',
    lastName: String(from + i),
  }));
}

/** An uploaded file, not yet attached, in `tenantId`. */
export function makeFileDetails(id: string, fileName: string, tenantId: string = IDS.northwind): FileDetails {
  return {
    id,
    fileName,
    contentType: 'application/pdf',
    size: 100,
    tenantId,
    merchantId: null,
    createdOn: '2026-01-05T09:00:00Z',
    createdBy: 'ada@example.com',
    isAttached: false,
  };
}
