import { describe, expect, it } from 'vitest';
import { detailsRange, periodRange, readPeriod } from './dashboard-period';

describe('the dashboard period', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('is today by default, in the user zone', () => {
    expect(readPeriod(null)).toBe('today');
    expect(readPeriod('bogus')).toBe('today');
    expect(periodRange('today', 'Europe/Istanbul', now)).toEqual({
      startDate: '2026-11-26T21:00:00.000Z',
      endDate: '2026-11-27T20:59:59.999Z',
    });
  });

  it('covers the last 7 days including today', () => {
    expect(periodRange(readPeriod('last7'), 'UTC', now).startDate).toBe('2026-11-21T00:00:00.000Z');
    expect(periodRange('last90', 'UTC', now).startDate).toBe('2026-08-30T00:00:00.000Z');
  });

  it('applies the details dialog dates only when set (spec §2)', () => {
    expect(detailsRange(null, null)).toEqual({});
    expect(detailsRange('a', null)).toEqual({ startDate: 'a' });
  });
});
