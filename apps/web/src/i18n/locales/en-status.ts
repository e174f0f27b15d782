/**
 * English texts: status pills and the display formatters (src/lib/format).
 */
export const enStatus = {
  /**
   * Labels of the status values (spec §4) whose wire value is not already readable. A value not
   * listed here is shown as it comes.
   */
  values: {
    InvitationSent: 'Invitation sent',
    WaitingForApproval: 'Waiting for approval',
    AwaitingAuthorisation: 'Awaiting authorisation',
    GoLive: 'Go live',
    NotConfigured: 'Not configured',
    NotDelivering: 'Not delivering',
    NotNeeded: 'Not needed',
    PendingAcceptance: 'Pending acceptance',
    PendingApproval: 'Pending approval',
    active: 'Active',
    deactivated: 'Deactivated',
    locked: 'Locked',
    unlocked: 'Unlocked',
    deleted: 'Deleted',
  },
  /**
   * Spec §9 relative time: under 1 minute 'just now', under 60 'N minutes ago', under 1440 'Nh ago'.
   * Plural forms, so 1 reads '1 minute ago' rather than the literal '1 minutes ago'.
   */
  time: {
    justNow: 'just now',
    minutesAgo_one: '{{count}} minute ago',
    minutesAgo_other: '{{count}} minutes ago',
    hoursAgo: '{{count}}h ago',
  },
} as const;
