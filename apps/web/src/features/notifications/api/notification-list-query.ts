import {
  infiniteQueryOptions,
  type QueryClient,
  skipToken,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { notificationKeys } from '../../../lib/notifications/notification-query-keys';
import {
  type NotificationPage,
  type NotificationPages,
  nextPageIndex,
  pageOf,
} from '../model/notification-pages';
import { fetchNotificationPage } from './notification-calls';

/**
 * The panel's pages. Each page also refreshes the bell's counter (every list response carries
 * unreadNotificationCount). Never stale by time: the poll and the event stream bring what is new,
 * so opening the panel does not reload pages already held.
 */
export function notificationListOptions(queryClient: QueryClient) {
  return infiniteQueryOptions<
    NotificationPage,
    Error,
    NotificationPages,
    ReturnType<typeof notificationKeys.list>,
    number
  >({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const list = await fetchNotificationPage(pageParam, signal);
      queryClient.setQueryData(notificationKeys.unread(), list.unreadNotificationCount);
      return pageOf(list);
    },
    initialPageParam: 0,
    getNextPageParam: nextPageIndex,
    staleTime: Number.POSITIVE_INFINITY,
    // Spec §7: errors in the notification calls are swallowed (no error toast).
    meta: { silentError: true },
  });
}

export function useNotificationList() {
  const queryClient = useQueryClient();
  return useInfiniteQuery(notificationListOptions(queryClient));
}

/**
 * The bell's counter, read from the cache only: the notification centre (mounted once in the
 * signed-in area) and the panel keep it current, so the bell itself never calls the server.
 */
export function useUnreadCount(): number {
  return useQuery<number>({ queryKey: notificationKeys.unread(), queryFn: skipToken }).data ?? 0;
}
