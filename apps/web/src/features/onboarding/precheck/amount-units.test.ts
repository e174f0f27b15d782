import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMajorUnits, toMinorUnits } from './amount-units';

describe('amounts in major and minor units', () => {
  it.each([
    ['2500.5', 2, 250050],
    ['2500.50', 2, 250050],
    ['0.29', 2, 29],
    ['.5', 2, 50],
    ['12.', 2, 1200],
    ['1000', 0, 1000],
    ['1.000', 0, 1],
    ['1.234', 3, 1234],
    ['007', 2, 700],
  ])('%s with %i decimals is %i minor units', (text, decimals, minor) => {
    expect(toMinorUnits(text, decimals)).toEqual({ ok: true, minor });
  });

  it('refuses more decimals than the currency has, and what is not an amount', () => {
    expect(toMinorUnits('10.5', 0)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(toMinorUnits('1.234', 2)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(toMinorUnits('.', 2)).toEqual({ ok: false, problem: 'notAnAmount' });
    expect(toMinorUnits('1,5', 2)).toEqual({ ok: false, problem: 'notAnAmount' });
    expect(toMinorUnits('-1', 2)).toEqual({ ok: false, problem: 'notAnAmount' });
  });

  it('shows minor units in major units', () => {
    expect(toMajorUnits(250050, 2)).toBe('2500.50');
    expect(toMajorUnits(5, 2)).toBe('0.05');
    expect(toMajorUnits(1000, 0)).toBe('1000');
    expect(toMajorUnits(1234, 3)).toBe('1.234');
  });

  it('goes there and back without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), fc.integer({ min: 0, max: 4 }), (minor, decimals) => {
        expect(toMinorUnits(toMajorUnits(minor, decimals), decimals)).toEqual({ ok: true, minor });
      }),
    );
  });
});
