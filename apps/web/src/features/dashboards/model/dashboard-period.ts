import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The period a dashboard shows, kept in the URL (`?period=`): today by default (spec §9 default
 * filters: start date today), or the last 7, 30 or 90 days up to now, in the user's zone so a
 * day is the user's day.
 */
export const DASHBOARD_PERIODS = ['today', 'last7', 'last30', 'last90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const DAYS: Record<DashboardPeriod, number> = { today: 1, last7: 7, last30: 30, last90: 90 };

export function readPeriod(value: string | null): DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as DashboardPeriod)
    : 'today';
}

export interface PeriodRange {
  readonly startDate: string;
  readonly endDate: string;
}

/** From 00:00 of the period's first day to the end of today, in the zone. */
export function periodRange(period: DashboardPeriod, zone: string, now: Date = new Date()): PeriodRange {
  const today = dayjs(now).tz(zone).startOf('day');
  return {
    startDate: today.subtract(DAYS[period] - 1, 'day').toISOString(),
    endDate: today.endOf('day').toISOString(),
  };
}

/** Spec §2: the widget-details dialog filters by startDate and endDate, applied only if either is set. */
export function detailsRange(startDate: string | null, endDate: string | null): Partial<PeriodRange> {
  return {
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}
