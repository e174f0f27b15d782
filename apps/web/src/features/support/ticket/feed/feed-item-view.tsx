import { FEED_ITEM_TYPES, type FeedItemType, isCommentItem } from '@paydesk/contracts/support/support.model';
import type { FeedEntry } from '../../api/feed-schema';
import { CommentItem } from './comment-item';
import {
  AssignmentItem,
  InvitationItem,
  PriorityChangeItem,
  ReferenceItem,
  StatusChangeItem,
} from './event-items';

const KNOWN_TYPES: ReadonlySet<string> = new Set(FEED_ITEM_TYPES);

/**
 * Which status changes to Opened reopen the ticket: those after a closing. Where older items are
 * not loaded (`olderNotShown`), the ticket's first opening is among them, so every opening shown
 * is a reopening.
 */
export function reopeningIds(items: readonly FeedEntry[], olderNotShown: boolean): ReadonlySet<string> {
  const ids = new Set<string>();
  let closedBefore = olderNotShown;
  for (const item of items) {
    if (item.type !== 'StatusChangeFeedItem') continue;
    if (item.newState === 'Closed') closedBefore = true;
    else if (item.newState === 'Opened' && closedBefore) ids.add(item.feedItemId);
  }
  return ids;
}

/**
 * One feed item, drawn by its type (spec §3's twelve). Spec §2: an unknown type renders nothing,
 * and the feed's edit menu is hidden, so no item offers one. `reopened`: a status change to Opened
 * that follows a closing (see `reopeningIds`).
 */
export function FeedItemView({
  item,
  tenantId,
  reopened = false,
}: {
  item: FeedEntry;
  tenantId: string | null;
  reopened?: boolean;
}) {
  if (!KNOWN_TYPES.has(item.type)) return null;
  const type = item.type as FeedItemType;
  switch (type) {
    case 'StatusChangeFeedItem':
      return <StatusChangeItem item={item} reopened={reopened} />;
    case 'AssignmentItem':
      return <AssignmentItem item={item} />;
    case 'PriorityChangeItem':
      return <PriorityChangeItem item={item} />;
    case 'ReferenceItem':
      return <ReferenceItem item={item} tenantId={tenantId} />;
    case 'ExternalPartyInvitationItem':
      return <InvitationItem item={item} />;
    default:
      return isCommentItem(type) ? <CommentItem item={item} tenantId={tenantId} /> : null;
  }
}
