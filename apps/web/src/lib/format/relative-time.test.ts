import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0); // 22/11/2026 12:00 UTC
const ago = (ms: number) => new Date(NOW - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

function relative(value: Date | string, timeZone = 'UTC') {
  return formatRelativeTime(value, { now: NOW, timeZone });
}

describe("spec §9 relative time: 'just now', 'N minutes ago', 'Nh ago', else the date-time", () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'], // plural rule: the literal reading would say '1 minutes ago'
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [60 * MINUTE, '1h ago'],
    [119 * MINUTE, '1h ago'],
    [120 * MINUTE, '2h ago'],
    [1439 * MINUTE, '23h ago'],
  ])('%s ms ago -> %s', (elapsed, expected) => {
    expect(relative(ago(elapsed))).toBe(expected);
  });

  it('shows DD/MM/YYYY HH:mm from 1440 minutes on, in the given zone', () => {
    expect(relative(ago(1440 * MINUTE))).toBe('21/11/2026 12:00');
    expect(relative(ago(1440 * MINUTE), 'Europe/Istanbul')).toBe('21/11/2026 15:00');
    expect(relative('2026-03-08T07:30:00Z', 'America/New_York')).toBe('08/03/2026 03:30');
  });

  it('takes ISO text as UTC', () => {
    expect(relative('2026-11-22T11:55:00')).toBe('5 minutes ago');
    expect(relative('2026-11-22T11:55:00Z')).toBe('5 minutes ago');
  });

  it("treats up to a minute in the future as 'just now' (clock skew), further as the date-time", () => {
    expect(relative(new Date(NOW + 30 * SECOND))).toBe('just now');
    expect(relative(new Date(NOW + 5 * MINUTE))).toBe('22/11/2026 12:05');
  });

  it("gives '' for an empty value", () => {
    expect(formatRelativeTime(null, { now: NOW })).toBe('');
    expect(formatRelativeTime('', { now: NOW })).toBe('');
  });
});
