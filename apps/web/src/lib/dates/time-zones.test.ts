import { describe, expect, it } from 'vitest';
import { localSettings } from '../local-settings';
import {
  browserTimeZone,
  configuredTimeZone,
  formatUtcOffset,
  listTimeZones,
  storeConfiguredTimeZone,
  timeZoneOffsetMinutes,
} from './time-zones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones (spec §9)', () => {
  it('computes offsets, daylight saving included', () => {
    expect(timeZoneOffsetMinutes('Europe/Istanbul', WINTER)).toBe(180);
    expect(timeZoneOffsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(timeZoneOffsetMinutes('America/New_York', SUMMER)).toBe(-240);
    expect(timeZoneOffsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(timeZoneOffsetMinutes('Europe/London', WINTER)).toBe(0);
    expect(timeZoneOffsetMinutes('Europe/London', SUMMER)).toBe(60);
  });

  it('labels offsets as (UTC±hh:mm)', () => {
    expect(formatUtcOffset(180)).toBe('UTC+03:00');
    expect(formatUtcOffset(-570)).toBe('UTC-09:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
  });

  it('lists only the names with a slash, each with its offset label', () => {
    const zones = listTimeZones(WINTER);
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.every((z) => z.name.includes('/'))).toBe(true);
    expect(zones.map((z) => z.name)).not.toContain('UTC');
    expect(zones.find((z) => z.name === 'Europe/Istanbul')?.label).toBe('(UTC+03:00) Europe/Istanbul');
    expect(zones.find((z) => z.name === 'America/St_Johns')?.label).toBe('(UTC-03:30) America/St_Johns');
  });

  it('sorts by UTC offset, then by name', () => {
    const zones = listTimeZones(WINTER, [
      'Europe/Istanbul',
      'UTC',
      'America/New_York',
      'Europe/Berlin',
      'Africa/Lagos',
      'Asia/Kolkata',
    ]);
    expect(zones.map((z) => z.label)).toEqual([
      '(UTC-05:00) America/New_York',
      '(UTC+01:00) Africa/Lagos',
      '(UTC+01:00) Europe/Berlin',
      '(UTC+03:00) Europe/Istanbul',
      '(UTC+05:30) Asia/Kolkata',
    ]);
    const all = listTimeZones(WINTER);
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(
        a.offsetMinutes < b.offsetMinutes ||
          (a.offsetMinutes === b.offsetMinutes && a.name.localeCompare(b.name) < 0),
      ).toBe(true);
    }
  });

  it('defaults to the zone stored locally, else the browser zone', () => {
    expect(configuredTimeZone()).toBe(browserTimeZone());
    expect(storeConfiguredTimeZone('Europe/Istanbul')).toBe(true);
    expect(localSettings.getTimeZone()).toBe('Europe/Istanbul');
    expect(configuredTimeZone()).toBe('Europe/Istanbul');
  });

  it('ignores unknown zones and names without a slash', () => {
    expect(storeConfiguredTimeZone('Mars/Olympus')).toBe(false);
    expect(storeConfiguredTimeZone('UTC')).toBe(false);
    expect(storeConfiguredTimeZone(null)).toBe(false);
    expect(localSettings.getTimeZone()).toBeNull();
    localSettings.setTimeZone('Not/AZone');
    expect(configuredTimeZone()).toBe(browserTimeZone());
  });
});
