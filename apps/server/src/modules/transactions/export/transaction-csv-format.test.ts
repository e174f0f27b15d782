import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, formatLocalDateTime, formatMinorUnits, offsetLabel } from './transaction-csv-format';

describe('formatMinorUnits', () => {
  it('places the point by the currency', () => {
    expect(formatMinorUnits(12_345, 2)).toBe('123.45');
    expect(formatMinorUnits(5, 2)).toBe('0.05');
    expect(formatMinorUnits(100, 2)).toBe('1.00');
    expect(formatMinorUnits(1_500, 0)).toBe('1500');
    expect(formatMinorUnits(1_234, 3)).toBe('1.234');
    expect(formatMinorUnits(-250, 2)).toBe('-2.50');
    expect(formatMinorUnits(0, 2)).toBe('0.00');
  });

  it('is exact for every safe integer: reading it back gives the same minor units', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 4 }), (amount, places) => {
        const text = formatMinorUnits(amount, places);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(amount));
        expect(text.split('.')[1]?.length ?? 0).toBe(places);
      }),
    );
  });

  it('refuses a fraction of a minor unit', () => {
    expect(() => formatMinorUnits(1.5, 2)).toThrow();
  });
});

describe('dates at an offset', () => {
  const instant = new Date('2020-05-11T22:30:15.999Z');
  it('shows the local wall time, seconds truncated', () => {
    expect(formatLocalDateTime(instant, 0)).toBe('2020-05-11 22:30:15');
    expect(formatLocalDateTime(instant, 180)).toBe('2020-05-12 01:30:15');
    expect(formatLocalDateTime(instant, -570)).toBe('2020-05-11 13:00:15');
  });
  it('names the zone', () => {
    expect(offsetLabel(0)).toBe('UTC');
    expect(offsetLabel(330)).toBe('UTC+05:30');
    expect(offsetLabel(-300)).toBe('UTC-05:00');
  });
});

describe('csvLine', () => {
  it('quotes separators and neutralises formula starts', () => {
    expect(csvLine(['a,b', 'say "hi"', '=1+1', '-2', '@x', 'plain'])).toBe(
      `"a,b","say ""hi""",'=1+1,'-2,'@x,plain\r\n`,
    );
  });
});
