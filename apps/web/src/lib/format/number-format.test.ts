import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bytesToMegabytes,
  formatAmount,
  formatDataSize,
  formatDecimal,
  formatFee,
  formatFeeIn,
  formatMoney,
  formatSeconds,
  formatTypedAmount,
  parseTypedAmount,
} from './number-format';

describe('formatAmount: spec §9 comma decimal separator, dot thousands, 2 decimals or decimalPlaces', () => {
  it.each([
    [123456789, 2, '1.234.567,89'],
    [1234, 0, '1.234'], // JPY
    [1234, 3, '1,234'], // BHD
    [1234567, 3, '1.234,567'],
    [0, 2, '0,00'],
    [5, 2, '0,05'],
    [99, 2, '0,99'],
    [100, 2, '1,00'],
    [100000, 2, '1.000,00'],
    [-123456789, 2, '-1.234.567,89'],
    [-5, 2, '-0,05'],
    [12345, 4, '1,2345'],
  ])('%s minor units with %s decimals -> %s', (minor, places, expected) => {
    expect(formatAmount(minor, places)).toBe(expected);
  });

  it('defaults to 2 decimals (spec §9)', () => {
    expect(formatAmount(123456789)).toBe('1.234.567,89');
  });

  it('prints amounts beyond 2^53 exactly, from bigint or string', () => {
    expect(formatAmount(9007199254740993n)).toBe('90.071.992.547.409,93');
    expect(formatAmount('123456789012345678901234567890')).toBe('1.234.567.890.123.456.789.012.345.678,90');
    expect(formatAmount(-(2n ** 64n), 0)).toBe('-18.446.744.073.709.551.616');
  });

  it('refuses inputs that are not integers rather than guess', () => {
    expect(() => formatAmount(2 ** 53 + 2)).toThrow(RangeError);
    expect(() => formatAmount(12.5)).toThrow(RangeError);
    expect(() => formatAmount('12,50')).toThrow(RangeError);
    expect(() => formatAmount(1, -1)).toThrow(RangeError);
  });

  it('formatMoney appends the currency code and uses its decimalPlaces', () => {
    expect(formatMoney(123456789, { id: 'EUR', decimalPlaces: 2 })).toBe('1.234.567,89 EUR');
    expect(formatMoney(1234, { id: 'JPY', decimalPlaces: 0 })).toBe('1.234 JPY');
    expect(formatMoney(1234, { id: 'BHD', decimalPlaces: 3 })).toBe('1,234 BHD');
    expect(formatMoney(1234, { id: 'XXX' })).toBe('12,34 XXX');
  });

  it('a formatted amount has dot thousands groups of three and exactly decimalPlaces decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 1, max: 4 }),
        (minor, places) => {
          const text = formatAmount(minor, places);
          expect(text).toMatch(new RegExp(`^\\d{1,3}(\\.\\d{3})*,\\d{${places}}$`));
        },
      ),
    );
  });
});

describe('parseTypedAmount: spec §5 "digits with at most one decimal point", a comma taken as a point', () => {
  it('reads a point or a comma as the decimal point', () => {
    expect(parseTypedAmount('10.5')).toBe(1050n);
    expect(parseTypedAmount('10,5')).toBe(1050n);
    expect(parseTypedAmount('10,51')).toBe(1051n);
    expect(parseTypedAmount(' 1234.50 ')).toBe(123450n);
    expect(parseTypedAmount('125')).toBe(12500n);
    expect(parseTypedAmount('1234', 0)).toBe(1234n);
    expect(parseTypedAmount('0.5', 3)).toBe(500n);
  });

  it("reads the portal's own format copied from the screen", () => {
    expect(parseTypedAmount('1.234,50')).toBe(123450n);
    expect(parseTypedAmount('1.234.567,89')).toBe(123456789n);
  });

  it('never reads a lone dot as thousands: 1.500 is one and a half, too precise for 2 decimals', () => {
    expect(parseTypedAmount('1.500', 2)).toBeNull();
    expect(parseTypedAmount('1.500', 3)).toBe(1500n);
    expect(parseTypedAmount('1.234', 0)).toBeNull();
  });

  it('refuses two points, stray characters and more decimals than the currency has', () => {
    for (const text of [
      '',
      '1.2.3',
      '1,2,3',
      '1.234.567',
      '10.555',
      '1,',
      '.5',
      'abc',
      '1 000',
      '1e3',
      '12.3456,00',
    ]) {
      expect(parseTypedAmount(text, 2)).toBeNull();
    }
  });

  it('reads back what formatTypedAmount writes, for any amount and decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 4 }),
        (minor, places) => {
          const text = formatTypedAmount(minor, places);
          expect(text).not.toContain('.');
          expect(parseTypedAmount(text, places)).toBe(minor);
        },
      ),
    );
  });

  it('also reads back the display format of amounts with decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 1, max: 4 }),
        (minor, places) => {
          expect(parseTypedAmount(formatAmount(minor, places), places)).toBe(minor);
        },
      ),
    );
  });
});

