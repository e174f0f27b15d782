import { describe, expect, it } from 'vitest';
import { diffValues, leavesOf, shownValue } from './value-diff';

describe('diffValues', () => {
  it('names changed, removed and added fields by their path', () => {
    expect(
      diffValues(
        { status: 'Captured', refundedAmount: 0, note: 'x', profile: { name: 'Ada', tags: ['a'] } },
        {
          status: 'Refunded',
          refundedAmount: 500,
          profile: { name: 'Ada', tags: ['a', 'b'] },
          createdId: 'r1',
        },
      ),
    ).toEqual([
      { kind: 'changed', path: 'status', before: 'Captured', after: 'Refunded' },
      { kind: 'changed', path: 'refundedAmount', before: 0, after: 500 },
      { kind: 'removed', path: 'note', before: 'x' },
      { kind: 'added', path: 'profile.tags[1]', after: 'b' },
      { kind: 'added', path: 'createdId', after: 'r1' },
    ]);
  });

  it('shows every field as added when there was nothing before, and removed when nothing after', () => {
    expect(diffValues(null, { a: 1, b: { c: true } })).toEqual([
      { kind: 'added', path: 'a', after: 1 },
      { kind: 'added', path: 'b.c', after: true },
    ]);
    expect(diffValues({ a: 1 }, null)).toEqual([{ kind: 'removed', path: 'a', before: 1 }]);
  });

  it('finds nothing when the two are equal, whatever order their keys are in', () => {
    expect(diffValues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toEqual([]);
    expect(diffValues(null, null)).toEqual([]);
  });

  it('treats a value that turns into an object as a removed leaf and added fields', () => {
    expect(diffValues({ limit: null }, { limit: { amount: 5 } })).toEqual([
      { kind: 'removed', path: 'limit', before: null },
      { kind: 'added', path: 'limit.amount', after: 5 },
    ]);
  });

  it('compares a whole value when it is not an object (a string before, a string after)', () => {
    expect(diffValues('old', 'new')).toEqual([{ kind: 'changed', path: '', before: 'old', after: 'new' }]);
  });
});

describe('leavesOf and shownValue', () => {
  it('keeps an empty object or list as a leaf of its own', () => {
    expect([...leavesOf({ a: {}, b: [] })]).toEqual([
      ['a', {}],
      ['b', []],
    ]);
  });

  it('shows text as it is and other values as JSON', () => {
    expect(shownValue('Refunded')).toBe('Refunded');
    expect(shownValue(500)).toBe('500');
    expect(shownValue(null)).toBe('null');
    expect(shownValue({ a: 1 })).toBe('{"a":1}');
  });
});
