import { describe, expect, it } from 'vitest';
import { isErrorStatus, isSuccessStatus, statusClass } from './status-class';

describe('statusClass (spec §8: 200-299 success, 400 or more error)', () => {
  it.each([
    [100, null],
    [199, null],
    [200, 'success'],
    [204, 'success'],
    [299, 'success'],
    [300, null],
    [304, null],
    [399, null],
    [400, 'error'],
    [403, 'error'],
    [404, 'error'],
    [500, 'error'],
    [599, 'error'],
  ] as const)('%s -> %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
    expect(isSuccessStatus(status)).toBe(expected === 'success');
    expect(isErrorStatus(status)).toBe(expected === 'error');
  });
});
