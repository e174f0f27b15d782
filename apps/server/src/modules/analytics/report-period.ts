import { REPORT_MAX_DAYS } from '@paydesk/contracts/reports/report.schemas';
import { AppError } from '../../infra/errors/app-error';

/**
 * The period a summary covers and how it is cut (docs/analytics.md "Time"). The rollups count by UTC
 * day and by UTC hour; a group is the caller's day or hour at `timezoneOffset` minutes east of UTC.
 * Whole UTC days come from the daily rows, whole hours around them from the hourly rows, and the
 * rest (the period's partial first and last hours, and an hour a group boundary cuts, as at +330 or
 * −570) from the raw rows. A UTC day at an offset straddles two of the caller's days: it is counted
 * in the one holding its noon, and its hours in the other are moved there, so every offset is
 * answered exactly.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ReportPeriod {
  readonly from: Date;
  readonly to: Date;
  readonly offsetMinutes: number;
}

/** The time group of a summary: the caller's day or hour, or none (the whole period). */
export type TimeBucket = 'day' | 'hour' | null;

export interface TimeRange {
  readonly from: Date;
  readonly to: Date;
}

/**
 * How a period is read (docs/analytics.md "Time"):
 * - `days`: whole UTC days, from the daily rows, each counted in the caller's group that holds its
 *   noon (a summary not grouped by time takes them whenever the period holds whole days);
 * - `movedHours`, `movedRaw`: for the caller's days at an offset, the parts of those UTC days that
 *   lie in the group before or after their noon's: whole hours from the hourly rows, the hours a
 *   caller's midnight cuts from the raw rows; each is taken out of its noon's group and added to its
 *   own;
 * - `hours`: the other whole UTC hours, from the hourly rows but `excludedHours` (the hours a
 *   caller's midnight cuts, read from the raw rows instead);
 * - `raw`: the rest, from the raw rows: the partial first and last hours and the excluded hours.
 */
export interface PeriodSplit {
  readonly days: TimeRange | null;
  readonly movedHours: readonly Date[];
  readonly movedRaw: readonly TimeRange[];
  readonly hours: readonly TimeRange[];
  readonly excludedHours: readonly Date[];
  readonly raw: readonly TimeRange[];
}

/** The caller's midnight at or before `instant`, as a UTC instant. */
export function localMidnight(instant: Date, offsetMinutes: number): Date {
  const local = instant.getTime() + offsetMinutes * MINUTE;
  return new Date(Math.floor(local / DAY) * DAY - offsetMinutes * MINUTE);
}

/**
 * The filter's period: startDate (default the caller's midnight today) until endDate (default now),
 * at most REPORT_MAX_DAYS long; a refusal names the field.
 */
export function periodOf(
  filter: { readonly startDate?: string; readonly endDate?: string; readonly timezoneOffset: number },
  now: Date,
): ReportPeriod {
  const offsetMinutes = filter.timezoneOffset;
  const from = filter.startDate ? new Date(filter.startDate) : localMidnight(now, offsetMinutes);
  const to = filter.endDate ? new Date(filter.endDate) : now;
  return checked({ from, to, offsetMinutes });
}

/** The hourly chart's 24 hours from dateFrom (default: the last 24 hours). */
export function hourlyPeriodOf(
  filter: { readonly dateFrom?: string; readonly timezoneOffset: number },
  now: Date,
): ReportPeriod {
  const from = filter.dateFrom ? new Date(filter.dateFrom) : new Date(now.getTime() - DAY);
  return { from, to: new Date(from.getTime() + DAY), offsetMinutes: filter.timezoneOffset };
}

/** The equal period just before `period` (the widgets' change). */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const length = period.to.getTime() - period.from.getTime();
  return { ...period, from: new Date(period.from.getTime() - length), to: period.from };
}

