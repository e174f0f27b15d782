import { listLabels } from '@paydesk/contracts/support/labels.endpoints';
import type { FeedItem, Ticket } from '@paydesk/contracts/support/support.schemas';
import { customerTicket, platformTicket } from '@paydesk/contracts/support/ticket.endpoints';
import { labels, pageOf } from '../../../test/fixtures/support-fixtures';
import type { MockApi } from '../../../test/mock-api';
import { errorResponse } from '../../../test/mock-api';

/**
 * Serves one ticket through one call family (customer: merchants and tenant staff; platform:
 * platform staff): the ticket (404 for any other id),
 * its feed, mark-as-read, and the caller's labels. `ticket()` reads the ticket as it now is; a
 * test changes it with `update`, as a state-changing call on the server would.
 */
export function serveTicket(
  api: MockApi,
  family: 'customer' | 'platform',
  initial: Ticket,
  feed: FeedItem[] = [],
) {
  let current = initial;
  const calls = family === 'platform' ? platformTicket : customerTicket;
  api.on(calls.getTicket, ({ params }) =>
    params.id === current.ticketId ? current : errorResponse(404, 'Ticket not found'),
  );
  api.on(calls.getFeed, ({ query }) => {
    const pageIndex = Number(query.get('pageIndex'));
    const pageSize = Number(query.get('pageSize'));
    return pageOf(feed.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), feed.length);
  });
  api.on(calls.markCommentsAsRead, () => ({ unreadCount: 0 }));
  api.on(listLabels, () => labels);
  return {
    calls,
    ticket: () => current,
    update(change: Partial<Ticket>) {
      current = { ...current, ...change };
      return current;
    },
  };
}
