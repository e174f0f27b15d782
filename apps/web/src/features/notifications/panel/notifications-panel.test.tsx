// @vitest-environment jsdom
// DOMPurify sanitises only in a DOM it trusts as a browser's (in happy-dom it returns the input
// as it is), and the panel's sizes are read as written (40rem), which happy-dom resolves to pixels.
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@paydesk/contracts/notifications/notifications.endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../lib/notifications/notification-query-keys';
import { aNotification, someNotifications } from '../../../test/fixtures/notification-fixtures';
import { merchantAdmin } from '../../../test/fixtures/users';
import { errorResponse } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { serveNotifications } from '../../../test/serve-notifications';
import { fakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { NotificationsBell } from './notifications-bell';

const END = "That's all your notifications from the last 30 days.";

async function openPanel(items = someNotifications(3)) {
  const server = serveNotifications(items);
  const scroll = fakeIntersectionObserver();
  const view = renderWithUser(<NotificationsBell />, merchantAdmin);
  await view.events.click(screen.getByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...view, server, scroll, panel };
}

// While the panel is open, the rest of the page is aria-hidden (a modal popover).
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const pageIndexes = (server: ReturnType<typeof serveNotifications>) =>
  server.api.callsTo(listNotifications).map((call) => call.query.get('pageIndex'));

describe('notifications bell', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread counter from the cache, hidden at 0 and capped at 99+, without calling the server', async () => {
    const server = serveNotifications([]);
    const { queryClient } = renderWithUser(<NotificationsBell />, merchantAdmin);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(within(bell()).queryByText('0')).not.toBeInTheDocument();
    act(() => queryClient.setQueryData(notificationKeys.unread(), 7));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 7 unread'));
    expect(within(bell()).getByText('7')).toBeInTheDocument();
    act(() => queryClient.setQueryData(notificationKeys.unread(), 1));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    act(() => queryClient.setQueryData(notificationKeys.unread(), 150));
    await waitFor(() => expect(within(bell()).getByText('99+')).toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Notifications, 150 unread');
    expect(server.api.calls).toEqual([]);
  });
});

describe('notification panel (spec §2)', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the spec texts, the items and the end text', async () => {
    const items = [
      aNotification({ title: 'Proposal sent', isRead: false }),
      aNotification({ title: 'Documents received', isRead: true }),
    ];
    const { panel, server } = await openPanel(items);
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Delete all' })).toBeEnabled();
    expect(await within(panel).findByText('Proposal sent')).toBeInTheDocument();
    expect(within(panel).getByText('Documents received')).toBeInTheDocument();
    expect(within(panel).getAllByText(/Details of notification/, { selector: 'p' })).toHaveLength(2);
    // 'Mark as read' only on the unread one; 'Delete' on both; one unread marker.
    expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);
    expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    expect(within(panel).getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
    expect(within(panel).getByText(END)).toBeInTheDocument();
    expect(server.api.unhandled).toEqual([]);
  });

  it("says 'No notifications' when there are none", async () => {
    const { panel } = await openPanel([]);
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
    expect(within(panel).queryByText(END)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete all' })).toBeDisabled();
  });

  it('shows the relative time (spec §9)', async () => {
    const created = new Date(Date.now() - 5 * 60_000).toISOString();
    const { panel } = await openPanel([aNotification({ created })]);
    expect(await within(panel).findByText('5 minutes ago')).toBeInTheDocument();
  });

  it('is 40rem x 50rem, at most 70% high and never wider than the screen', async () => {
    const { panel } = await openPanel();
    expect(panel).toHaveStyle({
      width: '40rem',
      height: '50rem',
      maxHeight: '70%',
      maxWidth: 'calc(100% - 16px)',
    });
  });

  it('loads pages of 10 as the end comes into view, and stops at a short page', async () => {
    const { panel, server, scroll } = await openPanel(someNotifications(25));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(10));
    expect(within(panel).queryByText(END)).not.toBeInTheDocument();
    act(() => scroll.revealAll());
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(20));
    act(() => scroll.revealAll());
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(25));
    expect(within(panel).getByText(END)).toBeInTheDocument();
    act(() => scroll.revealAll());
    expect(pageIndexes(server)).toEqual(['0', '1', '2']);
    expect(server.api.callsTo(listNotifications)[0]!.query.get('pageSize')).toBe('10');
  });

  it('loads the next page when opened again with the first page already held', async () => {
    const { panel, server, scroll, events } = await openPanel(someNotifications(25));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(10));
    await events.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    // Opened again: the page comes from the cache, and the panel's content arrives a render later
    // (its portal): the end must still be watched.
    await events.click(bell());
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(again).getAllByRole('button', { name: 'Delete' })).toHaveLength(10);
    act(() => scroll.revealAll());
    await waitFor(() => expect(within(again).getAllByRole('button', { name: 'Delete' })).toHaveLength(20));
    expect(pageIndexes(server)).toEqual(['0', '1']);
  });

  it('stops at an empty page after full ones', async () => {
    const { panel, server, scroll } = await openPanel(someNotifications(10));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(10));
    act(() => scroll.revealAll());
    expect(await within(panel).findByText(END)).toBeInTheDocument();
    expect(pageIndexes(server)).toEqual(['0', '1']);
  });

  it('lowers the counter when an item is marked read or an unread one deleted', async () => {
    const items = someNotifications(3);
    const { panel, server, events } = await openPanel(items);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    await events.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(server.api.callsTo(markNotificationRead)[0]!.params.id).toBe(items[0]!.id);
    expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    await events.click(within(panel).getAllByRole('button', { name: 'Delete' })[2]!);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(2));
    expect(within(panel).queryByText(items[2]!.title)).not.toBeInTheDocument();
    // Deleting a read one leaves the counter alone.
    await events.click(within(panel).getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Delete' })).toHaveLength(1));
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(server.items()).toHaveLength(1);
  });

  it("'Mark all as read' empties the counter and 'Delete all' the list", async () => {
    const { panel, server, events } = await openPanel(someNotifications(4));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 4 unread'));
    await events.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(server.api.callsTo(markAllNotificationsRead)).toHaveLength(1);
    await events.click(within(panel).getByRole('button', { name: 'Delete all' }));
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
    expect(server.items()).toEqual([]);
  });

  it('leaves things as they were when a call fails (the call returns false, no toast)', async () => {
    const { panel, server, events } = await openPanel(someNotifications(2));
    server.api.on(markNotificationRead, errorResponse(500, 'Down'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await events.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(server.api.callsTo(markNotificationRead)).toHaveLength(1));
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders descriptions sanitised: no script, no event handler', async () => {
    const item = aNotification({
      title: 'Hostile',
      description:
        '<p>Safe <b>part</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    });
    const { panel } = await openPanel([item]);
    const safe = await within(panel).findByText('part');
    expect(safe.closest('p')?.innerHTML).toBe('Safe <b>part</b>');
    expect(panel.querySelector('script, img[onerror], [onerror]')).toBeNull();
  });

  it('offers to try again when the first page fails', async () => {
    const server = serveNotifications(someNotifications(1));
    server.failNext(1);
    fakeIntersectionObserver();
    const { events } = renderWithUser(<NotificationsBell />, merchantAdmin);
    await events.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('The notifications could not be loaded.')).toBeInTheDocument();
    await events.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText(END)).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { events } = await openPanel();
    await events.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });
});
