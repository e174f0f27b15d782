import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, FEATURE_ERROR_STATUS, GENERIC_ERROR_STATUS, isErrorCode } from './errors';

const declarations: [string, Record<string, number>][] = [
  ['generic', GENERIC_ERROR_STATUS],
  ...Object.entries(FEATURE_ERROR_STATUS),
];

describe('ERROR_STATUS', () => {
  it('declares each code once across the generic codes and every feature', () => {
    const owners = new Map<string, string[]>();
    for (const [owner, codes] of declarations) {
      for (const code of Object.keys(codes)) owners.set(code, [...(owners.get(code) ?? []), owner]);
    }
    const twice = [...owners]
      .filter(([, of]) => of.length > 1)
      .map(([code, of]) => `${code}: ${of.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('holds every declared code with its declared status', () => {
    for (const [, codes] of declarations) {
      for (const [code, status] of Object.entries(codes)) expect(ERROR_STATUS).toHaveProperty(code, status);
    }
    const declared = declarations.reduce((sum, [, codes]) => sum + Object.keys(codes).length, 0);
    expect(Object.keys(ERROR_STATUS)).toHaveLength(declared);
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(Number.isInteger(status), code).toBe(true);
      expect(status >= 400 && status <= 599, `${code}: ${status}`).toBe(true);
    }
  });

  it('names codes in SCREAMING_SNAKE', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('tells a declared code from any other string', () => {
    expect(isErrorCode('TICKET_CLOSED')).toBe(true);
    expect(isErrorCode('ACTION_REFUSED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});
