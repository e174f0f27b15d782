/**
 * English texts: the feedback system (toasts, snackbars), the error catalogue of spec §8 and the
 * idle-session dialog. Spec texts appear exactly as the spec writes them.
 */
export const enFeedback = {
  /** The close button of every toast (drawn as an X, spec §8 "an 'X' button"). */
  close: 'Close',
  /** The same toast asked for again while it is shown. */
  repeats: '×{{count}}',
  http: {
    // Spec §8: "Status 403 always shows 'You are not authorized to perform this action'."
    forbidden: 'You are not authorized to perform this action',
    // Spec §8: the last resort of the message order.
    unknownError: 'Unknown error',
  },
  // Spec §6: "Missing permission shows a snackbar '...' for 5 s."
  permissionDenied:
    "You don't have permissions to take this action, please Logout/Login with different credentials",
  idle: {
    // Spec §2 / issue 3: "the dialog 'You have been inactive' counts down ... with 'Quit' and 'Continue'".
    title: 'You have been inactive',
    countdown_one: 'You will be logged out in {{count}} second.',
    countdown_other: 'You will be logged out in {{count}} seconds.',
    quit: 'Quit',
    continue: 'Continue',
  },
} as const;