function checked(period: ReportPeriod): ReportPeriod {
  if (period.to.getTime() <= period.from.getTime())
    throw AppError.validation([{ field: 'endDate', message: 'Must be after the start date' }]);
  if (period.to.getTime() - period.from.getTime() > REPORT_MAX_DAYS * DAY)
    throw AppError.validation([
      { field: 'startDate', message: `The period may be at most ${REPORT_MAX_DAYS} days` },
    ]);
  return period;
}

const floorTo = (t: number, unit: number) => Math.floor(t / unit) * unit;
const ceilTo = (t: number, unit: number) => Math.ceil(t / unit) * unit;
const range = (from: number, to: number): TimeRange => ({ from: new Date(from), to: new Date(to) });

/** The whole period from the raw rows. */
const allRaw = (period: ReportPeriod): PeriodSplit => ({
  days: null,
  movedHours: [],
  movedRaw: [],
  hours: [],
  excludedHours: [],
  raw: [period],
});

/**
 * The parts of UTC day `day` outside the caller's day that holds its noon: whole hours, and the
 * hour a caller's midnight cuts (only at an offset that is not whole hours).
 */
function movedParts(day: number, offsetMinutes: number): { hours: number[]; cut: number[] } {
  const groupStart = localMidnight(new Date(day + 12 * HOUR), offsetMinutes).getTime();
  const groupEnd = groupStart + DAY;
  const hours: number[] = [];
  const cut: number[] = [];
  for (let hour = day; hour < day + DAY; hour += HOUR) {
    if (hour + HOUR <= groupStart || hour >= groupEnd) hours.push(hour);
    else if (hour < groupStart || hour + HOUR > groupEnd) cut.push(hour);
  }
  return { hours, cut };
}

/** Cuts the period into daily, hourly and raw parts (see PeriodSplit and the file comment). */
export function splitPeriod(period: ReportPeriod, bucket: TimeBucket): PeriodSplit {
  const from = period.from.getTime();
  const to = period.to.getTime();
  const firstHour = ceilTo(from, HOUR);
  const lastHour = floorTo(to, HOUR);
  const cutsHours = bucket !== null && period.offsetMinutes % 60 !== 0;
  // Every hour of the caller's is cut in two by a UTC hour: the whole period is raw.
  if (lastHour <= firstHour || (cutsHours && bucket === 'hour')) return allRaw(period);

  const firstDay = ceilTo(firstHour, DAY);
  const lastDay = floorTo(lastHour, DAY);
  const useDays = bucket !== 'hour' && firstDay < lastDay;
  const hourRanges = useDays
    ? [range(firstHour, firstDay), range(lastDay, lastHour)].filter((r) => r.from < r.to)
    : [range(firstHour, lastHour)];

  const raw: TimeRange[] = [];
  if (from < firstHour) raw.push(range(from, firstHour));
  if (lastHour < to) raw.push(range(lastHour, to));

  const excludedHours: Date[] = [];
  if (cutsHours) {
    for (const hours of hourRanges) {
      const end = hours.to.getTime();
      for (
        let midnight = localMidnight(hours.from, period.offsetMinutes).getTime() + DAY;
        midnight < end;
        midnight += DAY
      ) {
        const hour = floorTo(midnight, HOUR);
        excludedHours.push(new Date(hour));
        raw.push(range(hour, hour + HOUR));
      }
    }
  }

  const movedHours: Date[] = [];
  const movedRaw: TimeRange[] = [];
  if (useDays && bucket === 'day') {
    for (let day = firstDay; day < lastDay; day += DAY) {
      const parts = movedParts(day, period.offsetMinutes);
      movedHours.push(...parts.hours.map((hour) => new Date(hour)));
      movedRaw.push(...parts.cut.map((hour) => range(hour, hour + HOUR)));
    }
  }

  return {
    days: useDays ? range(firstDay, lastDay) : null,
    movedHours,
    movedRaw,
    hours: hourRanges,
    excludedHours,
    raw,
  };
}
