import { afterEach, describe, expect, it } from 'vitest';
import { localSettings } from '../local-settings';
import { lookupContext } from './lookup-context';

afterEach(() => localSettings.clearSession());

describe('the context every lookup call carries (spec §9 default filters)', () => {
  const now = new Date('2026-03-14T09:30:00.000Z');

  it('starts today at 00:00 in the zone, with the zone offset east of UTC', () => {
    expect(lookupContext(now, 'Europe/Istanbul')).toMatchObject({
      timezoneOffset: 180,
      startOfToday: '2026-03-13T21:00:00.000Z',
    });
    expect(lookupContext(now, 'America/New_York')).toMatchObject({
      timezoneOffset: -240,
      startOfToday: '2026-03-14T04:00:00.000Z',
    });
    expect(lookupContext(now, 'UTC')).toMatchObject({
      timezoneOffset: 0,
      startOfToday: '2026-03-14T00:00:00.000Z',
    });
  });

  it('west of UTC, early in the UTC day, today is still the zone day', () => {
    const early = new Date('2026-03-14T02:00:00.000Z'); // 13 March 22:00 in New York
    expect(lookupContext(early, 'America/New_York').startOfToday).toBe('2026-03-13T04:00:00.000Z');
  });

  it('sends systemMode 2 (Live) by default and 1 in Test mode', () => {
    expect(lookupContext(now, 'UTC').systemMode).toBe(2);
    localSettings.setSystemMode('Test');
    expect(lookupContext(now, 'UTC').systemMode).toBe(1);
    localSettings.setSystemMode('Live');
    expect(lookupContext(now, 'UTC').systemMode).toBe(2);
  });
});
