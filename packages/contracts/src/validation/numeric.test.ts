import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDigitOnly,
  applyPercentage,
  CARD_MASK,
  DECIMAL_ONLY,
  insertDigits,
  isBelowMin,
  isPercentageInput,
  maskCardNumber,
  toCardDigits,
  toDecimalOnly,
  toDigitOnly,
} from './numeric';

const anyText = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[0-9.,a-z -]{0,20}$/));

describe('decimal-only (spec §5)', () => {
  it('accepts digits with at most one decimal point and treats a comma as a point', () => {
    expect(toDecimalOnly('12.50')).toBe('12.50');
    expect(toDecimalOnly('12,50')).toBe('12.50');
    expect(toDecimalOnly('1.2.3')).toBe('1.23');
    expect(toDecimalOnly('1,2.3')).toBe('1.23');
    expect(toDecimalOnly('-1a2 b')).toBe('12');
    expect(toDecimalOnly('')).toBe('');
  });

  it('property: the result is digits with at most one point, and idempotent', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const out = toDecimalOnly(raw);
        expect(out).toMatch(DECIMAL_ONLY);
        expect(toDecimalOnly(out)).toBe(out);
        expect(out.replace('.', '')).toBe(raw.replace(/[^0-9]/g, ''));
      }),
    );
  });
});

