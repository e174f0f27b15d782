import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../test/fixtures/detail-fixtures';
import { checkAmount, moneyText } from './money';
import { decimalPlacesOf } from './money-display';

describe('money of the details view', () => {
  it("takes a currency's decimals from the lookup, else from ISO 4217, else 2", () => {
    expect(decimalPlacesOf('BHD', CURRENCIES)).toBe(3);
    expect(decimalPlacesOf('JPY', undefined)).toBe(0);
    expect(decimalPlacesOf('KWD', [])).toBe(3);
    expect(decimalPlacesOf('EUR', undefined)).toBe(2);
  });

  it('prints minor units in the spec format', () => {
    expect(moneyText(123456789, 'EUR', 2)).toBe('1.234.567,89 EUR');
    expect(moneyText(1234, 'BHD', 3)).toBe('1,234 BHD');
    expect(moneyText(1234, 'JPY', 0)).toBe('1.234 JPY');
  });

  it('reads typed amounts into minor units without floating point', () => {
    expect(checkAmount('25,10', 2, 10_000)).toEqual({ ok: true, minorUnits: 2510 });
    expect(checkAmount('0,29', 2, 10_000)).toEqual({ ok: true, minorUnits: 29 });
    expect(checkAmount('1.000,01', 2, 100_001)).toEqual({ ok: true, minorUnits: 100_001 });
    expect(checkAmount('1,5', 3, 10_000)).toEqual({ ok: true, minorUnits: 1500 });
    expect(checkAmount(' 7 ', 0, 10)).toEqual({ ok: true, minorUnits: 7 });
    // Spec §5: a point is a decimal point as much as a comma is.
    expect(checkAmount('25.10', 2, 10_000)).toEqual({ ok: true, minorUnits: 2510 });
    expect(checkAmount('10.5', 2, 10_000)).toEqual({ ok: true, minorUnits: 1050 });
  });

  it('refuses more decimals than the currency has, zero, negatives, text and more than the maximum', () => {
    expect(checkAmount('1,001', 2, 10_000)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('1,5', 0, 10_000)).toEqual({ ok: false, reason: 'format' });
    // A lone dot is never thousands: '1.500' is 1,5 with three decimals, not 1500.
    expect(checkAmount('1.500', 2, 1_000_000)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('1.500', 0, 1_000_000)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('abc', 2, 10_000)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('', 2, 10_000)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('0,00', 2, 10_000)).toEqual({ ok: false, reason: 'positive' });
    expect(checkAmount('-1,00', 2, 10_000)).toEqual({ ok: false, reason: 'positive' });
    expect(checkAmount('100,01', 2, 10_000)).toEqual({ ok: false, reason: 'maximum' });
    expect(checkAmount('100,00', 2, 10_000)).toEqual({ ok: true, minorUnits: 10_000 });
  });
});
