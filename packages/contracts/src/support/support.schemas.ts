import { z } from 'zod';
import { sanitisedText } from '../validation/sanitised-text';
import { emailText, TEXT_MAX, text } from '../validation/text';
import {
  FEED_ITEM_TYPES,
  FEED_REFERENCE_KEYS,
  isValidLabelDescription,
  isValidLabelName,
  LABEL_COLOR_PATTERN,
  LABEL_FIELD_MESSAGE,
  REQUEST_REFERENCE_KEYS,
  SCOPING_STATUSES,
  SUPPORT_PAGING,
  TICKET_CATEGORIES,
  TICKET_CHANNELS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from './support.model';

export const TicketChannel = z.enum(TICKET_CHANNELS);
export const TicketPriority = z.enum(TICKET_PRIORITIES);
export const TicketCategory = z.enum(TICKET_CATEGORIES);
export const TicketStatus = z.enum(TICKET_STATUSES);
export const ScopingStatus = z.enum(SCOPING_STATUSES);
export const FeedItemType = z.enum(FEED_ITEM_TYPES);

const Id = z.uuid();
const Timestamp = z.string().describe('ISO 8601 date-time in UTC');

/** Spec §3 options. */
export const TenantOption = z.object({ tenantId: Id, tenantName: z.string() });
export type TenantOption = z.infer<typeof TenantOption>;
export const AssignableUser = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
export type AssignableUser = z.infer<typeof AssignableUser>;
export const CustomerOption = z.object({ merchantId: Id, legalBusinessName: z.string() });
export type CustomerOption = z.infer<typeof CustomerOption>;
export const TransactionOption = z.object({ transactionId: z.string() });
export type TransactionOption = z.infer<typeof TransactionOption>;

/** A page of a list: the total count and the rows of this page. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ count: z.number().int().min(0), data: z.array(row) });
}

export const PageQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUPPORT_PAGING.maxPageSize)
    .default(SUPPORT_PAGING.defaultPageSize),
});

// ---------------------------------------------------------------------------------------------
// Labels (spec §3 Label, §5 label form)

export const Label = z.object({
  labelId: Id,
  value: z.string().describe('The label name'),
  description: z.string().nullable(),
  color: z.string(),
  isDefault: z.boolean(),
  sortOrder: z.number().int(),
});
export type Label = z.infer<typeof Label>;

/** Spec §5: the same message on Name, Description and Color (a missing field included). */
export const LabelInput = z.object({
  value: text(TEXT_MAX.name, { error: LABEL_FIELD_MESSAGE, tooLong: LABEL_FIELD_MESSAGE })
    .trim()
    .refine(isValidLabelName, LABEL_FIELD_MESSAGE),
  description: text(TEXT_MAX.text, { error: LABEL_FIELD_MESSAGE, tooLong: LABEL_FIELD_MESSAGE })
    .trim()
    .nullish()
    .refine(isValidLabelDescription, LABEL_FIELD_MESSAGE)
    .transform((d) => (d ? d : null)),
  color: text(TEXT_MAX.code, { error: LABEL_FIELD_MESSAGE, tooLong: LABEL_FIELD_MESSAGE })
    .trim()
    .regex(LABEL_COLOR_PATTERN, LABEL_FIELD_MESSAGE),
});
export type LabelInput = z.input<typeof LabelInput>;

export const RearrangeLabels = z.object({ newLabelIdsList: z.array(Id).min(1) });

// ---------------------------------------------------------------------------------------------
// Tickets (spec §3 Ticket, Support ticket request)

export const RequestReference = z.object({
  key: z.enum(REQUEST_REFERENCE_KEYS),
  value: text(2048).trim().min(1),
});
export type RequestReference = z.infer<typeof RequestReference>;

export const FeedReference = z.object({ key: z.enum(FEED_REFERENCE_KEYS), value: z.string() });
export type FeedReference = z.infer<typeof FeedReference>;

/**
 * Spec §3 "Support ticket request". Spec §5: Category, Subject and Description are required;
 * references are trimmed and empty ones ignored (the client drops them; the server refuses an empty
 * value). contactEmails are for platform users only (the server ignores them from others).
 */
export const SupportTicketRequest = z.object({
  ticketCategory: TicketCategory,
  subject: sanitisedText('text', { min: 1, max: 200 }),
  description: sanitisedText('text', { min: 1 }),
  contactEmail: sanitisedText('email').pipe(z.email()).nullish(),
  references: z.array(RequestReference).max(100).default([]),
  priority: TicketPriority.default('Medium'),
  contactEmails: z.array(sanitisedText('email').pipe(z.email())).max(50).default([]),
});
export type SupportTicketRequest = z.input<typeof SupportTicketRequest>;

/** Spec §3 "Create wrapper": platform staff creating for a tenant set both extra fields. */
export const CreateTicketWrapper = z.object({
  ticket: SupportTicketRequest,
  isPlatformCreatingTicket: z.boolean().default(false),
  tenantId: Id.nullish(),
});
export type CreateTicketWrapper = z.input<typeof CreateTicketWrapper>;

const TicketCore = {
  ticketId: Id,
  ticketNumber: z.number().int().describe('A short number people can quote (#1042)'),
  channelType: TicketChannel,
  status: TicketStatus,
  priority: TicketPriority,
  category: TicketCategory,
  subject: z.string(),
  tenant: TenantOption,
  customer: CustomerOption.nullable().describe('The merchant of a CustomerToTenant ticket'),
  createdBy: AssignableUser,
  assignee: AssignableUser.nullable(),
  label: Label.nullable().describe("The caller's own organisation's label on the ticket"),
  createdOn: Timestamp,
  lastActivityOn: Timestamp,
  unreadCount: z.number().int().min(0).describe('Feed items the caller may read and has not read'),
  jiraTicket: z.string().nullable(),
  billable: z.boolean().nullable(),
  scopingStatus: ScopingStatus,
};

/** A row of a ticket list. */
export const TicketSummary = z.object(TicketCore);
export type TicketSummary = z.infer<typeof TicketSummary>;

/** Spec §3 Ticket, as GET .../ticket/{id} answers it. */
export const Ticket = z.object({
  ...TicketCore,
  description: z.string(),
  contactEmail: z.string().nullable(),
  contactEmails: z.array(z.string()),
  references: z.array(FeedReference),
  scopingResult: z.string().nullable(),
  initialRequestDateTime: Timestamp.nullable(),
  responseDateTime: Timestamp.nullable(),
  resolutionDateTime: Timestamp.nullable(),
  escalatedFromTicketId: Id.nullable().describe('The customer ticket this platform ticket escalates'),
  escalatedToTicketId: Id.nullable().describe('The platform ticket this customer ticket was escalated to'),
});
export type Ticket = z.infer<typeof Ticket>;

export const TICKET_SORT_FIELDS = [
  'lastActivityOn',
  'createdOn',
  'priority',
  'ticketNumber',
  'status',
] as const;

const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : v),
    z.array(item).optional(),
  );