describe('digit-only (spec §5)', () => {
  it('permits only digits', () => {
    expect(applyDigitOnly('', '12a3')).toBe('123');
    expect(applyDigitOnly('12', '12.')).toBe('12');
  });

  it('permits an optional single decimal separator', () => {
    const options = { allowDecimal: true };
    expect(applyDigitOnly('12', '12.', options)).toBe('12.');
    expect(applyDigitOnly('12.5', '12.5.', options)).toBe('12.5');
    expect(applyDigitOnly('', '1,5', options)).toBe('15');
    expect(applyDigitOnly('', '1,5', { allowDecimal: true, decimalSeparator: ',' })).toBe('1,5');
    expect(applyDigitOnly('', '1.5', { allowDecimal: true, decimalSeparator: ',' })).toBe('15');
  });

  it('refuses a value that breaks the pattern', () => {
    const options = { pattern: /^[1-9]\d*$/ };
    expect(applyDigitOnly('', '0', options)).toBe('');
    expect(applyDigitOnly('4', '45', options)).toBe('45');
    expect(applyDigitOnly('4', '45', { pattern: '^\\d{0,1}$' })).toBe('4');
    // A global expression keeps state between `test` calls; the rule must not.
    const global = { pattern: /^\d{1,2}$/g };
    expect(applyDigitOnly('', '1', global)).toBe('1');
    expect(applyDigitOnly('', '1', global)).toBe('1');
  });

  it('refuses a value above max, and reports one below min without refusing it', () => {
    const options = { min: 10, max: 250, allowDecimal: true };
    expect(applyDigitOnly('25', '250', options)).toBe('250');
    expect(applyDigitOnly('25', '251', options)).toBe('25');
    expect(applyDigitOnly('250', '250.1', options)).toBe('250');
    expect(applyDigitOnly('', '1', options)).toBe('1');
    expect(isBelowMin('1', options)).toBe(true);
    expect(isBelowMin('10', options)).toBe(false);
    expect(isBelowMin('', options)).toBe(false);
  });

  it('honours the max length', () => {
    expect(applyDigitOnly('', '123456', { maxLength: 4 })).toBe('1234');
  });

  it('sanitises pasted or dropped text, inserted at the selection', () => {
    const options = { allowDecimal: true };
    expect(insertDigits('', { start: 0, end: 0 }, ' 12a3.4b5 ', options)).toBe('123.45');
    expect(insertDigits('1.5', { start: 0, end: 0 }, '2.3', options)).toBe('231.5');
    expect(insertDigits('1.5', { start: 0, end: 3 }, '2.3', options)).toBe('2.3');
    expect(insertDigits('19', { start: 1, end: 1 }, 'x0y0', {})).toBe('1009');
    expect(insertDigits('12', { start: 2, end: 2 }, '3456', { maxLength: 4 })).toBe('1234');
    expect(insertDigits('12', { start: 2, end: 2 }, '3', { max: 100 })).toBe('12');
  });

  it('property: results hold only digits and at most one separator, within max length and max', () => {
    const options = fc.record({
      allowDecimal: fc.boolean(),
      decimalSeparator: fc.constantFrom('.' as const, ',' as const),
      maxLength: fc.integer({ min: 1, max: 12 }),
      max: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(anyText, anyText, options, (previous, proposed, o) => {
        const start = applyDigitOnly('', previous, o);
        const next = applyDigitOnly(start, proposed, o);
        const separator = o.decimalSeparator;
        expect(next.length).toBeLessThanOrEqual(o.maxLength);
        expect(next.split('').filter((c) => c === separator).length).toBeLessThanOrEqual(
          o.allowDecimal ? 1 : 0,
        );
        expect(next).toMatch(o.allowDecimal ? new RegExp(`^[0-9${separator}]*$`) : /^[0-9]*$/);
        const value = Number(next.replace(',', '.'));
        if (next !== '' && next !== separator) expect(value).toBeLessThanOrEqual(o.max);
        expect(toDigitOnly(next, o)).toBe(next);
      }),
    );
  });
});

describe('percentage (spec §5)', () => {
  it.each([
    ['', true],
    ['0', true],
    ['5', true],
    ['05', true],
    ['99', true],
    ['99.', true],
    ['99.9', true],
    ['99.99', true],
    ['0.5', true],
    ['100', true],
    ['100.', true],
    ['100.0', true],
    ['100.00', true],
    ['.5', false], // no leading dot
    ['00', false], // no leading double zero
    ['00.5', false],
    ['999', false], // three integer digits only for 100
    ['101', false],
    ['100.01', false],
    ['100.5', false],
    ['1000', false],
    ['99.999', false], // at most two decimals
    ['1.2.3', false],
    ['-5', false],
    ['5%', false],
    ['1,5', false],
  ])('%j is %s', (value, valid) => {
    expect(isPercentageInput(value)).toBe(valid);
  });

  it('keeps the previous value when a change breaks the rule', () => {
    expect(applyPercentage('10', '100')).toBe('100');
    expect(applyPercentage('100', '1000')).toBe('100');
    expect(applyPercentage('12.34', '12.345')).toBe('12.34');
  });

  it('property: every accepted value is 0..100 with ≤ 2 decimals and ≤ 3 integer digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.]{0,7}$/), (value) => {
        if (!isPercentageInput(value) || value === '') return;
        const [integer = '', decimals = ''] = value.split('.');
        expect(integer.length).toBeGreaterThanOrEqual(1);
        expect(integer.length).toBeLessThanOrEqual(integer === '100' ? 3 : 2);
        expect(decimals.length).toBeLessThanOrEqual(2);
        expect(Number(value)).toBeLessThanOrEqual(100);
        expect(value.startsWith('00')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: typing digit by digit never passes 100', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789.'.split('')), { maxLength: 8 }), (keys) => {
        const value = keys.reduce((current, key) => applyPercentage(current, current + key), '');
        expect(isPercentageInput(value)).toBe(true);
        expect(Number(value || '0')).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('card-number mask (spec §5, §9)', () => {
  it('shows the first 6 and last 4 digits and masks the middle', () => {
    expect(CARD_MASK).toMatchObject({ visibleStart: 6, visibleEnd: 4 });
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005');
    expect(maskCardNumber('12345678901')).toBe('123456*8901');
    expect(maskCardNumber('1234567890')).toBe('1234567890');
    expect(maskCardNumber('')).toBe('');
  });

  it('keeps digits only, at most 19', () => {
    expect(toCardDigits('4111-1111 abc')).toBe('41111111');
    expect(toCardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it('property: the mask keeps the length and the visible ends', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,19}$/), (digits) => {
        const masked = maskCardNumber(digits);
        expect(masked).toHaveLength(digits.length);
        expect(masked.slice(0, 6)).toBe(digits.slice(0, 6));
        expect(masked.slice(-4)).toBe(digits.slice(-4));
        expect(masked.slice(6, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});
