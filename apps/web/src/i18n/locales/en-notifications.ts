/** English texts: the notification centre (spec §2 "Notification panel", §9 notification figures). */
export const enNotifications = {
  // Spec §2, exactly as written.
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  deleteAll: 'Delete all',
  markRead: 'Mark as read',
  delete: 'Delete',
  empty: 'No notifications',
  end: "That's all your notifications from the last 30 days.",
  // Spec §9: the new-notification toast's button.
  view: 'View',
  close: 'Close',
  // At 0 the badge is hidden, and the name says no more than the button's purpose.
  bell_zero: 'Notifications',
  bell_one: 'Notifications, {{count}} unread',
  bell_other: 'Notifications, {{count}} unread',
  unread: 'Unread',
  loading: 'Loading notifications',
  loadFailed: 'The notifications could not be loaded.',
  retry: 'Try again',
  reportsZip: 'reports-{{date}}.zip',
} as const;
