import { REPORT_MAX_DAYS } from '@paydesk/contracts/reports/report.schemas';
import { AppError } from '../../infra/errors/app-error';

/**
 * The period a summary covers and how it is cut (docs/analytics.md "Time"). The rollups count by UTC
 * hour; a group is the caller's day or hour at `timezoneOffset` minutes east of UTC. Whole UTC hours
 * that fall inside one group are read from the rollups; the rest (the period's partial first and last
 * hours, and an hour a group boundary cuts, as at +330 or −570) from the raw rows, so every offset
 * is answered exactly.
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

/** How a period is read: rollup hours in [from, to) but the excluded ones, and raw ranges. */
export interface PeriodSplit {
  readonly rollup: (TimeRange & { readonly excludedHours: readonly Date[] }) | null;
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

const floorHour = (t: number) => Math.floor(t / HOUR) * HOUR;
const ceilHour = (t: number) => Math.ceil(t / HOUR) * HOUR;

/** Cuts the period into rollup hours and raw ranges (see the file comment). */
export function splitPeriod(period: ReportPeriod, bucket: TimeBucket): PeriodSplit {
  const from = period.from.getTime();
  const to = period.to.getTime();
  const first = ceilHour(from);
  const last = floorHour(to);
  const cutsHours = bucket !== null && period.offsetMinutes % 60 !== 0;
  // Every hour of the caller's is cut in two by a UTC hour: the whole period is raw.
  if (last <= first || (cutsHours && bucket === 'hour')) return { rollup: null, raw: [period] };
  const raw: TimeRange[] = [];
  if (from < first) raw.push({ from: period.from, to: new Date(first) });
  if (last < to) raw.push({ from: new Date(last), to: period.to });
  const excludedHours: Date[] = [];
  if (cutsHours) {
    for (
      let day = localMidnight(new Date(first), period.offsetMinutes).getTime() + DAY;
      day < last;
      day += DAY
    ) {
      const hour = floorHour(day);
      excludedHours.push(new Date(hour));
      raw.push({ from: new Date(hour), to: new Date(hour + HOUR) });
    }
  }
  return { rollup: { from: new Date(first), to: new Date(last), excludedHours }, raw };
}
