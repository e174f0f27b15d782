import {
  latestNotifications,
  listNotifications,
  markNotificationRead,
} from '@paydesk/contracts/notifications/notifications.endpoints';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aNotification, someNotifications } from '../../test/fixtures/notification-fixtures';
import { merchantAdmin } from '../../test/fixtures/users';
import { renderWithUser } from '../../test/render-with-user';
import { serveNotifications } from '../../test/serve-notifications';
import { NotificationCentre } from './notification-centre';
import { NotificationsBell } from './panel/notifications-bell';

/** Taken before the clock is faked: reading a fake answer's body takes real moments. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Moves the fake clock on, then twice lets a real moment pass and the fake clock run what became
 * due: a call started by a timer answers after real I/O turns (reading the fake answer's body).
 */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 2; turn += 1) {
      await new Promise((resolve) => realSetTimeout(resolve, 5));
      await vi.advanceTimersByTimeAsync(0);
    }
  });

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const viewButtons = () => screen.queryAllByRole('button', { name: 'View' });

/** A notification created just after now, so newer than anything the fixtures made. */
const arriving = (title: string, extra = {}) =>
  aNotification({ title, created: new Date(Date.now() + 1_000).toISOString(), ...extra });

async function startCentre(items = someNotifications(2)) {
  const server = serveNotifications(items);
  renderWithUser(
    <>
      <NotificationCentre />
      <NotificationsBell />
      <LocationProbe />
    </>,
    merchantAdmin,
  );
  await elapse(0);
  return server;
}

describe('notification centre: poll, stream and toasts (spec §4, §9)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // The clock's timers only: created dates and relative times keep the real present.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // The query cache tells components of changes on a zero-delay timer, which the fake clock runs
    // only once it moves a whole millisecond on; a microtask keeps the figures below exact.
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the first page at once, announcing nothing, and polls every 30 s since the newest held', async () => {
    const items = someNotifications(3);
    const server = await startCentre(items);
    expect(server.api.callsTo(listNotifications)).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
    expect(viewButtons()).toEqual([]);
    await elapse(29_999);
    expect(server.api.callsTo(latestNotifications)).toHaveLength(0);
    await elapse(1);
    expect(server.api.callsTo(latestNotifications).map((c) => c.params.timestamp)).toEqual([
      items[0]!.created,
    ]);
    await elapse(30_000);
    expect(server.api.callsTo(latestNotifications)).toHaveLength(2);
    expect(server.api.unhandled).toEqual([]);
  });

  it('waits 60 s after a failed poll, then 30 s again after a success', async () => {
    const server = await startCentre();
    server.failNext(1);
    await elapse(30_000);
    expect(server.api.callsTo(latestNotifications)).toHaveLength(1); // failed
    await elapse(59_999);
    expect(server.api.callsTo(latestNotifications)).toHaveLength(1);
    await elapse(1);
    expect(server.api.callsTo(latestNotifications)).toHaveLength(2); // succeeded
    await elapse(30_000);
    expect(server.api.callsTo(latestNotifications)).toHaveLength(3);
    // No error toast for a failed notification call (spec §7: errors are swallowed).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the first page when it holds nothing', async () => {
    const server = await startCentre([]);
    server.add(arriving('First ever'));
    await elapse(30_000);
    expect(server.api.callsTo(latestNotifications)).toHaveLength(0);
    expect(server.api.callsTo(listNotifications).map((c) => c.query.get('pageIndex'))).toEqual(['0', '0']);
    expect(screen.getByText('First ever')).toBeInTheDocument();
  });

  it("announces a polled notification for 10 s with 'View', and the counter rises", async () => {
    const server = await startCentre(someNotifications(1));
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    server.add(arriving('Proposal answered'));
    await elapse(30_000);
    const toast = screen.getByText('Proposal answered').closest('[data-toast-kind]');
    expect(toast).toHaveAttribute('data-toast-kind', 'snackbar');
    expect(viewButtons()).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    await elapse(9_999);
    expect(screen.getByText('Proposal answered')).toBeInTheDocument();
    await elapse(1);
    expect(screen.queryByText('Proposal answered')).not.toBeInTheDocument();
    // Not announced twice: the next poll finds nothing new.
    await elapse(30_000);
    expect(viewButtons()).toEqual([]);
  });

  it("'View' opens the notification: marked read, then its object URL", async () => {
    const server = await startCentre(someNotifications(1));
    const ticket = arriving('Ticket answered', { objectUrl: '/merchant/support-tickets/t-1' });
    server.add(ticket);
    await elapse(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await elapse(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/merchant/support-tickets/t-1');
    expect(server.api.callsTo(markNotificationRead).map((c) => c.params.id)).toEqual([ticket.id]);
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(screen.queryByText('Ticket answered')).not.toBeInTheDocument(); // the toast closed
  });

  it('merges what the event stream pushes within the poll interval, and announces it once', async () => {
    const server = await startCentre(someNotifications(1));
    expect(server.openStreams()).toBe(1);
    const pushed = arriving('Agreement sent');
    server.push(pushed);
    await elapse(0);
    expect(screen.getByText('Agreement sent')).toBeInTheDocument();
    expect(viewButtons()).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    // The next poll asks since the pushed one; the same notification is not announced again.
    await elapse(30_000);
    expect(server.api.callsTo(latestNotifications).at(-1)!.params.timestamp).toBe(pushed.created);
    expect(viewButtons()).toEqual([]);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('announces a burst by its newest three only; the rest wait in the panel', async () => {
    const server = await startCentre([]);
    await elapse(0);
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) server.add(arriving(title));
    await elapse(30_000);
    expect(viewButtons()).toHaveLength(3);
    expect(bell()).toHaveAccessibleName('Notifications, 5 unread');
  });
});
