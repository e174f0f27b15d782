/**
 * The support desk's tables, for Drizzle queries; the DDL (with the foreign keys, checks, indexes and
 * row-level security) is `migrations/0005_support_tickets.sql`. Foreign keys live in the SQL only, as
 * in identity.table.ts: importing other tables here would make `schema.ts` import itself.
 */
import type {
  FeedItemType,
  FeedReferenceKey,
  ScopingStatus,
  TicketCategory,
  TicketChannel,
  TicketPriority,
  TicketStatus,
} from '@paydesk/contracts/support/support.model';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tickets = pgTable(
  'tickets',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    ticketNumber: integer('ticket_number').notNull().default(sql`nextval('ticket_number_seq')`),
    channelType: text('channel_type').$type<TicketChannel>().notNull(),
    merchantId: uuid('merchant_id'),
    status: text('status').$type<TicketStatus>().notNull().default('Opened'),
    priority: text('priority').$type<TicketPriority>().notNull(),
    priorityRank: smallint('priority_rank')
      .notNull()
      .generatedAlwaysAs(sql`case priority when 'High' then 3 when 'Medium' then 2 else 1 end`),
    category: text('category').$type<TicketCategory>().notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    contactEmail: text('contact_email'),
    contactEmails: text('contact_emails').array().notNull().default([]),
    createdBy: uuid('created_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdByFirstName: text('created_by_first_name').notNull(),
    createdByLastName: text('created_by_last_name').notNull(),
    assigneeId: uuid('assignee_id'),
    assigneeEmail: text('assignee_email'),
    assigneeFirstName: text('assignee_first_name'),
    assigneeLastName: text('assignee_last_name'),
    customerLabelId: uuid('customer_label_id'),
    tenantLabelId: uuid('tenant_label_id'),
    platformLabelId: uuid('platform_label_id'),
    jiraTicket: text('jira_ticket'),
    billable: boolean('billable'),
    scopingStatus: text('scoping_status').$type<ScopingStatus>().notNull().default('NotStarted'),
    scopingResult: text('scoping_result'),
    scopingRequestedAt: at('scoping_requested_at'),
    initialRequestAt: at('initial_request_at').defaultNow(),
    responseAt: at('response_at'),
    resolutionAt: at('resolution_at'),
    escalatedFromTicketId: uuid('escalated_from_ticket_id'),
    escalatedToTicketId: uuid('escalated_to_ticket_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, regexp_replace(subject || ' ' || description, '[[:punct:]]+', ' ', 'g'))`,
      ),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** What a feed item's `data` may hold, by type. */
export interface FeedItemData {
  readonly newState?: TicketStatus;
  readonly newPriority?: TicketPriority;
  /** AssignmentItem: the new assignee, or null when unassigned. */
  readonly newAssignee?: { email: string; firstName: string; lastName: string } | null;
  readonly externalPartyEmail?: string;
  readonly invitationDescription?: string;
  readonly invitationId?: string;
}

export const ticketFeedItems = pgTable(
  'ticket_feed_items',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    merchantId: uuid('merchant_id'),
    type: text('type').$type<FeedItemType>().notNull(),
    createdAt: at('created_at').notNull().default(sql`date_trunc('milliseconds', clock_timestamp())`),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorFirstName: text('actor_first_name'),
    actorLastName: text('actor_last_name'),
    content: text('content'),
    data: jsonb('data').$type<FeedItemData>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const ticketReferences = pgTable(
  'ticket_references',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    merchantId: uuid('merchant_id'),
    feedItemId: uuid('feed_item_id'),
    kind: text('kind').$type<'ticket' | 'comment'>().notNull(),
    key: text('key').$type<FeedReferenceKey>().notNull(),
    value: text('value').notNull(),
    fileId: uuid('file_id'),
    createdAt: at('created_at').notNull().default(sql`clock_timestamp()`),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const ticketReadMarks = pgTable(
  'ticket_read_marks',
  {
    tenantId: uuid('tenant_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    userId: uuid('user_id').notNull(),
    readUntil: at('read_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.ticketId, t.userId] })],
);

export const externalPartyInvitations = pgTable(
  'external_party_invitations',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    invitedByEmail: text('invited_by_email').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
