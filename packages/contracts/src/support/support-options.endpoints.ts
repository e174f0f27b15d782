import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { text } from '../validation/text';
import { SUPPORT_PAGING } from './support.model';
import {
  AssignableUser,
  OutboxMail,
  PageQuery,
  pageOf,
  TenantOption,
  TicketCategory,
} from './support.schemas';

/**
 * The pickers of the Contact Support dialog and the ticket screen. Spec §7 lists several of these
 * as "paths not shown"; they sit beside their neighbours under /support.
 */
const TAGS = ['support'] as const;
const TenantParams = z.object({ tenantId: z.uuid() });

export const getTicketCategories = defineEndpoint({
  id: 'supportOptions.categories',
  method: 'GET',
  path: '/support/ticket-categories',
  summary: 'Ticket categories (spec §3)',
  audiences: ['customer', 'tenant'],
  permissions: ['Merchant.Support.Lookup', 'CRM.Support.Lookup'],
  response: z.array(TicketCategory),
  tags: TAGS,
});

/** "Ticket categories for platform": path not shown in the spec. */
export const getPlatformTicketCategories = defineEndpoint({
  id: 'supportOptions.platformCategories',
  method: 'GET',
  path: '/support/{tenantId}/ticket-categories',
  summary: 'Ticket categories for a platform ticket with this tenant',
  audiences: ['platform'],
  permissions: ['Platform.Support.Lookup'],
  params: TenantParams,
  response: z.array(TicketCategory),
  tags: TAGS,
});

/** "Tenant ids and names, returning count and data": path not shown in the spec. */
export const getSupportTenants = defineEndpoint({
  id: 'supportOptions.tenants',
  method: 'GET',
  path: '/support/tenants',
  summary: 'Active tenants as options for "Create ticket for Tenant", sorted by name',
  audiences: ['platform'],
  permissions: ['Platform.Support.Lookup'],
  response: pageOf(TenantOption),
  tags: TAGS,
});

/** "Tenant users paged (pageSize 50)": path not shown in the spec. */
export const getTenantSupportContacts = defineEndpoint({
  id: 'supportOptions.tenantUsers',
  method: 'GET',
  path: '/support/{tenantId}/users',
  summary: "A tenant's active staff as contacts to notify, by name (spec §9: pages of 50)",
  audiences: ['platform'],
  permissions: ['Platform.Support.Lookup'],
  params: TenantParams,
  query: PageQuery.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(SUPPORT_PAGING.userPickerPageSize),
    searchKey: text(255).trim().optional(),
  }),
  response: pageOf(AssignableUser),
  tags: TAGS,
});

/** "Tenant email (returns emailSenderAddress)": path not shown in the spec. */
export const getTenantSupportEmail = defineEndpoint({
  id: 'supportOptions.tenantEmail',
  method: 'GET',
  path: '/support/{tenantId}/email',
  summary: 'The address mail about this tenant is sent from',
  audiences: ['platform'],
  permissions: ['Platform.Support.Lookup'],
  params: TenantParams,
  response: z.object({ emailSenderAddress: z.string().nullable() }),
  tags: TAGS,
});

/** Who a ticket can be assigned to: support staff of the caller's own organisation. */
export const getAssignableUsers = defineEndpoint({
  id: 'supportOptions.assignableUsers',
  method: 'GET',
  path: '/support/assignable-users',
  summary:
    "Active users of the caller's organisation who work the desk (tenant: CRM.Support.Lookup; platform: Platform.Support.Lookup)",
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Support.Lookup', 'Platform.Support.Lookup'],
  query: PageQuery.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(SUPPORT_PAGING.userPickerPageSize),
    searchKey: text(255).trim().optional(),
  }),
  response: pageOf(AssignableUser),
  tags: TAGS,
});

/** The embedded outbox: what the desk (and the identity pages) sent, newest first. */
export const getMailOutbox = defineEndpoint({
  id: 'supportOptions.mailOutbox',
  method: 'GET',
  path: '/support/mail-outbox',
  summary: 'Mail sent by Paydesk, newest first (platform staff)',
  audiences: ['platform'],
  permissions: ['Platform.Support.Lookup'],
  query: PageQuery.extend({ searchKey: text(255).trim().optional() }),
  response: pageOf(OutboxMail),
  tags: TAGS,
});
