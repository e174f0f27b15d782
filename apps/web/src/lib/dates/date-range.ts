import type { DateRangePreset } from '@paydesk/contracts/validation/form-field';
import dayjs, { type Dayjs } from 'dayjs';

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

/** The preset ranges (form field `ranges`), from the start of the first day to the end of the last. */
export function presetRange(preset: DateRangePreset, now: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  const today = now.startOf('day');
  switch (preset) {
    case 'today':
      return { start: today, end: today.endOf('day') };
    case 'yesterday':
      return { start: today.subtract(1, 'day'), end: today.subtract(1, 'day').endOf('day') };
    case 'last7Days':
      return { start: today.subtract(6, 'day'), end: today.endOf('day') };
    case 'last30Days':
      return { start: today.subtract(29, 'day'), end: today.endOf('day') };
    case 'thisMonth':
      return { start: today.startOf('month'), end: today.endOf('month') };
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return { start: last.startOf('month'), end: last.endOf('month') };
    }
  }
}
