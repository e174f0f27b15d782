import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../seed/data/currencies';
import { CURRENCY_RATES } from '../../seed/data/currency-rates';
import { conversionFactor, convertMinorUnits, parseDecimal, type RatedCurrency } from './base-amount';

const rated = (code: string): RatedCurrency => {
  const rate = CURRENCY_RATES.find((r) => r.currency === code);
  const currency = CURRENCIES.find((c) => c.id === code);
  if (!rate || !currency) throw new Error(code);
  return { code, eurRate: rate.eurRate, decimalPlaces: currency.decimalPlaces };
};
const EUR = rated('EUR');

describe('parseDecimal', () => {
  it('reads exact decimals as a scaled integer', () => {
    expect(parseDecimal('0.0061')).toEqual({ numerator: 61n, scale: 4 });
    expect(parseDecimal('1')).toEqual({ numerator: 1n, scale: 0 });
    expect(parseDecimal('2.44')).toEqual({ numerator: 244n, scale: 2 });
  });

  it('refuses anything else', () => {
    for (const bad of ['', '-1', '1e3', '0,5', 'abc', '.5']) expect(() => parseDecimal(bad)).toThrow();
  });
});

describe('convertMinorUnits', () => {
  it('leaves an amount in the base currency as it is', () => {
    expect(convertMinorUnits(12_500, EUR, EUR)).toBe(12_500);
  });

  it('converts with the rates and both currencies’ decimal places', () => {
    // 100.00 USD × 0.92 = 92.00 EUR
    expect(convertMinorUnits(10_000, rated('USD'), EUR)).toBe(9_200);
    // 10,000 JPY (no decimals) × 0.0061 = 61.00 EUR
    expect(convertMinorUnits(10_000, rated('JPY'), EUR)).toBe(6_100);
    // 1.000 BHD (3 decimals) × 2.44 = 2.44 EUR
    expect(convertMinorUnits(1_000, rated('BHD'), EUR)).toBe(244);
    // 100.00 EUR in JPY: 100 / 0.0061 = 16,393.44… → 16,393
    expect(convertMinorUnits(10_000, EUR, rated('JPY'))).toBe(16_393);
    // Cross rate, via EUR: 50.00 GBP × 1.17 / 0.92 = 63.586… USD → 63.59
    expect(convertMinorUnits(5_000, rated('GBP'), rated('USD'))).toBe(6_359);
  });

  it('rounds an exact half up, and anything below it down', () => {
    // 0.05 USD × 0.92 = 0.046 EUR → 0.05; 0.01 USD × 0.92 = 0.0092 → 0.01; 0.50 CHF × 1.05 = 0.525 → 0.53
    expect(convertMinorUnits(5, rated('USD'), EUR)).toBe(5);
    expect(convertMinorUnits(1, rated('USD'), EUR)).toBe(1);
    expect(convertMinorUnits(50, rated('CHF'), EUR)).toBe(53);
    // 0.05 CHF × 1.05 = 0.0525 → 0.05 (below the half)
    expect(convertMinorUnits(5, rated('CHF'), EUR)).toBe(5);
    // 0.01 HUF × 0.00252 = 0.0000252 EUR → 0.00
    expect(convertMinorUnits(1, rated('HUF'), EUR)).toBe(0);
  });

  it('agrees with an exact rational computation for many amounts and every pair through EUR', () => {
    const codes = ['USD', 'GBP', 'JPY', 'BHD', 'CLP', 'SEK', 'KWD'].map(rated);
    for (const from of codes) {
      const { num, den } = conversionFactor(from, EUR);
      for (let amount = 1; amount < 5_000_000; amount = amount * 3 + 7) {
        const exactTwice = (2n * BigInt(amount) * num) / den; // floor(2·x)
        const expected = (exactTwice + 1n) / 2n; // floor(x + ½)
        expect(convertMinorUnits(amount, from, EUR)).toBe(Number(expected));
      }
    }
  });

  it('refuses a non-integer or negative amount', () => {
    expect(() => convertMinorUnits(1.5, rated('USD'), EUR)).toThrow();
    expect(() => convertMinorUnits(-1, rated('USD'), EUR)).toThrow();
  });
});

describe('the reference rates', () => {
  it('name seeded currencies once each, with an exact positive decimal, EUR at 1', () => {
    const codes = new Set(CURRENCIES.map((c) => c.id));
    expect(new Set(CURRENCY_RATES.map((r) => r.currency)).size).toBe(CURRENCY_RATES.length);
    for (const rate of CURRENCY_RATES) {
      expect(codes.has(rate.currency), rate.currency).toBe(true);
      expect(parseDecimal(rate.eurRate).numerator > 0n, rate.currency).toBe(true);
    }
    expect(CURRENCY_RATES.find((r) => r.currency === 'EUR')?.eurRate).toBe('1');
  });
});
