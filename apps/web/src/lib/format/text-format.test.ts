import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipsis, formatSwift, maskMiddle, splitSwift } from './text-format';

describe('maskMiddle: spec §9 mask shows the first 6 and last 4 characters', () => {
  it.each([
    ['4111111111111111', '411111******1111'],
    ['5500000000000004', '550000******0004'],
    ['12345678901', '123456*8901'],
    ['1234567890', '1234567890'],
    ['abc', 'abc'],
    ['', ''],
  ])('%s -> %s', (value, expected) => {
    expect(maskMiddle(value)).toBe(expected);
  });

  it('treats null as empty and takes another mask character', () => {
    expect(maskMiddle(null)).toBe('');
    expect(maskMiddle('GB29NWBK60161331926819', { maskChar: '•' })).toBe('GB29NW••••••••••••6819');
  });

  it('keeps the length and the 6 + 4 visible characters of any longer value (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 11, unit: 'grapheme-ascii' }), (value) => {
        const masked = maskMiddle(value);
        expect(masked).toHaveLength(value.length);
        expect(masked.slice(0, 6)).toBe(value.slice(0, 6));
        expect(masked.slice(-4)).toBe(value.slice(-4));
        expect(masked.slice(6, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('SWIFT: spec §9 bank 4, country 2, location 2, branch 4', () => {
  it("splits 'DEUTDEFF500'", () => {
    expect(splitSwift('DEUTDEFF500')).toEqual({ bank: 'DEUT', country: 'DE', location: 'FF', branch: '500' });
    expect(formatSwift('DEUTDEFF500')).toBe('DEUT DE FF 500');
  });

  it('has no branch for an 8-character code, and tidies case and spaces', () => {
    expect(splitSwift('deutdeff')).toEqual({ bank: 'DEUT', country: 'DE', location: 'FF', branch: '' });
    expect(formatSwift(' DEUT DE FF ')).toBe('DEUT DE FF');
    expect(splitSwift('NWBKGB2LXXXX').branch).toBe('XXXX');
  });
});

describe("ellipsis: spec §9 trims at a given length and adds '...'", () => {
  it.each([
    ['Payment declined by issuer', 10, 'Payment de...'],
    ['Short', 10, 'Short'],
    ['Exactly10!', 10, 'Exactly10!'],
    ['', 5, ''],
    ['abc', 0, '...'],
  ])('%s at %s -> %s', (text, length, expected) => {
    expect(ellipsis(text, length)).toBe(expected);
  });

  it('never cuts an emoji in half and treats null as empty', () => {
    expect(ellipsis('👍👍👍', 2)).toBe('👍👍...');
    expect(ellipsis(null, 3)).toBe('');
  });
});
