import dayjs, { type Dayjs } from 'dayjs';

// Day/month/year with one or two digit day and month and a four-digit year, optionally followed by
// a 24-hour time. Separators: / . or - (people type 21.11.2026 as often as 21/11/2026).
const DAY_MONTH_YEAR = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Spec §5 "The date parser accepts day/month/year strings and returns null otherwise": 21/11/2026
 * and 1/2/2026 (1 February) parse; 31/02/2026, 2026-11-21, 11/21/2026 and '' do not. The result is
 * in the browser's local time zone, at midnight unless a time is given.
 */
export function parseDayMonthYear(text: string | null | undefined): Dayjs | null {
  const match = DAY_MONTH_YEAR.exec((text ?? '').trim());
  if (!match) return null;
  const [, day, , month, year, hour = '0', minute = '0', second = '0'] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = parts;
  if (h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Date rolls 31/02 over into March: a real date gives back the same day and month.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return dayjs(date);
}

/** As parseDayMonthYear, as a Date. */
export function parseDayMonthYearToDate(text: string | null | undefined): Date | null {
  return parseDayMonthYear(text)?.toDate() ?? null;
}

/**
 * A date from a form definition or an API: a day/month/year string, an ISO 8601 string, a Date, or
 * a Dayjs. Null when it is none of these or not a real date.
 */
export function toDayjs(value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs(value);
  if (typeof value !== 'string') return null;
  const dayMonthYear = parseDayMonthYear(value);
  if (dayMonthYear) return dayMonthYear;
  // ISO 8601: dayjs would roll 2026-13-45 over into 2027, so the calendar date is checked first.
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!iso) return null;
  const [, year, month, day] = iso.map(Number) as [number, number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}
