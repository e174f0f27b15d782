import { csvSafeCell } from '@paydesk/contracts/support/support.model';
import type { AssignableUser, FeedItem } from '@paydesk/contracts/support/support.schemas';

/** The columns of GET .../feed/exportcsv. */
export const FEED_CSV_COLUMNS = ['Timestamp', 'Type', 'Author', 'Content', 'References'] as const;

const nameOf = (person: AssignableUser) => {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} <${person.email}>` : person.email;
};

function author(item: FeedItem): string {
  const person = item.commenter ?? item.user ?? item.assigner ?? item.invitedBy ?? item.creator;
  if (person) return nameOf(person);
  return item.externalPartyEmail ?? '';
}

/** A readable line for items that are not comments. */
function content(item: FeedItem): string {
  if (item.content !== null) return item.content;
  switch (item.type) {
    case 'StatusChangeFeedItem':
      return `Status: ${item.newState ?? ''}`;
    case 'PriorityChangeItem':
      return `Priority: ${item.newPriority ?? ''}`;
    case 'AssignmentItem':
      return item.newAssignee ? `Assigned to ${nameOf(item.newAssignee)}` : 'Unassigned';
    case 'ExternalPartyInvitationItem': {
      const note = item.invitationDescription ? `: ${item.invitationDescription}` : '';
      return `Invited ${item.externalPartyEmail ?? ''}${note}`;
    }
    default:
      return '';
  }
}

/** The ticket's opening message, which is the ticket itself rather than a feed item. */
export interface FeedCsvOpening {
  readonly timestamp: string;
  readonly author: AssignableUser;
  readonly description: string;
}

function referenceCell(item: FeedItem, fileNames: ReadonlyMap<string, string>): string {
  return item.references
    .map((r) => `${r.key}: ${r.key === 'attachment' ? (fileNames.get(r.value) ?? r.value) : r.value}`)
    .join('; ');
}

/**
 * The feed as CSV (RFC 4180, CRLF lines), starting with the opening message; attachments are named
 * by their file names. Every cell goes through csvSafeCell, which quotes it and
 * prefixes a cell a spreadsheet would run as a formula (= + - @ tab CR) with a quote: a comment
 * '=HYPERLINK(...)' stays text. A byte-order mark lets spreadsheets read the UTF-8 names right.
 */
export function feedCsv(
  opening: FeedCsvOpening,
  items: readonly FeedItem[],
  fileNames: ReadonlyMap<string, string> = new Map(),
): string {
  const rows = [
    [...FEED_CSV_COLUMNS],
    [opening.timestamp, 'Opened', nameOf(opening.author), opening.description, ''],
    ...items.map((item) => [
      item.timestamp,
      item.type,
      author(item),
      content(item),
      referenceCell(item, fileNames),
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvSafeCell).join(',')).join('\r\n')}\r\n`;
}
