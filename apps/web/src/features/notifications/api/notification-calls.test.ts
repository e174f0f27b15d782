import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@paydesk/contracts/notifications/notifications.endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import type { Notifier } from '../../../components/feedback/feedback-store';
import { callEndpoint } from '../../../lib/api/api-client';
import { notificationId } from '../../../test/fixtures/notification-fixtures';
import { errorResponse, mockApi } from '../../../test/mock-api';
import { markAllRead, markRead, removeAll, removeOne } from './notification-calls';
import { notificationListOptions } from './notification-list-query';

const id = notificationId(1);
const SUCCESS = { result: 'success' };

describe('notification calls: errors are swallowed (spec §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('each action returns true when done and false when it failed', async () => {
    const api = mockApi()
      .on(markAllNotificationsRead, SUCCESS)
      .on(markNotificationRead, SUCCESS)
      .on(deleteAllNotifications, SUCCESS)
      .on(deleteNotification, SUCCESS);
    expect(await Promise.all([markAllRead(), markRead(id), removeAll(), removeOne(id)])).toEqual([
      true,
      true,
      true,
      true,
    ]);
    for (const endpoint of [
      markAllNotificationsRead,
      markNotificationRead,
      deleteAllNotifications,
      deleteNotification,
    ])
      api.on(endpoint, errorResponse(500, 'Down'));
    expect(await Promise.all([markAllRead(), markRead(id), removeAll(), removeOne(id)])).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('a failed page shows no error toast, where any other failed call would', async () => {
    mockApi().on(listNotifications, errorResponse(500, 'Notifications are down'));
    const notifier = { error: vi.fn() } as unknown as Notifier;
    const client = createQueryClient({ notifier });
    await expect(
      client.fetchInfiniteQuery({ ...notificationListOptions(client), retry: false }),
    ).rejects.toThrow();
    await vi.waitFor(() =>
      expect(client.getQueryState(notificationListOptions(client).queryKey)?.status).toBe('error'),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notifier.error).not.toHaveBeenCalled();
    // The same call without the opt-out does toast: the check above can fail.
    await expect(
      client.fetchQuery({
        queryKey: ['control'],
        queryFn: () => callEndpoint(listNotifications, {}),
        retry: false,
      }),
    ).rejects.toThrow();
    await vi.waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Notifications are down'));
  });
});
