import type { Audience } from '../auth/levels';

/** Spec §3 Ticket channels: a merchant writes to its tenant; a tenant writes to the platform. */
export const TICKET_CHANNELS = ['CustomerToTenantTicketChannel', 'TenantToPlatformTicketChannel'] as const;
export type TicketChannel = (typeof TICKET_CHANNELS)[number];

/** Spec §3/§9 priority values. */
export const TICKET_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Spec §3 categories. */
export const TICKET_CATEGORIES = ['Integration', 'Processing', 'Operational', 'Clarification'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Spec §4: open, closed, reopened (a reopened ticket is Opened again). */
export const TICKET_STATUSES = ['Opened', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Platform scoping of a ticket (spec §7 scoping / scoping-status). */
export const SCOPING_STATUSES = ['NotStarted', 'InProgress', 'Completed', 'Failed'] as const;
export type ScopingStatus = (typeof SCOPING_STATUSES)[number];

/** Spec §3: the twelve feed item types. */
export const FEED_ITEM_TYPES = [
  'StatusChangeFeedItem',
  'TenantCommentItem',
  'TenantInternalCommentItem',
  'PlatformCommentItem',
  'PlatformInternalCommentItem',
  'AssignmentItem',
  'CustomerCommentItem',
  'CustomerInternalCommentItem',
  'PriorityChangeItem',
  'ReferenceItem',
  'ExternalPartyInvitationItem',
  'ExternalPartyCommentItem',
] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

/**
 * Who may read a feed item (spec §6 "internal comment variants"): an internal comment is read only
 * by its author's own side; everything else by both parties of the ticket. A merchant never sees a
 * tenant-internal comment; a tenant never sees a platform-internal one.
 */
export const INTERNAL_ITEM_AUDIENCE: Partial<Record<FeedItemType, Audience>> = {
  CustomerInternalCommentItem: 'customer',
  TenantInternalCommentItem: 'tenant',
  PlatformInternalCommentItem: 'platform',
};

export function isInternalItem(type: FeedItemType): boolean {
  return INTERNAL_ITEM_AUDIENCE[type] !== undefined;
}

export function isCommentItem(type: FeedItemType): boolean {
  return type.endsWith('CommentItem');
}

export function canReadFeedItem(type: FeedItemType, reader: Audience): boolean {
  const owner = INTERNAL_ITEM_AUDIENCE[type];
  return owner === undefined || owner === reader;
}

/** The comment type an author of `audience` writes, public or internal. */
export function commentTypeFor(audience: Audience, internal: boolean): FeedItemType {
  if (audience === 'customer') return internal ? 'CustomerInternalCommentItem' : 'CustomerCommentItem';
  if (audience === 'tenant') return internal ? 'TenantInternalCommentItem' : 'TenantCommentItem';
  return internal ? 'PlatformInternalCommentItem' : 'PlatformCommentItem';
}

/** The two parties of a channel: who asks (requester) and who answers (handler). */
export const CHANNEL_PARTIES: Record<TicketChannel, { requester: Audience; handler: Audience }> = {
  CustomerToTenantTicketChannel: { requester: 'customer', handler: 'tenant' },
  TenantToPlatformTicketChannel: { requester: 'tenant', handler: 'platform' },
};

/** Spec §3 Support ticket request: reference types, plus the createdOn page-address key. */
export const REQUEST_REFERENCE_KEYS = ['Transaction', 'Customer', 'File', 'createdOn'] as const;
export type RequestReferenceKey = (typeof REQUEST_REFERENCE_KEYS)[number];

/** Spec §3 Support feed item: reference keys as the feed shows them. */
export const FEED_REFERENCE_KEYS = ['transaction', 'customer', 'attachment', 'createdOn'] as const;
export type FeedReferenceKey = (typeof FEED_REFERENCE_KEYS)[number];

export const FEED_KEY_OF_REQUEST_KEY: Record<RequestReferenceKey, FeedReferenceKey> = {
  Transaction: 'transaction',
  Customer: 'customer',
  File: 'attachment',
  createdOn: 'createdOn',
};

/** Spec §4 "Support category colours" as status-pill tones. */
export type CategoryTone = 'negative' | 'positive' | 'pending' | 'hold' | 'neutral';
export function categoryTone(category: string): CategoryTone {
  switch (category) {
    case 'Integration':
      return 'negative';
    case 'Processing':
      return 'positive';
    case 'Operational':
      return 'pending';
    case 'Clarification':
      return 'hold';
    default:
      return 'neutral';
  }
}

/** Spec §3 default labels (description equals the name) and spec §9. */
export const DEFAULT_LABELS = [
  { value: 'Pending', description: 'Pending', color: '#FFD700' },
  { value: 'Done', description: 'Done', color: '#90EE90' },
  { value: 'In progress', description: 'In progress', color: '#0000FF' },
] as const;

/** Spec §5 label form: letters, digits and spaces; not a default label's name (any case). */
export const LABEL_NAME_PATTERN = /^[A-Za-z0-9 ]+$/;
export const LABEL_FIELD_MESSAGE = 'This field is required and must be alphanumeric.';
export const RESERVED_LABEL_NAMES = ['pending', 'done', 'in progress'] as const;

export function isValidLabelName(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed.length > 0 &&
    LABEL_NAME_PATTERN.test(trimmed) &&
    !(RESERVED_LABEL_NAMES as readonly string[]).includes(trimmed.toLowerCase())
  );
}

/** A description is optional; when given it follows the name's character rule (spec §5). */
export function isValidLabelDescription(value: string | null | undefined): boolean {
  const trimmed = (value ?? '').trim();
  return trimmed.length === 0 || LABEL_NAME_PATTERN.test(trimmed);
}

export const LABEL_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** Spec §9 paging of the desk. */
export const SUPPORT_PAGING = {
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Spec §9: support user picker page size. */
  userPickerPageSize: 50,
  /** Spec §9: transaction picker page and debounce. */
  transactionPickerPageSize: 10,
  transactionSearchDebounceMs: 750,
  /** Spec §9: merchants lookup for ticket customers. */
  ticketCustomersPageSize: 1000,
  /** Spec §9: tenant list page size. */
  tenantListPageSize: 100,
  feedPageSize: 50,
  /**
   * Ticket lists count at most this many matches: below it the count is exact, at it the list holds
   * this many or more (counting all of a large tenant's tickets for every page would cost more than
   * the page itself). The portal shows it as "10,000+".
   */
  listCountCap: 10_000,
  maxFeedPageSize: 200,
} as const;

/** Spec §9: scoping-status polling retries 3 times at 1000 ms. */
export const SCOPING_POLL = { retries: 3, intervalMs: 1000 } as const;

/** Prefixes a CSV cell that a spreadsheet would read as a formula (= + - @ tab, and CR). */
export function csvSafeCell(value: string): string {
  // Most cells need neither step: one test for both first (the exports call this for every cell).
  if (!NEEDS_CARE.test(value)) return value;
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A cell csvSafeCell changes: a formula's first character, or a quote, comma or line break anywhere. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;
