import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n-signed-in';
import { type DateInput, formatDateTime, parseInstant } from './date-format';

const MINUTE_MS = 60_000;
/** Spec §9: under 60 minutes 'N minutes ago'. */
const MINUTES_LIMIT = 60;
/** Spec §9: under 1440 minutes 'Nh ago', else the date-time. */
const HOURS_LIMIT_MINUTES = 1440;

export interface RelativeTimeOptions {
  /** The present, in epoch ms (default `Date.now()`); tests pass it. */
  now?: number;
  /** Zone of the date-time shown past 24 h (default: the user's configured zone). */
  timeZone?: string | null;
  /** A translate function (default: the app's i18next instance). */
  t?: TFunction;
}

/**
 * Spec §9 relative time: under 1 minute 'just now', under 60 minutes 'N minutes ago', under 1440
 * minutes 'Nh ago' (whole hours, rounded down), else the date-time DD/MM/YYYY HH:mm.
 *
 * Decisions: 1 minute reads '1 minute ago' (i18next plurals; the literal rule would give
 * '1 minutes ago'). A time up to a minute in the future (clock skew) is 'just now'; further in the
 * future shows the date-time. '' for an empty or invalid input.
 */
export function formatRelativeTime(
  value: DateInput | null | undefined,
  options: RelativeTimeOptions = {},
): string {
  const text = formatDateTime(value, options.timeZone);
  const instant = text && value !== null && value !== undefined ? parseInstant(value) : null;
  if (!instant) return '';
  const t = options.t ?? i18n.t;
  const elapsedMs = (options.now ?? Date.now()) - instant.valueOf();
  if (Math.abs(elapsedMs) < MINUTE_MS) return t('status.time.justNow');
  if (elapsedMs < 0) return text;
  const minutes = Math.floor(elapsedMs / MINUTE_MS);
  if (minutes < MINUTES_LIMIT) return t('status.time.minutesAgo', { count: minutes });
  if (minutes < HOURS_LIMIT_MINUTES) return t('status.time.hoursAgo', { count: Math.floor(minutes / 60) });
  return text;
}
