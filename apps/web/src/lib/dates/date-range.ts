import type { DateRangePreset } from '@paydesk/contracts/validation/form-field';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface DateRange {
  readonly start: Dayjs | null;
  readonly end: Dayjs | null;
}

export const EMPTY_RANGE: DateRange = { start: null, end: null };

/** Calendar days a range covers, both ends included: 1 Nov to 30 Nov is 30 days. */
export function rangeDays(start: Dayjs, end: Dayjs): number {
  return end.startOf('day').diff(start.startOf('day'), 'day') + 1;
}

export type DateRangeProblem = 'endBeforeStart' | 'tooLong';

/** Spec §5: the end cannot precede the start; a range longer than `maxDays` is an error. */
export function dateRangeProblem(range: DateRange, maxDays?: number): DateRangeProblem | null {
  const { start, end } = range;
  if (!start || !end) return null;
  if (end.isBefore(start)) return 'endBeforeStart';
  if (maxDays !== undefined && rangeDays(start, end) > maxDays) return 'tooLong';
  return null;
}

/** The last day the end picker offers for a start: the range is then exactly `maxDays` long. */
export function latestEnd(start: Dayjs, maxDays: number): Dayjs {
  return start.add(maxDays - 1, 'day').endOf('day');
}

/**
 * The preset ranges (form field `ranges`), from the start of the first day to the end of the last,
 * in `zone` (an IANA name; the browser's zone without it). The days are counted on the calendar and
 * made into instants in the zone last: arithmetic on a dayjs already in a zone keeps the offset it
 * started with, which is an hour off across a daylight-saving change.
 */
export function presetRange(
  preset: DateRangePreset,
  now: Dayjs = dayjs(),
  zone?: string,
): { start: Dayjs; end: Dayjs } {
  // Today's calendar date in the zone, carried as a local midnight (only its date is read).
  const today = dayjs((zone ? now.tz(zone) : now).format('YYYY-MM-DD'));
  const startOf = (day: Dayjs) => (zone ? dayjs.tz(day.format('YYYY-MM-DD'), zone) : day.startOf('day'));
  const endOf = (day: Dayjs) => {
    const end = startOf(day.add(1, 'day')).subtract(1, 'millisecond');
    return zone ? end.tz(zone) : end;
  };
  const days = (first: Dayjs, last: Dayjs) => ({ start: startOf(first), end: endOf(last) });
  switch (preset) {
    case 'today':
      return days(today, today);
    case 'yesterday':
      return days(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'last7Days':
      return days(today.subtract(6, 'day'), today);
    case 'last30Days':
      return days(today.subtract(29, 'day'), today);
    case 'last90Days':
      return days(today.subtract(89, 'day'), today);
    case 'thisMonth':
      return days(today.startOf('month'), today.endOf('month'));
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return days(last.startOf('month'), last.endOf('month'));
    }
  }
}
