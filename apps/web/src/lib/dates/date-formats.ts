/**
 * Spec §9 "Defaults and display": default locale en-GB; the pickers show DD/MM/YYYY and, with time,
 * DD/MM/YYYY HH:mm (hour step 1, minute step 5, no seconds). Formatting dates for display elsewhere
 * is src/lib/format's job; these are what the date widgets type and show.
 */
export const DEFAULT_LOCALE = 'en-GB';
/** The dayjs locale matching DEFAULT_LOCALE (weeks start on Monday). */
export const DAYJS_LOCALE = 'en-gb';
export const PICKER_DATE_FORMAT = 'DD/MM/YYYY';
export const PICKER_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const PICKER_TIME_STEPS = { hours: 1, minutes: 5 } as const;
