import type { Audience } from '@paydesk/contracts/auth/levels';
import { isCommentItem } from '@paydesk/contracts/support/support.model';
import type {
  AssignableUser,
  FeedItem,
  FeedReference,
  Label,
  Ticket,
  TicketSummary,
} from '@paydesk/contracts/support/support.schemas';
import type { ReadableFeedItem } from './feed.repository';
import type { TicketRow } from './ticket-access';

/** What a ticket row needs from other tables to become a DTO (database types never reach the wire). */
export interface TicketExtras {
  readonly tenantName: string;
  readonly customerName: string | null;
  readonly label: Label | null;
  readonly unreadCount: number;
}

function person(
  email: string | null,
  firstName: string | null,
  lastName: string | null,
): AssignableUser | null {
  return email ? { email, firstName: firstName ?? '', lastName: lastName ?? '' } : null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toTicketSummary(row: TicketRow, extras: TicketExtras): TicketSummary {
  return {
    ticketId: row.id,
    ticketNumber: row.ticketNumber,
    channelType: row.channelType,
    status: row.status,
    priority: row.priority,
    category: row.category,
    subject: row.subject,
    tenant: { tenantId: row.tenantId, tenantName: extras.tenantName },
    customer: row.merchantId
      ? { merchantId: row.merchantId, legalBusinessName: extras.customerName ?? '' }
      : null,
    createdBy: person(row.createdByEmail, row.createdByFirstName, row.createdByLastName) ?? {
      email: '',
      firstName: '',
      lastName: '',
    },
    assignee: person(row.assigneeEmail, row.assigneeFirstName, row.assigneeLastName),
    label: extras.label,
    createdOn: row.createdAt.toISOString(),
    lastActivityOn: row.lastActivityAt.toISOString(),
    unreadCount: extras.unreadCount,
    jiraTicket: row.jiraTicket,
    billable: row.billable,
    scopingStatus: row.scopingStatus,
  };
}

export function toTicket(
  row: TicketRow,
  extras: TicketExtras & { readonly references: FeedReference[] },
  audience: Audience,
): Ticket {
  return {
    ...toTicketSummary(row, extras),
    description: row.description,
    contactEmail: row.contactEmail,
    contactEmails: row.contactEmails,
    references: extras.references,
    scopingResult: row.scopingResult,
    initialRequestDateTime: iso(row.initialRequestAt),
    responseDateTime: iso(row.responseAt),
    resolutionDateTime: iso(row.resolutionAt),
    escalatedFromTicketId: row.escalatedFromTicketId,
    // The platform ticket a merchant's ticket was escalated to is not the merchant's to open.
    escalatedToTicketId: audience === 'customer' ? null : row.escalatedToTicketId,
  };
}

/** Spec §3 "Support feed item": which fields an item fills depends on its type. */
export function toFeedItem(row: ReadableFeedItem, references: FeedReference[]): FeedItem {
  const author = person(row.actorEmail, row.actorFirstName, row.actorLastName);
  const data = row.data;
  const isComment = isCommentItem(row.type);
  const byAuthor = (types: readonly string[]) => (types.includes(row.type) ? author : null);
  return {
    feedItemId: row.id,
    type: row.type,
    timestamp: row.createdAt.toISOString(),
    isUnread: row.isUnread,
    commenter: isComment && row.type !== 'ExternalPartyCommentItem' ? author : null,
    content: isComment ? row.content : null,
    user: byAuthor(['StatusChangeFeedItem', 'PriorityChangeItem', 'ReferenceItem']),
    newState: data.newState ?? null,
    assigner: byAuthor(['AssignmentItem']),
    newAssignee: data.newAssignee ?? null,
    newPriority: data.newPriority ?? null,
    invitedBy: byAuthor(['ExternalPartyInvitationItem']),
    externalPartyEmail: data.externalPartyEmail ?? null,
    invitationDescription: data.invitationDescription ?? null,
    creator: author,
    references,
  };
}
