import { afterEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../local-settings';
import {
  DATE_TIME_FORMAT,
  DATE_TIME_SECONDS_FORMAT,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  resolveTimeZone,
} from './date-format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('spec §9 date formats in the user configured time zone', () => {
  it('uses DD/MM/YYYY HH:mm:ss and DD/MM/YYYY HH:mm', () => {
    expect(DATE_TIME_SECONDS_FORMAT).toBe('DD/MM/YYYY HH:mm:ss');
    expect(DATE_TIME_FORMAT).toBe('DD/MM/YYYY HH:mm');
    expect(formatDateTimeSeconds('2026-02-03T04:05:06Z', 'UTC')).toBe('03/02/2026 04:05:06');
    expect(formatDateTime('2026-02-03T04:05:06Z', 'UTC')).toBe('03/02/2026 04:05');
    expect(formatDate('2026-02-03T04:05:06Z', 'UTC')).toBe('03/02/2026');
  });

  it('shows Europe/Istanbul at UTC+3, crossing midnight into the next day', () => {
    expect(formatDateTimeSeconds('2026-01-15T21:30:45Z', 'Europe/Istanbul')).toBe('16/01/2026 00:30:45');
    expect(formatDateTime('2026-07-15T21:30:00Z', 'Europe/Istanbul')).toBe('16/07/2026 00:30');
  });

  it('follows America/New_York across the DST changes of 2026 (8 March, 1 November)', () => {
    // Spring forward at 02:00 EST = 07:00 UTC: 01:30 EST, then 03:30 EDT an hour later.
    expect(formatDateTime('2026-03-08T06:30:00Z', 'America/New_York')).toBe('08/03/2026 01:30');
    expect(formatDateTime('2026-03-08T07:30:00Z', 'America/New_York')).toBe('08/03/2026 03:30');
    // Fall back at 02:00 EDT = 06:00 UTC: 01:30 is shown twice, an hour apart.
    expect(formatDateTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('01/11/2026 01:30');
    expect(formatDateTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('01/11/2026 01:30');
    expect(formatDateTimeSeconds('2026-11-01T07:00:01Z', 'America/New_York')).toBe('01/11/2026 02:00:01');
  });

  it('reads an ISO text without an offset as UTC, and honours an explicit offset', () => {
    expect(formatDateTime('2026-01-15T10:00:00', 'Europe/Istanbul')).toBe('15/01/2026 13:00');
    expect(formatDateTime('2026-01-15T10:00:00+03:00', 'UTC')).toBe('15/01/2026 07:00');
    expect(formatDateTime(Date.UTC(2026, 0, 15, 10), 'Europe/Istanbul')).toBe('15/01/2026 13:00');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 15, 10)), 'America/New_York')).toBe('15/01/2026 05:00');
  });

  it('defaults to the configured time zone kept in local storage', () => {
    localSettings.setTimeZone('Europe/Istanbul');
    expect(resolveTimeZone()).toBe('Europe/Istanbul');
    expect(formatDateTime('2026-01-15T21:30:00Z')).toBe('16/01/2026 00:30');
    localSettings.setTimeZone('America/New_York');
    expect(formatDateTime('2026-01-15T21:30:00Z')).toBe('15/01/2026 16:30');
  });

  it('falls back from an unknown zone to the configured one, then to the browser zone', () => {
    localSettings.setTimeZone('Europe/Istanbul');
    expect(resolveTimeZone('Not/AZone')).toBe('Europe/Istanbul');
    localSettings.setTimeZone('Also/Wrong');
    expect(resolveTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("gives '' for empty input and warns for an invalid one", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(warn).not.toHaveBeenCalled();
    expect(formatDateTime('not a date')).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });
});
