import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeProblem, latestEnd, presetRange, rangeDays } from './date-range';

const d = (text: string) => dayjs(text);

describe('date range rules (spec §5: 24-hour clock, a maximum number of selectable days)', () => {
  it('counts calendar days with both ends included', () => {
    expect(rangeDays(d('2026-11-01'), d('2026-11-01'))).toBe(1);
    expect(rangeDays(d('2026-11-01T23:00'), d('2026-11-02T01:00'))).toBe(2);
    expect(rangeDays(d('2026-11-01'), d('2026-11-30T23:59'))).toBe(30);
  });

  it('refuses an end before the start', () => {
    expect(dateRangeProblem({ start: d('2026-11-21T10:00'), end: d('2026-11-21T09:55') })).toBe(
      'endBeforeStart',
    );
    expect(dateRangeProblem({ start: d('2026-11-21'), end: d('2026-11-20') }, 30)).toBe('endBeforeStart');
    expect(dateRangeProblem({ start: d('2026-11-21T10:00'), end: d('2026-11-21T10:00') })).toBeNull();
  });

  it('refuses a range longer than the maximum number of days', () => {
    expect(dateRangeProblem({ start: d('2026-11-01'), end: d('2026-11-30') }, 30)).toBeNull();
    expect(dateRangeProblem({ start: d('2026-11-01'), end: d('2026-12-01') }, 30)).toBe('tooLong');
    expect(dateRangeProblem({ start: d('2026-11-01'), end: d('2027-11-01') })).toBeNull();
  });

  it('has no problem while an end is missing', () => {
    expect(dateRangeProblem({ start: d('2026-11-01'), end: null }, 1)).toBeNull();
    expect(dateRangeProblem({ start: null, end: d('2026-11-01') }, 1)).toBeNull();
  });

  it('offers as the latest end the day that makes the range exactly the maximum', () => {
    expect(latestEnd(d('2026-11-01T08:00'), 30).format('YYYY-MM-DD HH:mm')).toBe('2026-11-30 23:59');
    expect(rangeDays(d('2026-11-01'), latestEnd(d('2026-11-01'), 7))).toBe(7);
  });

  it('computes the preset ranges from now', () => {
    const now = d('2026-11-21T15:30');
    const f = (p: Parameters<typeof presetRange>[0]) => {
      const { start, end } = presetRange(p, now);
      return `${start.format('DD/MM/YYYY HH:mm')} - ${end.format('DD/MM/YYYY HH:mm')}`;
    };
    expect(f('today')).toBe('21/11/2026 00:00 - 21/11/2026 23:59');
    expect(f('yesterday')).toBe('20/11/2026 00:00 - 20/11/2026 23:59');
    expect(f('last7Days')).toBe('15/11/2026 00:00 - 21/11/2026 23:59');
    expect(f('last30Days')).toBe('23/10/2026 00:00 - 21/11/2026 23:59');
    expect(f('last90Days')).toBe('24/08/2026 00:00 - 21/11/2026 23:59');
    expect(f('thisMonth')).toBe('01/11/2026 00:00 - 30/11/2026 23:59');
    expect(f('lastMonth')).toBe('01/10/2026 00:00 - 31/10/2026 23:59');
  });

  it('computes the preset ranges in a given time zone, across a daylight-saving change', () => {
    // 22:30 UTC on 21 November is already the 22nd in Istanbul (UTC+3).
    const istanbul = (p: Parameters<typeof presetRange>[0]) => {
      const { start, end } = presetRange(p, dayjs('2026-11-21T22:30:00Z'), 'Europe/Istanbul');
      return [start.toISOString(), end.toISOString()];
    };
    expect(istanbul('today')).toEqual(['2026-11-21T21:00:00.000Z', '2026-11-22T20:59:59.999Z']);
    expect(istanbul('yesterday')).toEqual(['2026-11-20T21:00:00.000Z', '2026-11-21T20:59:59.999Z']);
    expect(istanbul('last90Days')[0]).toBe('2026-08-24T21:00:00.000Z');
    // New York left summer time on 1 November: a week back starts at midnight EDT (UTC-4), ends EST.
    const { start, end } = presetRange('last7Days', dayjs('2026-11-05T15:00:00Z'), 'America/New_York');
    expect(start.toISOString()).toBe('2026-10-30T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-06T04:59:59.999Z');
    expect(start.format('DD/MM/YYYY HH:mm')).toBe('30/10/2026 00:00');
    expect(end.format('DD/MM/YYYY HH:mm')).toBe('05/11/2026 23:59');
  });
});