describe('formatDecimal and formatFee (spec §9: fees show 2 decimals)', () => {
  it.each([
    [2.5, '2,50'],
    [0, '0,00'],
    [1234.5, '1.234,50'],
    ['1234.5', '1.234,50'],
    [1.005, '1,01'], // toFixed(2) says '1.00'
    [0.125, '0,13'],
    [-1.005, '-1,01'],
    [1e-7, '0,00'],
    [1.5e21, '1.500.000.000.000.000.000.000,00'],
    ['12345678901234567890.125', '12.345.678.901.234.567.890,13'],
  ])('formatFee(%s) -> %s', (value, expected) => {
    expect(formatFee(value)).toBe(expected);
  });

  it('uses the requested number of decimals', () => {
    expect(formatDecimal(1.23456, 4)).toBe('1,2346');
    expect(formatDecimal(2.5, 0)).toBe('3');
  });

  it('refuses text that is not a decimal number', () => {
    expect(() => formatFee('12,5')).toThrow(RangeError);
    expect(() => formatFee(Number.NaN)).toThrow(RangeError);
  });

  it('writes a fee’s currency code after it (formatFeeIn), keeping 2 decimals in any currency', () => {
    expect(formatFeeIn(250, 'EUR')).toBe('250,00 EUR');
    expect(formatFeeIn('1234.5', 'GBP')).toBe('1.234,50 GBP');
    expect(formatFeeIn(1500, 'JPY')).toBe('1.500,00 JPY');
  });
});

describe('formatDataSize: spec §9 data size in megabytes', () => {
  it.each([
    [5242880, '5,00 MB'],
    [20971520, '20,00 MB'],
    [1048576, '1,00 MB'],
    [1572864, '1,50 MB'],
    [0, '0,00 MB'],
    [5243, '0,01 MB'], // 0.005 MB rounds up
    [5242, '0,00 MB'],
    [1099511627776, '1.048.576,00 MB'],
  ])('%s bytes -> %s', (bytes, expected) => {
    expect(formatDataSize(bytes)).toBe(expected);
  });

  it('takes fewer decimals when asked', () => {
    expect(formatDataSize(20971520, 0)).toBe('20 MB');
    expect(formatDataSize(5242880, 1)).toBe('5,0 MB');
    expect(formatDataSize(1572864, 0)).toBe('2 MB');
  });

  it('bytesToMegabytes gives the number for charts', () => {
    expect(bytesToMegabytes(5242880)).toBe(5);
  });
});

describe('formatSeconds: spec §9 time pipe', () => {
  it.each([
    [1.2345, '1.235 s'],
    [0.1, '0.100 s'],
    [0, '0.000 s'],
    [12, '12.000 s'],
    ['2.5', '2.500 s'],
    [1.0005, '1.001 s'],
  ] as const)('%s -> %s', (value, expected) => {
    expect(formatSeconds(value)).toBe(expected);
  });

  it.each([null, undefined, '', '  ', Number.NaN, 'abc'])("'--' when empty: %s", (value) => {
    expect(formatSeconds(value)).toBe('--');
  });
});
