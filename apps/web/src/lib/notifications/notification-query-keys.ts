/** TanStack Query keys of the notification centre; everything starts with 'notifications'. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The panel's pages (useInfiniteQuery), newest first. */
  list: () => [...notificationKeys.all, 'list'] as const,
  /** The bell's unread counter: the server's latest figure, adjusted by what the user did since. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
