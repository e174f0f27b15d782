import { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import {
  AssignRequest,
  CommentRequest,
  CreateTicketWrapper,
  FeedItem,
  FeedPage,
  FeedQuery,
  InitialRequestTimeRequest,
  InviteExternalPartyRequest,
  JiraTicketRequest,
  MarkCommentsReadRequest,
  PriorityRequest,
  ReferencesRequest,
  ResolutionTimeRequest,
  ResponseTimeRequest,
  ScopingState,
  SupportTicketRequest,
  Ticket,
  TicketListQuery,
  TicketPage,
} from './support.schemas';

/**
 * Spec §7 "Support tickets (customer)" and "Platform tickets (tenant-scoped)".
 *
 * Two families of the same ticket calls:
 * - `/support/ticket/{id}/...` for merchants (their tickets to the tenant) and tenant staff (their
 *   merchants' tickets, and their own tickets to the platform);
 * - `/support/{tenantId}/ticket/{id}/...` for platform staff, who handle each tenant's tickets.
 * A ticket outside the caller's scope answers 404 on every call.
 */

const TAGS = ['support'] as const;
const CUSTOMER_SIDE = ['customer', 'tenant'] as const satisfies readonly Audience[];
const CUSTOMER_SIDE_PERMISSIONS = [
  'Merchant.Support.Lookup',
  'CRM.Support.Lookup',
] as const satisfies readonly [Permission, ...Permission[]];
const PLATFORM = ['platform'] as const satisfies readonly Audience[];
const PLATFORM_PERMISSIONS = ['Platform.Support.Lookup'] as const satisfies readonly [
  Permission,
  ...Permission[],
];

const TicketParams = z.object({ id: z.uuid() });
const PlatformTicketParams = z.object({ tenantId: z.uuid(), id: z.uuid() });
const CsvFile = z.unknown().describe('text/csv attachment');

/** The calls both families have, declared once per family. */
function ticketCalls<
  P extends z.ZodType,
  const A extends readonly Audience[],
  const K extends readonly [Permission, ...Permission[]],
>(family: 'customer' | 'platform', base: string, params: P, audiences: A, permissions: K) {
  const id = (action: string) => `support.${family}.${action}`;
  const common = { audiences, permissions, params, tags: TAGS } as const;
  return {
    getTicket: defineEndpoint({
      ...common,
      id: id('getTicket'),
      method: 'GET',
      path: base,
      summary: 'One ticket with its references, assignee, label and platform fields',
      response: Ticket,
    }),
    getFeed: defineEndpoint({
      ...common,
      id: id('getFeed'),
      method: 'GET',
      path: `${base}/feed`,
      summary: "The ticket's feed, oldest first, without the items the caller may not read",
      query: FeedQuery,
      response: FeedPage,
    }),
    comment: defineEndpoint({
      ...common,
      id: id('comment'),
      method: 'POST',
      path: `${base}/comment`,
      summary: "Adds a public or internal comment (internal: read only by the author's own side)",
      body: CommentRequest,
      response: FeedItem,
    }),
    close: defineEndpoint({
      ...common,
      id: id('close'),
      method: 'POST',
      path: `${base}/close`,
      summary: 'Closes the ticket (409 when already closed)',
      response: Ticket,
    }),
    open: defineEndpoint({
      ...common,
      id: id('open'),
      method: 'POST',
      path: `${base}/open`,
      summary: 'Reopens a closed ticket (409 when already open)',
      response: Ticket,
    }),
    setPriority: defineEndpoint({
      ...common,
      id: id('setPriority'),
      method: 'POST',
      path: `${base}/priority`,
      summary: 'Changes the priority',
      body: PriorityRequest,
      response: Ticket,
    }),
    addReferences: defineEndpoint({
      ...common,
      id: id('addReferences'),
      method: 'POST',
      path: `${base}/references`,
      summary: 'Adds references (Transaction, Customer, File) as one ReferenceItem',
      body: ReferencesRequest,
      response: Ticket,
    }),
    exportFeedCsv: defineEndpoint({
      ...common,
      id: id('exportFeedCsv'),
      method: 'GET',
      path: `${base}/feed/exportcsv`,
      summary: 'The readable feed as CSV (cells that a spreadsheet would run as a formula are prefixed)',
      response: CsvFile,
      responseKind: 'blob',
    }),
    inviteExternalParty: defineEndpoint({
      ...common,
      id: id('inviteExternalParty'),
      method: 'POST',
      path: `${base}/invite-external-party`,
      summary: 'Mails an outside party a link through which they can comment without an account',
      body: InviteExternalPartyRequest,
      response: FeedItem,
    }),
    markCommentsAsRead: defineEndpoint({
      ...common,
      id: id('markCommentsAsRead'),
      method: 'POST',
      path: `${base}/feed/mark-comments-as-read`,
      summary: "Marks the caller's readable feed items up to `until` as read",
      body: MarkCommentsReadRequest,
      response: z.object({ unreadCount: z.number().int().min(0) }),
    }),
  };
}

export const customerTicket = ticketCalls(
  'customer',
  '/support/ticket/{id}',
  TicketParams,
  CUSTOMER_SIDE,
  CUSTOMER_SIDE_PERMISSIONS,
);

export const platformTicket = ticketCalls(
  'platform',
  '/support/{tenantId}/ticket/{id}',
  PlatformTicketParams,
  PLATFORM,
  PLATFORM_PERMISSIONS,
);

// --- Lists and creation -------------------------------------------------------------------------

export const listMyTickets = defineEndpoint({
  id: 'support.customer.listMyTickets',
  method: 'GET',
  path: '/support/ticket/my',
  summary:
    "The caller's tickets: a merchant's to its tenant; tenant staff's merchants' tickets (CustomerToTenant) or the tenant's own to the platform (TenantToPlatform)",
  audiences: CUSTOMER_SIDE,
  permissions: CUSTOMER_SIDE_PERMISSIONS,
  query: TicketListQuery,
  response: TicketPage,
  tags: TAGS,
});

export const createTicket = defineEndpoint({
  id: 'support.customer.createTicket',
  method: 'POST',
  path: '/support/ticket',
  summary:
    "Creates a ticket and answers its id as text: a merchant's goes to its tenant, tenant staff's to the platform; platform staff set isPlatformCreatingTicket and tenantId",
  audiences: ['customer', 'tenant', 'platform'],
  permissions: [...CUSTOMER_SIDE_PERMISSIONS, ...PLATFORM_PERMISSIONS],
  body: CreateTicketWrapper,
  response: z.string().describe('The new ticket id'),
  responseKind: 'text',
  tags: TAGS,
});

/** Issue: "merchant ticket create" (path not shown in the spec): tenant staff open a ticket with a merchant. */
export const createTicketForCustomer = defineEndpoint({
  id: 'support.customer.createTicketForCustomer',
  method: 'POST',
  path: '/support/ticket/customer/{customerId}',
  summary: 'Tenant staff open a CustomerToTenant ticket with one of their merchants; answers the id as text',
  audiences: ['tenant'],
  permissions: ['CRM.Support.Lookup'],
  params: z.object({ customerId: z.uuid() }),
  body: SupportTicketRequest,
  response: z.string(),
  responseKind: 'text',
  tags: TAGS,
});

// --- Customer-scoped variant (tenant staff acting on a merchant's ticket) ------------------------

const CustomerScopedParams = z.object({ customerId: z.uuid(), ticketId: z.uuid() });

export const assignCustomerTicket = defineEndpoint({
  id: 'support.customer.assign',
  method: 'POST',
  path: '/support/ticket/{customerId}/{ticketId}/assign',
  summary: "Assigns a merchant's ticket to one of the tenant's support staff (or null to unassign)",
  audiences: ['tenant'],
  permissions: ['CRM.Support.Lookup'],
  params: CustomerScopedParams,
  body: AssignRequest,
  response: Ticket,
  tags: TAGS,
});

export const escalateCustomerTicket = defineEndpoint({
  id: 'support.customer.escalate',
  method: 'POST',
  path: '/support/ticket/{customerId}/{ticketId}/escalate',
  summary:
    "Tenant escalation: opens a TenantToPlatform ticket linked to the merchant's ticket; answers the new ticket's id as text (409 when already escalated)",
  audiences: ['tenant'],
  permissions: ['CRM.Support.Lookup'],
  params: CustomerScopedParams,
  body: SupportTicketRequest,
  response: z.string(),
  responseKind: 'text',
  tags: TAGS,
});

export const markCustomerTicketRead = defineEndpoint({
  id: 'support.customer.markCommentsAsReadForCustomer',
  method: 'POST',
  path: '/support/ticket/{customerId}/{ticketId}/mark-comments-as-read',
  summary: "Tenant staff mark a merchant's ticket's feed as read",
  audiences: ['tenant'],
  permissions: ['CRM.Support.Lookup'],
  params: CustomerScopedParams,
  body: MarkCommentsReadRequest,
  response: z.object({ unreadCount: z.number().int().min(0) }),
  tags: TAGS,
});

/**
 * Spec §7 set-support-label, "x and y not fully shown": x is the ticket's owning organisation (the
 * merchant of a CustomerToTenant ticket, the tenant of a TenantToPlatform ticket), y the ticket. The
 * label is one of the caller's own organisation's labels and is set on the caller's side only.
 */
const LabelOnTicketParams = z.object({ ownerId: z.uuid(), ticketId: z.uuid(), labelId: z.uuid() });

export const setSupportLabel = defineEndpoint({
  id: 'support.setSupportLabel',
  method: 'POST',
  path: '/support/ticket/{ownerId}/{ticketId}/set-support-label/{labelId}',
  summary: "Puts one of the caller's labels on a ticket (replacing the caller's previous label)",
  audiences: ['customer', 'tenant', 'platform'],
  permissions: [...CUSTOMER_SIDE_PERMISSIONS, ...PLATFORM_PERMISSIONS],
  params: LabelOnTicketParams,
  response: Ticket,
  tags: TAGS,
});

export const clearSupportLabel = defineEndpoint({
  id: 'support.clearSupportLabel',
  method: 'POST',
  path: '/support/ticket/{ownerId}/{ticketId}/clear-support-label',
  summary: "Removes the caller's label from a ticket",
  audiences: ['customer', 'tenant', 'platform'],
  permissions: [...CUSTOMER_SIDE_PERMISSIONS, ...PLATFORM_PERMISSIONS],
  params: z.object({ ownerId: z.uuid(), ticketId: z.uuid() }),
  response: Ticket,
  tags: TAGS,
});

// --- Platform -----------------------------------------------------------------------------------

export const listPlatformTickets = defineEndpoint({
  id: 'support.platform.listTickets',
  method: 'GET',
  path: '/support/ticket',
  summary:
    'TenantToPlatform tickets of every tenant (or the tenantId filter / header), filtered, sorted and paged',
  audiences: PLATFORM,
  permissions: PLATFORM_PERMISSIONS,
  query: TicketListQuery,
  response: TicketPage,
  tags: TAGS,
});

export const exportPlatformTickets = defineEndpoint({
  id: 'support.platform.export',
  method: 'GET',
  path: '/support/ticket/export',
  summary: 'A zip with one JSON file per tenant holding its platform tickets and their feeds',
  audiences: PLATFORM,
  permissions: PLATFORM_PERMISSIONS,
  query: TicketListQuery.pick({ tenantId: true, status: true }),
  response: z.unknown().describe('application/zip attachment'),
  responseKind: 'blob',
  tags: TAGS,
});

export const createPlatformTicketForTenant = defineEndpoint({
  id: 'support.platform.createForTenant',
  method: 'POST',
  path: '/support/{tenantId}/ticket',
  summary: 'Platform staff open a TenantToPlatform ticket with a tenant; answers the id as text',
  audiences: PLATFORM,
  permissions: PLATFORM_PERMISSIONS,
  params: z.object({ tenantId: z.uuid() }),
  body: SupportTicketRequest,
  response: z.string(),
  responseKind: 'text',
  tags: TAGS,
});

const platformOnly = {
  audiences: PLATFORM,
  permissions: PLATFORM_PERMISSIONS,
  params: PlatformTicketParams,
  tags: TAGS,
} as const;
const PLATFORM_BASE = '/support/{tenantId}/ticket/{id}';

export const assignPlatformTicket = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.assign',
  method: 'POST',
  path: `${PLATFORM_BASE}/assign`,
  summary: 'Assigns a platform ticket to a platform support agent (or null to unassign)',
  body: AssignRequest,
  response: Ticket,
});

