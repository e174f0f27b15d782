import { customerTicket } from '@paydesk/contracts/support/ticket.endpoints';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, makeFeedItem, makeTicket, pageOf, people } from '../../../../test/fixtures/support-fixtures';
import { merchantAdmin } from '../../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../../test/mock-api';
import { renderWithUser } from '../../../../test/render-with-user';
import { customerTicketRef } from '../../api/ticket-ref';
import { FeedThread } from './feed-thread';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const comments = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeFeedItem('CustomerCommentItem', { commenter: people.merchant, content: `Message ${i + 1}` }),
  );

function serveFeed(items: ReturnType<typeof makeFeedItem>[]) {
  api.on(customerTicket.getFeed, ({ query }) => {
    const pageIndex = Number(query.get('pageIndex'));
    const pageSize = Number(query.get('pageSize'));
    return pageOf(items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), items.length);
  });
}

const shown = () => screen.queryAllByText(/^Message \d+$/).map((el) => el.textContent);

describe('feed thread', { timeout: 20_000 }, () => {
  it('shows the latest page of 50, oldest first, and loads older pages on demand', async () => {
    serveFeed(comments(120));
    const { events } = renderWithUser(
      <FeedThread ticket={makeTicket()} ticketRef={customerTicketRef(IDS.customerTicket)} />,
      merchantAdmin,
    );
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(shown()[0]).toBe('Message 101');
    expect(shown().at(-1)).toBe('Message 120');
    const pages = () => api.callsTo(customerTicket.getFeed).map((c) => c.query.get('pageIndex'));
    expect(pages()).toEqual(['0', '2']);
    expect(api.callsTo(customerTicket.getFeed)[0]?.query.get('pageSize')).toBe('50');

    await events.click(screen.getByRole('button', { name: 'Load older items' }));
    await waitFor(() => expect(shown()).toHaveLength(70));
    expect(shown()[0]).toBe('Message 51');
    await events.click(screen.getByRole('button', { name: 'Load older items' }));
    await waitFor(() => expect(shown()).toHaveLength(120));
    expect(shown()[0]).toBe('Message 1');
    expect(screen.queryByRole('button', { name: 'Load older items' })).toBeNull();
  });

  it('starts with the opening description and leaves out item types it does not know', async () => {
    serveFeed([
      makeFeedItem('CustomerCommentItem', { commenter: people.merchant, content: 'Message 1' }),
      makeFeedItem('SlaBreachedItem', { content: 'A type from a newer server' }),
      makeFeedItem('TenantCommentItem', { commenter: people.agent, content: 'Message 2' }),
    ]);
    renderWithUser(
      <FeedThread ticket={makeTicket()} ticketRef={customerTicketRef(IDS.customerTicket)} />,
      merchantAdmin,
    );
    await waitFor(() => expect(shown()).toEqual(['Message 1', 'Message 2']));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Description',
      'Reply by Sarah Collins',
      'Reply by Elif Yılmaz',
    ]);
    expect(screen.queryByText('A type from a newer server')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load older items' })).toBeNull();
  });

  it('reads an opening after a closing as a reopening', async () => {
    serveFeed([
      makeFeedItem('StatusChangeFeedItem', { newState: 'Opened', user: people.merchant }),
      makeFeedItem('CustomerCommentItem', { commenter: people.merchant, content: 'Message 1' }),
      makeFeedItem('StatusChangeFeedItem', { newState: 'Closed', user: people.agent }),
      makeFeedItem('StatusChangeFeedItem', { newState: 'Opened', user: people.merchant }),
    ]);
    renderWithUser(
      <FeedThread ticket={makeTicket()} ticketRef={customerTicketRef(IDS.customerTicket)} />,
      merchantAdmin,
    );
    await waitFor(() => expect(shown()).toEqual(['Message 1']));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Description',
      'Sarah Collins opened the ticket',
      'Reply by Sarah Collins',
      'Elif Yılmaz closed the ticket',
      'Sarah Collins reopened the ticket',
    ]);
  });

  it('reads every opening as a reopening when the first opening is on an older page', async () => {
    serveFeed([
      ...comments(60),
      makeFeedItem('StatusChangeFeedItem', { newState: 'Opened', user: people.merchant }),
    ]);
    renderWithUser(
      <FeedThread ticket={makeTicket()} ticketRef={customerTicketRef(IDS.customerTicket)} />,
      merchantAdmin,
    );
    expect(
      await screen.findByRole('article', { name: 'Sarah Collins reopened the ticket' }),
    ).toBeInTheDocument();
  });
});
