import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  localMidnight,
  type PeriodSplit,
  type ReportPeriod,
  splitPeriod,
  type TimeBucket,
} from './report-period';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const inRange = (t: number, range: { from: Date; to: Date }) =>
  t >= range.from.getTime() && t < range.to.getTime();
const floorHour = (t: number) => Math.floor(t / HOUR) * HOUR;
const floorDay = (t: number) => Math.floor(t / DAY) * DAY;

/** The caller's group of instant t: a local day or hour (as its UTC start), or the whole period. */
function groupOf(t: number, bucket: TimeBucket, offset: number): number {
  if (bucket === null) return 0;
  if (bucket === 'day') return localMidnight(new Date(t), offset).getTime();
  return Math.floor((t + offset * MINUTE) / HOUR) * HOUR - offset * MINUTE;
}

/**
 * How a transaction created at t is counted by a split, group by group, as summary-query.ts reads
 * the parts: a daily row in the group of its day's noon, an hourly row in the group of its hour's
 * start, a raw row in its own, a moved one out of its noon's group and into its own.
 */
function countedAt(split: PeriodSplit, t: number, bucket: TimeBucket, offset: number): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (group: number, sign: number) => counts.set(group, (counts.get(group) ?? 0) + sign);
  const noon = groupOf(floorDay(t) + 12 * HOUR, bucket, offset);
  const hour = floorHour(t);
  if (split.days && inRange(t, split.days)) add(noon, 1);
  if (split.movedHours.some((h) => h.getTime() === hour)) {
    add(groupOf(hour, bucket, offset), 1);
    add(noon, -1);
  }
  if (split.movedRaw.some((range) => inRange(t, range))) {
    add(groupOf(t, bucket, offset), 1);
    add(noon, -1);
  }
  if (
    split.hours.some((range) => inRange(t, range)) &&
    !split.excludedHours.some((h) => h.getTime() === hour)
  )
    add(groupOf(hour, bucket, offset), 1);
  if (split.raw.some((range) => inRange(t, range))) add(groupOf(t, bucket, offset), 1);
  for (const [group, count] of counts) if (count === 0) counts.delete(group);
  return counts;
}

const NOW = Date.UTC(2026, 11, 7, 15, 42, 17);
const OFFSETS = [0, 60, 180, -300, 330, -570, 345, 720, -720, 840];

describe('splitPeriod', () => {
  it('counts every instant of the period once, in its own group, at every offset and bucket', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 * DAY }),
        fc.integer({ min: 1, max: 40 * DAY }),
        fc.constantFrom(...OFFSETS),
        fc.constantFrom<TimeBucket>(null, 'day', 'hour'),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), {
          minLength: 40,
          maxLength: 40,
        }),
        (back, length, offset, bucket, picks) => {
          const from = NOW - back;
          const period: ReportPeriod = {
            from: new Date(from),
            to: new Date(from + length),
            offsetMinutes: offset,
          };
          const split = splitPeriod(period, bucket);
          // The instants around every boundary the split can draw, and some anywhere.
          const instants = picks.map((p) => Math.floor(from + p * length));
          for (let t = floorHour(from); t < from + length; t += HOUR)
            instants.push(t, t - 1, t + 30 * MINUTE);
          for (const t of instants.filter((t) => t >= from && t < from + length)) {
            expect(Object.fromEntries(countedAt(split, t, bucket, offset))).toEqual({
              [groupOf(t, bucket, offset)]: 1,
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads whole UTC days from the daily rows, unless the groups are hours', () => {
    const period = { from: new Date(NOW - 90 * DAY), to: new Date(NOW), offsetMinutes: 0 };
    const split = splitPeriod(period, null);
    expect(split.days).toEqual({ from: new Date(floorDay(NOW) - 89 * DAY), to: new Date(floorDay(NOW)) });
    expect(split.movedHours).toEqual([]);
    expect(splitPeriod(period, 'day').movedHours).toEqual([]);
    expect(splitPeriod({ ...period, to: new Date(NOW - 88 * DAY) }, 'hour').days).toBeNull();
  });

  it('moves the hours of a UTC day outside its noon’s day: three a day at +180, none of them raw', () => {
    const period = { from: new Date(NOW - 30 * DAY), to: new Date(NOW), offsetMinutes: 180 };
    const split = splitPeriod(period, 'day');
    const days = ((split.days?.to.getTime() ?? 0) - (split.days?.from.getTime() ?? 0)) / DAY;
    expect(split.movedHours).toHaveLength(3 * days);
    expect(split.movedHours.every((hour) => hour.getUTCHours() >= 21)).toBe(true);
    expect(split.movedRaw).toEqual([]);
  });

  it('reads from the raw rows only the hour a caller’s midnight cuts, once a day, at +330', () => {
    const period = { from: new Date(NOW - 30 * DAY), to: new Date(NOW), offsetMinutes: 330 };
    const split = splitPeriod(period, 'day');
    expect(split.movedRaw.every((range) => range.from.getUTCHours() === 18)).toBe(true);
    expect(split.movedRaw.length).toBeGreaterThanOrEqual(29);
    expect(split.raw.length).toBeLessThanOrEqual(4);
  });

  it('answers a period shorter than an hour from the raw rows', () => {
    const period = { from: new Date(NOW - 20 * MINUTE), to: new Date(NOW), offsetMinutes: 0 };
    expect(splitPeriod(period, null)).toMatchObject({ days: null, hours: [], raw: [period] });
  });
});