export const startScoping = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.startScoping',
  method: 'POST',
  path: `${PLATFORM_BASE}/scoping`,
  summary: 'Starts the asynchronous scoping job (409 while one is running)',
  response: ScopingState,
});

export const getScopingStatus = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.scopingStatus',
  method: 'GET',
  path: `${PLATFORM_BASE}/scoping-status`,
  summary: 'The scoping job state (polled: 3 retries at 1 s)',
  response: ScopingState,
});

export const markBillable = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.billable',
  method: 'POST',
  path: `${PLATFORM_BASE}/billable`,
  summary: 'Marks the work on the ticket billable to the tenant',
  response: Ticket,
});

export const markNonBillable = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.nonBillable',
  method: 'POST',
  path: `${PLATFORM_BASE}/non-billable`,
  summary: 'Marks the work on the ticket not billable',
  response: Ticket,
});

export const setJiraTicket = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.jiraTicket',
  method: 'POST',
  path: `${PLATFORM_BASE}/jira-ticket`,
  summary: 'Links (or with null unlinks) an issue-tracker key',
  body: JiraTicketRequest,
  response: Ticket,
});

export const setInitialRequestTime = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.initialRequestTime',
  method: 'POST',
  path: `${PLATFORM_BASE}/initial-request-time`,
  summary: 'Sets when the tenant first asked',
  body: InitialRequestTimeRequest,
  response: Ticket,
});

export const setResponseTime = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.responseTime',
  method: 'POST',
  path: `${PLATFORM_BASE}/response-time`,
  summary: 'Sets when the platform first answered',
  body: ResponseTimeRequest,
  response: Ticket,
});

export const setResolutionTime = defineEndpoint({
  ...platformOnly,
  id: 'support.platform.resolutionTime',
  method: 'POST',
  path: `${PLATFORM_BASE}/resolution-time`,
  summary: 'Sets when the issue was resolved',
  body: ResolutionTimeRequest,
  response: Ticket,
});