/**
 * Filters of the ticket lists, all on the server (issue: status, priority, category, label, assignee,
 * tenant, customer, text search on subject and description). Lists take comma-separated values.
 * assignee: an email, 'me' or 'unassigned'.
 */
export const TicketListQuery = PageQuery.extend({
  ticketChannelType: TicketChannel.optional(),
  status: commaList(TicketStatus),
  priority: commaList(TicketPriority),
  category: commaList(TicketCategory),
  labelId: Id.optional(),
  assignee: text(254).optional(),
  tenantId: Id.optional(),
  customerId: Id.optional(),
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  searchKey: text(255).trim().optional(),
  sortBy: z.enum(TICKET_SORT_FIELDS).default('lastActivityOn'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TicketListQuery = z.input<typeof TicketListQuery>;

export const TicketPage = pageOf(TicketSummary);
export type TicketPage = z.infer<typeof TicketPage>;

// ---------------------------------------------------------------------------------------------
// The feed (spec §3 Support feed item)

export const FeedItem = z.object({
  feedItemId: Id,
  type: FeedItemType,
  timestamp: Timestamp,
  isUnread: z.boolean(),
  commenter: AssignableUser.nullable(),
  content: z.string().nullable(),
  user: AssignableUser.nullable().describe('Who made a state, priority or reference change'),
  newState: TicketStatus.nullable(),
  assigner: AssignableUser.nullable(),
  newAssignee: AssignableUser.nullable(),
  newPriority: TicketPriority.nullable(),
  invitedBy: AssignableUser.nullable(),
  externalPartyEmail: z.string().nullable(),
  invitationDescription: z.string().nullable(),
  creator: AssignableUser.nullable(),
  references: z.array(FeedReference),
});
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUPPORT_PAGING.maxFeedPageSize)
    .default(SUPPORT_PAGING.feedPageSize),
});

export const FeedPage = pageOf(FeedItem);
export type FeedPage = z.infer<typeof FeedPage>;

/** A comment; `references` attach uploaded files (key File) or name transactions and customers. */
export const CommentRequest = z.object({
  content: sanitisedText('text', { min: 1 }),
  isInternal: z.boolean().default(false),
  references: z.array(RequestReference).max(50).default([]),
});
export type CommentRequest = z.input<typeof CommentRequest>;

export const PriorityRequest = z.object({ priority: TicketPriority });
export const ReferencesRequest = z.object({ references: z.array(RequestReference).min(1).max(100) });
export const InviteExternalPartyRequest = z.object({
  email: sanitisedText('email').pipe(z.email()),
  description: sanitisedText('text', { max: 1000 }).default(''),
});
/** Marks every readable item up to `until` (default: now) as read for the caller. */
export const MarkCommentsReadRequest = z.object({ until: z.iso.datetime().optional() });
export const AssignRequest = z.object({
  assignee: emailText().nullable().describe('The new assignee, or null to unassign'),
});

export const JiraTicketRequest = z.object({ jiraTicket: text(100).trim().nullable() });
export const InitialRequestTimeRequest = z.object({ initialRequestDateTime: z.iso.datetime().nullable() });
export const ResponseTimeRequest = z.object({ responseDateTime: z.iso.datetime().nullable() });
export const ResolutionTimeRequest = z.object({ resolutionDateTime: z.iso.datetime().nullable() });

export const ScopingState = z.object({ scopingStatus: ScopingStatus, scopingResult: z.string().nullable() });
export type ScopingState = z.infer<typeof ScopingState>;

/** What a state-changing ticket call answers: the ticket as it now is. */
export const TicketResult = Ticket;

// ---------------------------------------------------------------------------------------------
// Mail outbox (platform staff see what the desk sent)

export const OutboxMail = z.object({
  id: Id,
  to: z.string(),
  isConfidential: z
    .boolean()
    .describe(
      "A tenant's mail with its merchants, or one carrying a sign-in link: subject and body withheld",
    ),
  subject: z.string().nullable(),
  bodyText: z.string().nullable(),
  createdOn: Timestamp,
  sentOn: Timestamp.nullable(),
  status: z
    .enum(['Queued', 'Sent', 'Failed', 'Kept'])
    .describe('Kept: no SMTP configured, kept in the outbox'),
  error: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
