import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { configuredTimeZone } from '../dates/time-zones';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §9: date formats DD/MM/YYYY HH:mm:ss and DD/MM/YYYY HH:mm. */
export const DATE_TIME_SECONDS_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const DATE_FORMAT = 'DD/MM/YYYY';

export type DateInput = Date | string | number | dayjs.Dayjs;

function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone dates are shown in: the given one (any zone Intl knows, UTC included), else the user's
 * configured time zone kept in local storage, else the browser's own (spec §9: "The user's
 * configured time zone is stored locally and used as the default"; lib/dates owns that rule).
 */
export function resolveTimeZone(zone?: string | null): string {
  return zone && isValidZone(zone) ? zone : configuredTimeZone();
}

/**
 * Reads an instant. Timestamps travel as UTC (ARCHITECTURE.md: timestamptz in UTC), so an ISO text
 * without an offset is read as UTC, not as the browser's local time.
 */
export function parseInstant(value: DateInput): dayjs.Dayjs | null {
  const instant = dayjs.isDayjs(value) ? value : dayjs.utc(value);
  return instant.isValid() ? instant : null;
}

/**
 * Formats an instant in a time zone (default: the user's configured zone). Empty or invalid input
 * gives '' and a console warning for the latter (spec §8: invalid date types are only warned about).
 */
export function formatInZone(
  value: DateInput | null | undefined,
  format: string,
  zone?: string | null,
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = parseInstant(value);
  if (!instant) {
    console.warn('Invalid date in conversion:', value);
    return '';
  }
  return instant.tz(resolveTimeZone(zone)).format(format);
}

/** DD/MM/YYYY HH:mm:ss in the user's zone. */
export function formatDateTimeSeconds(value: DateInput | null | undefined, zone?: string | null): string {
  return formatInZone(value, DATE_TIME_SECONDS_FORMAT, zone);
}

/** DD/MM/YYYY HH:mm in the user's zone. */
export function formatDateTime(value: DateInput | null | undefined, zone?: string | null): string {
  return formatInZone(value, DATE_TIME_FORMAT, zone);
}

/** DD/MM/YYYY in the user's zone. */
export function formatDate(value: DateInput | null | undefined, zone?: string | null): string {
  return formatInZone(value, DATE_FORMAT, zone);
}
