/** English texts: the form widgets (src/components/forms). Labels come from the callers. */
export const enWidgets = {
  /** Spec §8: an empty widget, chart or table. */
  noData: 'No data',
  /** How fresh a summary's numbers are (components/load-state/freshness.tsx). */
  freshness: {
    updatedSecondsAgo: 'Updated {{seconds}} s ago',
    updated: 'Updated {{when}}',
  },
  select: {
    noOptions: 'No options',
    loading: 'Loading...',
    open: 'Open',
    close: 'Close',
    clear: 'Clear',
    loadFailed: 'The options could not be loaded',
  },
  dateRange: {
    start: 'Start date',
    end: 'End date',
    endBeforeStart: 'The end date cannot be before the start date',
    tooLong_one: 'The range cannot be longer than {{count}} day',
    tooLong_other: 'The range cannot be longer than {{count}} days',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7Days: 'Last 7 days',
      last30Days: 'Last 30 days',
      last90Days: 'Last 90 days',
      thisMonth: 'This month',
      lastMonth: 'Last month',
    },
  },
  number: {
    belowMin: 'The value must be at least {{min}}',
  },
  timeZone: {
    label: 'Time zone',
  },
  /** The shared confirmation (components/confirm-dialog); titles and messages come from the callers. */
  confirm: {
    cancel: 'Cancel',
  },
  /** The note under a text field naming what sanitising will remove (contracts' `removedBy`). */
  sanitising: {
    willBeRemoved: 'Will be removed when sent: {{items}}',
    scriptTag: 'the <script> tag',
    scheme: 'the link scheme {{found}}',
    eventHandler: 'the inline event handler {{found}}',
    sqlSequence: 'the SQL sequence {{found}}',
    sqlComment: 'the SQL comment marker {{found}}',
    controlCharacters: 'the control and invisible characters',
    characters_one: 'the character {{found}}',
    characters_other: 'the characters {{found}}',
    spaces: 'the spaces',
    urlScheme: 'the whole address ({{found}} links are not allowed)',
    tooLong: 'the text after {{found}} characters',
  },
} as const;
