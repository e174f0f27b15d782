import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../test/fixtures/lookup-fixtures';
import {
  amountFieldText,
  amountFieldValue,
  amountFilterDecimals,
  decimalPlacesOf,
  moneyDisplay,
} from './money-display';

describe('money display (spec §9: comma decimals, dot thousands, the currency decimals)', () => {
  it('shows minor units in the currency decimals', () => {
    expect(moneyDisplay(1_234_567, 'EUR', CURRENCIES)).toBe('12.345,67 EUR');
    expect(moneyDisplay(1_234_567, 'JPY', CURRENCIES)).toBe('1.234.567 JPY');
    expect(moneyDisplay(1_234_567, 'BHD', CURRENCIES)).toBe('1.234,567 BHD');
    expect(moneyDisplay(5, 'EUR', CURRENCIES)).toBe('0,05 EUR');
    expect(moneyDisplay(-1999, 'EUR', CURRENCIES)).toBe('-19,99 EUR');
  });

  it('falls back to ISO decimals, then 2, for a currency the lookup does not list', () => {
    expect(decimalPlacesOf('KWD', CURRENCIES)).toBe(3);
    expect(decimalPlacesOf('GBP', undefined)).toBe(2);
    expect(decimalPlacesOf('XXZ', [])).toBe(2);
  });
});

describe('the amount filter', () => {
  it('is typed with the chosen currency decimals, 2 when none or several are chosen', () => {
    expect(amountFilterDecimals(['JPY'], CURRENCIES)).toBe(0);
    expect(amountFilterDecimals(['BHD'], CURRENCIES)).toBe(3);
    expect(amountFilterDecimals([], CURRENCIES)).toBe(2);
    expect(amountFilterDecimals(['JPY', 'EUR'], CURRENCIES)).toBe(2);
  });

  it('reads major units into integer minor units, without floats', () => {
    expect(amountFieldValue('12,50', 2)).toBe(1250);
    expect(amountFieldValue('1.234,5', 2)).toBe(123450);
    expect(amountFieldValue('0,29', 2)).toBe(29); // 0.29 * 100 is 28.999… in floats
    expect(amountFieldValue('12.5', 2)).toBe(1250);
    expect(amountFieldValue('1234', 0)).toBe(1234);
    expect(amountFieldValue('1.234', 0)).toBe('invalid'); // a point, so three decimals: never 1234
    expect(amountFieldValue('  ', 2)).toBeNull();
    expect(amountFieldValue('12,505', 2)).toBe('invalid');
    expect(amountFieldValue('-5', 2)).toBe('invalid');
    expect(amountFieldValue('abc', 2)).toBe('invalid');
    expect(amountFieldValue('99999999999999999999', 2)).toBe('invalid');
  });

  it('shows minor units back in the field', () => {
    expect(amountFieldText(1250, 2)).toBe('12,50');
    // No thousands dots: the field reads a dot as the decimal point.
    expect(amountFieldText(1250, 0)).toBe('1250');
    expect(amountFieldText(123450, 2)).toBe('1234,50');
    expect(amountFieldText(null, 2)).toBe('');
  });
});
